import { sql } from 'drizzle-orm';
import { billingPeriod, billingPeriodsBetween, formatDate, type BillingPeriod } from '@coach/domain';
import { COACH_SHARE_PERCENT, settlementOf } from '../domain';
import type { Db } from '@coach/server/platform/db.ts';
import { BizError } from '@coach/server/platform/envelope.ts';
import { rowsOf } from '@coach/server/engine/index.ts';

/** A booking as a statement needs it. */
export interface EarnedLesson {
  id: string;
  order_no: string | null;
  student_name: string | null;
  coach_id: string;
  coach_name: string | null;
  school_id: string | null;
  school_name: string | null;
  store_id: string | null;
  store_name: string | null;
  start_time: number;
  hours: number;
  amount: number;
}

const LINE_TAKEN = 1;
const LINE_NO_SHOW = 2;
const LINE_CORRECTION = 3;

export const statementNoOf = (period: BillingPeriod, coachId: string) =>
  `ST${period.year}${String(period.index).padStart(2, '0')}-${coachId}`;
export const periodLabelOf = (period: BillingPeriod) =>
  `${period.label}（${formatDate(period.start)} 至 ${formatDate(period.end - 1)}）`;

/** The coach's statement of a period (made when missing), locked until the transaction ends. */
async function statementOf(tx: Db, tenantId: string, lesson: EarnedLesson, period: BillingPeriod) {
  await tx.execute(sql`INSERT INTO bbxc_coach_statement (tenant_id, statement_no, period_label, period_start, period_end, school_id, school_name, store_id, store_name, coach_id, coach_name)
    VALUES (${tenantId}, ${statementNoOf(period, lesson.coach_id)}, ${periodLabelOf(period)}, ${period.start}, ${period.end}, ${lesson.school_id}, ${lesson.school_name},
      ${lesson.store_id}, ${lesson.store_name}, ${lesson.coach_id}, ${lesson.coach_name})
    ON CONFLICT (tenant_id, coach_id, period_start) DO NOTHING`);
  const [row] = await rowsOf<{ id: string; statement_no: string }>(
    tx,
    sql`SELECT id, statement_no FROM bbxc_coach_statement
    WHERE tenant_id = ${tenantId} AND coach_id = ${lesson.coach_id} AND period_start = ${period.start} FOR UPDATE`,
  );
  return { id: String(row.id), no: row.statement_no };
}

/**
 * Puts a lesson taken (or forfeited by a no-show) on its coach's statement, `at` being when it
 * was signed off: on the statement of the lesson's own period while that period runs, else on
 * the coach's statement of the period running at `at`, as 上期更正 (a confirmed statement never
 * changes). The statement's figures grow by the line's in the same UPDATE, which refuses a
 * period that has ended, so the figures are always the sums of the lines.
 * Tenant: the statement statementOf found or made for the tenant.
 */
export async function bookLesson(
  tx: Db,
  tenantId: string,
  lesson: EarnedLesson,
  noShow: boolean,
  at: number,
): Promise<string> {
  const own = billingPeriod(Number(lesson.start_time), 'month');
  const late = own.end <= at;
  const period = late ? billingPeriod(at, 'month') : own;
  const statement = await statementOf(tx, tenantId, lesson, period);
  const income = Number(lesson.amount);
  const settlement = settlementOf(income);
  const kind = late ? LINE_CORRECTION : noShow ? LINE_NO_SHOW : LINE_TAKEN;
  await tx.execute(sql`INSERT INTO bbxc_coach_statement_line (tenant_id, statement_id, statement_no, booking_id, order_no, student_name, coach_name, school_id, store_id,
      lesson_time, hours, kind, income, settlement)
    VALUES (${tenantId}, ${statement.id}, ${statement.no}, ${lesson.id}, ${lesson.order_no}, ${lesson.student_name}, ${lesson.coach_name}, ${lesson.school_id},
      ${lesson.store_id}, ${lesson.start_time}, ${lesson.hours}, ${kind}, ${income}, ${settlement})`);
  const [grown] = await rowsOf(
    tx,
    sql`UPDATE bbxc_coach_statement SET lessons = lessons + 1, hours = hours + ${lesson.hours},
      total_income = total_income + ${income}, settlement_amount = settlement_amount + ${settlement}, update_time = extract(epoch from now())::bigint
    WHERE id = ${statement.id} AND period_end > ${at} RETURNING id`,
  );
  if (!grown) throw new BizError('结算单已确认，请重试');
  return statement.no;
}

