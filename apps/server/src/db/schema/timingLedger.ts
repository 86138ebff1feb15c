import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, refColumn } from './columns';

/**
 * Every movement of a study-time balance (计时管理's, areas/timing/server/schema/timing.ts):
 * 1 recharge (+), 2 opening a student (−), the balance after it. It stays with the shared
 * tables because the orders' 计时学员结算 and the demo invoices read it too.
 */
export const timingLedgerTable = pgTable(
  'bbxc_timing_ledger',
  {
    id: idColumn(),
    tenantId: refColumn('tenant_id').notNull(),
    schoolId: varchar('school_id', { length: 20 }).notNull(),
    schoolName: varchar('school_name', { length: 50 }).notNull().default(''),
    carType: smallint('car_type').notNull(),
    kind: smallint('kind').notNull(),
    studentId: refColumn('student_id'),
    studentName: varchar('student_name', { length: 20 }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    remark: varchar('remark', { length: 200 }),
    operator: varchar('operator', { length: 50 }),
    ...auditColumns(),
  },
  (t) => [
    index('bbxc_timing_ledger_school_idx').on(t.tenantId, t.schoolId, t.carType, t.createTime),
    index('bbxc_timing_ledger_kind_idx').on(t.tenantId, t.kind, t.createTime),
    check('bbxc_timing_ledger_ck', sql`amount > 0 AND balance_after >= 0 AND kind IN (1, 2)`),
  ],
);
