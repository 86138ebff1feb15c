import { MESSAGES } from './messages';
import { asText, optionalRule, type Rule } from './types';

/**
 * Numeric rules accept numbers and numeric strings. The text must be a plain decimal:
 * no leading zeros ("007"), no exponent, no spaces, no trailing dot, so what the user typed is
 * exactly what is stored. Decimals count by value: trailing zeros are no precision ("9.50" has
 * one decimal), so a value stored in a wider column (numeric(5,2) answers "9.50") passes its
 * own rule when sent back unchanged.
 */
function decimalPattern(maxDecimals: number, signed = false): RegExp {
  const sign = signed ? '[+-]?' : '';
  const fraction = maxDecimals > 0 ? `(?:\\.\\d{1,${maxDecimals}}0*)?` : '(?:\\.0+)?';
  return new RegExp(`^${sign}(?:0|[1-9]\\d*)${fraction}$`);
}

/** Parses a plain decimal with at most `maxDecimals` decimals, or `undefined`. */
function parseDecimal(value: unknown, maxDecimals: number, signed = false): number | undefined {
  const text = asText(value);
  if (text === undefined || !decimalPattern(maxDecimals, signed).test(text)) return undefined;
  return Number(text);
}

/** Rule for a decimal in [min, max] (or (min, max] when `minExclusive`) with limited decimals. */
function decimalIn(min: number, max: number, maxDecimals: number, message: string, minExclusive = false): Rule {
  return optionalRule((v) => {
    const n = parseDecimal(v, maxDecimals);
    if (n === undefined) return false;
    return (minExclusive ? n > min : n >= min) && n <= max;
  }, message);
}

/** Plain integer text (optional minus sign, no leading zeros, no "-0"). */
function parseInteger(value: unknown): number | undefined {
  const text = asText(value);
  if (text === undefined || !/^(?:0|-?[1-9]\d*)$/.test(text)) return undefined;
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : undefined;
}

/** Integer with optional inclusive bounds; the message names whichever bounds are given. */
export function intRange(min?: number, max?: number): Rule {
  const message =
    min !== undefined && max !== undefined
      ? MESSAGES.intBetween(min, max)
      : min !== undefined
        ? MESSAGES.intAtLeast(min)
        : max !== undefined
          ? MESSAGES.intAtMost(max)
          : MESSAGES.integer;
  return optionalRule((v) => {
    const n = parseInteger(v);
    return n !== undefined && (min === undefined || n >= min) && (max === undefined || n <= max);
  }, message);
}

export const decimal: Rule = decimalIn(0, 1_000_000, 2, MESSAGES.decimal);
export const bigDecimal: Rule = decimalIn(0, 999_999_999.99, 2, MESSAGES.bigDecimal, true);
export const positiveInt: Rule = optionalRule((v) => {
  const n = parseInteger(v);
  return n !== undefined && n >= 1 && n <= 99_999_999;
}, MESSAGES.positiveInt);
export const rent: Rule = decimalIn(10, 9_999.99, 2, MESSAGES.rent);
/** 0.01-999; two decimals because the smallest accepted step is 0.01. */
export const number0_01to999: Rule = decimalIn(0.01, 999, 2, MESSAGES.number0_01to999);
/** 折扣(折) of a discount coupon: 0.1 to 9.9, one decimal. */
export const discountRate: Rule = decimalIn(0.1, 9.9, 1, MESSAGES.discountRate);
export const money4: Rule = decimalIn(0, 9_999.99, 2, MESSAGES.money4);
export const int1to999: Rule = intRange(1, 999);
export const int1to9999: Rule = intRange(1, 9_999);
export const int1to999999: Rule = intRange(1, 999_999);
export const int1to30: Rule = intRange(1, 30);
export const int1to100: Rule = intRange(1, 100);
export const int0to1000: Rule = intRange(0, 1_000);
export const int1to1000: Rule = intRange(1, 1_000);
export const percentage: Rule = decimalIn(0, 100, 4, MESSAGES.percentage);
/** Any amount with at most two decimals and an optional sign (adjustments may be negative). */
export const amount: Rule = optionalRule((v) => parseDecimal(v, 2, true) !== undefined, MESSAGES.amount);
export const integer: Rule = optionalRule((v) => parseInteger(v) !== undefined, MESSAGES.integer);
/** Any number greater than zero, decimals allowed (shared with the range rule). */
export function isPositiveNumber(value: unknown): boolean {
  const text = asText(value);
  return text !== undefined && /^(?:0|[1-9]\d*)(?:\.\d+)?$/.test(text) && Number(text) > 0;
}

export const positiveOnly: Rule = optionalRule(isPositiveNumber, MESSAGES.positiveOnly);
