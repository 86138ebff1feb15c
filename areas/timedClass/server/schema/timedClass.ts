import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { RESOURCES } from '@coach/domain';
import { tableFromDef } from '@coach/server/engine/tableFromDef.ts';
import { auditColumns, idColumn, refColumn, timeColumn } from '@coach/server/db/schema/columns.ts';

const def = (name: string) => RESOURCES.find((r) => r.name === name)!;
const count = (name: string) => integer(name).notNull().default(0);
const fen = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * A coach's slots. `booked` counts the bookings holding a seat; the CHECK keeps it within the
 * seats, the conditional UPDATE of a booking is the first guard.
 */
export const planClassTable = tableFromDef(
  def('planClass'),
  {
    seats: count('seats'),
    booked: count('booked'),
    hours: count('hours'),
    hourPrice: fen('hour_price'),
    closeRecordId: refColumn('close_record_id'),
  },
  (c) => [
    index('bbxc_plan_class_coach_time_idx').on(c.tenantId, c.coachId, c.startTime),
    check('bbxc_plan_class_seats_ck', sql`booked >= 0 AND booked <= seats`),
  ],
);

/** Bookings: one seat of a slot per student while it holds one (已预约, 已完成, 已爽约). */
export const bookingTable = tableFromDef(
  def('timeworkOrder'),
  {
    studentId: refColumn('student_id').notNull(),
    planClassId: refColumn('plan_class_id').notNull(),
    hours: count('hours'),
    amount: fen('amount'),
    returnedHours: count('returned_hours'),
  },
  (c) => [
    uniqueIndex('bbxc_booking_seat_uq')
      .on(c.planClassId, c.studentId)
      .where(sql`status IN (1, 2, 4) AND deleted = 0`),
    index('bbxc_booking_student_idx').on(c.tenantId, c.studentId, c.startTime),
  ],
);

/** Each student's class hours; the CHECK is the ledger identity. */
export const classHourAccountTable = tableFromDef(
  def('memberClassHours'),
  {
    studentId: refColumn('student_id').notNull(),
    bought: count('bought'),
    used: count('used'),
    returned: count('returned'),
    expired: count('expired'),
    remaining: count('remaining'),
  },
  (c) => [
    uniqueIndex('bbxc_class_hour_account_student_uq').on(c.tenantId, c.studentId),
    check(
      'bbxc_class_hour_account_ck',
      sql`remaining >= 0 AND bought >= 0 AND used >= 0 AND returned >= 0 AND expired >= 0 AND remaining = bought - used + returned - expired`,
    ),
  ],
);

/** Every movement of a student's class hours, with what remained after it. */
export const classHourLedgerTable = pgTable(
  'bbxc_class_hour_ledger',
  {
    id: idColumn(),
    tenantId: refColumn('tenant_id').notNull(),
    studentId: refColumn('student_id').notNull(),
    kind: smallint('kind').notNull(),
    hours: integer('hours').notNull(),
    remainingAfter: integer('remaining_after').notNull(),
    bookingId: refColumn('booking_id'),
    orderNo: varchar('order_no', { length: 32 }),
    remark: varchar('remark', { length: 200 }),
    ...auditColumns(),
  },
  (t) => [
    index('bbxc_class_hour_ledger_student_idx').on(t.tenantId, t.studentId, t.id),
    check('bbxc_class_hour_ledger_ck', sql`hours > 0 AND remaining_after >= 0`),
  ],
);

export const closePlanRecordTable = tableFromDef(def('closeScheduling'), {
  closedSlots: count('closed_slots'),
  cancelledBookings: count('cancelled_bookings'),
});

/** What a student was told when a slot they had booked was closed (关闭排班). */
export const studentNoticeTable = pgTable(
  'bbxc_student_notice',
  {
    id: idColumn(),
    tenantId: refColumn('tenant_id').notNull(),
    studentId: refColumn('student_id').notNull(),
    closeRecordId: refColumn('close_record_id'),
    bookingId: refColumn('booking_id'),
    content: varchar('content', { length: 500 }).notNull(),
    readTime: timeColumn('read_time'),
    ...auditColumns(),
  },
  (t) => [
    index('bbxc_student_notice_record_idx').on(t.tenantId, t.closeRecordId),
    index('bbxc_student_notice_student_idx').on(t.tenantId, t.studentId),
  ],
);

export const bookingCommentTable = tableFromDef(def('bookingComment'), { bookingId: refColumn('booking_id') }, (c) => [
  index('bbxc_booking_comment_coach_idx').on(c.tenantId, c.coachId),
]);

/** A coach's statement per billing period; its figures are the sums of its lines. */
export const coachStatementTable = tableFromDef(
  def('coachStatement'),
  {
    lessons: count('lessons'),
    hours: count('hours'),
    totalIncome: fen('total_income'),
    settlementAmount: fen('settlement_amount'),
  },
  (c) => [
    uniqueIndex('bbxc_coach_statement_period_uq').on(c.tenantId, c.coachId, c.periodStart),
    uniqueIndex('bbxc_coach_statement_no_uq').on(c.tenantId, c.statementNo),
  ],
);

/** A lesson on a statement: each booking is settled once. */
export const coachStatementLineTable = pgTable(
  'bbxc_coach_statement_line',
  {
    id: idColumn(),
    tenantId: refColumn('tenant_id').notNull(),
    statementId: refColumn('statement_id').notNull(),
    statementNo: varchar('statement_no', { length: 32 }).notNull(),
    bookingId: refColumn('booking_id').notNull(),
    orderNo: varchar('order_no', { length: 32 }),
    studentName: varchar('student_name', { length: 20 }),
    coachName: varchar('coach_name', { length: 20 }),
    schoolId: varchar('school_id', { length: 20 }),
    storeId: varchar('store_id', { length: 20 }),
    lessonTime: timeColumn('lesson_time').notNull(),
    hours: integer('hours').notNull(),
    kind: smallint('kind').notNull(),
    income: bigint('income', { mode: 'number' }).notNull(),
    settlement: bigint('settlement', { mode: 'number' }).notNull(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('bbxc_coach_statement_line_booking_uq').on(t.bookingId),
    index('bbxc_coach_statement_line_statement_idx').on(t.tenantId, t.statementNo, t.lessonTime),
    index('bbxc_coach_statement_line_sid_idx').on(t.statementId),
    check('bbxc_coach_statement_line_ck', sql`income >= 0 AND settlement >= 0 AND settlement <= income`),
  ],
);
