import { bigint, integer, smallint } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** Ids are bigint identities in the database and strings in JSON (they may exceed 2^53). */
export const idColumn = () => bigint('id', { mode: 'string' }).primaryKey().generatedAlwaysAsIdentity();
export const refColumn = (name: string) => bigint(name, { mode: 'string' });

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
