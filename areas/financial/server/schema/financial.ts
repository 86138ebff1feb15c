import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { RESOURCES } from '@coach/domain';
import { tableFromDef } from '@coach/server/engine/tableFromDef.ts';
import { auditColumns, idColumn, refColumn, timeColumn } from '@coach/server/db/schema/columns.ts';

const def = (name: string) => RESOURCES.find((r) => r.name === name)!;

// 财务管理's tables; 财务账单's (bbxc_fin_bill and its lines) are 订单管理's (areas/orders/server/schema).
/** 增值产品账单 (VIP账单 is its VIP part): one per school, billing month and product. */
export const productBillTable = tableFromDef(def('productBill'), {}, (c) => [
  uniqueIndex('mall_product_bill_period_uq').on(c.tenantId, c.schoolId, c.productKind, c.periodYear, c.periodMonth),
]);

/** The lines of a product bill: one product order each, as it was paid. */
export const productBillLineTable = pgTable(
  'mall_product_bill_line',
  {
    id: idColumn(),
    tenantId: refColumn('tenant_id').notNull(),
    billId: refColumn('bill_id').notNull(),
    orderNo: varchar('order_no', { length: 32 }),
    productName: varchar('product_name', { length: 50 }),
    studentName: varchar('student_name', { length: 20 }),
    studentId: refColumn('student_id'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    occurTime: timeColumn('occur_time').notNull(),
    ...auditColumns(),
  },
  (t) => [
    index('mall_product_bill_line_bill_idx').on(t.billId, t.occurTime),
    check('mall_product_bill_line_amount_ck', sql`amount >= 0`),
  ],
);

/** VIP memberships students bought in the app (a source of VIP账单; no page of their own). */
export const vipOrderTable = pgTable(
  'mall_vip_order',
  {
    id: idColumn(),
    tenantId: refColumn('tenant_id').notNull(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    studentName: varchar('student_name', { length: 20 }),
    studentId: refColumn('student_id'),
    mobile: varchar('mobile', { length: 11 }),
    schoolId: varchar('school_id', { length: 20 }),
    schoolName: varchar('school_name', { length: 50 }),
    vipName: varchar('vip_name', { length: 50 }).notNull(),
    paidAmount: bigint('paid_amount', { mode: 'number' }).notNull(),
    payTime: timeColumn('pay_time').notNull(),
    ...auditColumns(),
  },
  (t) => [index('mall_vip_order_school_idx').on(t.tenantId, t.schoolId, t.payTime)],
);

/** 开票管理: schools' invoice requests, with the invoice PDF once uploaded. */
export const timingInvoiceTable = tableFromDef(def('timingInvoice'));
