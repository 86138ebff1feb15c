import { betweenKeys, rangeKeys, type FieldDef, type ResourceDef } from '@coach/domain/resources/types.ts';

/**
 * A list's view state (filter and paging) as it lives in the URL query, so a reload or a
 * shared link shows the same page (architecture: web platform rules). Filters use the field
 * keys the list call expects; a time range is `startTime`/`endTime` in Unix seconds.
 */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

export type FilterValue = string | number | null;

export interface ListState {
  pageNum: number;
  pageSize: number;
  /** Search field key (or startTime/endTime) -> value; null or absent means 全部. */
  filters: Record<string, FilterValue>;
}

export const searchFieldsOf = (def: ResourceDef): FieldDef[] => def.fields.filter((f) => f.search);

/** Enum-like kinds whose `eq` filter is a number (the server compares them as integers). */
const NUMERIC_KINDS = new Set(['enum', 'bool', 'int', 'carType']);

/** An `eq` filter sent as a number: enum-like kinds, unless their options are codes (text). */
function isNumericFilter(field: FieldDef): boolean {
  return NUMERIC_KINDS.has(field.kind) && !field.options?.some((o) => typeof o.value === 'string');
}

/** Names of the filter parameters of a list, in the order of its search form. */
export function filterParamsOf(def: ResourceDef): string[] {
  const names: string[] = [];
  for (const field of searchFieldsOf(def)) {
    if (field.search === 'range') names.push(...rangeKeys(def, field));
    else if (field.search === 'between') names.push(...betweenKeys(field.key));
    else names.push(field.key);
  }
  return [...new Set(names)];
}

/** Every query parameter that is view state (see platform/viewParams). */
export function viewParamsOf(def: ResourceDef): string[] {
  return ['pageNum', 'pageSize', ...filterParamsOf(def)];
}

function positiveInt(text: string | null): number | undefined {
  if (!text || !/^\d{1,12}$/.test(text)) return undefined;
  const n = Number(text);
  return n > 0 ? n : undefined;
}

/** Reads the state from the query; anything malformed falls back to the defaults. */
export function parseListState(def: ResourceDef, params: URLSearchParams): ListState {
  const size = positiveInt(params.get('pageSize'));
  const filters: Record<string, FilterValue> = {};
  for (const field of searchFieldsOf(def)) {
    if (field.search === 'range') {
      for (const name of rangeKeys(def, field)) {
        const n = positiveInt(params.get(name));
        if (n !== undefined) filters[name] = n;
      }
      continue;
    }
    if (field.search === 'between') {
      for (const name of betweenKeys(field.key)) {
        const text = params.get(name);
        if (text && /^-?\d{1,9}$/.test(text)) filters[name] = Number(text);
      }
      continue;
    }
    const raw = params.get(field.key);
    if (raw === null || raw === '') continue;
    if (field.search === 'eq' && isNumericFilter(field)) {
      const n = Number(raw);
      if (Number.isSafeInteger(n)) filters[field.key] = n;
    } else {
      filters[field.key] = raw;
    }
  }
  return {
    pageNum: positiveInt(params.get('pageNum')) ?? 1,
    pageSize: size && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    filters,
  };
}

/**
 * The query for a state: parameters that are not view state (`id`, a parent name...) are
 * kept, `noCache` is dropped (it asked for a fresh page once), view state is written anew.
 */
export function toSearchParams(def: ResourceDef, state: ListState, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete('noCache');
  for (const name of viewParamsOf(def)) next.delete(name);
  for (const [key, value] of Object.entries(state.filters)) {
    if (value !== null && value !== undefined && String(value).trim() !== '') next.set(key, String(value).trim());
  }
  next.set('pageNum', String(state.pageNum));
  next.set('pageSize', String(state.pageSize));
  return next;
}

/** The view-state part of a query as text (what a kept-alive list remembers). */
export function viewQueryOf(def: ResourceDef, params: URLSearchParams): string {
  const out = new URLSearchParams();
  for (const name of viewParamsOf(def)) {
    const value = params.get(name);
    if (value !== null) out.set(name, value);
  }
  return out.toString();
}

/** Body of the list call: paging plus the filters that are set (absent = 全部). */
export function listBody(state: ListState): Record<string, unknown> {
  const body: Record<string, unknown> = { pageNum: state.pageNum, pageSize: state.pageSize };
  for (const [key, value] of Object.entries(state.filters)) {
    if (value === null || value === undefined) continue;
    body[key] = typeof value === 'string' ? value.trim() : value;
  }
  return body;
}
