import { sql, type SQL } from 'drizzle-orm';
import { columnOf, type ResourceDef } from '@coach/domain';
import { ident } from './codec';
import type { EngineContext } from './types';

export const MAX_PAGE_SIZE = 500;

export interface ListParams {
  pageNum: number;
  pageSize: number;
  filters: Record<string, unknown>;
}

/** Paging and filters from a list body; anything not declared searchable is ignored. */
export function listParams(body: unknown): ListParams {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const pageNum = Math.max(1, Math.floor(Number(b.pageNum) || 1));
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(Number(b.pageSize) || 10)));
  return { pageNum, pageSize, filters: b };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => '\\' + c);
const present = (v: unknown) => v !== undefined && v !== null && v !== '';

/**
 * The WHERE of every query on a resource: tenant (and channel) scope and soft delete come
 * first and cannot be left out; then the declared search fields present in the body.
 */
export function scopeWhere(def: ResourceDef, ctx: EngineContext, alias = 't'): SQL[] {
  const t = ident(alias);
  const parts = [sql`${t}.tenant_id = ${ctx.tenantId}`];
  if (def.scope === 'channel' && (ctx.isChannel || ctx.channelId)) parts.push(sql`${t}.channel_id = ${ctx.channelId ?? '-1'}`);
  if (def.softDelete) parts.push(sql`${t}.deleted = 0`);
  for (const { key, is } of def.subset ?? []) {
    const field = def.fields.find((f) => f.key === key);
    const col = sql`${t}.${ident(field ? columnOf(field) : key.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase()))}`;
    parts.push(is === 'notNull' ? sql`${col} IS NOT NULL` : sql`${col} = ${is}`);
  }
  return parts;
}

export function filterWhere(def: ResourceDef, filters: Record<string, unknown>, alias = 't'): SQL[] {
  const t = ident(alias);
  const parts: SQL[] = [];
  for (const field of def.fields) {
    const col = sql`${t}.${ident(columnOf(field))}`;
    if (field.search === 'eq' && present(filters[field.key])) {
      const n = Number(filters[field.key]);
      if (['enum', 'bool', 'int', 'carType'].includes(field.kind) && Number.isSafeInteger(n)) parts.push(sql`${col} = ${n}`);
      else if (typeof filters[field.key] === 'string') parts.push(sql`${col} = ${filters[field.key]}`);
    } else if (field.search === 'like' && typeof filters[field.key] === 'string' && (filters[field.key] as string).trim()) {
      parts.push(sql`${col} ILIKE ${'%' + escapeLike((filters[field.key] as string).trim()) + '%'}`);
    } else if (field.search === 'range') {
      // startTime/endTime (Unix seconds, end inclusive) as every list of the spec names them.
      const start = Number(filters.startTime);
      const end = Number(filters.endTime);
      if (present(filters.startTime) && Number.isSafeInteger(start)) parts.push(sql`${col} >= ${start}`);
      if (present(filters.endTime) && Number.isSafeInteger(end)) parts.push(sql`${col} <= ${end}`);
    }
  }
  return parts;
}

export function orderBy(def: ResourceDef, alias = 't'): SQL {
  const t = ident(alias);
  if (def.sortable) return sql`${t}.sort ASC, ${t}.id ASC`;
  const key = def.orderBy?.key;
  const field = key ? def.fields.find((f) => f.key === key) : undefined;
  const direction = sql.raw(def.orderBy?.direction === 'asc' ? 'ASC' : 'DESC');
  return field ? sql`${t}.${ident(columnOf(field))} ${direction}, ${t}.id ${direction}` : sql`${t}.id DESC`;
}

export const and = (parts: SQL[]) => sql.join(parts, sql` AND `);
