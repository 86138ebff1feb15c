import { divisions } from '@coach/server/platform/divisions.ts';

let names: Map<string, string> | undefined;

/**
 * Names of cities and districts by their six-digit code (GB/T 2260, the divisions
 * the region tree uses), e.g. 320102 -> 南京市玄武区; a municipality's 市辖区 takes the
 * municipality's name (110101 -> 北京市东城区). Loaded once: static reference data.
 */
export function areaName(code: string): string {
  if (!names) {
    const provinces = divisions();
    names = new Map();
    for (const province of provinces) {
      for (const city of province.children ?? []) {
        const cityName = city.name === '市辖区' || city.name === '县' ? province.name : city.name;
        names.set(city.code.padEnd(6, '0'), cityName);
        for (const district of city.children ?? []) names.set(district.code.padEnd(6, '0'), cityName + district.name);
      }
    }
  }
  return names.get(code) ?? code;
}

/** The area (片区) of a region value: its district, or its city when no district is given. */
export function areaCodeOf(region: unknown): string | null {
  const codes = typeof region === 'string' ? (JSON.parse(region) as unknown[]) : region;
  if (!Array.isArray(codes)) return null;
  const code = codes[2] || codes[1];
  return typeof code === 'string' && /^\d{6}$/.test(code) ? code : null;
}
