import type { CellValue } from 'exceljs';
import { durationText, type TimeInput } from '@coach/domain';
import { exportDate, exportDateTime } from './exportTime';
import { regionName } from '../regionNames';

export type ExportKind =
  'text' | 'number' | 'money' | 'datetime' | 'date' | 'enum' | 'durationSeconds' | 'durationMinutes' | 'region';

export interface ExportColumn {
  header: string;
  /** Property of the row objects. */
  key: string;
  kind?: ExportKind;
  /** Labels of an enum column (a dictionary); a value without one is written as it is. */
  options?: { value: string | number; label: string }[];
}

/**
 * Spreadsheet column width of the spec: 115px. Excel counts widths in characters of the
 * default font's widest digit (7px in Calibri 11) plus 5px of padding, so
 * (115 - 5) / 7 = 15.71 characters show, stored as trunc((15.71 * 7 + 5) / 7 * 256) / 256 = 16.43.
 */
export const COLUMN_WIDTH = 16.43;

/** Money is shown in yuan with two decimals, yet stays a number Excel can sum. */
export const MONEY_FORMAT = '0.00';

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/**
 * Text a spreadsheet would run as a formula (`=HYPERLINK(…)`, `+`, `-`, `@`, or a tab or
 * carriage return before one) goes out with a leading `'`, OWASP's advice against CSV/formula
 * injection: a name typed on a page stays a name when an operator opens the export.
 */
export function formulaSafe(text: string): string {
  // The page's '-' of a figure with nothing to count, and a signed figure (-12.50%), run nothing:
  // they go out as the page shows them.
  if (text === '-' || /^-\d+(\.\d+)?%?$/.test(text)) return text;
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * Turns a row value into what the cell holds, per column kind:
 * - money: yuan, as a number or a numeric string (PostgreSQL `numeric` arrives as '12.50');
 *   never fen. Written as a number with the 0.00 format.
 * - datetime / date: Unix seconds, milliseconds, a Date or a date text, written as text in
 *   Asia/Shanghai: `YYYY-M-D H:m:s` / `YYYY-M-D` ('-' when missing, as on the pages), as
 *   formatExportDate of the domain writes them (see exportTime.ts).
 * - enum: the option's label.
 * - number: a number (numeric strings included; bigint ids stay text to keep every digit).
 */
export function cellWriter(column: ExportColumn): (value: unknown) => CellValue {
  switch (column.kind ?? 'text') {
    case 'money':
    case 'number':
      return (value) => {
        if (isBlank(value)) return null;
        const n = typeof value === 'number' ? value : Number(value);
        return Number.isFinite(n) && Math.abs(n) <= Number.MAX_SAFE_INTEGER ? n : formulaSafe(String(value));
      };
    case 'datetime':
      return (value) => exportDateTime(value as TimeInput);
    case 'date':
      return (value) => exportDate(value as TimeInput);
    case 'durationSeconds':
    case 'durationMinutes': {
      // One sitting's length as the pages show it (1小时5分钟0秒), spec §9's duration display.
      const field = { duration: column.kind === 'durationMinutes' ? 'minutes' : 'seconds' } as const;
      return (value) => (isBlank(value) ? null : durationText(field, value));
    }
    case 'enum': {
      const labels = new Map((column.options ?? []).map((o) => [String(o.value), o.label]));
      return (value) => (isBlank(value) ? null : (labels.get(String(value)) ?? formulaSafe(String(value))));
    }
    case 'region':
      // A place as the pages show it (江苏省 / 南京市 / 江宁区), never its codes.
      return (value) =>
        Array.isArray(value) && value.length > 0
          ? formulaSafe(value.map((code) => regionName(String(code)) ?? String(code)).join(' / '))
          : null;
    default:
      return (value) =>
        isBlank(value) ? null : value instanceof Date ? exportDateTime(value) : formulaSafe(String(value));
  }
}
