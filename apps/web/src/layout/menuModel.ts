import {
  GROUP_TITLES,
  TOP_MENU_GROUPS,
  firstPage,
  groupMenu,
  groupOf,
  matchRoute,
  nodeTitle,
  type MenuNode,
} from '@coach/domain/routes/index.ts';
import { parentPageOf } from '@coach/domain/routes/parentPage.ts';
import { routePropsOf } from '@coach/domain/routes/routeProps.ts';
import { canSeeRoute, type AccessModel } from '../platform/permissions';
import { CHANNEL_GROUP, CHANNEL_HOME, WELCOME_PAGE } from '../app/paths';

/**
 * The menus as data, derived from the route table and the user's access (spec §2, §6).
 * Depth counts path segments: 1 is the group (top menu), 2 and 3 the side menu, 4 and
 * deeper the third-level menu (tabs above the content).
 */

export { CHANNEL_GROUP, CHANNEL_HOME, HOME_PAGE, WELCOME_PAGE } from '../app/paths';

export function depthOf(path: string): number {
  return path.split('/').filter(Boolean).length;
}

/** First `depth` segments of a path: `ancestorAt('/a/b/c/d', 3)` is `/a/b/c`. */
export function ancestorAt(path: string, depth: number): string {
  return '/' + path.split('/').filter(Boolean).slice(0, depth).join('/');
}

/**
 * Title of a menu node. A group is named by GROUP_TITLES even when a route shares its path
 * (`/channelMgs` is also a hidden route titled 渠道信息, but the group is 渠道后台).
 */
export function menuTitle(path: string): string {
  return GROUP_TITLES[path] ?? nodeTitle(path);
}

const groupCache = new Map<string, MenuNode>();
function cachedGroup(group: string): MenuNode {
  let node = groupCache.get(group);
  if (!node) {
    node = { ...groupMenu(group), title: menuTitle(group) };
    groupCache.set(group, node);
  }
  return node;
}

/**
 * A copy of the tree holding only what the user may see: a page when it is not hidden and
 * allowed; a folder when any child remains. Hidden pages never appear in menus.
 */
export function filterMenu(node: MenuNode, allowed: (path: string) => boolean): MenuNode | undefined {
  if (node.hidden) return undefined;
  if (node.isPage) return allowed(node.path) ? { ...node, children: [] } : undefined;
  const children = node.children.map((c) => filterMenu(c, allowed)).filter((c): c is MenuNode => !!c);
  return children.length ? { ...node, children } : undefined;
}

/** The group's menu as the user sees it (undefined when nothing in it is visible). */
export function visibleGroupMenu(access: AccessModel, group: string): MenuNode | undefined {
  return filterMenu(cachedGroup(group), (path) => canSeeRoute(access, path));
}

/**
 * Groups of the top menu. Channel users see only the channel area they land in; staff see the
 * spec's 13 groups, never the hidden channel area: those granted it open it from 渠道管理's
 * row (渠道后台), which picks the channel, and there switch channels in the header.
 */
export function visibleGroups(access: AccessModel): MenuNode[] {
  const groups = access.isChannel ? [CHANNEL_GROUP] : TOP_MENU_GROUPS;
  return groups.map((g) => visibleGroupMenu(access, g)).filter((g): g is MenuNode => !!g);
}

/** Where a click on a menu node lands: the node itself for a page, else its first page. */
export function landingOf(node: MenuNode): string | undefined {
  return node.isPage ? node.path : firstPage(node);
}

/** Where `/` sends the user: the channel home for channel users, else the first page. */
export function landingPath(access: AccessModel): string {
  if (access.isChannel) {
    const channel = visibleGroupMenu(access, CHANNEL_GROUP);
    if (channel) return canSeeRoute(access, CHANNEL_HOME) ? CHANNEL_HOME : (landingOf(channel) ?? WELCOME_PAGE);
    return WELCOME_PAGE;
  }
  for (const group of visibleGroups(access)) {
    const page = landingOf(group);
    if (page) return page;
  }
  return WELCOME_PAGE;
}

