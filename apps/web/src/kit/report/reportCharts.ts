import {
  figureColumns,
  figureHeader,
  figureText,
  type FigureColumn,
  type ReportAnswer,
  type ReportChartDef,
  type ReportDef,
} from '@coach/domain/reports/index.ts';
import { PRIMARY_COLOR } from '@coach/domain/theme.ts';
import type { EChartOption } from '../chart/EChart';

/** Series colours: the console's primary green first, then antd's chart palette. */
export const CHART_COLORS = [
  PRIMARY_COLOR,
  '#5B8FF9',
  '#F6BD16',
  '#E8684A',
  '#6DC8EC',
  '#9270CA',
  '#FF9D4D',
  '#269A99',
];

const numberOf = (value: string | number | null | undefined) => Number(value ?? 0) || 0;
/**
 * A figure as a bar or a point: a figure with nothing to count (a rate of a day without
 * students, answered null) is a gap, never drawn as 0, and its tooltip reads "-" as the table does.
 */
const pointOf = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' || !Number.isFinite(Number(value)) ? null : Number(value);

function columnsOf(def: ReportDef, chart: ReportChartDef): FigureColumn[] {
  const all = figureColumns(def);
  return chart.measures.map((key) => all.find((c) => c.key === key)).filter((c): c is FigureColumn => !!c);
}

/** Whether a chart has anything to draw (all zero reads as 暂无数据, not as flat bars). */
export function chartHasData(def: ReportDef, chart: ReportChartDef, answer: ReportAnswer | undefined): boolean {
  if (!answer) return false;
  const keys = columnsOf(def, chart).map((c) => c.key);
  return answer.rows.some((row) => keys.some((k) => numberOf(row[k]) !== 0));
}

/**
 * The echarts option of a declared chart: bars or lines over the rows (a measure listed in
 * `lines` drawn as a line over the bars), a pie of the first measure over the rows, or a
 * funnel of the totals of the measures as stages. Tooltips read as the table does.
 */
export function chartOption(def: ReportDef, chart: ReportChartDef, answer: ReportAnswer): EChartOption {
  const columns = columnsOf(def, chart);
  const labels = answer.rows.map((r) => r.label);
  const tooltipOf = (c: FigureColumn | undefined) => (value: unknown) =>
    figureText(value as number, c?.format ?? 'int');
  if (chart.type === 'pie') {
    const c = columns[0];
    return {
      color: CHART_COLORS,
      tooltip: { trigger: 'item', valueFormatter: tooltipOf(c) },
      legend: { type: 'scroll', bottom: 0 },
      series: [
        {
          name: figureHeader(c),
          type: 'pie',
          radius: ['35%', '65%'],
          data: answer.rows.map((r) => ({ name: r.label, value: numberOf(r[c.key]) })),
        },
      ],
    };
  }
  if (chart.type === 'funnel') {
    return {
      color: CHART_COLORS,
      tooltip: { trigger: 'item' },
      legend: { top: 0 },
      series: [
        {
          type: 'funnel',
          sort: 'descending',
          top: 40,
          bottom: 10,
          label: { show: true, position: 'inside' },
          data: columns.map((c) => ({ name: figureHeader(c), value: numberOf(answer.totals[c.key]) })),
        },
      ],
    };
  }
  const money = columns.some((c) => c.format === 'money');
  return {
    color: CHART_COLORS,
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: columns.map(figureHeader) },
    grid: { left: money ? 70 : 40, right: 20, bottom: 30, top: 40, containLabel: true },
    xAxis: { type: 'category', data: labels },
    yAxis: { type: 'value', minInterval: columns.every((c) => c.format === 'int') ? 1 : undefined },
    series: columns.map((c) => {
      const line = chart.type === 'line' || chart.lines?.includes(c.key);
      return {
        name: figureHeader(c),
        type: line ? 'line' : 'bar',
        smooth: chart.type === 'line',
        data: answer.rows.map((r) => pointOf(r[c.key])),
        ...(line ? { connectNulls: false } : {}),
        tooltip: { valueFormatter: tooltipOf(c) },
        ...(chart.type === 'line' && c === columns[0] ? { areaStyle: { opacity: 0.15 } } : {}),
      };
    }),
  };
}
