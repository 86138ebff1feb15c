import type { ResourceDef } from '../resources/types';
import type { ReportDef } from '../reports/types';
import type { SettingsDef } from '../settings/types';
import type { RouteKind } from '../routes/routeTypes';

/**
 * A page an area adds beyond the spec's route table (a decided page): the router, the menu (in
 * the group of its path's first segment) and the permission catalogue take it as they take the
 * table's rows. Its chunk is the area's.
 */
export interface AreaPage {
  path: string;
  title: string;
  kind: RouteKind;
  /** Reached from another page only (a detail), not from the menu. */
  hidden?: boolean;
}

/**
 * One business area of the console (a folder under `areas/`, named for the spec's menu group it
 * serves first): the definitions it declares. Pure data, shared by server and web: the server
 * serves every resource (its list, form, tree and actions), report and settings form named
 * here, and the web opens their pages, with no registry line anywhere else. The area's server
 * part (`areas/<area>/server/index.ts`, hooks, calls and seeds) and web part
 * (`areas/<area>/web/pages.ts`, pages of its own) are found by the folder's name.
 */
export interface AreaDef {
  /** The folder's name under `areas/`. */
  name: string;
  /** What the area is, in the console's words (its menu group's title). */
  title: string;
  resources?: readonly ResourceDef[];
  reports?: readonly ReportDef[];
  settings?: readonly SettingsDef[];
  pages?: readonly AreaPage[];
}

/** Declares an area; the catalogue picks up what it names (see `areas/index.ts`). */
export function defineArea(area: AreaDef): AreaDef {
  return area;
}

/** Every definition of a kind over the areas, in the areas' order. */
export function definitionsOf<K extends 'resources' | 'reports' | 'settings' | 'pages'>(
  areas: readonly AreaDef[],
  kind: K,
): NonNullable<AreaDef[K]>[number][] {
  return areas.flatMap((area) => (area[kind] ?? []) as NonNullable<AreaDef[K]>[number][]);
}
