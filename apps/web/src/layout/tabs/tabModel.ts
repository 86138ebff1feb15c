import { groupOf } from '@coach/domain/routes/index.ts';
import { pathOf } from '../../app/keepAlive/lru';

/**
 * The opened-page tabs as plain data (issue 50.1). A tab stays until the person closes it: the
 * keep-alive limit of six (spec §2, §9) is for the pages' kept state, not for their tabs. One
 * tab per page (its path): the same page under another query (a filter, another week, after a
 * reload) is the same tab, which then points where the page is now.
 */
export interface OpenTab {
  /** The page: its path, without the query. */
  key: string;
  /** Where the page was last: path and whole query (its filter too). */
  url: string;
  /** When it was last shown, as a count of shows: the top menu returns to a group's latest. */
  used: number;
}

/** The tab a location belongs to: its path, as the keep-alive cache keeps one page per path. */
export const tabKeyOf = pathOf;

/** The page at `url` is shown: its tab points there (kept in place), or a new tab is added last. */
export function showTab(tabs: readonly OpenTab[], url: string): OpenTab[] {
  const key = tabKeyOf(url);
  const used = Math.max(0, ...tabs.map((t) => t.used)) + 1;
  const at = tabs.findIndex((t) => t.key === key);
  if (at < 0) return [...tabs, { key, url, used }];
  return tabs.map((t, i) => (i === at ? { key, url, used } : t));
}

/** The person closed these tabs. */
export function closeTabs(tabs: readonly OpenTab[], keys: ReadonlySet<string>): OpenTab[] {
  return tabs.filter((t) => !keys.has(t.key));
}

/**
 * The kept state of these pages was dropped (the seventh page pushed out the oldest, a channel
 * switch): their tabs stay, and open the page afresh, at its bare key (path and the query that
 * names it, without its filter), not at the filtered URL it was left at.
 */
export function dropState(tabs: readonly OpenTab[], pageKeys: readonly string[]): OpenTab[] {
  if (!pageKeys.length) return [...tabs];
  const fresh = new Map(pageKeys.map((k) => [tabKeyOf(k), k]));
  return tabs.map((t) => (fresh.has(t.key) ? { ...t, url: fresh.get(t.key)! } : t));
}

/** Where a top-menu click on `group` goes: the group's page used last, if one is open. */
export function lastUsedIn(tabs: readonly OpenTab[], group: string): string | undefined {
  let last: OpenTab | undefined;
  for (const t of tabs) if (groupOf(t.key) === group && (!last || t.used > last.used)) last = t;
  return last?.url;
}

/** Tabs read back from storage: anything not shaped like one is left out. */
export function parseTabs(stored: unknown): OpenTab[] {
  if (!Array.isArray(stored)) return [];
  const tabs: OpenTab[] = [];
  for (const item of stored as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { url, used } = item as { url?: unknown; used?: unknown };
    if (typeof url !== 'string' || !url.startsWith('/')) continue;
    const key = tabKeyOf(url);
    if (tabs.some((t) => t.key === key)) continue;
    tabs.push({ key, url, used: typeof used === 'number' && Number.isFinite(used) ? used : 0 });
  }
  return tabs;
}
