import { index, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, deletedColumn, disableColumn, idColumn, refColumn, sortColumn, timeColumn } from './columns';

export const tenant = pgTable('sys_tenant', {
  id: idColumn(),
  name: varchar('name', { length: 100 }).notNull(),
  code: varchar('code', { length: 50 }).notNull().unique(),
  disable: disableColumn(),
  ...auditColumns(),
});

/** A console account: platform staff, school/store staff or a channel user (enterpriseType 4). */
export const sysUser = pgTable(
  'sys_user',
  {
    id: idColumn(),
    tenantId: refColumn('tenant_id').notNull(),
    account: varchar('account', { length: 50 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Bumped on every password change: sessions issued before it stop working. */
    passwordStamp: timeColumn('password_stamp').notNull().default(0),
    name: varchar('name', { length: 50 }).notNull(),
    mobile: varchar('mobile', { length: 20 }),
    /** 1 platform, 2 school, 3 store, 4 channel. */
    enterpriseType: smallint('enterprise_type').notNull().default(1),
    channelId: refColumn('channel_id'),
    schoolId: refColumn('school_id'),
    storeId: refColumn('store_id'),
    province: varchar('province', { length: 12 }),
    city: varchar('city', { length: 12 }),
    /** True while the initial (or reset) password has not been changed by its owner. */
    initialPassword: smallint('initial_password').notNull().default(0),
    lastLoginTime: timeColumn('last_login_time'),
    disable: disableColumn(),
    deleted: deletedColumn(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('sys_user_account_uq').on(t.account), index('sys_user_tenant_idx').on(t.tenantId)],
);

export const sysRole = pgTable(
  'sys_role',
  {
    id: idColumn(),
    tenantId: refColumn('tenant_id').notNull(),
    roleName: varchar('role_name', { length: 50 }).notNull(),
    roleCode: varchar('role_code', { length: 50 }).notNull(),
    remark: varchar('remark', { length: 200 }),
    /** A default role ships with the tenant and cannot be changed. */
    isDefault: smallint('is_default').notNull().default(0),
    disable: disableColumn(),
    deleted: deletedColumn(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('sys_role_code_uq').on(t.tenantId, t.roleCode), index('sys_role_tenant_idx').on(t.tenantId)],
);

/**
 * Permission resources (spec section 6): `menu` page paths, `button` codes and `api` call
 * paths. Synchronised from the domain definitions at start; shared by every tenant.
 */
export const sysResource = pgTable(
  'sys_resource',
  {
    id: idColumn(),
    type: varchar('type', { length: 10 }).notNull(),
    path: varchar('path', { length: 200 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    parentPath: varchar('parent_path', { length: 200 }),
    sort: sortColumn(),
  },
  (t) => [uniqueIndex('sys_resource_type_path_uq').on(t.type, t.path)],
);

export const sysRoleResource = pgTable(
  'sys_role_resource',
  {
    roleId: refColumn('role_id').notNull(),
    resourceId: refColumn('resource_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.resourceId] })],
);

export const sysUserRole = pgTable(
  'sys_user_role',
  {
    userId: refColumn('user_id').notNull(),
    roleId: refColumn('role_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('sys_user_role_role_idx').on(t.roleId)],
);

/** Dictionaries (value/label lists per type); tenantId null rows are shared defaults. */
export const sysDictionary = pgTable(
  'sys_dictionary',
  {
    id: idColumn(),
    tenantId: refColumn('tenant_id'),
    type: varchar('type', { length: 60 }).notNull(),
    value: varchar('value', { length: 60 }).notNull(),
    label: varchar('label', { length: 100 }).notNull(),
    sort: sortColumn(),
    disable: disableColumn(),
    ...auditColumns(),
  },
  (t) => [index('sys_dictionary_type_idx').on(t.type)],
);

/**
 * Shared short-lived state (sessions, captchas, counters) when Redis is not configured, so
 * that several server processes agree. `expires_at` is Unix seconds.
 */
export const sysKv = pgTable(
  'sys_kv',
  {
    key: varchar('key', { length: 200 }).primaryKey(),
    value: jsonb('value').notNull(),
    expiresAt: timeColumn('expires_at').notNull(),
  },
  (t) => [index('sys_kv_expires_idx').on(t.expiresAt)],
);

/** Small facts about the database itself (e.g. the hash of the synchronised resources). */
export const sysMeta = pgTable('sys_meta', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: text('value').notNull(),
});
