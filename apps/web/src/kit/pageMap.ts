import type { ComponentType } from 'react';
import type { LazyPage } from './lazyPage';

/**
 * What a feature area exports from its `pages.ts`: route path (as in routes.tsv, `:id`
 * included) -> lazily imported page of its own. Every other route opens its definition's
 * page (kit/resource DefinedPage), or the 建设中 placeholder while none describes it.
 */
export type PageMap = Readonly<Record<string, LazyPage<ComponentType>>>;
