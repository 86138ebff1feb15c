import { RESOURCES, resourcesByName } from '../resources';
import type { FieldDef, ResourceDef } from '../resources/types';
import { REPORTS } from '../reports';
import { SETTINGS } from '../settings';
import { CALLS, NO_CONTROL_CALLS } from './index';

/**
 * The lookups a page's filters and forms call (issue 50.4): a role granted the page may make
 * them, whoever owns them (优惠券订单's 渠道 filter lists 渠道管理's channels). Derived from the
 * definitions: `selector` fields (`…/listForSelector`), `picker` fields (another resource's
 * list), report filters with a `selector`, and the fields of another resource's form a row
 * action opens on the page (申请退款 of 订单管理). Only calls that read ('list' or 'dict' in the
 * call table) are ever derived: no write is granted this way.
 */
const LOOKUP_ACTIONS = new Set(['list', 'dict']);
const callAction = new Map(CALLS.map((c) => [c.path, c.action]));
const open = new Set(NO_CONTROL_CALLS);

/** A lookup any page may be granted: a read of the call table that is not open to everyone anyway. */
export function isLookupCall(path: string): boolean {
  return LOOKUP_ACTIONS.has(callAction.get(path) ?? '') && !open.has(path);
}

interface Lookup {
  path: string;
  /** Row keys a picker shows or searches by (what a lookup-only answer keeps). */
  keys: readonly string[];
}

function fieldLookups(fields: readonly FieldDef[]): Lookup[] {
  const out: Lookup[] = [];
  for (const f of fields) {
    if (f.selector) out.push({ path: f.selector, keys: [] });
    if (f.picker)
      out.push({ path: f.picker.list, keys: [f.picker.label, ...(f.picker.search ? [f.picker.search] : [])] });
  }
  return out;
}

function pagesOf(def: ResourceDef): string[] {
  return [def.route, def.formRoute, def.detailRoute, ...(def.routes ?? []).map((r) => r.path)].filter(
    (p): p is string => !!p,
  );
}

function resourceLookups(def: ResourceDef): Lookup[] {
  const forms = (def.actions ?? [])
    .map((a) => (a.form ? resourcesByName[a.form.resource] : undefined))
    .filter((d): d is ResourceDef => !!d)
    .flatMap((d) => d.fields.filter((f) => f.form !== false));
  return fieldLookups([...def.fields, ...forms]);
}

interface Derived {
  byPage: Map<string, string[]>;
  keysByCall: Map<string, Set<string>>;
}

let derived: Derived | undefined;

function derive(): Derived {
  const byPage = new Map<string, string[]>();
  const keysByCall = new Map<string, Set<string>>();
  const add = (page: string, lookups: readonly Lookup[]) => {
    for (const { path, keys } of lookups) {
      if (!isLookupCall(path)) continue;
      const list = byPage.get(page) ?? byPage.set(page, []).get(page)!;
      if (!list.includes(path)) list.push(path);
      const kept = keysByCall.get(path) ?? keysByCall.set(path, new Set()).get(path)!;
      keys.forEach((k) => kept.add(k));
    }
  };
  for (const def of RESOURCES) {
    const lookups = resourceLookups(def);
    for (const page of pagesOf(def)) add(page, lookups);
  }
  for (const def of REPORTS) {
    const lookups = (def.filters ?? []).flatMap((f) => (f.selector ? [{ path: f.selector, keys: [] }] : []));
    for (const route of def.routes) add(route.path, lookups);
  }
  for (const def of SETTINGS) add(def.route, fieldLookups(def.fields));
  return { byPage, keysByCall };
}

/** Page path → the lookup calls its filters and forms make (only pages that make any). */
export function pageLookups(): ReadonlyMap<string, readonly string[]> {
  derived ??= derive();
  return derived.byPage;
}

/**
 * What an answer of a lookup keeps for a caller granted it only through a page: the row keys
 * the pages' pickers show and search by (the id always stays). `undefined` for a call no picker
 * names (a `listForSelector` answers `{id, name}` anyway).
 */
export function lookupKeysOf(path: string): readonly string[] | undefined {
  derived ??= derive();
  const keys = derived.keysByCall.get(path);
  return keys && keys.size > 0 ? [...keys] : undefined;
}
