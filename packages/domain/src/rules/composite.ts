import { MESSAGES } from './messages';
import { isPositiveNumber } from './number';
import { isEmpty, markRequiring, type Rule } from './types';

/** An element of a pair or list counts as missing when it is empty. */
const missing = (v: unknown) => isEmpty(v);

/**
 * A [min, max] pair from two number inputs. Both halves missing is an empty value (skipped
 * unless `required` is also set); one half missing asks for the range; each half must be a
 * positive number; min may equal max.
 */
export const range: Rule = (value) => {
  if (isEmpty(value)) return undefined;
  if (!Array.isArray(value)) return MESSAGES.rangeMissing;
  const [min, max] = value;
  if (missing(min) && missing(max)) return undefined;
  if (missing(min) || missing(max)) return MESSAGES.rangeMissing;
  if (!isPositiveNumber(min) || !isPositiveNumber(max)) return MESSAGES.rangeNotPositive;
  return Number(min) > Number(max) ? MESSAGES.rangeOrder : undefined;
};

/**
 * A date or date range must be chosen: empty values are refused, and so is a range whose
 * start or end is missing.
 */
export const dateRequired: Rule = markRequiring((value) => {
  if (isEmpty(value)) return MESSAGES.dateRequired;
  if (Array.isArray(value) && value.some(missing)) return MESSAGES.dateRequired;
  return undefined;
});

/** A multi-select (checkbox group, tree) needs at least one chosen entry. */
export const atLeastOne: Rule = markRequiring((value) => {
  if (isEmpty(value)) return MESSAGES.atLeastOne;
  if (Array.isArray(value) && value.every(missing)) return MESSAGES.atLeastOne;
  return undefined;
});

/**
 * A cascader region value [province, city, district?] must reach the city level. A
 * non-array value cannot carry two levels and is refused too.
 */
export const regionCity: Rule = (value) => {
  if (isEmpty(value)) return undefined;
  if (!Array.isArray(value)) return MESSAGES.regionCity;
  return value.filter((v) => !missing(v)).length >= 2 ? undefined : MESSAGES.regionCity;
};
