import type { FieldDef } from './types';

/**
 * Phone search (`search: 'phone'`): lists show phone numbers masked (138****5678), so a
 * person types what they know of it — the first digits, or the last 4 (尾号), as a counter
 * asks "手机尾号多少". A masked phone field searched at all is searched this way, declared or
 * not, so no list can be left with a contains-search over digits it hides.
 */

/** A phone or contact number the server masks: its key names a mobile or phone. */
export function isPhoneField(field: Pick<FieldDef, 'key' | 'masked' | 'kind'>): boolean {
  return !!field.masked && field.kind === 'text' && /mobile|phone/i.test(field.key);
}

/** How a field is searched: `like` of a masked phone field is the phone search. */
export function searchModeOf(field: Pick<FieldDef, 'key' | 'masked' | 'kind' | 'search'>): FieldDef['search'] {
  return field.search === 'like' && isPhoneField(field) ? 'phone' : field.search;
}

/** What a phone filter matches: the first digits, or also the last ones when exactly 4 are typed. */
export interface PhoneQuery {
  prefix: string;
  /** Set when 4 digits were typed: they may be the number's end (尾号) as well as its start. */
  suffix?: string;
}

/** The search box's hint for a phone filter. */
export const PHONE_SEARCH_HINT = '前几位或尾号4位';

/**
 * A typed phone filter read as digits (spaces and dashes dropped); undefined when empty,
 * `null` when it holds anything but digits or more than 20 of them (the caller names the field).
 */
export function phoneQuery(raw: string): PhoneQuery | null | undefined {
  const digits = raw.replace(/[\s-]/g, '');
  if (!digits) return undefined;
  if (!/^\d{1,20}$/.test(digits)) return null;
  return digits.length === 4 ? { prefix: digits, suffix: digits } : { prefix: digits };
}
