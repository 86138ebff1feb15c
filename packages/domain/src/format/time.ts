import { formatInShanghai, toEpochMs, wallFields, type TimeInput } from './zone';

export { TIME_ZONE, shanghai, toEpochMs, wallFields, wallToEpochMs, offsetMinutesAt } from './zone';
export type { TimeInput, WallFields } from './zone';

export const DEFAULT_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD';
/** Spreadsheet exports write dates without zero padding (spec section 9). */
export const EXPORT_DATE_FORMAT = 'YYYY-M-D H:m:s';

/** Missing per the display rules: nothing, 0 (an unset timestamp) or an empty string. */
function isMissingTime(value: TimeInput): boolean {
  return (
    value === undefined ||
    value === null ||
    value === 0 ||
    value === '0' ||
    (typeof value === 'string' && value.trim() === '')
  );
}

/** Formats a time for display; '-' when missing or unparseable. */
export function formatTime(value: TimeInput, fmt: string = DEFAULT_TIME_FORMAT): string {
  if (isMissingTime(value)) return '-';
  const ms = toEpochMs(value);
  return ms === undefined ? '-' : formatInShanghai(ms, fmt);
}

export function formatDate(value: TimeInput, fmt: string = DEFAULT_DATE_FORMAT): string {
  return formatTime(value, fmt);
}

export function formatExportDate(value: TimeInput): string {
  return formatTime(value, EXPORT_DATE_FORMAT);
}

/**
 * 'HH:mm' (or 'HH:mm:ss') to seconds after midnight: '08:30' -> 30600. '24:00' is accepted as
 * the end of the day, since schedules use it as a closing time. `undefined` when malformed.
 */
export function hhmmToSeconds(value: string | null | undefined): number | undefined {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec((value ?? '').trim());
  if (!m) return undefined;
  const [h, min, s] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  if (min > 59 || s > 59 || h > 24 || (h === 24 && (min > 0 || s > 0))) return undefined;
  return h * 3600 + min * 60 + s;
}

/** Seconds after midnight to 'HH:mm' (seconds dropped); '-' for missing or negative values. */
export function secondsToHhmm(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '-';
  const total = Math.floor(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

const DURATION_UNITS: ReadonlyArray<readonly [number, string]> = [
  [86400, '天'],
  [3600, '小时'],
  [60, '分钟'],
  [1, '秒'],
];

/**
 * '1天2小时3分钟4秒'. Zero units before the first non-zero one are left out; after it every
 * unit is shown so the reading stays aligned ('1小时0分钟5秒'). '0秒' for 0, '-' when missing.
 */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '-';
  let rest = Math.floor(seconds);
  let out = '';
  for (const [size, unit] of DURATION_UNITS) {
    const count = Math.floor(rest / size);
    rest -= count * size;
    if (out !== '' || count > 0) out += `${count}${unit}`;
  }
  return out === '' ? '0秒' : out;
}

/** Monday first, as the schedules of the console are laid out. */
export const WEEKDAY_NAMES: readonly string[] = ['星期一', '星期二', '星期三', '星期四', '星期五', '星期六', '星期日'];

/**
 * Weekday name of a day number or of a time. Integers 1-7 are ISO weekdays (1 Monday, 7
 * Sunday) and 0 is Sunday as in JavaScript's getDay; any other value is read as a time
 * (see `toEpochMs`) and named in Asia/Shanghai. '-' when missing or invalid.
 */
export function weekdayName(value: TimeInput): string {
  if (value === undefined || value === null || value === '') return '-';
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d$/.test(value) ? Number(value) : NaN;
  if (Number.isInteger(n) && n >= 0 && n <= 7) return WEEKDAY_NAMES[(n + 6) % 7];
  const ms = toEpochMs(value);
  return ms === undefined ? '-' : WEEKDAY_NAMES[(wallFields(ms).weekday + 6) % 7];
}
