import { thousands } from '../format/number';
import type { MeasureFormat, ReportDef } from './types';

/** A column of figures of a report: its measures, then its ratios, in declared order. */
export interface FigureColumn {
  key: string;
  label: string;
  format: MeasureFormat;
  unit?: string;
}

export function figureColumns(def: Pick<ReportDef, 'measures' | 'ratios'>): FigureColumn[] {
  return [...def.measures.filter((m) => !m.hidden), ...(def.ratios ?? [])].map(({ key, label, format, unit }) => ({
    key,
    label,
    format,
    unit,
  }));
}

/** Column header: money and decimals name their unit (营收金额(元)); counts read without. */
export function figureHeader(column: FigureColumn): string {
  return column.unit && column.format !== 'int' && column.format !== 'percent'
    ? `${column.label}(${column.unit})`
    : column.label;
}

/**
 * A ratio as a fraction with four decimals (0.8534 = 85.34%). Over nothing there is no ratio
 * (null, shown '-'): 0 exams sat is not a 0.00 % pass rate.
 */
export function ratioValue(numerator: number, denominator: number): number | null {
  if (!denominator) return null;
  return Math.round((numerator / denominator) * 10000) / 10000;
}

/** How a figure reads in the table and the summary: 1,234 · 1,234.50 · 85.34%. */
export function figureText(value: string | number | null | undefined, format: MeasureFormat): string {
  if (value === undefined || value === null || value === '') return '-';
  const n = Number(value);
  if (!Number.isFinite(n)) return String(value);
  switch (format) {
    case 'percent':
      return `${(n * 100).toFixed(2)}%`;
    case 'money':
    case 'decimal':
      return thousands(n.toFixed(2));
    default:
      return thousands(String(Math.round(n)));
  }
}
