import { viewParamsOf } from '../../platform/viewParams';

/**
 * The keep-alive cache as plain data (spec §2: cacheable pages are kept on leaving, at most
 * six; `noCache` drops the target's cached page). Entries are keyed by path + query (a detail
 * page's id), one per path. `generation` changes when an entry is
 * rebuilt, which gives React a new key and therefore a fresh mount.
 */
export interface CacheEntry {
  key: string;
  generation: number;
}

export interface CacheState {
  /** Least recently used first. */
  entries: readonly CacheEntry[];
  nextGeneration: number;
}

export const EMPTY_CACHE: CacheState = { entries: [], nextGeneration: 1 };

/**
 * The page at `key` becomes current: kept (moved to most recent) or added, oldest dropped.
 * One kept page per path, as one tab per page (issue 50.1): the same path under another query
 * takes the other's place. When the page changed its own query in place (`replace`: a week
 * picker, a filter written back into the URL) it is the same page, and keeps its instance;
 * opened anew under another query (another record's detail) it starts afresh.
 */
export function visit(
  state: CacheState,
  key: string,
  options: { noCache?: boolean; max: number; replace?: boolean },
): CacheState {
  let entries = options.noCache ? state.entries.filter((e) => e.key !== key) : [...state.entries];
  let nextGeneration = state.nextGeneration;
  const path = pathOf(key);
  const sibling = entries.findIndex((e) => e.key !== key && pathOf(e.key) === path);
  if (sibling >= 0) {
    const { generation } = entries[sibling];
    const kept = options.replace && !entries.some((e) => e.key === key);
    if (kept) entries[sibling] = { key, generation };
    else entries.splice(sibling, 1);
  }
  const index = entries.findIndex((e) => e.key === key);
  if (index >= 0) {
    const [entry] = entries.splice(index, 1);
    entries.push(entry);
  } else {
    entries.push({ key, generation: nextGeneration });
    nextGeneration += 1;
  }
  const max = Math.max(1, options.max);
  if (entries.length > max) entries = entries.slice(entries.length - max);
  return { entries, nextGeneration };
}

/** The path of a cache key (without its query). */
export function pathOf(key: string): string {
  const at = key.indexOf('?');
  return at < 0 ? key : key.slice(0, at);
}

/** Forgets cached pages, e.g. every channel page when staff switch to another channel. */
export function dropWhere(state: CacheState, predicate: (key: string) => boolean): CacheState {
  const entries = state.entries.filter((e) => !predicate(e.key));
  return entries.length === state.entries.length ? state : { ...state, entries };
}

const NO_CACHE_PARAM = 'noCache';

/**
 * Cache key of a location: path plus query, without the `noCache` switch itself and without
 * the view-state parameters the page declared (a list's filter and paging, see viewParams).
 */
export function cacheKeyOf(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(NO_CACHE_PARAM);
  for (const name of viewParamsOf(pathname) ?? []) params.delete(name);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Key of a stored key computed again, after a page declared its view parameters. */
export function normalizeKey(key: string): string {
  const at = key.indexOf('?');
  return at < 0 ? key : cacheKeyOf(key.slice(0, at), key.slice(at));
}

/**
 * Re-keys every entry (a list opened from a link with its filter in the URL was cached under
 * that query before it declared the filter as view state). Entries that now share a key
 * collapse into the most recently used one, which keeps its generation, hence its instance.
 */
export function rekey(state: CacheState, keyOf: (key: string) => string): CacheState {
  const entries: CacheEntry[] = [];
  let changed = false;
  for (const entry of state.entries) {
    const key = keyOf(entry.key);
    if (key !== entry.key) changed = true;
    const index = entries.findIndex((e) => e.key === key);
    if (index >= 0) entries.splice(index, 1);
    entries.push(key === entry.key ? entry : { key, generation: entry.generation });
  }
  return changed ? { ...state, entries } : state;
}

/** `?noCache=true` in the query or `{ noCache: true }` in the navigation state. */
export function wantsNoCache(search: string, state: unknown): boolean {
  if (new URLSearchParams(search).get(NO_CACHE_PARAM) === 'true') return true;
  return typeof state === 'object' && state !== null && (state as { noCache?: unknown }).noCache === true;
}
