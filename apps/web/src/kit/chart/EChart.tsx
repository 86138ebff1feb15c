import { useEffect, useRef } from 'react';
import { Empty } from 'antd';
import * as echarts from 'echarts/core';
import { BarChart, FunnelChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

// Only the chart types report definitions can name: the chunk stays small.
echarts.use([BarChart, LineChart, PieChart, FunnelChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export type EChartOption = echarts.EChartsCoreOption;

/**
 * One echarts instance bound to a div, resized with its container; the option replaces the
 * previous one. With nothing to draw it shows 暂无数据 instead of empty axes.
 */
export function EChart({ option, height = 320, testId, empty }: { option: EChartOption; height?: number; testId?: string; empty?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | undefined>(undefined);
  useEffect(() => {
    if (!ref.current || empty) return;
    const instance = echarts.init(ref.current, undefined, { locale: 'ZH' });
    chart.current = instance;
    // The container's width settles after the first layout (side menu, kept-alive pages shown
    // again): follow the element, not only the window.
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(ref.current);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = undefined;
    };
  }, [empty]);
  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option, empty]);
  if (empty) {
    return (
      <div style={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center' }} data-testid={testId}>
        <Empty description="暂无数据" />
      </div>
    );
  }
  return <div ref={ref} style={{ width: '100%', height }} data-testid={testId} />;
}
