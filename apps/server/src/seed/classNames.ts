import { categoryRange, type CategoryRange } from '@coach/domain';
import { CLASS_TYPE_OPTIONS } from '@coach/areas/marketing/domain/index.ts';

/**
 * What a class or course name tells a school about what it teaches: the licence (C1/C2 小车,
 * A1/A3/B1 客车, A2/B2 货车, D/E/F 摩托车, C6 轻型牵引挂车) or the course (网约车, 出租车,
 * 从业资格, 继续教育, 岗前培训, 安全培训) it names. The demo's classes, orders and
 * pre-registrations are checked against it, so a class called C1周末班 is never 摩托车.
 */
export interface NamedCategory {
  /** The category the name names exactly (C1周末班: 1), when it names one. */
  code?: number;
  /** The range it names at least (从业资格培训班: qualification). */
  range: CategoryRange;
}

/** Licence codes as schools write them (准驾车型), and the category each one is trained under. */
const LICENCE_CODES: Record<string, number> = {
  A1: 2,
  A3: 2,
  B1: 2,
  A2: 3,
  B2: 3,
  C1: 1,
  C2: 1,
  C6: 9,
  D: 8,
  E: 8,
  F: 8,
};
// A licence code standing alone (C1 in C1周末班, not the C of a longer Latin word like VIP).
const CODE = /(?<![A-Za-z])(A[1-3]|B[12]|C\d|[DEF])(?![A-Za-z0-9])/g;
const WORDS: [RegExp, number][] = [
  [/小车|小型汽车/, 1],
  [/客车/, 2],
  [/货车/, 3],
  [/摩托/, 8],
  [/牵引挂车/, 9],
];

/**
 * The category a name names, `undefined` when it names none (普通班); throws when it names
 * two that disagree (客车C1班) or a licence code no category trains (C5), so a test says so.
 */
export function categoryNamed(name: string): NamedCategory | undefined {
  const continuing = name.includes('继续教育');
  if (name.includes('网约车'))
    return { code: continuing ? 44 : 24, range: continuing ? 'continuing' : 'qualification' };
  if (name.includes('出租车'))
    return { code: continuing ? 45 : 25, range: continuing ? 'continuing' : 'qualification' };
  if (continuing) return { range: 'continuing' };
  if (name.includes('从业资格')) return { range: 'qualification' };
  if (name.includes('岗前')) return { range: 'preJob' };
  if (name.includes('安全培训')) return { range: 'safety' };
  const codes = new Set<number>();
  for (const [, code] of name.matchAll(CODE)) {
    if (!(code in LICENCE_CODES)) throw new Error(`${name}: licence ${code} is trained under no category`);
    codes.add(LICENCE_CODES[code]);
  }
  for (const [word, code] of WORDS) if (word.test(name)) codes.add(code);
  if (codes.size > 1) throw new Error(`${name}: names categories ${[...codes].join(' and ')}`);
  const [code] = codes;
  return code === undefined ? undefined : { code, range: categoryRange(code) };
}

/** Whether a category (carType) is what the name names; a name naming none fits any. */
export function fitsName(name: string, carType: number): boolean {
  const named = categoryNamed(name);
  if (!named) return true;
  return named.code !== undefined ? named.code === Number(carType) : named.range === categoryRange(carType);
}

/** 班别 a class name names (VIP班, 周末班, 夜间班, 速成班 as CLASS_TYPE_OPTIONS label them), else 普通班. */
export function classTypeNamed(name: string): number {
  const named = CLASS_TYPE_OPTIONS.find((o) => o.value !== 1 && name.includes(o.label));
  return named ? named.value : 1;
}
