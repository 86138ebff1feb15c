import { index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, deletedColumn, disableColumn, idColumn, refColumn } from './columns';

/** A sales channel (渠道) of a tenant; channel users and channel data point to it. */
export const channel = pgTable(
  'bbxc_channel',
  {
    id: idColumn(),
    tenantId: refColumn('tenant_id').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    contactName: varchar('contact_name', { length: 50 }),
    contactMobile: varchar('contact_mobile', { length: 20 }),
    disable: disableColumn(),
    deleted: deletedColumn(),
    ...auditColumns(),
  },
  (t) => [index('bbxc_channel_tenant_idx').on(t.tenantId)],
);
