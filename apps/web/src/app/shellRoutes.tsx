import { Navigate, type RouteObject } from 'react-router';
import { PAGE_ROUTES } from '@coach/domain/routes/index.ts';
import { lazyPage } from '../kit/lazyPage';
import { landingPath } from '../layout/menuModel';
import { accessOf, canSeeRouteDef } from '../platform/permissions';
import type { LoadResult } from '../platform/sessionTypes';
import { RoutePage } from './RoutePage';
import { WelcomePage, preloadPageAt } from './pageRegistry';
import { CHANNEL_GROUP, CHANNEL_HOME, NOT_FOUND, WELCOME_PAGE } from './paths';
import { standalone } from './standalone';

/**
 * The signed-in part of the route table: the shell at `/` with only the pages the user may
 * see (deny by default: anything else falls to /error/404). Loaded after login together
 * with the route table and permission code, so /login never downloads them.
 */
const Shell = lazyPage(() => import('../layout/Shell'), 'layout');

/**
 * Starts fetching the shell and the page at `pathname` (router path) as soon as this module is
 * in, while the user's profile may still be loading: rendering alone would fetch the shell,
 * then, once it is drawn, the page (a list page's chunks were asked for ~0.37 s after the
 * shell's, locally). It pays where round trips are long: at 150 ms, sign-in to a list's first
 * row 2.8 s → 2.4 s; locally the page's scripts, not the round trips, decide.
 */
export function preloadFirstScreen(pathname: string) {
  Shell.preload();
  preloadPageAt(pathname);
  // A list's own call starts now too, beside the session's (issue 53.1); the kit is the list's
  // chunk anyway, and the page names it for the browser to fetch with the entry.
  if (PAGE_ROUTES.some((r) => r.kind === 'list' && r.path === pathname))
    void import('../kit/resource').then(
      (kit) => kit.startFirstList(pathname, window.location.search),
      () => undefined, // the page's own load shows a chunk that failed
    );
}

export function shellRoutes(profile: LoadResult): RouteObject {
  const access = accessOf(profile);
  const allowed = PAGE_ROUTES.filter((r) => r.path !== CHANNEL_GROUP && canSeeRouteDef(access, r));
  const channelArea = allowed.some((r) => r.group === CHANNEL_GROUP);
  const children: RouteObject[] = [
    // `/` lands on the first page the user may see (the channel home for channel users).
    { index: true, element: <Navigate to={landingPath(access)} replace /> },
    { path: WELCOME_PAGE, element: <WelcomePage /> },
    ...(channelArea ? [{ path: CHANNEL_GROUP, element: <Navigate to={CHANNEL_HOME} replace /> }] : []),
    ...allowed.map((r) => ({ path: r.path, element: <RoutePage routePath={r.path} /> })),
    { path: '*', element: <Navigate to={NOT_FOUND} replace /> },
  ];
  return { path: '/', element: standalone(<Shell />, 'shell'), children };
}
