import { jsonb, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { refColumn, timeColumn, unixNow } from './columns';

/** One settings form of a tenant (SettingsDef in the domain package) under its key. */
export const tenantConfig = pgTable(
  'bbxc_tenant_config',
  {
    tenantId: refColumn('tenant_id').notNull(),
    configKey: varchar('config_key', { length: 60 }).notNull(),
    value: jsonb('value').notNull(),
    updateTime: timeColumn('update_time').notNull().default(unixNow),
    updateBy: refColumn('update_by'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.configKey] })],
);
