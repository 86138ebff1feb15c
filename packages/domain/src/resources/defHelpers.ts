import { formatDuration } from '../format/time';
import type { FieldDef, ResourceDef, RowLink } from './types';

/**
 * What the web and the server compute from a definition the same way: column names, which
 * fields list and edit, permission codes, row states, call paths, row links.
 */

/** The URL of a row link for one row (`/timedClass/statementList/totalIncome?statementNo=…`). */
export function rowLinkUrl(link: RowLink, row: Record<string, unknown>): string {
  const q = Object.entries(link.query).map(
    ([param, key]) => `${encodeURIComponent(param)}=${encodeURIComponent(String(row[key] ?? ''))}`,
  );
  return `${link.route}?${q.join('&')}`;
}

/** A `duration` field's value as the spec's duration text ('-' when missing). */
export function durationText(field: Pick<FieldDef, 'duration'>, value: unknown): string {
  if (value === null || value === undefined || value === '') return formatDuration(undefined);
  const n = Number(value);
  return formatDuration(Number.isFinite(n) ? n * (field.duration === 'minutes' ? 60 : 1) : undefined);
}

/** The body keys of a number-range filter (`search: 'between'`). */
export function betweenKeys(key: string): [min: string, max: string] {
  return [`${key}Min`, `${key}Max`];
}

/**
 * The body keys of a date-range filter (`search: 'range'`): the list's first range takes
 * `startTime`/`endTime`, as every list of the spec names them; each further one (订单管理's
 * 下单时间 beside 支付时间) `<key>Start`/`<key>End`.
 */
export function rangeKeys(
  def: Pick<ResourceDef, 'fields'>,
  field: Pick<FieldDef, 'key'>,
): [start: string, end: string] {
  const first = def.fields.find((f) => f.search === 'range');
  return !first || first.key === field.key ? ['startTime', 'endTime'] : [`${field.key}Start`, `${field.key}End`];
}

/** Column name of a field. */
export function columnOf(field: Pick<FieldDef, 'key' | 'column'>): string {
  return field.column ?? field.key.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase());
}

export function isListed(field: FieldDef): boolean {
  if (field.filterOnly) return false;
  return field.list ?? !['rich', 'textarea', 'images', 'ids', 'json'].includes(field.kind);
}

export function isEditable(field: FieldDef, creating: boolean): boolean {
  if (field.readOnly || field.filterOnly) return false;
  const form = field.form ?? true;
  return form === true || (form === 'create' && creating);
}

/** Where a resource's buttons and fields are named: its page, or its part of a page it shares. */
export function pageKeyOf(def: Pick<ResourceDef, 'route' | 'part'>): string {
  return def.part ? `${def.route}:${def.part}` : def.route;
}

/** Button permission code of an action on a resource's page: `<route>:<action>` (`<route>:<part>:<action>` for a part). */
export function buttonCode(def: Pick<ResourceDef, 'route' | 'part'>, action: string): string {
  return `${pageKeyOf(def)}:${action}`;
}

/**
 * Field permission code: a role holding any field of a page sees only those fields there;
 * holding none, it sees them all (spec section 6, per-page field visibility).
 */
export function fieldCode(def: Pick<ResourceDef, 'route' | 'part'>, key: string): string {
  return `${pageKeyOf(def)}#${key}`;
}

/** Whether a field belongs to a record with these values (see `shownWhen`). */
export function isShownFor(field: Pick<FieldDef, 'shownWhen'>, values: Record<string, unknown>): boolean {
  if (!field.shownWhen) return true;
  const value = values[field.shownWhen.key];
  return field.shownWhen.values.some((v) => String(v) === String(value));
}

/** Whether a row may be edited or deleted in its current state (see `editableIn`). */
export function isEditableRow(def: Pick<ResourceDef, 'editableIn'>, row: Record<string, unknown>): boolean {
  return !def.editableIn || def.editableIn.values.includes(Number(row[def.editableIn.field]));
}

/** Whether a row may be deleted: as it may be edited, unless the states close edits only (`keepsDelete`). */
export function isDeletableRow(def: Pick<ResourceDef, 'editableIn'>, row: Record<string, unknown>): boolean {
  return !!def.editableIn?.keepsDelete || isEditableRow(def, row);
}

/**
 * A call path of a definition with its path parameter filled (`/filing/:subpath/list` →
 * `/filing/motor/list`): with the given page params, else those of its first page.
 */
export function callPath(
  def: Pick<ResourceDef, 'pathParam' | 'routes'>,
  path: string,
  params?: Readonly<Record<string, string | number>>,
): string {
  const param = def.pathParam?.param;
  if (!param || !path.includes(`:${param}`)) return path;
  const value = (params ?? def.routes?.[0]?.params)?.[param];
  return value === undefined ? path : path.replace(`:${param}`, String(value));
}

/**
 * The form of a row action (ActionDef.form) whose call is about a row of `parent` (派单,
 * 转为订单, 更换手机号): the page, table, scope and deletion of its parent, the button's words as
 * its title, its create call (the feature's own route: `ownRoutes`), and only the fields the
 * user fills in.
 */
export function rowFormDef(
  parent: ResourceDef,
  form: { name: string; title: string; part: string; create: string; fields: readonly FieldDef[] },
): ResourceDef {
  return {
    name: form.name,
    title: form.title,
    createLabel: form.title,
    route: parent.route,
    part: form.part,
    table: parent.table,
    scope: parent.scope,
    softDelete: parent.softDelete,
    api: { create: form.create },
    // The call claims the parent's row and does what the button says: the feature's appCall.
    ownRoutes: true,
    fields: form.fields,
  };
}
