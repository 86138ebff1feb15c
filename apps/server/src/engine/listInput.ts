import { CAR_CATEGORIES, rules, type FieldDef } from '@coach/domain';
import { BizError } from '../platform/envelope';
import { CONTROL_CHARACTERS } from '../platform/validate';

/**
 * What a list, export or statistics body may hold, checked against the definition before any
 * SQL is built: a value PostgreSQL cannot take (text in a number filter, a NUL byte, a page
 * of 1e308) is the caller's mistake, answered with a message naming the field, never a 500.
 */
export const MAX_PAGE_NUM = 10_000;
export const MAX_PAGE_SIZE = 500;
export const MAX_FILTER_LENGTH = 100;
export const MSG_PAGE_NUM = `页码必须是1到${MAX_PAGE_NUM}之间的整数`;
export const MSG_PAGE_SIZE = `每页条数必须是1到${MAX_PAGE_SIZE}之间的整数`;
export const MSG_BAD_BODY = '请求参数错误';

/** Largest Unix second we accept in a time filter (9999-12-31). */
const MAX_TIME = 253_402_300_799;
const INT_RANGE = 2_147_483_647;
/** The car categories a carType field may hold (spec section 3). */
export const CAR_CODES: ReadonlySet<number> = new Set(CAR_CATEGORIES.map((c) => c.code));

/**
 * An integer as JSON sends it, or the digits of one in a string (query strings, selects);
 * never coerced from true, [], '' or '1abc' the way Number() would.
 */
export function strictInt(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : undefined;
  if (typeof value === 'string' && /^-?\d{1,15}$/.test(value.trim())) return Number(value.trim());
  return undefined;
}

/** null, undefined and '' mean "not given" (what an emptied search box sends). */
export const isAbsent = (value: unknown) => value === undefined || value === null || value === '';

export interface ListParams {
  pageNum: number;
  pageSize: number;
  filters: Record<string, unknown>;
}

function pageValue(raw: unknown, fallback: number, max: number, message: string): number {
  if (isAbsent(raw)) return fallback;
  const n = strictInt(raw);
  if (n === undefined || n < 1 || n > max) throw new BizError(message);
  return n;
}

/** Paging of a list body (defaults 1 and 10) and the body itself as its filters. */
export function listParams(body: unknown): ListParams {
  if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body)))
    throw new BizError(MSG_BAD_BODY);
  const b = (body ?? {}) as Record<string, unknown>;
  return {
    pageNum: pageValue(b.pageNum, 1, MAX_PAGE_NUM, MSG_PAGE_NUM),
    pageSize: pageValue(b.pageSize, 10, MAX_PAGE_SIZE, MSG_PAGE_SIZE),
    filters: b,
  };
}

/** A text a person could have typed: a string (or a number's digits), no control characters. */
export function filterText(label: string, raw: unknown, maxLength = MAX_FILTER_LENGTH): string {
  const text = typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : raw;
  if (typeof text !== 'string') throw new BizError(`${label}的值不正确`);
  if (CONTROL_CHARACTERS.test(text)) throw new BizError(`${label}包含非法字符`);
  if (text.length > maxLength) throw new BizError(`${label}最多${maxLength}个字符`);
  return text;
}

/** The allowed codes of a field that holds one of a set (enum, bool, car type). */
function allowedValues(field: FieldDef): ReadonlySet<number> | undefined {
  if (field.options?.length) return new Set(field.options.map((o) => Number(o.value)));
  if (field.kind === 'bool') return new Set([0, 1]);
  if (field.kind === 'carType') return CAR_CODES;
  return undefined;
}

/** Another record's id (selector, picker or an `…Id` key): digits only, a bigint column. */
export const isIdField = (field: FieldDef) =>
  Boolean(field.selector || field.picker || /Id$/.test(field.key) || field.rules?.includes(rules.digitsOnly));

const NUMERIC_KINDS = new Set(['enum', 'bool', 'int', 'carType', 'date', 'datetime']);

/**
 * The value of an `eq` filter as its column takes it, or a BizError naming the field
 * (`状态的值不正确`). Codes must be among the declared ones.
 */
export function eqFilterValue(field: FieldDef, raw: unknown): number | string {
  if (NUMERIC_KINDS.has(field.kind)) {
    const n = strictInt(raw);
    const allowed = allowedValues(field);
    const inRange =
      n !== undefined &&
      (field.kind === 'date' || field.kind === 'datetime' ? n >= 0 && n <= MAX_TIME : Math.abs(n) <= INT_RANGE);
    if (!inRange || (allowed && !allowed.has(n!))) throw new BizError(`${field.label}的值不正确`);
    return n!;
  }
  if (field.kind === 'money' || field.kind === 'decimal') {
    const text = filterText(field.label, raw, 20).trim();
    if (!/^-?\d{1,12}(\.\d{1,2})?$/.test(text)) throw new BizError(`${field.label}的值不正确`);
    return text;
  }
  const text = filterText(field.label, raw).trim();
  if (isIdField(field) && !/^\d{1,19}$/.test(text)) throw new BizError(`${field.label}的值不正确`);
  return text;
}

/** A bound of a number-range filter: an integer the column can hold, else refused by name. */
export function numberBound(raw: unknown, label: string): number | undefined {
  if (isAbsent(raw)) return undefined;
  const n = strictInt(raw);
  if (n === undefined || Math.abs(n) > 2_000_000_000) throw new BizError(`${label}必须是整数`);
  return n;
}

/** A bound of a range filter: Unix seconds, or a BizError naming which one. */
export function timeBound(raw: unknown, label: string): number | undefined {
  if (isAbsent(raw)) return undefined;
  const n = strictInt(raw);
  if (n === undefined || n < 0 || n > MAX_TIME) throw new BizError(`${label}的值不正确`);
  return n;
}
