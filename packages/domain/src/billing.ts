import { wallFields, wallToEpochMs } from './format/zone';

/**
 * Billing periods (spec section 9): a billing month runs from the 26th 00:00 Asia/Shanghai of
 * the previous calendar month up to (not including) the 26th 00:00 of its own month, and is
 * named after the month in which it ends. Quarters, halves and years are unions of billing
 * months with the same cut-off, so 2026-12-26 00:00 already belongs to January, Q1, H1 and year
 * 2027. All instants are Unix seconds; `end` is exclusive.
 */
export type BillingKind = 'month' | 'quarter' | 'half' | 'year';

export interface BillingPeriod {
  kind: BillingKind;
  /** Year the period is named after (the year its last billing month ends in). */
  year: number;
  /** 1-12 for months, 1-4 for quarters, 1-2 for halves, 1 for a year. */
  index: number;
  /** First second of the period (inclusive), Unix seconds. */
  start: number;
  /** First second after the period (exclusive), Unix seconds. */
  end: number;
  label: string;
}

/** Day of the month on which a new billing month starts. */
export const BILLING_CUTOFF_DAY = 26;

/** Billing months per period kind. */
const SPAN: Record<BillingKind, number> = { month: 1, quarter: 3, half: 6, year: 12 };

/** Unix seconds of the cut-off (26th 00:00 Shanghai) ending billing month `month` of `year`. */
function cutoff(year: number, month: number): number {
  // Month 0 is December of the previous year: the cut-off that starts January.
  const y = month === 0 ? year - 1 : year;
  const m = month === 0 ? 12 : month;
  return wallToEpochMs(y, m, BILLING_CUTOFF_DAY) / 1000;
}

function label(kind: BillingKind, year: number, index: number): string {
  switch (kind) {
    case 'month':
      return `${year}年${index}月`;
    case 'quarter':
      return `${year}年第${index}季度`;
    case 'half':
      return `${year}年${index === 1 ? '上' : '下'}半年`;
    case 'year':
      return `${year}年`;
  }
}

/** The period `index` (1-based) of the billing `year`; throws RangeError for an index out of range. */
export function periodByIndex(year: number, index: number, kind: BillingKind): BillingPeriod {
  const span = SPAN[kind];
  if (span === undefined) throw new RangeError(`unknown billing period kind: ${String(kind)}`);
  const count = 12 / span;
  if (!Number.isInteger(year) || !Number.isInteger(index) || index < 1 || index > count) {
    throw new RangeError(`billing ${kind} index must be an integer from 1 to ${count}, got ${index}`);
  }
  const lastMonth = index * span;
  return {
    kind,
    year,
    index,
    start: cutoff(year, lastMonth - span),
    end: cutoff(year, lastMonth),
    label: label(kind, year, index),
  };
}

/** The billing period of the given kind that contains the instant (Unix seconds). */
export function billingPeriod(atUnixSeconds: number, kind: BillingKind): BillingPeriod {
  if (!Number.isFinite(atUnixSeconds)) throw new RangeError(`not a time: ${atUnixSeconds}`);
  const local = wallFields(Math.floor(atUnixSeconds) * 1000);
  let year = local.year;
  let month = local.month;
  // From the 26th on, the instant counts toward the next calendar month's billing month.
  if (local.day >= BILLING_CUTOFF_DAY) {
    month += 1;
    if (month === 13) {
      month = 1;
      year += 1;
    }
  }
  return periodByIndex(year, Math.ceil(month / SPAN[kind]), kind);
}

/**
 * Every period of the kind overlapping the closed interval [fromSec, toSec], in time order
 * (the date filters of the console are inclusive). Empty when toSec < fromSec.
 */
export function billingPeriodsBetween(fromSec: number, toSec: number, kind: BillingKind): BillingPeriod[] {
  const out: BillingPeriod[] = [];
  if (!(toSec >= fromSec)) return out;
  let period = billingPeriod(fromSec, kind);
  while (period.start <= toSec) {
    out.push(period);
    period = billingPeriod(period.end, kind);
  }
  return out;
}
