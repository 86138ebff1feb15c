import { MESSAGES } from './messages';
import { asText, isEmpty, markRequiring, matches, optionalRule, type Rule } from './types';
import { isBlankRich, isBlankText } from './blank';

/** Length in characters as a user counts them (code points, so an emoji counts once). */
function charCount(text: string): number {
  return [...text].length;
}

/** Chinese characters: any CJK unified ideograph (covers the extension blocks, not punctuation). */
const HAN = '\\p{Unified_Ideograph}';

export const required: Rule = markRequiring((value) => (isEmpty(value) ? MESSAGES.required : undefined));

/** Required for a multi-line text (kept as typed, not trimmed): spaces and line breaks alone are empty. */
export const requiredText: Rule = markRequiring((value) => (isBlankText(value) ? MESSAGES.required : undefined));

/** Required for a rich text: `<p> </p>` or an emptied editor is empty; a picture alone is content. */
export const requiredRich: Rule = markRequiring((value) => (isBlankRich(value) ? MESSAGES.required : undefined));

/** Refuses text made only of whitespace (ASCII or full-width spaces). */
export const notAllSpaces: Rule = optionalRule((v) => !matches(v, /^\s+$/), MESSAGES.notAllSpaces);

export function maxLength(n: number): Rule {
  return optionalRule((v) => {
    const text = asText(v);
    return text === undefined || charCount(text) <= n;
  }, MESSAGES.maxLength(n));
}

export function lengthRange(n: number, m: number): Rule {
  return optionalRule(
    (v) => {
      const text = asText(v);
      if (text === undefined) return false;
      const len = charCount(text);
      return len >= n && len <= m;
    },
    MESSAGES.lengthRange(n, m),
  );
}

/** 6-16 letters and digits, with at least one of each. */
export const password: Rule = optionalRule(
  (v) => matches(v, /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,16}$/),
  MESSAGES.password,
);

/** Letters, Chinese characters and digits only. */
export const noSymbols: Rule = optionalRule(
  (v) => matches(v, new RegExp(`^[A-Za-z0-9${HAN}]+$`, 'u')),
  MESSAGES.noSymbols,
);

/**
 * ASCII and full-width punctuation users paste into names and titles. Hyphen, underscore and
 * spaces stay allowed: they are common in names and codes, and `noSpaces` exists for spaces.
 */
const SPECIAL_CHARS = /[`~!@#$%^&*()+=<>?:"{}|,./;'\\[\]·！￥…（）—《》？：“”【】、；‘’，。]/u;
export const noSpecialChars: Rule = optionalRule((v) => !matches(v, SPECIAL_CHARS), MESSAGES.noSpecialChars);

export const noSpaces: Rule = optionalRule((v) => !matches(v, /\s/), MESSAGES.noSpaces);

export const chineseOnly: Rule = optionalRule((v) => matches(v, new RegExp(`^[${HAN}]+$`, 'u')), MESSAGES.chineseOnly);

export const chineseOrLetters: Rule = optionalRule(
  (v) => matches(v, new RegExp(`^[A-Za-z${HAN}]+$`, 'u')),
  MESSAGES.chineseOrLetters,
);

export const lettersOrDigits: Rule = optionalRule((v) => matches(v, /^[A-Za-z0-9]+$/), MESSAGES.lettersOrDigits);

/** Letters, digits and half-width (English) round brackets, as in vehicle or course codes. */
export const lettersDigitsBrackets: Rule = optionalRule(
  (v) => matches(v, /^[A-Za-z0-9()]+$/),
  MESSAGES.lettersDigitsBrackets,
);

export const courseNo: Rule = optionalRule((v) => matches(v, /^\d{10}$/), MESSAGES.courseNo);

export const digitsOnly: Rule = optionalRule((v) => matches(v, /^\d+$/), MESSAGES.digitsOnly);

export const hasSpecialSymbol: Rule = optionalRule((v) => matches(v, /[@#$%^&*]/), MESSAGES.hasSpecialSymbol);

/** Three dot-separated numbers, e.g. 3.0.0 (app versions compared by the mobile clients). */
export const version: Rule = optionalRule((v) => matches(v, /^\d+\.\d+\.\d+$/), MESSAGES.version);

/**
 * WHATWG URL exists in every runtime this package targets (browsers, Node 20), but the
 * package compiles without DOM or Node typings, so declare the little of it used here.
 */
declare const URL: new (input: string) => { protocol: string; hostname: string };

/** Host names accepted in a URL: localhost, an IPv4/IPv6 address, or a dotted domain. */
function isUrlHost(hostname: string): boolean {
  if (hostname === 'localhost') return true;
  if (hostname.startsWith('[')) return true; // IPv6 literal, already validated by the URL parser
  const labels = hostname.split('.');
  if (labels.length < 2) return false;
  return labels.every((l) => /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i.test(l));
}

/** http, https or ftp URL with the protocol written out (a bare `www.x.com` is refused). */
export const url: Rule = optionalRule((v) => {
  const text = asText(v);
  if (text === undefined || !/^(https?|ftp):\/\/\S+$/i.test(text)) return false;
  try {
    const parsed = new URL(text);
    return ['http:', 'https:', 'ftp:'].includes(parsed.protocol) && isUrlHost(parsed.hostname);
  } catch {
    return false;
  }
}, MESSAGES.url);

/** Local part of dot-separated atoms, domain of labels with a letter TLD of 2+ characters. */
export const email: Rule = optionalRule(
  (v) =>
    matches(
      v,
      /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/,
    ),
  MESSAGES.email,
);
