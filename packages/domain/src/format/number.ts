import { MASK_KEEP_HEAD, MASK_KEEP_TAIL, MASK_MIN_LENGTH } from '../constants';

type NumericInput = number | string | bigint | null | undefined;

const isMissing = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * Plain decimal text of a number without exponent notation, or undefined. `String(n)` is the
 * shortest round-trip text (0.29 -> '0.29'), which is what the user meant; only very large or
 * very small numbers switch to exponent form and get expanded.
 */
function plainText(value: number | string | bigint): string | undefined {
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'string') return value.trim();
  if (!Number.isFinite(value)) return undefined;
  const text = String(value);
  if (!/e/i.test(text)) return text;
  if (Math.abs(value) < 1) return value.toFixed(20).replace(/0+$/, '').replace(/\.$/, '');
  return BigInt(Math.round(value)).toString();
}

/**
 * Thousands separators on the integer part, decimals kept as given:
 * 1234567.5 -> '1,234,567.5', '-1234.50' -> '-1,234.50'. '-' when missing; text that is not a
 * number is returned unchanged so a server-formatted value still shows.
 */
export function thousands(value: NumericInput): string {
  if (isMissing(value)) return '-';
  const text = plainText(value as number | string | bigint);
  if (text === undefined) return '-';
  const m = /^([+-]?)(\d+)(\.\d+)?$/.exec(text);
  if (!m) return text;
  return m[1] + m[2].replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (m[3] ?? '');
}

/**
 * Masks personal data (phone, ID number, card number): from 8 characters on, the first 3 and
 * last 4 stay and every character between becomes one `*`, so the length is kept. Shorter
 * values are not worth hiding and stay as they are; empty or blank shows '-'. Characters are
 * counted as code points. `enabled` mirrors the session's masking flag: off returns the value
 * unchanged.
 */
export function mask(value: NumericInput, enabled = true): string {
  if (isMissing(value)) return '-';
  const text = String(value);
  if (!enabled) return text;
  const chars = [...text];
  if (chars.length < MASK_MIN_LENGTH) return text;
  return (
    chars.slice(0, MASK_KEEP_HEAD).join('') +
    '*'.repeat(chars.length - MASK_KEEP_HEAD - MASK_KEEP_TAIL) +
    chars.slice(chars.length - MASK_KEEP_TAIL).join('')
  );
}

/**
 * Amount in fen (integer cents, as stored) to yuan with two decimals: 1230 -> '12.30',
 * -5 -> '-0.05'. Pure integer arithmetic, so no float error. '-' when missing or not a number;
 * a fractional fen is rounded to the nearest fen.
 */
export function fenToYuan(fen: NumericInput): string {
  if (isMissing(fen)) return '-';
  let big: bigint;
  if (typeof fen === 'bigint') big = fen;
  else {
    const n = Number(fen);
    if (!Number.isFinite(n)) return '-';
    big = BigInt(Math.round(n));
  }
  const negative = big < 0n;
  const abs = negative ? -big : big;
  const yuan = abs / 100n;
  const cents = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${yuan}.${cents}`;
}

/**
 * Yuan to integer fen from the decimal text, never by multiplying a float
 * (0.29 * 100 = 28.999999999999996): '0.29' -> 29, '12.3' -> 1230, '-1.5' -> -150. More than two
 * decimals are rounded half away from zero on the third ('1.005' -> 101). NaN when the input
 * is missing or not a decimal number.
 */
export function yuanToFen(yuan: NumericInput): number {
  if (isMissing(yuan)) return NaN;
  const text = plainText(yuan as number | string | bigint);
  const m = text === undefined ? null : /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return NaN;
  const fraction = (m[3] ?? '').padEnd(3, '0');
  let fen = BigInt(m[2] || '0') * 100n + BigInt(fraction.slice(0, 2));
  if (Number(fraction[2]) >= 5) fen += 1n;
  const result = Number(fen);
  // No -0: '-0.00' is zero fen.
  return m[1] === '-' && result !== 0 ? -result : result;
}
