import { integer, smallint } from 'drizzle-orm/pg-core';
import { RESOURCES } from '@coach/domain';
import { tableFromDef } from '../../engine/tableFromDef';
import { refColumn } from './columns';

const def = (name: string) => RESOURCES.find((r) => r.name === name)!;

export const examCoachTable = tableFromDef(def('examCoach'));
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
  { coachId: refColumn('coach_id').notNull(), carId: refColumn('car_id').notNull(), bookedCount: integer('booked_count').notNull().default(0) },
);

export const examClassPlanModifyTable = tableFromDef(def('examClassPlanModify'), { planId: refColumn('plan_id').notNull() });

/** Messages: `user_id` is the console user a staff message is for (null for students). */
export const examMessageTable = tableFromDef(def('examMessage'), {
  userId: refColumn('user_id'),
  planId: refColumn('plan_id'),
  receiverType: smallint('receiver_type').notNull().default(2),
});
