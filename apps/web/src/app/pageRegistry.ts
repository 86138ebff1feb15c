import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import { PAGE_ROUTES } from '@coach/domain/routes/index.ts';
import { lazyPage, type LazyPage } from '../kit/lazyPage';
import type { FirstCalls, PageMap } from '../kit/pageMap';

/**
 * The kit's page of a route's definition (resource, report, tree or settings): every route
 * without a page of its own opens it, and it finds what to show by the route (showing 建设中
 * where no definition describes the route yet). So a new list, report or tree page is its
 * definition and nothing here; the shell does not load the definitions to know their routes.
 */
const DefinedPage = lazyPage(() => import('../kit/resource').then((m) => ({ default: m.DefinedPage })), 'defined-page');

/**
 * The areas' pages of their own (`areas/<area>/web/pages.ts`, found by the folder: a definition's
 * page with extra buttons or dialogs, a page no definition describes): they take the place of
 * the defined page of their route. The maps are tiny (lazy references only), read at start; a
 * page loads with its area's chunk the first time it opens.
 */
const AREA_PAGES = Object.values(
  import.meta.glob<{ pages: PageMap; firstCalls?: FirstCalls }>('../../../../areas/*/web/pages.ts', { eager: true }),
);

const OWN: Record<string, LazyPage<ComponentType>> = Object.assign({}, ...AREA_PAGES.map((m) => m.pages));
const FIRST_CALLS: FirstCalls = Object.assign({}, ...AREA_PAGES.map((m) => m.firstCalls));

/** Whether an area gives the route a page of its own (else it is its definition's page). */
export const hasOwnPage = (routePath: string) => Object.hasOwn(OWN, routePath);

/** The component of a route: its page of its own, or its definition's page. */
export function pageFor(routePath: string): LazyPage<ComponentType> {
  return hasOwnPage(routePath) ? OWN[routePath] : DefinedPage;
}

export const WelcomePage = lazyPage(() => import('./WelcomePage'), 'welcome');

/** Starts loading the page of the route at `pathname` (router path, no base), if one matches, and its first calls. */
export function preloadPageAt(pathname: string) {
  const route = PAGE_ROUTES.find((r) => matchPath(r.path, pathname));
  if (!route) return;
  pageFor(route.path).preload();
  if (Object.hasOwn(FIRST_CALLS, route.path)) FIRST_CALLS[route.path]();
}
