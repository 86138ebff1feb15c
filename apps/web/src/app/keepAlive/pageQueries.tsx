import { useState, type ReactNode } from 'react';
import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';

/**
 * Which cached answers a kept-alive page asked for, so 刷新页面 asks again for that page's data
 * alone (not every page's, nor the header's). Each page is given the shell's query client
 * through a view that notes the hash of every query its components read (useQuery and its kin
 * all ask `defaultQueryOptions`, which names the query's hash); everything else is the
 * shell's client itself, so the cache, its defaults and its writes stay one.
 *
 * The notes are kept by page key and replaced when a page is built anew; they are not dropped
 * when a page hides (a hidden page runs no effects, and its tab may still be refreshed).
 */
const byPage = new Map<string, Set<string>>();

function noting(client: QueryClient, hashes: Set<string>): QueryClient {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'defaultQueryOptions')
        return (options: Parameters<QueryClient['defaultQueryOptions']>[0]) => {
          const defaulted = target.defaultQueryOptions(options);
          hashes.add(defaulted.queryHash);
          return defaulted;
        };
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export function PageQueries({ pageKey, children }: { pageKey: string; children: ReactNode }) {
  const client = useQueryClient();
  const [page] = useState(() => {
    const hashes = new Set<string>();
    return { hashes, client: noting(client, hashes) };
  });
  // At render, not in an effect: a hidden page's effects are gone, its notes must stay. The
  // key follows the page when its query is renamed (a list's filter), the instance the same.
  byPage.set(pageKey, page.hashes);
  return <QueryClientProvider client={page.client}>{children}</QueryClientProvider>;
}

/** The hashes of the queries the page under `pageKey` has read. */
export function pageQueryHashes(pageKey: string): ReadonlySet<string> {
  return byPage.get(pageKey) ?? new Set();
}

/**
 * 刷新页面: the page's own answers are stale, and those on screen are asked for again (the rest
 * when next shown); other pages' and the shell's stay as they are.
 */
export function refreshPageQueries(client: QueryClient, pageKey: string): Promise<void> {
  const hashes = pageQueryHashes(pageKey);
  return client.invalidateQueries({ predicate: (query) => hashes.has(query.queryHash) });
}
