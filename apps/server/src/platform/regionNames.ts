import { divisions } from './divisions';

let names: Map<string, string> | undefined;

/**
 * The name of a province, city or district by its six-digit code (GB/T 2260, the
 * divisions of the region tree): 320000 江苏省, 320100 南京市, 320102 玄武区. A
 * municipality's 市辖区 or 县 reads as the municipality (110100 北京市). Loaded once.
 */
export function regionName(code: string): string | undefined {
  if (!names) {
    const provinces = divisions();
    const map = new Map<string, string>();
    const six = (c: string) => c.padEnd(6, '0');
    for (const province of provinces) {
      map.set(six(province.code), province.name);
      for (const city of province.children ?? []) {
        map.set(six(city.code), city.name === '市辖区' || city.name === '县' ? province.name : city.name);
        for (const district of city.children ?? []) map.set(six(district.code), district.name);
      }
    }
    names = map;
  }
  return names.get(code);
}
