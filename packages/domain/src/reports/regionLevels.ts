/**
 * Region drill-down of a report (GB/T 2260 six-digit codes): the country shows provinces,
 * a province (`320000`) its cities, a city (`320100`) its districts, a district itself.
 */
export type RegionLevel = 'province' | 'city' | 'district';

/** Whether a code is a well-formed six-digit division code. */
export const isRegionCode = (code: unknown): code is string => typeof code === 'string' && /^\d{6}$/.test(code);

/** The level of the rows shown under a chosen place ('' = the whole country). */
export function regionRowsLevel(chosen: string): RegionLevel {
  if (!chosen) return 'province';
  if (chosen.endsWith('0000')) return 'city';
  return 'district';
}

/** Digits of a code naming the place at a level (32 for 江苏省, 3201 for 南京市). */
export const REGION_PREFIX_DIGITS: Readonly<Record<RegionLevel, number>> = { province: 2, city: 4, district: 6 };

/** The codes of the places above and at a chosen one, from the province down (320102 -> 320000, 320100, 320102). */
export function regionPath(chosen: string): string[] {
  if (!chosen) return [];
  const province = chosen.slice(0, 2) + '0000';
  const city = chosen.slice(0, 4) + '00';
  return [...new Set([province, city, chosen])].filter((c) => c !== '000000');
}

/** Whether a place's rows can be opened one level down (a district cannot). */
export const canDrillRegion = (chosen: string): boolean => regionRowsLevel(chosen) !== 'district' || !chosen;
