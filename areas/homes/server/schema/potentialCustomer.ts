import { index, varchar } from 'drizzle-orm/pg-core';
import { RESOURCES } from '@coach/domain';
import { tableFromDef } from '@coach/server/engine/tableFromDef.ts';
import { refColumn, timeColumn } from '@coach/server/db/schema/columns.ts';

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
