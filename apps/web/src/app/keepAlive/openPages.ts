import { useSyncExternalStore } from 'react';
import {
  closeTabs,
  dropState,
  lastUsedIn,
  parseTabs,
  showTab,
  tabKeyOf,
  type OpenTab,
} from '../../layout/tabs/tabModel';
import { evictCached } from './evict';

/**
 * The opened-page tabs (issue 40.1, issue 50.1): told by the KeepAliveOutlet which page is shown
 * and whose kept state it dropped, changed by the person closing tabs. A tab stays until closed
 * (the keep-alive limit drops only a page's kept state). The list is kept in this browser tab's
 * sessionStorage, so a reload reopens the same tabs — their pages start afresh when first shown.
 */
export type OpenPage = OpenTab;

const STORAGE_KEY = 'coach:openPages';
let pages: readonly OpenPage[] | undefined;
const listeners = new Set<() => void>();

function current(): readonly OpenPage[] {
  if (!pages) {
    try {
      pages = parseTabs(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]'));
    } catch {
      pages = [];
    }
  }
  return pages;
}

function publish(next: readonly OpenPage[]): void {
  const before = current();
  const same =
    next.length === before.length &&
    next.every((p, i) => p.key === before[i].key && p.url === before[i].url && p.used === before[i].used);
  if (same) return;
  pages = next;
  listeners.forEach((listener) => listener());
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // storage off or full: the tabs simply do not survive a reload
  }
}

/** The tabs in the order they show (first opened first). */
export function useOpenPages(): readonly OpenPage[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current,
    current,
  );
}

/** The tabs as they are now. */
export function openPages(): readonly OpenPage[] {
  return current();
}

/** Called by the outlet: the page at `url` is on screen. */
export function pageShown(url: string): void {
  publish(showTab(current(), url));
}

/** Called by the outlet: these pages' kept state is gone; their tabs stay and open afresh. */
export function pagesDropped(pageKeys: readonly string[]): void {
  if (pageKeys.length) publish(dropState(current(), pageKeys));
}

/**
 * The person closes these tabs (by tab key, the page's path): the tabs go, and so does their
 * pages' kept state. `closeShown` when the page on screen is among them and the caller moves
 * away at once (otherwise the page on screen would be rebuilt in place).
 */
export function closePages(keys: ReadonlySet<string>, { closeShown = false }: { closeShown?: boolean } = {}): void {
  publish(closeTabs(current(), keys));
  evictCached((pageKey) => keys.has(tabKeyOf(pageKey)), { closeShown });
}

/**
 * A page that is done (a 新增/编辑 page after its save): it goes to `to` and its own tab closes,
 * as when its × is clicked.
 */
export function closePageAndGo(pathname: string, to: string, navigate: (to: string) => void): void {
  navigate(to);
  closePages(new Set([tabKeyOf(pathname)]), { closeShown: true });
}

/** Where a top-menu click on `group` goes when one of its pages is open: the one used last. */
export function lastPageOf(group: string): string | undefined {
  return lastUsedIn(current(), group);
}

/** Sign-out: the next person in this browser tab starts with no tabs. */
export function forgetOpenPages(): void {
  pages = [];
  listeners.forEach((listener) => listener());
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing kept
  }
}
