import { resourceOfRoute } from '@coach/domain/resources/index.ts';
import { reportsOfRoute, type ReportDef, type ReportRoute } from '@coach/domain/reports/index.ts';
import type { FieldPicker, ResourceDef, ResourceRoute } from '@coach/domain/resources/types.ts';
import { SETTINGS } from '@coach/domain/settings/index.ts';
import type { SettingsDef } from '@coach/domain/settings/types.ts';

type Params = Readonly<Record<string, string | number>>;

/**
 * What a route shows, from the domain definitions: a resource list (its `route`, or one of
 * its `routes` with fixed filters), the resource's form page (its `formRoute`, or a form
 * route of one category), a report (one of its `routes`), or one or more settings forms
 * (webSetting has three, shown as tabs). Undefined when the route has no definition.
 */
export type RouteDef =
  | { kind: 'list'; def: ResourceDef; params?: Params }
  | { kind: 'form'; def: ResourceDef; listPath?: string }
  | { kind: 'detail'; def: ResourceDef }
  | { kind: 'settings'; settings: SettingsDef[] }
  | {
      kind: 'report';
      def: ReportDef;
      route: ReportRoute;
      /** Every report of the page (several: its tabs). */ reports: { def: ReportDef; route: ReportRoute }[];
    }
  | { kind: 'tree'; def: ResourceDef; params: Params };

const instances = new Map<string, ResourceDef>();

/**
 * The definition as the pages of one category use it: its calls carry the category in their
 * path (`/filing/pt/list`), 新增/编辑 open that category's form page, and a picker offers the
 * category's rows only. Made once per category, so caches and memos see one object.
 */
function pageDef(def: ResourceDef, page: ResourceRoute): ResourceDef {
  const path = def.pathParam;
  const value = path ? page.params[path.param] : undefined;
  if (!path || value === undefined) return def;
  const key = `${def.name}:${value}`;
  const made = instances.get(key);
  if (made) return made;
  const fill = (p: string) => p.replace(`:${path.param}`, String(value));
  const api = Object.fromEntries(
    Object.entries(def.api).map(([k, v]) => [k, typeof v === 'string' ? fill(v) : v]),
  ) as ResourceDef['api'];
  const formPage = def.routes?.find((r) => r.form && r.params[path.param] === value);
  const fixed = page.params[path.key];
  const instance: ResourceDef = {
    ...def,
    api,
    formRoute: formPage?.path ?? def.formRoute,
    transitions: def.transitions?.map((t) => ({ ...t, path: fill(t.path) })),
    fields: def.fields.map((f) =>
      f.picker && fixed !== undefined ? { ...f, picker: pickerOfPage(f.picker, path.key, fixed) } : f,
    ),
  };
  instances.set(key, instance);
  return instance;
}

/** A picker on a category's page: the category goes along under the field's key and every `pathValueAs` key. */
function pickerOfPage(picker: FieldPicker, key: string, value: string | number): FieldPicker {
  const keys = [key, ...(picker.pathValueAs ?? [])];
  return { ...picker, params: { ...picker.params, ...Object.fromEntries(keys.map((k) => [k, value])) } };
}

/** The filters a page fixes, without the path value its calls already carry. */
function listParams(def: ResourceDef, page: ResourceRoute): Params {
  if (!def.pathParam) return page.params;
  const { [def.pathParam.param]: _inPath, ...rest } = page.params;
  return rest;
}

export function routeDefOf(path: string): RouteDef | undefined {
  const def = resourceOfRoute(path);
  const page = def?.routes?.find((r) => r.path === path);
  if (def && page) {
    if (def.tree) return { kind: 'tree', def, params: page.params };
    const instance = pageDef(def, page);
    if (page.form) {
      const list = def.routes?.find(
        (r) => !r.form && def.pathParam && r.params[def.pathParam.param] === page.params[def.pathParam.param],
      );
      return { kind: 'form', def: instance, listPath: list?.path };
    }
    return { kind: 'list', def: instance, params: listParams(def, page) };
  }
  if (def) return { kind: def.route === path ? 'list' : def.detailRoute === path ? 'detail' : 'form', def };
  const reports = reportsOfRoute(path);
  if (reports.length) return { kind: 'report', ...reports[0], reports };
  const settings = SETTINGS.filter((s) => s.route === path);
  return settings.length ? { kind: 'settings', settings } : undefined;
}
