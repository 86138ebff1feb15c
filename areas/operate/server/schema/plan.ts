import { index, integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { RESOURCES } from '@coach/domain';
import { tableFromDef } from '@coach/server/engine/tableFromDef.ts';
import { auditColumns, idColumn, refColumn } from '@coach/server/db/schema/columns.ts';

const def = (name: string) => RESOURCES.find((r) => r.name === name)!;

/** The school and store of the school coach the row is (org scope: a school's staff see theirs). */
export const examCoachTable = tableFromDef(def('examCoach'), {
  schoolId: refColumn('school_id'),
  storeId: refColumn('store_id'),
});
export const innerCoachTable = tableFromDef(def('innerCoach'));
export const examCarTable = tableFromDef(def('examCar'));
export const examNoticeTable = tableFromDef(def('examNotice'));
export const examAdvertTable = tableFromDef(def('examAdvert'));

/**
 * Class plans: coach and car are ids of the rows above (kept as bigint, the names beside
 * them are what the grid shows without a join). The overlap check reads a coach's or a car's
 * plans through the (tenant, coach_id) and (tenant, car_id) indexes of their search fields.
 */
export const examClassPlanTable = tableFromDef(
  def('examClassPlan'),
  // booked_count is kept by the money side's bookings: never null, starts at zero.
  {
    coachId: refColumn('coach_id').notNull(),
    carId: refColumn('car_id').notNull(),
    bookedCount: integer('booked_count').notNull().default(0),
  },
);

export const examClassPlanModifyTable = tableFromDef(def('examClassPlanModify'), {
  planId: refColumn('plan_id').notNull(),
});

/**
 * Messages, written out rather than derived: `user_id` (the console user a staff message is
 * for, null for students) is no field of the definition (nobody filters by it: the list is
 * always the caller's), yet 消息中心 reads by it, so it needs an index of its own.
 */
export const examMessageTable = pgTable(
  'examroom_message',
  {
    id: idColumn(),
    tenantId: refColumn('tenant_id').notNull(),
    userId: refColumn('user_id'),
    title: varchar('title', { length: 50 }),
    content: varchar('content', { length: 500 }),
    receiverType: smallint('receiver_type').notNull().default(2),
    receiverName: varchar('receiver_name', { length: 20 }),
    receiverMobile: varchar('receiver_mobile', { length: 11 }),
    planId: refColumn('plan_id'),
    readStatus: smallint('read_status').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    index('examroom_message_user_idx').on(t.tenantId, t.userId, t.readStatus),
    index('examroom_message_plan_idx').on(t.tenantId, t.planId),
    index('examroom_message_created_idx').on(t.tenantId, t.createTime),
  ],
);
