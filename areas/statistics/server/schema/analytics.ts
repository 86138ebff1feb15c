import { index, integer, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';
import { partitionedIdColumn, refColumn, timeColumn } from '@coach/server/db/schema/columns.ts';

/** What an event is and whom it concerns: the columns the reports group and filter events by. */
const pointKeys = () => ({
  kind: smallint('kind').notNull(),
  staffId: varchar('staff_id', { length: 20 }).notNull().default(''),
  classId: varchar('class_id', { length: 20 }).notNull().default(''),
  pageCode: smallint('page_code').notNull().default(0),
  schoolId: varchar('school_id', { length: 20 }).notNull().default(''),
  storeId: varchar('store_id', { length: 20 }).notNull().default(''),
});

/**
 * Tracking events (埋点) of the enrolment mini-program: a class or page viewed, a business card
 * or class shared by a staff member and viewed. Columns absent for a kind hold '' (or 0), never
 * null, so the daily totals group them exactly as the events.
 */
export const pointEventTable = pgTable(
  'bbxc_point_event',
  {
    id: partitionedIdColumn(),
    tenantId: refColumn('tenant_id').notNull(),
    ...pointKeys(),
    visitorId: varchar('visitor_id', { length: 32 }).notNull(),
    createTime: timeColumn('create_time').notNull(),
  },
  // Range-partitioned by month of create_time (migration 0030, platform/partitions).
  (t) => [
    primaryKey({ columns: [t.id, t.createTime] }),
    index('bbxc_point_event_time_idx').on(t.tenantId, t.createTime),
    index('bbxc_point_event_kind_idx').on(t.tenantId, t.kind, t.createTime),
  ],
);

/** Per Shanghai day, the events counted by every column a report groups or filters them by. */
export const pointDailyTable = pgTable(
  'bbxc_point_daily',
  {
    tenantId: refColumn('tenant_id').notNull(),
    day: timeColumn('day').notNull(),
    ...pointKeys(),
    records: integer('records').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.day, t.kind, t.staffId, t.classId, t.pageCode, t.schoolId, t.storeId] }),
  ],
);
