import { resourceOfRoute } from '@coach/domain/resources/index.ts';
import { reportOfRoute, type ReportDef, type ReportRoute } from '@coach/domain/reports/index.ts';
import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { SETTINGS } from '@coach/domain/settings/index.ts';
import type { SettingsDef } from '@coach/domain/settings/types.ts';

/**
 * What a route shows, from the domain definitions: a resource list (its `route`),
 * the resource's form page (its `formRoute`), a report (one of its `routes`), or one or more settings forms (webSetting has
 * three, shown as tabs). Undefined when the route has no definition (explain/report pages).
 */
export type RouteDef =
  | { kind: 'list'; def: ResourceDef; params?: Readonly<Record<string, string | number>> }
  | { kind: 'form'; def: ResourceDef }
  | { kind: 'detail'; def: ResourceDef }
  | { kind: 'settings'; settings: SettingsDef[] }
  | { kind: 'report'; def: ReportDef; route: ReportRoute }
  | { kind: 'tree'; def: ResourceDef; params: Readonly<Record<string, string | number>> };

export function routeDefOf(path: string): RouteDef | undefined {
  const def = resourceOfRoute(path);
  const page = def?.routes?.find((r) => r.path === path);
  if (def && page) return def.tree ? { kind: 'tree', def, params: page.params } : { kind: 'list', def, params: page.params };
  if (def) return { kind: def.route === path ? 'list' : def.detailRoute === path ? 'detail' : 'form', def };
  const report = reportOfRoute(path);
  if (report) return { kind: 'report', ...report };
  const settings = SETTINGS.filter((s) => s.route === path);
  return settings.length ? { kind: 'settings', settings } : undefined;
}
