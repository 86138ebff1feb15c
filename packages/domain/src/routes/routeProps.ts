import { matchRoute, routeByPath, type RouteDef } from './index';
import { parentPageOf } from './parentPage';

/**
 * The layout properties a route carries (spec §2): the route table lists pages only, so they
 * are declared here, next to it.
 *  - `hideBreadcrumb`: the page shows no breadcrumb (the home dashboard is its own header).
 *  - `parentName`: the title of the page this one is opened from. A route carrying it hides
 *    the third-level menu, as a `parentName` in the query does, and its breadcrumb leads back
 *    to that page. Every hidden edit and detail page carries it: it is opened from a row,
 *    so the tabs of sibling pages would only lead away from unsaved work.
 *  - `uncontrolled`: any signed-in staff user may open the page without a grant (the menu
 *    filter lets it through, as the server does for its no-control calls). The campaigns'
 *    explanation pages (hidden, reached from their lists) are static how-to texts with no call
 *    behind them.
 */
export interface RouteProps {
  hideBreadcrumb: boolean;
  parentName?: string;
  /** Path of the page named by `parentName`. */
  parentPath?: string;
  uncontrolled: boolean;
}

const NO_BREADCRUMB: ReadonlySet<string> = new Set(['/homes/home/index']);

const OPENED_FROM_A_ROW: ReadonlySet<RouteDef['kind']> = new Set(['form', 'detail']);

function propsOf(route: RouteDef): RouteProps {
  const parentPath = route.hidden && OPENED_FROM_A_ROW.has(route.kind) ? parentPageOf(route.path) : undefined;
  const parentName = parentPath ? routeByPath(parentPath)?.title : undefined;
  return {
    hideBreadcrumb: NO_BREADCRUMB.has(route.path),
    ...(parentName ? { parentName, parentPath } : {}),
    uncontrolled: route.hidden && route.kind === 'explain',
  };
}

const cache = new Map<string, RouteProps>();

/** The properties of a route definition. */
export function routePropsOf(route: RouteDef): RouteProps {
  let props = cache.get(route.path);
  if (!props) {
    props = propsOf(route);
    cache.set(route.path, props);
  }
  return props;
}

/** The properties of the route behind a browser path (`/operates/carMag/carDetail/12`). */
export function routePropsAt(pathname: string): RouteProps | undefined {
  const route = matchRoute(pathname);
  return route ? routePropsOf(route) : undefined;
}
