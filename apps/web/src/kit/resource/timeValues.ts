import dayjs, { type Dayjs } from 'dayjs';
import { wallFields, wallToEpochMs } from '@coach/domain/format/index.ts';

/**
 * antd pickers work on dayjs objects in the browser's zone; the API speaks Unix seconds and
 * every calendar date of the business is an Asia/Shanghai date. The picker therefore shows
 * the Shanghai wall time of a value, and a picked wall time is read as Shanghai time, so a
 * user abroad still filters by the school's days.
 */

/** A local dayjs showing the Shanghai wall time of `seconds` (for a picker's value). */
export function pickerOfSeconds(seconds: unknown): Dayjs | null {
  const n = typeof seconds === 'string' && seconds.trim() !== '' ? Number(seconds) : seconds;
  if (typeof n !== 'number' || !Number.isFinite(n) || n <= 0) return null;
  const w = wallFields(n * 1000);
  return dayjs(new Date(w.year, w.month - 1, w.day, w.hour, w.minute, w.second));
}

/**
 * Unix seconds of a picked value read as Shanghai wall time. `start`/`end` take the whole
 * day (a range's end is inclusive: 23:59:59), `exact` keeps the picked time.
 */
export function secondsOfPicker(
  value: Dayjs | null | undefined,
  edge: 'start' | 'end' | 'exact' = 'exact',
): number | undefined {
  if (!value || !value.isValid()) return undefined;
  const [h, m, s] =
    edge === 'start' ? [0, 0, 0] : edge === 'end' ? [23, 59, 59] : [value.hour(), value.minute(), value.second()];
  return Math.floor(wallToEpochMs(value.year(), value.month() + 1, value.date(), h, m, s) / 1000);
}
