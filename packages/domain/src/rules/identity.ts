import { wallFields } from '../format/zone';
import { MESSAGES } from './messages';
import { asText, matches, optionalRule, type Rule } from './types';

/**
 * Province-level codes of GB/T 2260 that open a resident ID number (first two digits):
 * North 11-15, North-east 21-23, East 31-37, Central-South 41-46, South-west 50-54,
 * North-west 61-65, Taiwan 71, Hong Kong 81, Macao 82, and 91 (issued abroad).
 */
export const ID_PROVINCE_CODES: ReadonlySet<string> = new Set([
  '11', '12', '13', '14', '15', '21', '22', '23', '31', '32', '33', '34', '35', '36', '37',
  '41', '42', '43', '44', '45', '46', '50', '51', '52', '53', '54', '61', '62', '63', '64', '65',
  '71', '81', '82', '91',
]);

/** ISO 7064 MOD 11-2 weights for the first 17 digits (GB 11643-1999). */
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK_CHARS = '10X98765432';

/** The check character for the first 17 digits of an 18-character ID number. */
export function idCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * ID_WEIGHTS[i];
  return ID_CHECK_CHARS[sum % 11];
}

/** True when y-m-d is a real Gregorian calendar date. */
function isCalendarDate(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1];
  return d <= days;
}

/** Earliest accepted birth year: the old 15-digit form only covers 19xx, and no holder predates it. */
const MIN_BIRTH_YEAR = 1900;

/**
 * Validates a resident ID number: 18 characters (province, YYYYMMDD birth date, sequence,
 * MOD 11-2 check character, final x accepted in either case) or the old 15-digit form with a
 * YYMMDD birth date in 19xx. The birth date must not be after today in Asia/Shanghai;
 * `nowMs` exists so tests can pin "today".
 */
export function isValidIdCard(value: unknown, nowMs: number = Date.now()): boolean {
  const text = asText(value);
  if (text === undefined) return false;
  const now = wallFields(nowMs);
  const today = `${now.year}${String(now.month).padStart(2, '0')}${String(now.day).padStart(2, '0')}`;
  let birth: string;
  if (/^\d{17}[\dXx]$/.test(text)) {
    if (idCheckChar(text.slice(0, 17)) !== text[17].toUpperCase()) return false;
    birth = text.slice(6, 14);
  } else if (/^\d{15}$/.test(text)) {
    birth = '19' + text.slice(6, 12);
  } else {
    return false;
  }
  if (!ID_PROVINCE_CODES.has(text.slice(0, 2))) return false;
  const y = Number(birth.slice(0, 4));
  if (y < MIN_BIRTH_YEAR || !isCalendarDate(y, Number(birth.slice(4, 6)), Number(birth.slice(6, 8)))) return false;
  // Same-length YYYYMMDD strings compare in date order.
  return birth <= today;
}

export const idCard: Rule = optionalRule((v) => isValidIdCard(v), MESSAGES.idCard);

/**
 * Kept as its own name because forms distinguish "ID card" from "ID card or empty"; since
 * every rule already skips empty values, the two behave the same (pair with `required` to
 * make the field mandatory).
 */
export const idCardOrEmpty: Rule = idCard;

/** Luhn (mod 10) check over a string of digits. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Bank card: 12-19 digits passing the Luhn check. */
export const bankCard: Rule = optionalRule((v) => {
  const text = asText(v);
  return text !== undefined && /^\d{12,19}$/.test(text) && luhnValid(text);
}, MESSAGES.bankCard);

/** QQ number: 5-10 digits, not starting with 0. */
export const qq: Rule = optionalRule((v) => matches(v, /^[1-9]\d{4,9}$/), MESSAGES.qq);

const MOBILE = /^1[1-9]\d{9}$/;
const LANDLINE = /^0\d{2,3}-?\d{7,8}$/;

/** Mainland mobile number: 11 digits, starting 1, second digit 1-9. */
export const mobile: Rule = optionalRule((v) => matches(v, MOBILE), MESSAGES.mobile);

/** Mobile number, or landline: 0 + 2-3 digit area code, optional dash, 7-8 digit number. */
export const phoneOrLandline: Rule = optionalRule(
  (v) => matches(v, MOBILE) || matches(v, LANDLINE),
  MESSAGES.phoneOrLandline,
);
