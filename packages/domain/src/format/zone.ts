import dayjs, { type Dayjs } from 'dayjs';
// dayjs ships no `exports` map, so Node's ESM loader (server build) needs the file extension.
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Every calendar computation (display, billing periods, ID birth dates) uses the business
 * zone, never the zone of the browser or server process.
 *
 * Why not dayjs.tz for the arithmetic: its offset mode keeps the wall time in a *local* Date,
 * so when the Shanghai wall time falls into a DST gap of the machine's zone it comes out an
 * hour off (TZ=America/New_York shows 2026-03-08 02:30 Shanghai as 03:30), and `dayjs.tz(text)`
 * guesses the offset at the wrong instant across the machine's DST changes. Here the offset
 * comes from Intl (zone data, independent of TZ) and wall times live in UTC-mode dayjs objects.
 */
export const TIME_ZONE = 'Asia/Shanghai';

export type TimeInput = number | string | Date | Dayjs | null | undefined;

/** Wall-clock fields in Asia/Shanghai; `month` is 1-12, `weekday` 0 (Sunday) to 6. */
export interface WallFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
}

const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** Offset of Asia/Shanghai from UTC at an instant, in minutes, as Intl's zone data gives it. */
function offsetFromIntl(ms: number): number {
  const whole = Math.floor(ms / 1000) * 1000;
  const parts: Record<string, number> = {};
  for (const p of formatter.formatToParts(new Date(whole))) parts[p.type] = Number(p.value);
  // Intl gives years BC as positive era years; the console never deals with those.
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return Math.round((asUtc - whole) / 60000);
}

const HOUR_MS = 3_600_000;
/** Offset per UTC hour, for hours with no zone change inside them. */
const offsetByHour = new Map<number, number>();
const MAX_CACHED_HOURS = 100_000;

/**
 * Offset of Asia/Shanghai from UTC at an instant, in minutes (480 since 1991). Asked for
 * every date of every row a list, export or report formats: Intl's formatToParts costs
 * microseconds a call (6.8 s of a 140 s API sweep), so the answer is kept per UTC hour. An
 * hour whose first and last second disagree holds a zone change and is always asked anew.
 */
export function offsetMinutesAt(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  const known = offsetByHour.get(hour);
  if (known !== undefined) return known;
  const first = offsetFromIntl(hour * HOUR_MS);
  if (first !== offsetFromIntl(hour * HOUR_MS + HOUR_MS - 1000)) return offsetFromIntl(ms);
  if (offsetByHour.size >= MAX_CACHED_HOURS) offsetByHour.clear();
  offsetByHour.set(hour, first);
  return first;
}

/** A UTC-mode dayjs whose fields read as the Shanghai wall time of the instant. */
function wallDayjs(ms: number): Dayjs {
  return dayjs.utc(ms + offsetMinutesAt(ms) * 60000);
}

export function wallFields(ms: number): WallFields {
  const w = new Date(ms + offsetMinutesAt(ms) * 60000);
  return {
    year: w.getUTCFullYear(),
    month: w.getUTCMonth() + 1,
    day: w.getUTCDate(),
    hour: w.getUTCHours(),
    minute: w.getUTCMinutes(),
    second: w.getUTCSeconds(),
    weekday: w.getUTCDay(),
  };
}

/** Epoch ms of a Shanghai wall time (month 1-12; out-of-range fields roll over like Date.UTC). */
export function wallToEpochMs(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  ms = 0,
): number {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  // Date.UTC maps years 0-99 to 1900-1999; set the year explicitly for the rare small year.
  const fixed = year >= 0 && year < 100 ? new Date(asUtc).setUTCFullYear(year) : asUtc;
  // Guess with the modern +08:00, then use the offset in force at the guessed instant; the two
  // differ only around a zone change (the 1986-1991 summer time).
  const guess = fixed - offsetMinutesAt(fixed - 480 * 60000) * 60000;
  return fixed - offsetMinutesAt(guess) * 60000;
}

/** A string carrying its own offset ("Z", "+08:00", "+0800") names an instant, not a wall time. */
const HAS_OFFSET = /(?:[zZ]|[+-]\d{2}:?\d{2})$/;
/** Wall-time text the API and forms use: 2026-12-26, 2026/12/26 08:00, 2026-12-26T08:00:00.000. */
const WALL_TEXT = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/;

function parseWallText(text: string): number | undefined {
  const m = WALL_TEXT.exec(text);
  if (!m) return undefined;
  const [y, mo, d, h, mi, s] = [1, 2, 3, 4, 5, 6].map((i) => Number(m[i] ?? 0));
  const ms = Number((m[7] ?? '0').padEnd(3, '0'));
  if (mo < 1 || mo > 12 || d < 1 || d > new Date(Date.UTC(y, mo, 0)).getUTCDate()) return undefined;
  if (h > 23 || mi > 59 || s > 59) return undefined;
  return wallToEpochMs(y, mo, d, h, mi, s, ms);
}

/**
 * Epoch milliseconds of any value the API or a form produces, or undefined:
 * - a number, or a string of digits: a timestamp, told by its size (spec section 5 counts ten
 *   characters as seconds, which reads 1998 in seconds, nine digits, as milliseconds of 1970):
 *   under 10^10 it is Unix seconds (what the API sends: years 1653 to 2286), otherwise
 *   milliseconds (only the 115 days around 1970-01-01 in milliseconds would read as seconds);
 * - a date string without offset: a Shanghai wall time ("2026-12-26 00:00:00");
 * - a string with offset, a Date or a dayjs: that instant.
 */
const SECONDS_BELOW = 1e10;

export function toEpochMs(value: TimeInput): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number' || typeof value === 'string') {
    const text = String(value).trim();
    if (/^-?\d+(?:\.\d+)?$/.test(text)) {
      const n = Number(text);
      return Math.abs(n) < SECONDS_BELOW ? n * 1000 : n;
    }
    if (typeof value === 'number') return undefined;
    if (HAS_OFFSET.test(text)) {
      const parsed = Date.parse(text);
      return Number.isNaN(parsed) ? undefined : parsed;
    }
    return parseWallText(text);
  }
  const ms = value.valueOf();
  return Number.isFinite(ms) ? ms : undefined;
}

/** Format a time as Shanghai wall time with dayjs tokens; Z / ZZ print the Shanghai offset. */
export function formatInShanghai(ms: number, fmt: string): string {
  const offset = offsetMinutesAt(ms);
  const sign = offset < 0 ? '-' : '+';
  const hh = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const mm = String(Math.abs(offset) % 60).padStart(2, '0');
  // The wall dayjs is in UTC mode, so its own Z would print +00:00: substitute literals.
  const safe = fmt.replace(/\[[^\]]*]|Z{1,2}/g, (t) =>
    t.startsWith('[') ? t : `[${sign}${hh}${t === 'Z' ? ':' : ''}${mm}]`,
  );
  return wallDayjs(ms).format(safe);
}

/**
 * A dayjs of the value in Asia/Shanghai for interop (antd pickers, `.unix()`); now when no
 * value is given; invalid (`.isValid()` false) for unparseable input. The instant is exact
 * in every machine zone. Its field getters inherit dayjs's limitation described above in
 * the one hour a year when the Shanghai wall time is inside a DST gap of the machine's zone,
 * which is why this package formats and computes through `formatInShanghai` / `wallFields`.
 */
export function shanghai(value?: TimeInput): Dayjs {
  if (value === undefined || value === null) return dayjs().tz(TIME_ZONE);
  const ms = toEpochMs(value);
  return ms === undefined ? dayjs(NaN) : dayjs(ms).tz(TIME_ZONE);
}
