import { wallFields, wallToEpochMs } from '../format/zone';
import { periodOf } from './periods';

/** A stretch of time the figures count: `start` inclusive, `end` exclusive (Unix seconds). */
export interface CountedSpan {
  start: number;
  end: number;
  /** 12月1日–12月1日: the first and last day counted, as a person reads them. */
  label: string;
}

const dayText = (at: number) => {
  const w = wallFields(at * 1000);
  return `${w.month}月${w.day}日`;
};

function span(start: number, end: number): CountedSpan {
  return { start, end, label: `${dayText(start)}–${dayText(end - 1)}` };
}

/**
 * This month up to the end of today, and the same days of the month before (so the 1st is
 * compared with the 1st, never with a whole month): 较上月 on the 1st of December compares
 * 12月1日 with 11月1日, on the 15th 12月1日–15日 with 11月1日–15日; in billing periods 11月26日–12月1日
 * with 10月26日–11月1日. A shorter month before is cut at its end (31 March against 1–28 February). `kind` month is the calendar month;
 * billingMonth the 26th–25th period of 财务账单 (spec section 9).
 */
export function toDateAndBefore(
  kind: 'month' | 'billingMonth',
  now: number,
): { current: CountedSpan; before: CountedSpan; whole: CountedSpan } {
  const month = periodOf(kind, now);
  const endOfToday = periodOf('day', now).end;
  const previous = periodOf(kind, month.start - 1);
  // Up to the same date a month before (1 December: 1 November), cut where that month ends.
  const today = wallFields(now * 1000);
  const sameDay = wallToEpochMs(today.year, today.month - 1, today.day + 1) / 1000;
  const monthEnd = wallToEpochMs(today.year, today.month, 1) / 1000;
  return {
    current: span(month.start, endOfToday),
    before: span(previous.start, Math.min(sameDay, monthEnd, previous.end)),
    whole: span(month.start, month.end),
  };
}

/**
 * How a figure compares with the one before, as a signed percentage: '-' when there is nothing
 * before to compare with (a rate of nothing is no rate, not 0 % or −100 %).
 */
export function changeText(now: number | null | undefined, before: number | null | undefined): string {
  if (now == null || before == null || !Number.isFinite(now) || !Number.isFinite(before) || before === 0) return '-';
  const pct = ((now - before) / before) * 100;
  return `${pct >= 0 ? '+' : ''}${pct.toFixed(1)}%`;
}
