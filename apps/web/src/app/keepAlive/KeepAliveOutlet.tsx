import { Activity, Suspense, useEffect, useLayoutEffect, useReducer, useRef, type ReactNode } from 'react';
import { UNSAFE_LocationContext as LocationContext, useLocation, useNavigationType, useOutlet } from 'react-router';
import { KEEP_ALIVE_MAX } from '@coach/domain/constants.ts';
import { onViewParamsChange } from '../../platform/viewParams';
import { onEvict } from './evict';
import { EMPTY_CACHE, cacheKeyOf, dropWhere, normalizeKey, rekey, visit, wantsNoCache, type CacheState } from './lru';
import { pageShown, pagesDropped } from './openPages';

/**
 * An `<Outlet>` that keeps up to KEEP_ALIVE_MAX visited pages alive (spec §2). Each cached
 * page sits in React 19's `<Activity>`: hidden pages keep their state and DOM (form inputs,
 * scroll) but run no effects, and come back without re-mounting. Every page also keeps the
 * location it was opened with, so a hidden page never sees another page's params or query.
 * It tells the opened-page tabs which page is shown and whose kept state it dropped; the tabs
 * themselves stay until the person closes them (issue 50.1).
 */

type LocationValue = React.ContextType<typeof LocationContext>;

interface Stored {
  element: ReactNode;
  locationValue: LocationValue;
}

export interface KeepAliveOutletProps {
  max?: number;
  /** Pages not worth caching (redirects, error screens) render without a cache slot. */
  shouldCache?: (pathname: string) => boolean;
  /** Wraps each page, e.g. in an error boundary; the key is the page's cache key. */
  frame?: (page: ReactNode, key: string) => ReactNode;
  fallback?: ReactNode;
}

export function KeepAliveOutlet({
  max = KEEP_ALIVE_MAX,
  shouldCache = () => true,
  frame,
  fallback = null,
}: KeepAliveOutletProps) {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = cacheKeyOf(location.pathname, location.search);
  const cacheable = shouldCache(location.pathname);

  const cache = useRef<CacheState>(EMPTY_CACHE);
  const stored = useRef(new Map<string, Stored>());
  const seenNavigation = useRef<string | undefined>(undefined);
  const [, rerender] = useReducer((n: number) => n + 1, 0);

  // Applied once per navigation (location.key is unique per history entry); repeating the
  // render (StrictMode, an interrupted transition) finds it already done.
  if (cacheable && seenNavigation.current !== location.key) {
    seenNavigation.current = location.key;
    cache.current = visit(cache.current, key, {
      noCache: wantsNoCache(location.search, location.state),
      max,
      replace: navigationType === 'REPLACE',
    });
    const alive = new Set(cache.current.entries.map((e) => e.key));
    for (const k of stored.current.keys()) if (!alive.has(k)) stored.current.delete(k);
  }
  if (cacheable) {
    const previous = stored.current.get(key);
    const sameLocation = previous?.locationValue.location === location;
    stored.current.set(key, {
      element: outlet,
      locationValue: sameLocation ? previous.locationValue : { location, navigationType },
    });
  }

  // Evicted pages are forgotten; if the page on screen is among them it comes back as a
  // fresh instance (new generation), e.g. a channel page after switching channel.
  const current = useRef({ key, cacheable });
  current.current = { key, cacheable };
  useEffect(
    () =>
      onEvict((predicate, { closeShown }) => {
        const { key: shown, cacheable: shownCached } = current.current;
        const kept = stored.current.get(shown);
        cache.current = dropWhere(cache.current, predicate);
        const alive = new Set(cache.current.entries.map((e) => e.key));
        for (const k of stored.current.keys()) if (!alive.has(k)) stored.current.delete(k);
        if (shownCached && kept && !alive.has(shown) && !closeShown) {
          cache.current = visit(cache.current, shown, { max });
          stored.current.set(shown, kept);
        }
        rerender();
      }),
    [max],
  );

  // A page declared view-state parameters (a list's filter): pages cached under a query that
  // now names the same page are merged, keeping the instance on screen (same generation).
  useEffect(
    () =>
      onViewParamsChange(() => {
        const next = rekey(cache.current, normalizeKey);
        if (next === cache.current) return;
        const byGeneration = new Map(cache.current.entries.map((e) => [e.generation, e.key]));
        const moved = new Map<string, Stored>();
        for (const entry of next.entries) {
          const page = stored.current.get(byGeneration.get(entry.generation) ?? entry.key);
          if (page) moved.set(entry.key, page);
        }
        cache.current = next;
        stored.current = moved;
        rerender();
      }),
    [],
  );

  // The tabs, after the cache settled: a page whose kept state went (the seventh page pushed
  // out the oldest, an eviction) keeps its tab, which opens it afresh; the page shown is noted.
  // A page re-keyed (its filter declared as view state) is the same page, not a dropped one.
  const kept = useRef(new Map<number, string>());
  useEffect(() => {
    const alive = new Map(cache.current.entries.map((e) => [e.generation, e.key]));
    const aliveKeys = new Set(alive.values());
    const dropped = [...kept.current].filter(([g, k]) => !alive.has(g) && !aliveKeys.has(k)).map(([, k]) => k);
    kept.current = alive;
    pagesDropped(dropped);
  });
  const shownUrl = cacheable ? location.pathname + location.search : undefined;
  useEffect(() => {
    if (shownUrl) pageShown(shownUrl);
  }, [shownUrl, location.key]);

  // Stable DOM order (by creation), so switching pages never moves DOM nodes around.
  const entries = [...cache.current.entries].sort((a, b) => a.generation - b.generation);
  const wrap = (page: ReactNode, k: string) => (frame ? frame(page, k) : page);

  return (
    <>
      {entries.map((entry) => {
        const page = stored.current.get(entry.key);
        if (!page) return null;
        const active = cacheable && entry.key === key;
        // Keyed by generation alone: a re-keyed entry keeps its instance.
        return (
          <Activity key={entry.generation} mode={active ? 'visible' : 'hidden'}>
            <LocationContext.Provider value={page.locationValue}>
              <ScrollKeeper>
                <Suspense fallback={fallback}>{wrap(page.element, entry.key)}</Suspense>
              </ScrollKeeper>
            </LocationContext.Provider>
          </Activity>
        );
      })}
      {!cacheable && (
        <ScrollKeeper>
          <Suspense fallback={fallback}>{wrap(outlet, key)}</Suspense>
        </ScrollKeeper>
      )}
    </>
  );
}

/**
 * Each page scrolls in its own box. A box that was display:none loses its scroll offset in
 * some browsers, so the offset is recorded while scrolling and put back when shown again.
 */
function ScrollKeeper({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const offset = useRef({ top: 0, left: 0 });
  useLayoutEffect(() => {
    const el = box.current;
    if (el && (el.scrollTop !== offset.current.top || el.scrollLeft !== offset.current.left)) {
      el.scrollTop = offset.current.top;
      el.scrollLeft = offset.current.left;
    }
  }, []);
  return (
    <div
      ref={box}
      className="keep-alive-page"
      style={{ height: '100%', overflow: 'auto' }}
      onScroll={(e) => {
        offset.current = { top: e.currentTarget.scrollTop, left: e.currentTarget.scrollLeft };
      }}
    >
      {children}
    </div>
  );
}
