import { describe, expect, it } from 'vitest';
import type { ReportAnswer, ReportDef } from '@coach/domain/reports/index.ts';
import { channelStatistics } from '@coach/areas/channel/domain/index.ts';
import { chartHasData, chartOption } from './reportCharts';

const answer: ReportAnswer = {
  kind: 'billingMonth',
  groupBy: 'period',
  startTime: 0,
  endTime: 1,
  rows: [
    { key: 'a', label: '甲', orderCount: 4, paidCount: 2, paidAmount: '12.50', settledAmount: '0.00', newMembers: 1 },
    { key: 'b', label: '乙', orderCount: 1, paidCount: 1, paidAmount: '3.00', settledAmount: '3.00', newMembers: 0 },
  ],
  totals: { orderCount: 5, paidCount: 3, paidAmount: '15.50', settledAmount: '3.00', newMembers: 1 },
};
type Series = { type: string; name: string; data: unknown[] };

describe('report charts from the definition', () => {
  it('draws bars with the declared lines over them, money as numbers', () => {
    const [orders, revenue] = channelStatistics.charts!;
    const bars = chartOption(channelStatistics, orders, answer) as { series: Series[]; xAxis: { data: string[] } };
    expect(bars.xAxis.data).toEqual(['甲', '乙']);
    expect(bars.series.map((s) => [s.name, s.type])).toEqual([
      ['订单数', 'bar'],
      ['支付订单数', 'bar'],
      ['新增成员', 'line'],
    ]);
    const lines = chartOption(channelStatistics, revenue, answer) as { series: Series[] };
    expect(lines.series[0]).toMatchObject({ name: '营收金额(元)', type: 'line', data: [12.5, 3] });
  });

  it('draws a pie of the first measure over the rows and a funnel of the totals', () => {
    const def: ReportDef = {
      ...channelStatistics,
      charts: [
        { key: 'p', title: '', type: 'pie', measures: ['orderCount'] },
        { key: 'f', title: '', type: 'funnel', measures: ['orderCount', 'paidCount'] },
      ],
    };
    const pie = chartOption(def, def.charts![0], answer) as { series: { data: unknown[] }[] };
    expect(pie.series[0].data).toEqual([
      { name: '甲', value: 4 },
      { name: '乙', value: 1 },
    ]);
    const funnel = chartOption(def, def.charts![1], answer) as { series: { data: unknown[] }[] };
    expect(funnel.series[0].data).toEqual([
      { name: '订单数', value: 5 },
      { name: '支付订单数', value: 3 },
    ]);
  });

  it('leaves a gap where a figure has nothing to count, instead of drawing 0, and its tooltip reads -', () => {
    const [, revenue] = channelStatistics.charts!;
    const gap = { ...answer, rows: [answer.rows[0], { ...answer.rows[1], paidAmount: null }] };
    const option = chartOption(channelStatistics, revenue, gap) as {
      series: (Series & { connectNulls?: boolean; tooltip: { valueFormatter: (v: unknown) => string } })[];
    };
    expect(option.series[0]).toMatchObject({ type: 'line', data: [12.5, null], connectNulls: false });
    expect(option.series[0].tooltip.valueFormatter(null)).toBe('-');
    expect(option.series[0].tooltip.valueFormatter(12.5)).toBe('12.50');
  });

  it('has nothing to draw when every figure is zero', () => {
    const zero = { ...answer, rows: answer.rows.map((r) => ({ ...r, paidAmount: '0.00', settledAmount: '0.00' })) };
    expect(chartHasData(channelStatistics, channelStatistics.charts![1], zero)).toBe(false);
    expect(chartHasData(channelStatistics, channelStatistics.charts![0], zero)).toBe(true);
  });
});
