import * as composite from './composite';
import * as identity from './identity';
import * as num from './number';
import * as text from './text';

export type { Rule } from './types';
// Building blocks for page-specific rules that should behave like the shared ones.
export { isEmpty, firstError, isRequiringRule, markRequiring, optionalRule } from './types';
export { MESSAGES as RULE_MESSAGES } from './messages';
export { isBlankRich, isBlankText, richTextOf } from './blank';
export { isValidIdCard, idCardWarning, idCheckChar, luhnValid, ID_PROVINCE_CODES } from './identity';

/**
 * Every validation rule of spec section 5 under one name, so callers write `rules.mobile`
 * and the same objects serve the web form and the server schema. Each is
 * `(value) => message | undefined`; `maxLength`, `lengthRange` and `intRange` are factories.
 */
export const rules = {
  required: text.required,
  requiredText: text.requiredText,
  requiredRich: text.requiredRich,
  notAllSpaces: text.notAllSpaces,
  maxLength: text.maxLength,
  lengthRange: text.lengthRange,
  password: text.password,
  decimal: num.decimal,
  bigDecimal: num.bigDecimal,
  positiveInt: num.positiveInt,
  intRange: num.intRange,
  rent: num.rent,
  number0_01to999: num.number0_01to999,
  discountRate: num.discountRate,
  money4: num.money4,
  int1to999: num.int1to999,
  int1to9999: num.int1to9999,
  int1to999999: num.int1to999999,
  int1to30: num.int1to30,
  int1to100: num.int1to100,
  int0to1000: num.int0to1000,
  int1to1000: num.int1to1000,
  percentage: num.percentage,
  amount: num.amount,
  qq: identity.qq,
  mobile: identity.mobile,
  phoneOrLandline: identity.phoneOrLandline,
  noSymbols: text.noSymbols,
  noSpecialChars: text.noSpecialChars,
  noSpaces: text.noSpaces,
  idCard: identity.idCard,
  idCardOrEmpty: identity.idCardOrEmpty,
  version: text.version,
  url: text.url,
  email: text.email,
  bankCard: identity.bankCard,
  chineseOnly: text.chineseOnly,
  chineseOrLetters: text.chineseOrLetters,
  lettersOrDigits: text.lettersOrDigits,
  lettersDigitsBrackets: text.lettersDigitsBrackets,
  courseNo: text.courseNo,
  digitsOnly: text.digitsOnly,
  positiveOnly: num.positiveOnly,
  integer: num.integer,
  hasSpecialSymbol: text.hasSpecialSymbol,
  range: composite.range,
  dateRequired: composite.dateRequired,
  atLeastOne: composite.atLeastOne,
  regionCity: composite.regionCity,
} as const;

export type RuleName = keyof typeof rules;
