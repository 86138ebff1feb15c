import { index, integer, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';
import { RESOURCES } from '@coach/domain';
import { tableFromDef } from '../../engine/tableFromDef';
import { partitionedIdColumn, refColumn, timeColumn } from './columns';

const def = (name: string) => RESOURCES.find((r) => r.name === name)!;

/**
 * 潜在客户: the lead's columns plus what only the server keeps — the first follow-up, and once
 * enrolled the student and the order it became and when that was paid (线索漏斗's stages).
 */
export const potentialCustomerTable = tableFromDef(def('potentialCustomer'), {
  studentId: refColumn('student_id'),
  orderId: refColumn('order_id'),
  firstTrackTime: timeColumn('first_track_time'),
  payTime: timeColumn('pay_time'),
});

/** Follow-ups of a lead, with the lead's school and store (staff of a store see its own). */
export const potentialTrackTable = tableFromDef(
  def('potentialTrack'),
  {
    schoolId: varchar('school_id', { length: 20 }),
    storeId: varchar('store_id', { length: 20 }),
    staffId: refColumn('staff_id'),
  },
  (c) => [index('bbxc_potential_track_customer_idx').on(c.tenantId, c.customerId, c.createTime)],
);

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

/** Monthly targets per store (市场目标录入, 教务目标录入): one per store and month (the month's unique index). */
const targetIndexes = (name: string) => (c: Record<string, never>) => [
  index(`${name}_start_idx`).on(c.tenantId, c.monthStart),
];
export const marketObjectiveTable = tableFromDef(
  def('marketObjectives'),
  {},
  targetIndexes('bbxc_bi_market_objective'),
);
export const educationalObjectiveTable = tableFromDef(
  def('educationalObjectives'),
  {},
  targetIndexes('bbxc_bi_educational_objective'),
);
