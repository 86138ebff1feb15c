import { wallFields } from '../format/zone';
import { MESSAGES } from './messages';
import { asText, matches, optionalRule, type Rule } from './types';

/**
 * Province-level codes of GB/T 2260 that open a resident ID number (first two digits). Not a
 * condition of the rule (the spec does not ask for it); kept for the demo data and tests.
 */
export const ID_PROVINCE_CODES: ReadonlySet<string> = new Set([
  '11',
  '12',
  '13',
  '14',
  '15',
  '21',
  '22',
  '23',
  '31',
  '32',
  '33',
  '34',
  '35',
  '36',
  '37',
  '41',
  '42',
  '43',
  '44',
  '45',
  '46',
  '50',
  '51',
  '52',
  '53',
  '54',
  '61',
  '62',
  '63',
  '64',
  '65',
  '71',
  '81',
  '82',
  '91',
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

/**
 * A resident ID number as the spec takes it (section 5): 18 characters (17 digits and a digit
 * or X/x) with a YYYY birth year not after this year (Asia/Shanghai), or the old 15 digits
 * (YY = 19YY); in both the birth month is at most 12. Nothing more: the check character, the
 * province and the day of the month are not conditions, so a number the spec accepts is never
 * refused (a wrong check character is a warning, see `idCardWarning`). `nowMs` pins "now".
 */
export function isValidIdCard(value: unknown, nowMs: number = Date.now()): boolean {
  const text = asText(value);
  if (text === undefined) return false;
  let year: number;
  let month: number;
  if (/^\d{17}[\dXx]$/.test(text)) {
    year = Number(text.slice(6, 10));
    month = Number(text.slice(10, 12));
  } else if (/^\d{15}$/.test(text)) {
    year = 1900 + Number(text.slice(6, 8));
    month = Number(text.slice(8, 10));
  } else {
    return false;
  }
  return year <= wallFields(nowMs).year && month <= 12;
}

/**
 * A warning (not a refusal) for an 18-character number the spec accepts whose check character
 * does not match its first 17 digits: most often a typo, but the spec does not refuse it, so
 * the form shows it beside the field and the server stores the number.
 */
export function idCardWarning(value: unknown): string | undefined {
  const text = asText(value);
  if (text === undefined || !isValidIdCard(text) || text.length !== 18) return undefined;
  return idCheckChar(text.slice(0, 17)) === text[17].toUpperCase() ? undefined : MESSAGES.idCardCheckChar;
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
