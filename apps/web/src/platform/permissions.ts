import { matchRoute, type RouteDef } from '@coach/domain/routes/index.ts';
import { parentPagesOf } from '@coach/domain/routes/parentPage.ts';
import { routePropsOf } from '@coach/domain/routes/routeProps.ts';
import { isAdminProfile, isChannelUser } from './session';
import type { LoadResult, ResourceMap } from './sessionTypes';

/**
 * What the signed-in user may see (spec §6). Deny by default: a page shows when the user
 * is an administrator or holds its path; a hidden page (detail, edit) when the user holds
 * a page it is opened from. Button codes come from the permission list and the per-page
 * resource map. The server enforces the same rules on every call; this only shapes the UI.
 */
export interface AccessModel {
  isAdmin: boolean;
  isChannel: boolean;
  permissions: ReadonlySet<string>;
  resMap: ResourceMap;
}

export const NO_ACCESS: AccessModel = { isAdmin: false, isChannel: false, permissions: new Set(), resMap: {} };

export function accessOf(profile: LoadResult | null, resMap: ResourceMap = {}): AccessModel {
  if (!profile) return NO_ACCESS;
  return {
    isAdmin: isAdminProfile(profile),
    isChannel: isChannelUser(profile.user),
    permissions: new Set(profile.permissions ?? []),
    resMap,
  };
}

/** May the user open this route definition? */
export function canSeeRouteDef(access: AccessModel, route: RouteDef): boolean {
  if (route.group === 'fixed') return true;
  // Channel users live in the channel area only; staff reach it when granted (or admin).
  if (access.isChannel && route.group !== '/channelMgs') return false;
  if (access.isAdmin || access.permissions.has(route.path)) return true;
  // Pages any signed-in staff user may open, as the server's no-control calls (spec §2).
  if (routePropsOf(route).uncontrolled) return true;
  if (route.hidden) return parentPagesOf(route.path).some((parent) => access.permissions.has(parent));
  return false;
}

/** May the user open this browser path (`/operates/carMag/carDetail/12` included)? */
export function canSeeRoute(access: AccessModel, path: string): boolean {
  const route = matchRoute(path);
  return !!route && canSeeRouteDef(access, route);
}

/**
 * Is the element with this permission id granted? Administrators see every element; others
 * need the code in their permission list or among the buttons of a page's resource map.
 */
export function hasButton(access: AccessModel, code: string): boolean {
  if (access.isAdmin || access.permissions.has(code)) return true;
  return Object.values(access.resMap).some((entry) => entry.buttons?.includes(code));
}
