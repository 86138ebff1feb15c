import { useEffect, useRef, useState } from 'react';
import { Empty } from 'antd';
import type { ECharts, EChartsCoreOption } from 'echarts/core';
import { loadOnce } from '../lazyPage';
import { useThemeChoice } from '../../platform/themeChoice';

export type EChartOption = EChartsCoreOption;

/** On 深色, echarts' own dark theme (axes, labels and legends light on dark) over the card's background. */
const onPage = (option: EChartOption, dark: boolean): EChartOption =>
  dark ? { backgroundColor: 'transparent', ...option } : option;

// echarts (~190 KB compressed) loads when a chart is first drawn, not with the code that
// shows it: list pages share modules with report pages, and the static import made every
// list page download and compile it.
const loadEcharts = loadOnce(() => import('./echartsSetup'));

/**
 * One echarts instance bound to a div, resized with its container; the option replaces the
 * previous one. With nothing to draw it shows 暂无数据 instead of empty axes.
 */
export function EChart({
  option,
  height = 320,
  testId,
  empty,
}: {
  option: EChartOption;
  height?: number;
  testId?: string;
  empty?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const dark = useThemeChoice() === 'dark';
  const chart = useRef<ECharts | undefined>(undefined);
  const latest = useRef(option);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    latest.current = option;
    chart.current?.setOption(onPage(option, dark), true);
  }, [option, empty, dark]);
  useEffect(() => {
    if (!ref.current || empty) return;
    let gone = false;
    let instance: ECharts | undefined;
    let observer: ResizeObserver | undefined;
    loadEcharts().then(
      ({ echarts }) => {
        const element = ref.current;
        if (gone || !element) return;
        instance = echarts.init(element, dark ? 'dark' : undefined, { locale: 'ZH' }); // rebuilt when the theme changes
        chart.current = instance;
        instance.setOption(onPage(latest.current, dark), true);
        // The container's width settles after the first layout (side menu, kept-alive pages
        // shown again): follow the element, not only the window.
        observer = new ResizeObserver(() => instance?.resize());
        observer.observe(element);
      },
      () => {
        if (!gone) setFailed(true);
      },
    );
    return () => {
      gone = true;
      observer?.disconnect();
      instance?.dispose();
      chart.current = undefined;
    };
  }, [empty, dark]);
  if (empty || failed) {
    return (
      <div style={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center' }} data-testid={testId}>
        <Empty description={failed ? '图表加载失败，请刷新页面重试' : '暂无数据'} />
      </div>
    );
  }
  return <div ref={ref} style={{ width: '100%', height }} data-testid={testId} />;
}
