import { customType, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, refColumn, timeColumn, unixNow } from './columns';

/** Raw bytes: node-postgres hands back a Buffer, PGlite a Uint8Array; both accept either. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Uploaded files. The row always holds the metadata (so every process sees the same files and
 * the tenant check is one query); `bytes` is filled by the database store and left NULL by the
 * disk store, which keeps the bytes under FILE_DIR.
 */
export const sysFile = pgTable(
  'sys_file',
  {
    id: idColumn(),
    tenantId: refColumn('tenant_id').notNull(),
    /** Random and unguessable: what URLs and business rows refer to. */
    key: varchar('key', { length: 64 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes'),
    createTime: timeColumn('create_time').notNull().default(unixNow),
    createBy: refColumn('create_by'),
  },
  (t) => [uniqueIndex('sys_file_key_uq').on(t.key), index('sys_file_tenant_idx').on(t.tenantId, t.createTime)],
);
