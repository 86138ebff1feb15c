import { useSyncExternalStore } from 'react';
import type { CacheState } from './lru';

/**
 * The pages kept alive, as the opened-page tabs show them (issue 40.1): published by the
 * KeepAliveOutlet after each change of its cache, so a tab goes exactly when its page is
 * dropped (the seventh page pushes out the oldest, spec §2). The list (keys and where each
 * page was last) is kept in this browser tab's sessionStorage, so a reload reopens the same
 * tabs — their pages start afresh when first shown.
 */
export interface OpenPage {
  /** The keep-alive cache key (path and the query that names the page). */
  key: string;
  /** Where the page was last: path and whole query (its filter too). */
  url: string;
}

const STORAGE_KEY = 'coach:openPages';
let pages: readonly OpenPage[] = [];
const listeners = new Set<() => void>();

/** The pages in the order their tabs show (first opened first). */
export function useOpenPages(): readonly OpenPage[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pages,
    () => pages,
  );
}

/** Called by the outlet: the cache as it now is, and where each page was last. */
export function publishOpenPages(cache: CacheState, urls: ReadonlyMap<string, string>): void {
  const byCreation = [...cache.entries].sort((a, b) => a.generation - b.generation);
  const next = byCreation.map((entry) => ({ key: entry.key, url: urls.get(entry.key) ?? entry.key }));
  const same = next.length === pages.length && next.every((p, i) => p.key === pages[i].key && p.url === pages[i].url);
  if (same) return;
  pages = next;
  listeners.forEach((listener) => listener());
  // Most recently used last, as the cache holds them, so a reload keeps the eviction order.
  const stored = cache.entries.map((entry) => ({ key: entry.key, url: urls.get(entry.key) ?? entry.key }));
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // storage off or full: the tabs simply do not survive a reload
  }
}

/** The pages open before a reload, least recently used first. */
export function restoredOpenPages(): OpenPage[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(stored)) return [];
    return stored.filter(
      (p): p is OpenPage =>
        typeof p === 'object' && p !== null && typeof p.key === 'string' && typeof p.url === 'string',
    );
  } catch {
    return [];
  }
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