/**
 * The statements of past periods from the bookings taken or forfeited in them (the demo's
 * history, as if each lesson had been signed off when it ended): statements per coach and
 * period, a line per lesson, figures summed from the lines. Bookings on a statement already are
 * left alone, so it may run again.
 */
export async function buildStatements(tx: Db, tenantId: string, from: number, now: number): Promise<void> {
  // All the periods at once (each step one statement over the half year of lessons).
  const periods = billingPeriodsBetween(from, now, 'month').map((period, n) => ({
    n,
    start: period.start,
    end: period.end,
    label: periodLabelOf(period),
    prefix: statementNoOf(period, ''),
  }));
  const inPeriods = sql`json_to_recordset(${JSON.stringify(periods)}::json) AS p(n int, start bigint, "end" bigint, label text, prefix text)`;
  const earned = sql`b.tenant_id = ${tenantId} AND b.deleted = 0 AND b.status IN (2, 4) AND b.start_time >= p.start AND b.start_time < p."end"
    AND NOT EXISTS (SELECT 1 FROM bbxc_coach_statement_line l WHERE l.booking_id = b.id)`;
  await tx.execute(sql`INSERT INTO bbxc_coach_statement (tenant_id, statement_no, period_label, period_start, period_end, school_id, school_name, store_id, store_name, coach_id, coach_name)
    SELECT DISTINCT ON (p.n, b.coach_id) ${tenantId}, p.prefix || b.coach_id, p.label, p.start, p."end", b.school_id, b.school_name, b.store_id, b.store_name, b.coach_id, b.coach_name
    FROM ${inPeriods} JOIN bbxc_booking b ON ${earned} ORDER BY p.n, b.coach_id, b.id
    ON CONFLICT (tenant_id, coach_id, period_start) DO NOTHING`);
  await tx.execute(sql`INSERT INTO bbxc_coach_statement_line (tenant_id, statement_id, statement_no, booking_id, order_no, student_name, coach_name, school_id, store_id,
      lesson_time, hours, kind, income, settlement, create_time)
    SELECT ${tenantId}, s.id, s.statement_no, b.id, b.order_no, b.student_name, b.coach_name, b.school_id, b.store_id, b.start_time, b.hours,
      CASE WHEN b.status = 4 THEN ${LINE_NO_SHOW}::smallint ELSE ${LINE_TAKEN}::smallint END, b.amount, (b.amount * ${COACH_SHARE_PERCENT}::int + 50) / 100, b.end_time
    FROM ${inPeriods} JOIN bbxc_booking b ON ${earned}
    JOIN bbxc_coach_statement s ON s.tenant_id = b.tenant_id AND s.coach_id = b.coach_id AND s.period_start = p.start
    ORDER BY p.n, b.id`);
  await tx.execute(sql`UPDATE bbxc_coach_statement s SET lessons = x.lessons, hours = x.hours, total_income = x.income, settlement_amount = x.settlement
    FROM (SELECT statement_id, count(*) AS lessons, sum(hours) AS hours, sum(income) AS income, sum(settlement) AS settlement
      FROM bbxc_coach_statement_line WHERE tenant_id = ${tenantId} GROUP BY statement_id) x
    WHERE s.id = x.statement_id AND s.tenant_id = ${tenantId}
      AND s.period_start IN (SELECT (value ->> 'start')::bigint FROM json_array_elements(${JSON.stringify(periods)}::json))`);
}
