import routeRows from './routes.generated.json';
import type { RouteDef, RouteKind, RouteRow } from './routeTypes';
import { AREAS } from '@coach/areas/index.ts';
import type { AreaDef } from '../areas/defineArea';

/** The pages areas declare beyond the table (`pages` in an area.ts): in their path's group and the area's chunk. */
export function areaRouteRows(areas: readonly AreaDef[]): RouteRow[] {
  return areas.flatMap((area) =>
    (area.pages ?? []).map((page): RouteRow => [
      page.path,
      page.title,
      groupOf(page.path),
      page.hidden ? 1 : 0,
      area.name,
      page.kind,
      null,
    ]),
  );
}

/** Rows of the spec's route table (scripts/gen-spec-tables.mjs) and the areas' own pages. */
const ROUTE_ROWS = [...(routeRows as unknown as readonly RouteRow[]), ...areaRouteRows(AREAS)];
import { GROUP_ORDER, GROUP_TITLES, NODE_TITLES } from './menuTitles';
import { categoryByKey } from '../categories';

export type { RouteDef, RouteKind } from './routeTypes';
export { GROUP_TITLES, GROUP_ORDER, HIDDEN_GROUPS, TOP_MENU_GROUPS } from './menuTitles';

/** Every page of the console, as listed in the spec's route table. */
export const ROUTES: readonly RouteDef[] = ROUTE_ROWS.map(([path, title, group, hidden, chunk, kind, carType]) => ({
  path,
  title,
  group,
  hidden: hidden === 1,
  chunk,
  kind: kind as RouteKind,
  carType,
}));

const byPath = new Map(ROUTES.map((r) => [r.path, r]));

export function routeByPath(path: string): RouteDef | undefined {
  return byPath.get(path);
}

/** Pages that live inside the shell (every route of a menu group, not the fixed ones). */
export const PAGE_ROUTES = ROUTES.filter((r) => r.group !== 'fixed' && r.kind !== 'group');

/** Routes with a `:param` segment, matched by pattern. */
const paramRoutes = PAGE_ROUTES.filter((r) => r.path.includes('/:')).map((r) => ({
  route: r,
  pattern: new RegExp('^' + r.path.replace(/:[^/]+/g, '[^/]+') + '$'),
}));

/** Finds the route definition for a concrete browser path (handles `/carDetail/:id`). */
export function matchRoute(pathname: string): RouteDef | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return byPath.get(clean) ?? paramRoutes.find((p) => p.pattern.test(clean))?.route;
}

/** First path segment with its slash: `/marketings/classMgList` -> `/marketings`. */
export function groupOf(pathname: string): string {
  const seg = pathname.split('/').filter(Boolean)[0];
  return seg ? '/' + seg : '/';
}

/** Title of any menu node: a page's title, a group title, a named node, or a car category. */
export function nodeTitle(path: string): string {
  // A group's own row (hidden /channelMgs redirect) must not rename the whole group.
  if (GROUP_TITLES[path]) return GROUP_TITLES[path];
  const route = byPath.get(path);
  if (route) return route.title;
  if (NODE_TITLES[path]) return NODE_TITLES[path];
  const last = path.split('/').pop() ?? '';
  return categoryByKey(last)?.name ?? last;
}

export interface MenuNode {
  /** Path of the page or of the intermediate node. */
  path: string;
  title: string;
  /** True when the node is a page (can be navigated to). */
  isPage: boolean;
  hidden: boolean;
  children: MenuNode[];
}

/**
 * The menu tree of one group, built from the path segments of its pages. Depth 1 is the
 * group, depth 2 and 3 go to the side menu, depth 4 and below to the third-level menu.
 */
export function groupMenu(group: string): MenuNode {
  const root: MenuNode = { path: group, title: nodeTitle(group), isPage: false, hidden: false, children: [] };
  const nodes = new Map<string, MenuNode>([[group, root]]);
  const ensure = (path: string): MenuNode => {
    const existing = nodes.get(path);
    if (existing) return existing;
    const parentPath = path.slice(0, path.lastIndexOf('/'));
    const parent = ensure(parentPath);
    const route = byPath.get(path);
    const node: MenuNode = {
      path,
      title: nodeTitle(path),
      isPage: !!route && route.kind !== 'group',
      hidden: route?.hidden ?? false,
      children: [],
    };
    parent.children.push(node);
    nodes.set(path, node);
    return node;
  };
  for (const r of PAGE_ROUTES) if (r.group === group && r.path !== group) ensure(r.path);
  // An intermediate node is hidden when every page beneath it is hidden.
  const settle = (n: MenuNode): boolean => {
    const visibleChild = n.children.map(settle).some((v) => v);
    if (!n.isPage) n.hidden = !visibleChild;
    return !n.hidden;
  };
  settle(root);
  return root;
}

export const MENU_GROUPS: readonly string[] = GROUP_ORDER;

/** The first visible page of a menu node (where a click on a group or folder lands). */
export function firstPage(node: MenuNode, allowed: (path: string) => boolean = () => true): string | undefined {
  if (node.isPage && !node.hidden && allowed(node.path)) return node.path;
  for (const child of node.children) {
    if (child.hidden) continue;
    const found = firstPage(child, allowed);
    if (found) return found;
  }
  return undefined;
}
