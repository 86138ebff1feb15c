import {
  bigint,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { columnOf, type FieldDef, type ResourceDef } from '@coach/domain';
import { auditColumns, deletedColumn, idColumn, refColumn, sortColumn } from '../db/schema/columns';

/** Columns every engine table has whatever its fields say. */
const BASE_COLUMNS = new Set([
  'id',
  'tenant_id',
  'channel_id',
  'deleted',
  'sort',
  'is_default',
  'create_time',
  'update_time',
  'create_by',
  'update_by',
]);

function columnFor(field: FieldDef): PgColumnBuilderBase | undefined {
  const name = columnOf(field);
  switch (field.kind) {
    case 'text':
    case 'image':
    case 'video':
      return varchar(name, { length: field.maxLength ?? 255 });
    case 'textarea':
    case 'rich':
      return text(name);
    case 'int':
      return integer(name);
    case 'decimal':
      return numeric(name, { precision: 14, scale: 2 });
    case 'money':
      // Fen, never floats (domain.md).
      return bigint(name, { mode: 'number' });
    case 'enum':
    case 'bool':
    case 'carType':
      return smallint(name)
        .notNull()
        .default(Number(field.defaultValue ?? 0));
    case 'date':
    case 'datetime':
      return bigint(name, { mode: 'number' });
    case 'images':
    case 'region':
      return jsonb(name);
    case 'ids':
      return undefined; // kept in a relation table by the resource's own behaviour
  }
}

/**
 * The Drizzle table of a resource, derived from its definition (drizzle-kit generates the
 * migration from it). `extra` adds columns only the server knows (password hashes ...);
 * `extraIndexes` adds the constraints only the feature knows (a student's one seat per plan).
 */
export function tableFromDef(
  def: ResourceDef,
  extra: Record<string, PgColumnBuilderBase> = {},
  extraIndexes?: (columns: Record<string, never>) => unknown[],
) {
  const columns: Record<string, PgColumnBuilderBase> = {
    id: idColumn(),
    tenantId: refColumn('tenant_id').notNull(),
  };
  if (def.scope === 'channel') columns.channelId = refColumn('channel_id').notNull();
  for (const field of def.fields) {
    if (BASE_COLUMNS.has(columnOf(field)) || field.filterOnly || field.lookup) continue;
    const column = columnFor(field);
    if (column) columns[field.key] = column;
  }
  if (def.softDelete) columns.deleted = deletedColumn();
  if (def.sortable) columns.sort = sortColumn();
  if (def.protectDefault) columns.isDefault = smallint('is_default').notNull().default(0);
  Object.assign(columns, auditColumns(), extra);
  return pgTable(def.table, columns, (t) => {
    const c = t as unknown as Record<string, never>;
    const live = def.softDelete ? sql`deleted = 0` : undefined;
    const built = [index(`${def.table}_tenant_idx`).on(c.tenantId, c.id)];
    for (const field of def.fields) {
      if (!c[field.key] || BASE_COLUMNS.has(columnOf(field))) continue;
      if (field.unique) {
        const within = (field.uniqueWithin ?? []).map((key) => c[key]);
        const u = uniqueIndex(`${def.table}_${columnOf(field)}_uq`).on(c.tenantId, ...within, c[field.key]);
        built.push((live ? u.where(live) : u) as never);
      } else if (field.search) {
        built.push(index(`${def.table}_${columnOf(field)}_idx`).on(c.tenantId, c[field.key]));
      }
    }
    built.push(index(`${def.table}_created_idx`).on(c.tenantId, c.createTime));
    built.push(...((extraIndexes?.(c) ?? []) as never[]));
    return built;
  });
}
