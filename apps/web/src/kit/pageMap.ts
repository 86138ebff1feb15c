import type { ComponentType } from 'react';
import type { LazyPage } from './lazyPage';

/**
 * What a feature area exports from its `pages.ts`: route path (as in routes.tsv, `:id`
 * included) -> lazily imported page of its own. Every other route opens its definition's
 * page (kit/resource DefinedPage), or the 建设中 placeholder while none describes it.
 */
export type PageMap = Readonly<Record<string, LazyPage<ComponentType>>>;

/**
 * What an area's `pages.ts` may also export as `firstCalls`: route path -> starts the calls its
 * page makes as it draws (platform/http `startEarly`), so a reload at that address asks them
 * with the session's calls instead of after the shell and the page have drawn (issue 53.1).
 */
export type FirstCalls = Readonly<Record<string, () => void>>;
