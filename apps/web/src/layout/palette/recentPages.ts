import { useSyncExternalStore } from 'react';

/**
 * The pages a user opened lately, newest first, kept in this browser per user: the palette
 * offers them first. (A convenience of one computer, unlike column settings, which follow the
 * person: losing it costs nothing.)
 */
const MAX_RECENT = 10;
const keyOf = (userId: string) => `coach:recentPages:${userId}`;
const listeners = new Set<() => void>();
const NONE: string[] = [];
let cached: { raw: string | null; pages: string[] } = { raw: null, pages: NONE };

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function recentPages(userId: string | undefined): string[] {
  if (!userId) return NONE;
  const raw = stored(keyOf(userId));
  // The same array while nothing changed: useSyncExternalStore compares snapshots by identity.
  if (raw === cached.raw) return cached.pages;
  let pages = NONE;
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    if (Array.isArray(parsed)) pages = parsed.filter((p): p is string => typeof p === 'string');
  } catch {
    // unreadable: no recent pages
  }
  cached = { raw, pages };
  return pages;
}

export function recordRecentPage(userId: string | undefined, path: string): void {
  if (!userId) return;
  const next = [path, ...recentPages(userId).filter((p) => p !== path)].slice(0, MAX_RECENT);
  try {
    localStorage.setItem(keyOf(userId), JSON.stringify(next));
  } catch {
    // storage full or off: the palette simply has no recent pages
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The recent pages, kept current: a page is recorded when its route renders, which can be
 * after the palette opened (a navigation waits for the page's code to load first).
 */
export function useRecentPages(userId: string | undefined): string[] {
  return useSyncExternalStore(
    subscribe,
    () => recentPages(userId),
    () => NONE,
  );
}
