import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * What a feature area exports from its `pages.ts`: route path (as in routes.tsv, `:id`
 * included) -> lazily imported page. Routes an area does not list yet show the
 * 建设中 placeholder, so the menu and permissions already work for them.
 */
export type PageMap = Readonly<Record<string, LazyExoticComponent<ComponentType>>>;
