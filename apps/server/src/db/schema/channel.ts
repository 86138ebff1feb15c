import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, deletedColumn, disableColumn, idColumn, refColumn } from './columns';

/**
 * A sales channel (渠道) of a tenant; channel users and channel data point to it. Its fields
 * are the `channel` resource of the domain (areas/marketing/domain/channel.ts); `account` repeats the
 * login account's name for the list, the account itself lives in sys_user.
 */
export const channel = pgTable(
  'bbxc_channel',
  {
    id: idColumn(),
    tenantId: refColumn('tenant_id').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    account: varchar('account', { length: 30 }),
    contactName: varchar('contact_name', { length: 50 }),
    contactMobile: varchar('contact_mobile', { length: 20 }),
    address: varchar('address', { length: 200 }),
    channelRuleId: refColumn('channel_rule_id'),
    remark: text('remark'),
    disable: disableColumn(),
    deleted: deletedColumn(),
    ...auditColumns(),
  },
  (t) => [
    index('bbxc_channel_tenant_idx').on(t.tenantId),
    uniqueIndex('bbxc_channel_name_uq')
      .on(t.tenantId, t.name)
      .where(sql`deleted = 0`),
  ],
);
