import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, deletedColumn, idColumn, refColumn, timeColumn } from '@coach/server/db/schema/columns.ts';

const fen = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const state = (name: string) => smallint(name).notNull().default(0);

/**
 * Enrolment orders (报名订单): a student's order of a recruitment class. The columns are the
 * domain's ORDER_FIELDS (areas/channel/domain/order.ts); written by hand rather than derived
 * because `channel_id` is optional here (orders without a channel belong to the Orders area,
 * which reads this same table) and the bill sums need their own index. Amounts in fen.
 */
export const orderTable = pgTable(
  'bbxc_order',
  {
    id: idColumn(),
    tenantId: refColumn('tenant_id').notNull(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    classId: refColumn('class_id'),
    className: varchar('class_name', { length: 50 }),
    studentName: varchar('student_name', { length: 20 }),
    mobile: varchar('mobile', { length: 20 }),
    channelId: refColumn('channel_id'),
    channelName: varchar('channel_name', { length: 50 }),
    memberId: refColumn('member_id'),
    memberName: varchar('member_name', { length: 20 }),
    couponReceivedId: refColumn('coupon_received_id'),
    couponName: varchar('coupon_name', { length: 30 }),
    price: fen('price'),
    discountAmount: fen('discount_amount'),
    paidAmount: fen('paid_amount'),
    payStatus: state('pay_status'),
    payTime: timeColumn('pay_time'),
    settleStatus: state('settle_status'),
    settleTime: timeColumn('settle_time'),
    caiwuCheck: state('caiwu_check'),
    caiwuCheckTime: timeColumn('caiwu_check_time'),
    caiwuCheckBy: refColumn('caiwu_check_by'),
    // What the reports of orders group and sum by (issue 16.5): who enrolled where, for which
    // category, how they paid, and what of it went back.
    studentId: refColumn('student_id'),
    schoolId: varchar('school_id', { length: 20 }),
    storeId: varchar('store_id', { length: 20 }),
    // Names as they were when the order was placed (like the class name): lists show them as is.
    schoolName: varchar('school_name', { length: 50 }),
    storeName: varchar('store_name', { length: 50 }),
    carType: smallint('car_type'),
    /** 1 微信, 2 支付宝, 3 银行卡, 4 现金, 5 分期 (domain ENROL_ORDER_PAY_METHOD_OPTIONS). */
    payMethod: smallint('pay_method'),
    instalments: smallint('instalments').notNull().default(1),
    refundedAmount: fen('refunded_amount'),
    /** 0 none, 1 applied, 2 refused, 3 refunded. */
    refundStatus: state('refund_status'),
    // 拼团订单: the group-buy team an order joined (absent for orders placed alone).
    groupNo: varchar('group_no', { length: 32 }),
    groupLeader: varchar('group_leader', { length: 20 }),
    groupSize: smallint('group_size'),
    groupJoined: smallint('group_joined'),
    groupStatus: state('group_status'),
    deleted: deletedColumn(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('bbxc_order_no_uq').on(t.tenantId, t.orderNo),
    index('bbxc_order_tenant_idx').on(t.tenantId, t.id),
    index('bbxc_order_created_idx').on(t.tenantId, t.createTime),
    index('bbxc_order_channel_idx').on(t.tenantId, t.channelId, t.createTime),
    // The bill of a channel and period sums exactly these rows.
    index('bbxc_order_settled_idx')
      .on(t.tenantId, t.channelId, t.settleTime)
      .where(sql`settle_status = 1 AND deleted = 0`),
    index('bbxc_order_class_idx').on(t.tenantId, t.classId),
    index('bbxc_order_student_idx').on(t.tenantId, t.studentId),
    index('bbxc_order_store_idx').on(t.tenantId, t.storeId, t.payTime),
    // 订单管理 of one school, newest first, and its paid-range filters by payment method (bench/orderList.mjs).
    index('bbxc_order_school_created_idx').on(t.tenantId, t.schoolId, t.createTime),
    index('bbxc_order_school_paid_idx').on(t.tenantId, t.schoolId, t.payMethod, t.payTime),
    // Money never goes negative, and never more goes back than was paid: the database says no
    // to any write that would, whatever the code above it does.
    check('bbxc_order_amounts_ck', sql`paid_amount >= 0 AND refunded_amount >= 0 AND refunded_amount <= paid_amount`),
    check('bbxc_order_refund_status_ck', sql`refund_status IN (0, 1, 2, 3)`),
    check('bbxc_order_instalments_ck', sql`instalments BETWEEN 1 AND 36`),
  ],
);

/** A channel's bill of one billing month (areas/channel/domain/bill.ts). */
export const channelBillTable = pgTable(
  'bbxc_channel_bill',
  {
    id: idColumn(),
    tenantId: refColumn('tenant_id').notNull(),
    channelId: refColumn('channel_id').notNull(),
    periodLabel: varchar('period_label', { length: 20 }).notNull(),
    periodYear: integer('period_year').notNull(),
    periodMonth: integer('period_month').notNull(),
    periodStart: timeColumn('period_start').notNull(),
    /** Last second of the period (inclusive): the 25th 23:59:59. */
    periodEnd: timeColumn('period_end').notNull(),
    orderCount: integer('order_count').notNull().default(0),
    orderAmount: fen('order_amount'),
    commissionAmount: fen('commission_amount'),
    status: state('status'),
    confirmTime: timeColumn('confirm_time'),
    confirmBy: refColumn('confirm_by'),
    payTime: timeColumn('pay_time'),
    payBy: refColumn('pay_by'),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('bbxc_channel_bill_period_uq').on(t.tenantId, t.channelId, t.periodYear, t.periodMonth),
    index('bbxc_channel_bill_tenant_idx').on(t.tenantId, t.id),
  ],
);
