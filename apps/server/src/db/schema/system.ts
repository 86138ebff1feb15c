import { index, integer, jsonb, pgTable, primaryKey, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { RESOURCES } from '@coach/domain';
import { tableFromDef } from '../../engine/tableFromDef';
import { idColumn, partitionedIdColumn, refColumn, timeColumn, unixNow } from './columns';

const def = (name: string) => RESOURCES.find((r) => r.name === name)!;

/** Every area's texts are checked against them (engine/sensitiveWords.ts); 敏感词管理 (areas/system) edits them. */
export const sensitiveWordTable = tableFromDef(def('sensitiveWord'));

/**
 * Who changed what, when: one row per write through the engine (before/after). Partitioned by
 * month of create_time (migration 0036), kept COACH_AUDIT_RETENTION_DAYS (db/auditRetention.ts).
 */
export const operationLog = pgTable(
  'sys_operation_log',
  {
    id: partitionedIdColumn(),
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
    primaryKey({ columns: [t.id, t.createTime] }),
    index('sys_operation_log_tenant_idx').on(t.tenantId, t.createTime),
    index('sys_operation_log_resource_idx').on(t.tenantId, t.resource),
  ],
);

/**
 * Every sign-in attempt (登录日志): the account typed, the user it is (none for an unknown
 * account, whose tenant is unknown too), the address and browser, and how it ended. Partitioned
 * and kept like the operation log.
 */
export const loginLog = pgTable(
  'sys_login_log',
  {
    id: partitionedIdColumn(),
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
    primaryKey({ columns: [t.id, t.createTime] }),
    index('sys_login_log_tenant_idx').on(t.tenantId, t.createTime),
    index('sys_login_log_account_idx').on(t.tenantId, t.account),
  ],
);

/**
 * 在线用户: one row per signed-in session (its store key, the hash of the token, never the
 * token), written at sign-in, removed at sign-out and 强退, and by the trigger of migration 0036
 * when the user's password stamp moves on (which ends the user's other sessions).
 */
export const userOnline = pgTable(
  'sys_user_online',
  {
    id: idColumn(),
    tenantId: refColumn('tenant_id').notNull(),
    userId: refColumn('user_id').notNull(),
    sessionKey: varchar('session_key', { length: 64 }).notNull(),
    stamp: timeColumn('stamp').notNull(),
    account: varchar('account', { length: 50 }).notNull(),
    roleNames: varchar('role_names', { length: 200 }),
    ip: varchar('ip', { length: 64 }),
    browser: varchar('browser', { length: 60 }),
    os: varchar('os', { length: 60 }),
    lastActive: timeColumn('last_active').notNull().default(unixNow),
    createTime: timeColumn('create_time').notNull().default(unixNow),
    updateTime: timeColumn('update_time').notNull().default(unixNow),
    updateBy: refColumn('update_by'),
  },
  (t) => [
    uniqueIndex('sys_user_online_key_uq').on(t.sessionKey),
    index('sys_user_online_tenant_idx').on(t.tenantId, t.lastActive),
    index('sys_user_online_user_idx').on(t.userId),
  ],
);

/**
 * 系统监控's processes: each server process writes its row every 10 s (platform/heartbeat.ts),
 * with the slowest calls of its last hour; the page lists those beaten within 30 s.
 */
export const processBeat = pgTable('sys_process_beat', {
  id: varchar('id', { length: 120 }).primaryKey(),
  pid: integer('pid').notNull(),
  host: varchar('host', { length: 100 }).notNull(),
  version: varchar('version', { length: 40 }).notNull(),
  startedAt: timeColumn('started_at').notNull(),
  lastBeat: timeColumn('last_beat').notNull(),
  calls: jsonb('calls').notNull(),
});

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
