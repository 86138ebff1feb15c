export {
  TIME_ZONE,
  DEFAULT_TIME_FORMAT,
  DEFAULT_DATE_FORMAT,
  EXPORT_DATE_FORMAT,
  shanghai,
  toEpochMs,
  wallFields,
  wallToEpochMs,
  offsetMinutesAt,
  formatTime,
  formatDate,
  formatExportDate,
  hhmmToSeconds,
  secondsToHhmm,
  formatDuration,
  WEEKDAY_NAMES,
  weekdayName,
  type TimeInput,
  type WallFields,
} from './time';
export { formatInShanghai } from './zone';
export { thousands, mask, fenToYuan, yuanToFen } from './number';
