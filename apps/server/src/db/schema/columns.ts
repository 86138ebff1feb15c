import { bigint, customType, integer, smallint } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * Ids are 64-bit in the database and strings in JSON and code (they may exceed 2^53); both
 * drivers hand int8 over as text (see platform/db.ts), so no precision is ever lost.
 */
const bigintText = customType<{ data: string; driverData: string }>({ dataType: () => 'bigint' });
const bigserialText = customType<{ data: string; driverData: string }>({ dataType: () => 'bigserial' });

export const idColumn = () => bigserialText('id').primaryKey();
/**
 * The id of a table partitioned by time: still drawn from its sequence, but the primary key is
 * (id, time column) — PostgreSQL requires a partitioned table's keys to hold the partition key.
 */
export const partitionedIdColumn = () => bigserialText('id').notNull();
export const refColumn = (name: string) => bigintText(name);

/** Unix seconds, filled by the database so every process agrees on the clock. */
export const unixNow = sql`extract(epoch from now())::bigint`;
export const timeColumn = (name: string) => bigint(name, { mode: 'number' });

/** Columns every business row carries (domain.md "Shapes every resource shares"). */
export const auditColumns = () => ({
  createTime: timeColumn('create_time').notNull().default(unixNow),
  updateTime: timeColumn('update_time').notNull().default(unixNow),
  createBy: refColumn('create_by'),
  updateBy: refColumn('update_by'),
});

/** 0 enabled, 1 disabled: the flag batch enable/disable acts on. */
export const disableColumn = () => smallint('disable').notNull().default(0);
export const deletedColumn = () => smallint('deleted').notNull().default(0);
export const sortColumn = () => integer('sort').notNull().default(0);
