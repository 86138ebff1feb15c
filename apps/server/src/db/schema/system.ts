import { index, jsonb, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { RESOURCES } from '@coach/domain';
import { tableFromDef } from '../../engine/tableFromDef';
import { idColumn, refColumn, timeColumn, unixNow } from './columns';

const def = (name: string) => RESOURCES.find((r) => r.name === name)!;

/** Every area's texts are checked against them (engine/sensitiveWords.ts); 敏感词管理 (areas/system) edits them. */
export const sensitiveWordTable = tableFromDef(def('sensitiveWord'));

/** Who changed what, when: one row per write through the engine (before/after). */
export const operationLog = pgTable(
  'sys_operation_log',
  {
    id: idColumn(),
    tenantId: refColumn('tenant_id').notNull(),
    userId: refColumn('user_id'),
    resource: varchar('resource', { length: 60 }).notNull(),
    action: varchar('action', { length: 30 }).notNull(),
    targetIds: jsonb('target_ids'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: varchar('ip', { length: 64 }),
    createTime: timeColumn('create_time').notNull().default(unixNow),
  },
  (t) => [
    index('sys_operation_log_tenant_idx').on(t.tenantId, t.createTime),
    index('sys_operation_log_resource_idx').on(t.tenantId, t.resource),
  ],
);

/**
 * Every sign-in attempt (登录日志): the account typed, the user it is (none for an unknown
 * account, whose tenant is unknown too), the address and browser, and how it ended.
 */
export const loginLog = pgTable(
  'sys_login_log',
  {
    id: idColumn(),
    tenantId: refColumn('tenant_id'),
    userId: refColumn('user_id'),
    account: varchar('account', { length: 50 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    browser: varchar('browser', { length: 60 }),
    os: varchar('os', { length: 60 }),
    userAgent: varchar('user_agent', { length: 300 }),
    ok: smallint('ok').notNull(),
    reason: varchar('reason', { length: 60 }).notNull(),
    createTime: timeColumn('create_time').notNull().default(unixNow),
  },
  (t) => [
    index('sys_login_log_tenant_idx').on(t.tenantId, t.createTime),
    index('sys_login_log_account_idx').on(t.tenantId, t.account),
  ],
);

/**
 * A user's own preferences (issue 40): a table's columns and density per page, the theme. One
 * row per user and key; the value is checked by the preference's rule before it is stored.
 */
export const userPreference = pgTable(
  'sys_user_preference',
  {
    id: idColumn(),
    tenantId: refColumn('tenant_id').notNull(),
    userId: refColumn('user_id').notNull(),
    prefKey: varchar('pref_key', { length: 160 }).notNull(),
    value: jsonb('value').notNull(),
    updateTime: timeColumn('update_time').notNull().default(unixNow),
  },
  (t) => [uniqueIndex('sys_user_preference_user_key_uq').on(t.userId, t.prefKey)],
);
