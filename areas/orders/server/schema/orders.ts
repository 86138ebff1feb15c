import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { RESOURCES } from '@coach/domain';
import { tableFromDef } from '@coach/server/engine/tableFromDef.ts';
import { auditColumns, idColumn, refColumn, timeColumn } from '@coach/server/db/schema/columns.ts';

const def = (name: string) => RESOURCES.find((r) => r.name === name)!;

/**
 * 预报名订单: deposits held before enrolling (derived from the definition); once converted, the
 * enrolment order it became, whose student its name opens.
 */
export const preregisterTable = tableFromDef(def('preregisterOrder'), { enrolOrderId: refColumn('enrol_order_id') });

/**
 * 退款管理: refund requests of enrolment orders. Several may wait for one order (each within
 * what is left when applied); approval checks the cap again, on the order row itself.
 */
export const orderRefundTable = tableFromDef(def('orderRefund'), { orderId: refColumn('order_id').notNull() }, (c) => [
  index('bbxc_order_refund_order_idx').on(c.tenantId, c.orderId),
  check('bbxc_order_refund_amount_ck', sql`refund_amount > 0 AND refund_amount <= paid_amount`),
]);

/**
 * 陪驾教练 and 陪驾订单, 学时缴费订单, 模拟器订单 and 教练学时缴费订单 (derived from their definitions); a
 * student's order keeps the student's id (`student_id`), which its name opens.
 */
export const accompanyCoachTable = tableFromDef(def('accompanyCoach'));
export const accompanyOrderTable = tableFromDef(def('accompanyOrder'), { studentId: refColumn('student_id') }, () => [
  check(
    'mall_accompany_order_hours_ck',
    sql`used_hours >= 0 AND used_hours <= hours AND coalesce(refund_amount, 0) <= paid_amount`,
  ),
]);
export const remoteTimingTable = tableFromDef(def('remoteTimingOrder'), { studentId: refColumn('student_id') });
export const simulationOrderTable = tableFromDef(def('simulationOrder'), { studentId: refColumn('student_id') });
export const coachTimePayTable = tableFromDef(def('coachTimePay'));

/** 财务账单: one bill per school and billing month; its totals are the sums of its lines. */
export const finBillTable = tableFromDef(def('finBill'), {}, (c) => [
  uniqueIndex('bbxc_fin_bill_period_uq').on(c.tenantId, c.schoolId, c.periodYear, c.periodMonth),
]);

/**
 * The lines of a bill: an order paid in the period (+amount) or a refund paid back in it
 * (-amount; `adjustment` 1 when the order belongs to an earlier, settled bill).
 */
export const finBillLineTable = pgTable(
  'bbxc_fin_bill_line',
  {
    id: idColumn(),
    tenantId: refColumn('tenant_id').notNull(),
    billId: refColumn('bill_id').notNull(),
    lineType: smallint('line_type').notNull(),
    orderId: refColumn('order_id').notNull(),
    orderNo: varchar('order_no', { length: 32 }),
    refundId: refColumn('refund_id'),
    refundNo: varchar('refund_no', { length: 32 }),
    studentName: varchar('student_name', { length: 20 }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    occurTime: timeColumn('occur_time').notNull(),
    adjustment: smallint('adjustment').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    index('bbxc_fin_bill_line_bill_idx').on(t.billId, t.occurTime),
    check('bbxc_fin_bill_line_sign_ck', sql`(line_type = 1 AND amount >= 0) OR (line_type = 2 AND amount < 0)`),
  ],
);
