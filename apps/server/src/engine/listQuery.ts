import { sql, type SQL } from 'drizzle-orm';
import {
  betweenKeys,
  columnOf,
  phoneQuery,
  rangeKeys,
  rules,
  searchModeOf,
  type FieldDef,
  type ResourceDef,
} from '@coach/domain';
import { orgWhere } from './orgScope';
import { columnSql, ident } from './codec';
import type { EngineContext } from './types';
import { BizError } from '../platform/envelope';
import { eqFilterValue, filterText, isAbsent, numberBound, timeBound } from './listInput';

export { MAX_PAGE_SIZE, listParams, type ListParams } from './listInput';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => '\\' + c);

/**
 * The WHERE of every query on a resource: tenant (and channel) scope and soft delete come
 * first and cannot be left out; then the declared search fields present in the body.
 */
export function scopeWhere(def: ResourceDef, ctx: EngineContext, alias = 't'): SQL[] {
  const t = ident(alias);
  const parts = [sql`${t}.tenant_id = ${ctx.tenantId}`];
  if (def.scope === 'channel' && (ctx.isChannel || ctx.channelId))
    parts.push(sql`${t}.channel_id = ${ctx.channelId ?? '-1'}`);
  if (def.softDelete) parts.push(sql`${t}.deleted = 0`);
  parts.push(...orgWhere(def.org, ctx, alias));
  if (ctx.fixed) parts.push(sql`${t}.${ident(ctx.fixed.column)} = ${ctx.fixed.value}`);
  for (const { key, is } of def.subset ?? []) {
    const field = def.fields.find((f) => f.key === key);
    const col = sql`${t}.${ident(field ? columnOf(field) : key.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase()))}`;
    parts.push(is === 'notNull' ? sql`${col} IS NOT NULL` : sql`${col} = ${is}`);
  }
  return parts;
}

/**
 * The declared search fields present in the body, each checked by its kind first (a value the
 * column cannot take is refused with the field's name, see listInput.ts).
 */
export function filterWhere(def: ResourceDef, filters: Record<string, unknown>, alias = 't'): SQL[] {
  const parts: SQL[] = [];
  for (const field of def.fields) {
    const col = columnSql(def, field, alias);
    const raw = filters[field.key];
    if (field.search === 'eq' && !isAbsent(raw) && field.options?.some((o) => o.members)) {
      // A choice standing for several codes (a statistic set): one of the declared choices only.
      const chosen = field.options.find((o) => String(o.value) === String(filterText(field.label, raw)));
      if (!chosen?.members?.length) throw new BizError(`${field.label}的值不正确`);
      parts.push(
        sql`${col} IN (${sql.join(
          chosen.members.map((m) => sql`${m}`),
          sql`, `,
        )})`,
      );
    } else if (field.search === 'eq' && !isAbsent(raw)) {
      parts.push(sql`${col} = ${eqFilterValue(field, raw)}`);
    } else if (searchModeOf(field) === 'phone' && !isAbsent(raw)) {
      const phone = phoneWhere(field, col, raw);
      if (phone) parts.push(phone);
    } else if (field.search === 'like' && !isAbsent(raw)) {
      const text = filterText(field.label, raw).trim();
      if (text) parts.push(sql`${col} ILIKE ${'%' + escapeLike(text) + '%'}`);
    } else if (field.search === 'between') {
      const [minKey, maxKey] = betweenKeys(field.key);
      // The spec's range pair first (both ends, positive, min <= max), as the search form
      // checks it: a minimum above the maximum would otherwise answer an empty list.
      const rangeError = rules.range([filters[minKey], filters[maxKey]]);
      if (rangeError) throw new BizError(`${field.label}：${rangeError}`);
      const min = numberBound(filters[minKey], `${field.label}下限`);
      const max = numberBound(filters[maxKey], `${field.label}上限`);
      if (min !== undefined) parts.push(sql`${col} >= ${min}`);
      if (max !== undefined) parts.push(sql`${col} <= ${max}`);
    } else if (field.search === 'range') {
      // Unix seconds, end inclusive: startTime/endTime for the list's first range (as every
      // list of the spec names them), <key>Start/<key>End for any further one.
      const [startKey, endKey] = rangeKeys(def, field);
      const first = startKey === 'startTime';
      const start = timeBound(filters[startKey], first ? '开始时间' : `${field.label}起`);
      const end = timeBound(filters[endKey], first ? '结束时间' : `${field.label}止`);
      if (start !== undefined) parts.push(sql`${col} >= ${start}`);
      if (end !== undefined) parts.push(sql`${col} <= ${end}`);
    }
  }
  for (const absent of def.absentIn ?? []) {
    const raw = filters[absent.key];
    if (isAbsent(raw)) continue;
    // Checked as an int filter's value is (a whole number the column holds, else named).
    const value = eqFilterValue({ key: absent.key, label: absent.label, kind: 'int' }, raw);
    const other = ident(absent.table);
    const live = absent.softDelete ? sql` AND o.deleted = 0` : sql``;
    // Compared as text: references kept in a varchar (an id typed into a form field) match
    // the bigint id, and a varchar column's index still serves the text comparison.
    parts.push(sql`NOT EXISTS (SELECT 1 FROM ${other} o WHERE o.tenant_id = ${ident(alias)}.tenant_id AND o.${ident(absent.refColumn)}::text = ${ident(alias)}.id::text
      AND o.${ident(absent.valueColumn)} = ${value}${live})`);
  }
  return parts;
}

/**
 * A phone filter (`searchModeOf`): the number begins with the digits typed, or, for exactly 4,
 * also ends with them (尾号) — matched on the stored whole number, so masking in the list does
 * not hide it from the search; anything but digits is refused by the field's name.
 */
function phoneWhere(field: FieldDef, col: SQL, raw: unknown): SQL | undefined {
  const query = phoneQuery(filterText(field.label, raw));
  if (query === null) throw new BizError(`${field.label}：请输入手机号的前几位或尾号4位数字`);
  if (!query) return undefined;
  const starts = sql`${col} LIKE ${query.prefix + '%'}`;
  return query.suffix ? sql`(${starts} OR ${col} LIKE ${'%' + query.suffix})` : starts;
}

export function orderBy(def: ResourceDef, alias = 't'): SQL {
  const t = ident(alias);
  if (def.sortable) {
    // Rows ordered within a group (a course's coursewares) read group by group.
    const groups = (def.sortWithin ?? []).map(
      (key) => sql`${t}.${ident(columnOf(def.fields.find((f) => f.key === key)!))} ASC, `,
    );
    return sql`${sql.join(groups, sql``)}${t}.sort ASC, ${t}.id ASC`;
  }
  const key = def.orderBy?.key;
  const field = key ? def.fields.find((f) => f.key === key) : undefined;
  const direction = sql.raw(def.orderBy?.direction === 'asc' ? 'ASC' : 'DESC');
  return field ? sql`${t}.${ident(columnOf(field))} ${direction}, ${t}.id ${direction}` : sql`${t}.id DESC`;
}

export const and = (parts: SQL[]) => sql.join(parts, sql` AND `);
