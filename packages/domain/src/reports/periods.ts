import { billingPeriod, type BillingKind } from '../billing';
import { wallFields, wallToEpochMs } from '../format/zone';
import type { PeriodKind } from './types';

/** A period of a report: `end` is exclusive (the first second of the next one). */
export interface ReportPeriod {
  start: number;
  end: number;
  label: string;
}

export const PERIOD_LABELS: Readonly<Record<PeriodKind, string>> = {
  day: '按日',
  month: '按自然月',
  billingMonth: '按月',
  billingQuarter: '按季度',
  billingHalf: '按半年',
  billingYear: '按年',
};

/** More rows than a chart can show legibly is a mistake of the filter, not a request. */
export const MAX_REPORT_PERIODS = 400;

const BILLING: Partial<Record<PeriodKind, BillingKind>> = {
  billingMonth: 'month',
  billingQuarter: 'quarter',
  billingHalf: 'half',
  billingYear: 'year',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The period of the kind holding the instant (Unix seconds), in Shanghai wall time. */
export function periodOf(kind: PeriodKind, at: number): ReportPeriod {
  const billing = BILLING[kind];
  if (billing) {
    const p = billingPeriod(at, billing);
    return { start: p.start, end: p.end, label: p.label };
  }
  const w = wallFields(at * 1000);
  if (kind === 'day') {
    return {
      start: wallToEpochMs(w.year, w.month, w.day) / 1000,
      end: wallToEpochMs(w.year, w.month, w.day + 1) / 1000,
      label: `${w.year}-${pad(w.month)}-${pad(w.day)}`,
    };
  }
  return {
    start: wallToEpochMs(w.year, w.month, 1) / 1000,
    end: wallToEpochMs(w.year, w.month + 1, 1) / 1000,
    label: `${w.year}年${w.month}月`,
  };
}

/** Every period of the kind overlapping [from, to] (both inclusive), in time order. */
export function periodsBetween(
  kind: PeriodKind,
  from: number,
  to: number,
  max = MAX_REPORT_PERIODS + 1,
): ReportPeriod[] {
  const out: ReportPeriod[] = [];
  if (!(to >= from)) return out;
  let period = periodOf(kind, from);
  while (period.start <= to && out.length < max) {
    out.push(period);
    period = periodOf(kind, period.end);
  }
  return out;
}

/** The default range: `count` periods of the kind, the last one holding `now`. */
export function defaultPeriodRange(kind: PeriodKind, now: number, count: number): { from: number; to: number } {
  let period = periodOf(kind, now);
  for (let i = 1; i < count; i++) period = periodOf(kind, period.start - 1);
  return { from: period.start, to: now };
}

/** 请选择按月、按季度或按年: the choices of a closed list, as a sentence. */
export function choiceSentence(labels: readonly string[]): string {
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join('、')}或${labels[labels.length - 1]}`;
}