/** The route pattern behind a browser path (`/operates/carMag/carDetail/:id` for `/12`). */
export function routePathOf(pathname: string): string | undefined {
  return matchRoute(pathname)?.path;
}

/**
 * The page whose menu entry stands for the current path: the page itself, or for a hidden
 * page the page it was opened from.
 */
export function menuAnchorOf(pathname: string): string | undefined {
  const route = matchRoute(pathname);
  if (!route || route.kind === 'fixed') return undefined;
  return route.hidden ? (parentPageOf(route.path) ?? route.path) : route.path;
}

/** Side-menu key to highlight: the anchor cut to depth 3 (deeper pages live in tabs). */
export function sideSelectedKey(pathname: string): string | undefined {
  const anchor = menuAnchorOf(pathname);
  return anchor ? ancestorAt(anchor, Math.min(3, depthOf(anchor))) : undefined;
}

/** Side-menu folder to open: the depth-2 ancestor when the highlighted item is deeper. */
export function sideOpenKey(pathname: string): string | undefined {
  const key = sideSelectedKey(pathname);
  return key && depthOf(key) >= 3 ? ancestorAt(key, 2) : undefined;
}

/** Finds a node of a tree by path. */
export function findNode(node: MenuNode, path: string): MenuNode | undefined {
  if (node.path === path) return node;
  for (const child of node.children) {
    if (path === child.path || path.startsWith(child.path + '/')) return findNode(child, path);
  }
  return undefined;
}

/**
 * Tabs of the third-level menu for the current path: the visible pages under the page's
 * depth-3 folder, when the page sits at depth 4 or deeper. Empty when nothing to switch to.
 */
export function threeMenuOf(access: AccessModel, pathname: string): MenuNode[] {
  const anchor = menuAnchorOf(pathname);
  if (!anchor || depthOf(anchor) < 4) return [];
  const group = visibleGroupMenu(access, groupOf(anchor));
  const folder = group && findNode(group, ancestorAt(anchor, 3));
  if (!folder) return [];
  const tabs: MenuNode[] = [];
  const collect = (n: MenuNode) => (n.isPage ? tabs.push(n) : n.children.forEach(collect));
  folder.children.forEach(collect);
  return tabs;
}

/** One level of the breadcrumb: its title and the path of its node (group, folder or page). */
export interface Crumb {
  title: string;
  path: string;
}

/** Breadcrumb levels: group, folders, the page a hidden page is opened from, and the page, without repeating a title. */
export function breadcrumbEntries(pathname: string, titleOf: (path: string) => string): Crumb[] {
  const route = matchRoute(pathname);
  if (!route || route.kind === 'fixed') return [];
  const segments = route.path.split('/').filter(Boolean);
  const crumbs: Crumb[] = [];
  const last = () => crumbs[crumbs.length - 1]?.title;
  for (let i = 1; i <= segments.length; i += 1) {
    const prefix = '/' + segments.slice(0, i).join('/');
    if (segments[i - 1].startsWith(':')) continue;
    const title = i === segments.length ? route.title : titleOf(prefix);
    if (title && last() !== title) crumbs.push({ title, path: prefix });
  }
  if (route.title && last() !== route.title) crumbs.push({ title: route.title, path: route.path });
  // A page opened from another one leads back to it, just before its own title.
  const { parentName, parentPath } = routePropsOf(route);
  if (parentName && parentPath && !crumbs.some((c) => c.path === parentPath || c.title === parentName)) {
    crumbs.splice(crumbs.length - 1, 0, { title: parentName, path: parentPath });
  }
  return crumbs;
}

/** Breadcrumb titles: group, folders and the page, without repeating a title. */
export function breadcrumbOf(pathname: string, titleOf: (path: string) => string): string[] {
  return breadcrumbEntries(pathname, titleOf).map((c) => c.title);
}

/** Where a breadcrumb level opens: its page, or the first page of its group or folder the user may see. */
export function crumbTarget(access: AccessModel, path: string): string | undefined {
  const group = visibleGroupMenu(access, ancestorAt(path, 1));
  const node = group && findNode(group, path);
  if (node) return landingOf(node);
  const route = matchRoute(path);
  return route && route.path === path && canSeeRoute(access, path) ? path : undefined;
}
