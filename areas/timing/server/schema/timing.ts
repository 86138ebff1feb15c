import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { coachFiling, studentFiling } from '../../domain';
import { tableFromDef } from '@coach/server/engine/tableFromDef.ts';
import { auditColumns, idColumn, refColumn, timeColumn } from '@coach/server/db/schema/columns.ts';

/**
 * A school's prepaid study-time balance per category (fen). Changed only together with a
 * ledger line (recharge or opening); the CHECK is the last guard that it never goes below
 * zero, the conditional UPDATE of an opening the first.
 */
export const timingBalanceTable = pgTable(
  'bbxc_timing_balance',
  {
    id: idColumn(),
    tenantId: refColumn('tenant_id').notNull(),
    schoolId: varchar('school_id', { length: 20 }).notNull(),
    schoolName: varchar('school_name', { length: 50 }).notNull().default(''),
    carType: smallint('car_type').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    recharged: bigint('recharged', { mode: 'number' }).notNull().default(0),
    used: bigint('used', { mode: 'number' }).notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('bbxc_timing_balance_uq').on(t.tenantId, t.schoolId, t.carType),
    check('bbxc_timing_balance_ck', sql`balance >= 0 AND recharged >= 0 AND used >= 0 AND balance = recharged - used`),
  ],
);

/** Prices of opening a student's timing, per category and subject, from a date on (history kept). */
export const timingCostTable = pgTable(
  'bbxc_timing_cost',
  {
    id: idColumn(),
    tenantId: refColumn('tenant_id').notNull(),
    carType: smallint('car_type').notNull(),
    subject: smallint('subject').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    effectiveDate: timeColumn('effective_date').notNull(),
    remark: varchar('remark', { length: 200 }),
    operator: varchar('operator', { length: 50 }),
    ...auditColumns(),
  },
  (t) => [
    index('bbxc_timing_cost_type_idx').on(t.tenantId, t.carType, t.subject, t.effectiveDate),
    check('bbxc_timing_cost_ck', sql`price >= 0`),
  ],
);

/** Students' filings with the regulator: one live filing per student and category. */
export const studentFilingTable = tableFromDef(studentFiling, {}, (c) => [
  uniqueIndex('bbxc_student_filing_uq')
    .on(c.tenantId, c.studentId, c.carType)
    .where(sql`deleted = 0`),
  index('bbxc_student_filing_page_idx').on(c.tenantId, c.carType, c.createTime),
]);

/** Coaches' timing openings and filings: one live row per coach and category. */
export const coachFilingTable = tableFromDef(coachFiling, {}, (c) => [
  uniqueIndex('bbxc_coach_filing_uq')
    .on(c.tenantId, c.coachId, c.carType)
    .where(sql`deleted = 0`),
  index('bbxc_coach_filing_page_idx').on(c.tenantId, c.carType, c.createTime),
]);

/** Every push to the filing platform and every answer (or failure to answer), per filing. */
export const filingPushLogTable = pgTable(
  'bbxc_filing_push_log',
  {
    id: idColumn(),
    tenantId: refColumn('tenant_id').notNull(),
    /** 1 a student's filing, 2 a coach's. */
    kind: smallint('kind').notNull(),
    filingId: refColumn('filing_id').notNull(),
    attempt: smallint('attempt').notNull().default(1),
    /** push, answer or retry. */
    action: varchar('action', { length: 10 }).notNull(),
    ok: smallint('ok').notNull().default(1),
    message: varchar('message', { length: 200 }),
    ...auditColumns(),
  },
  (t) => [index('bbxc_filing_push_log_idx').on(t.tenantId, t.kind, t.filingId, t.createTime)],
);
