import { sql } from 'drizzle-orm';
import { billingPeriod, billingPeriodsBetween, type BillingPeriod } from '@coach/domain';
import type { Db } from '@coach/server/platform/db.ts';
import { insertRows, rowsOf } from '@coach/server/engine/index.ts';
import { BILL_OPEN, BILL_SETTLED } from '../domain/finBill';

/** 1 an order paid in the period (+amount), 2 a refund paid back in it (-amount). */
export const LINE_ORDER = 1;
export const LINE_REFUND = 2;

interface School {
  id: string;
  name: string | null;
}

/**
 * The totals of a bill are the sums of its lines, computed by the database from the lines in
 * one statement, so they cannot drift from them (issue 19: fast-check asserts it).
 * Tenant: a bill the caller has just found or made in its tenant, and that bill's lines.
 */
export async function refreshTotals(tx: Db, billId: string): Promise<void> {
  await tx.execute(sql`UPDATE bbxc_fin_bill b SET
      order_count = s.order_count, order_amount = s.order_amount, refund_count = s.refund_count,
      refund_amount = s.refund_amount, adjust_amount = s.adjust_amount, net_amount = s.order_amount - s.refund_amount,
      update_time = extract(epoch from now())::bigint
    FROM (SELECT count(*) FILTER (WHERE line_type = ${LINE_ORDER})::int AS order_count,
        coalesce(sum(amount) FILTER (WHERE line_type = ${LINE_ORDER}), 0) AS order_amount,
        count(*) FILTER (WHERE line_type = ${LINE_REFUND})::int AS refund_count,
        coalesce(-sum(amount) FILTER (WHERE line_type = ${LINE_REFUND}), 0) AS refund_amount,
        coalesce(-sum(amount) FILTER (WHERE line_type = ${LINE_REFUND} AND adjustment = 1), 0) AS adjust_amount
      FROM bbxc_fin_bill_line WHERE bill_id = ${billId}) s
    WHERE b.id = ${billId}`);
}

/** The bill of a school and billing month, created empty (未结算) when it does not exist yet. */
async function billOf(
  tx: Db,
  tenantId: string,
  school: School,
  period: BillingPeriod,
): Promise<{ id: string; status: number }> {
  await tx.execute(sql`INSERT INTO bbxc_fin_bill (tenant_id, school_id, school_name, period_label, period_year, period_month, period_start, period_end,
      order_count, order_amount, refund_count, refund_amount, adjust_amount, net_amount, status)
    VALUES (${tenantId}, ${school.id}, ${school.name}, ${period.label}, ${period.year}, ${period.index}, ${period.start}, ${period.end - 1}, 0, 0, 0, 0, 0, 0, ${BILL_OPEN})
    ON CONFLICT (tenant_id, school_id, period_year, period_month) DO NOTHING`);
  // FOR UPDATE: a settlement or another booking waits until this write commits.
  const [bill] = await rowsOf<{ id: string; status: number }>(
    tx,
    sql`SELECT id, status FROM bbxc_fin_bill
    WHERE tenant_id = ${tenantId} AND school_id = ${school.id} AND period_year = ${period.year} AND period_month = ${period.index} FOR UPDATE`,
  );
  return { id: String(bill.id), status: Number(bill.status) };
}

/** Bills whose billing month is over are settled: from then on nothing changes them. */
export async function settleEndedBills(tx: Db, tenantId: string, now: number): Promise<void> {
  await tx.execute(sql`UPDATE bbxc_fin_bill SET status = ${BILL_SETTLED}, settle_time = period_end + 1, update_time = extract(epoch from now())::bigint
    WHERE tenant_id = ${tenantId} AND status = ${BILL_OPEN} AND period_end < ${now}`);
}

/** The school's open bill of the period of `at`, or of the first later period still open. */
async function openBillFrom(
  tx: Db,
  tenantId: string,
  school: School,
  at: number,
): Promise<{ period: BillingPeriod; bill: { id: string; status: number } }> {
  await settleEndedBills(tx, tenantId, at);
  let period = billingPeriod(at, 'month');
  let bill = await billOf(tx, tenantId, school, period);
  while (bill.status !== BILL_OPEN) {
    period = billingPeriod(period.end, 'month');
    bill = await billOf(tx, tenantId, school, period);
  }
  return { period, bill };
}

/**
 * Books an order paid at `at` (the counter's 转化报名) on the school's open bill at once, so
 * 财务账单 of the running period counts it as 首页's 实际营收 and 招生报表 do: before, only the
 * bills built at start knew of it. An order without a school is on no school's bill.
 */
export async function bookPaidOrder(
  tx: Db,
  tenantId: string,
  order: { id: string; orderNo: string; studentName: string | null; amount: number },
  school: School | null,
  at: number,
): Promise<void> {
  if (!school?.id) return;
  const { bill } = await openBillFrom(tx, tenantId, school, at);
  await tx.execute(sql`INSERT INTO bbxc_fin_bill_line (tenant_id, bill_id, line_type, order_id, order_no, student_name, amount, occur_time)
    VALUES (${tenantId}, ${bill.id}, ${LINE_ORDER}, ${order.id}, ${order.orderNo}, ${order.studentName}, ${order.amount}, ${at})`);
  await refreshTotals(tx, bill.id);
}

export interface RefundBooking {
  billId: string;
  periodLabel: string;
  adjustment: 0 | 1;
}

/**
 * Books a refund paid back at `at` on the school's open bill: the bill of the period of `at`,
 * or the first later one still open. When the order's own bill is settled already the line is
 * an adjustment (账单调整): the settled bill stays as it was confirmed.
 */
export async function bookRefund(
  tx: Db,
  tenantId: string,
  refund: {
    id: string;
    refundNo: string;
    orderId: string;
    orderNo: string;
    studentName: string | null;
    amount: number;
    orderPaidAt: number | null;
  },
  school: School,
  at: number,
): Promise<RefundBooking> {
  const { period, bill } = await openBillFrom(tx, tenantId, school, at);
  const [own] =
    refund.orderPaidAt == null
      ? []
      : await rowsOf<{ status: number }>(
          tx,
          sql`SELECT status FROM bbxc_fin_bill
    WHERE tenant_id = ${tenantId} AND school_id = ${school.id} AND period_start <= ${refund.orderPaidAt} AND period_end >= ${refund.orderPaidAt}`,
        );
  const orderPeriod = refund.orderPaidAt == null ? undefined : billingPeriod(refund.orderPaidAt, 'month');
  const adjustment = own
    ? Number(own.status) === BILL_SETTLED
      ? 1
      : 0
    : orderPeriod && orderPeriod.start < period.start
      ? 1
      : 0;
  await tx.execute(sql`INSERT INTO bbxc_fin_bill_line (tenant_id, bill_id, line_type, order_id, order_no, refund_id, refund_no, student_name, amount, occur_time, adjustment)
    VALUES (${tenantId}, ${bill.id}, ${LINE_REFUND}, ${refund.orderId}, ${refund.orderNo}, ${refund.id}, ${refund.refundNo}, ${refund.studentName}, ${-refund.amount}, ${at}, ${adjustment})`);
  await refreshTotals(tx, bill.id);
  return { billId: bill.id, periodLabel: period.label, adjustment };
}

/**
 * Builds the missing bills of every school from `from` up to the current period: the lines are
 * the orders paid and the refunds paid back in each period (a refund of an order of an earlier
 * period is an adjustment), the totals their sums; periods that have ended are settled. Bills
 * that exist are left alone, so it may run again.
 */
export async function buildBills(tx: Db, tenantId: string, from: number, now: number): Promise<void> {
  const schools = await rowsOf<{ id: string; name: string | null }>(
    tx,
    sql`SELECT DISTINCT ON (school_id) school_id AS id, school_name AS name
    FROM bbxc_order WHERE tenant_id = ${tenantId} AND school_id IS NOT NULL AND deleted = 0 ORDER BY school_id, id DESC`,
  );
  const periods = billingPeriodsBetween(from, now, 'month');
  // Every school's bill of every period in one statement each step (a demo year is ~30 bills):
  // those that exist already answer nothing to the insert and are left alone.
  const made = await insertRows<{ id: string; school_id: string; period_year: number; period_month: number }>(
    tx,
    'bbxc_fin_bill',
    schools.flatMap((school) =>
      periods.map((p) => ({
        tenant_id: tenantId,
        school_id: school.id,
        school_name: school.name,
        period_label: p.label,
        period_year: p.year,
        period_month: p.index,
        period_start: p.start,
        period_end: p.end - 1,
        order_count: 0,
        order_amount: 0,
        refund_count: 0,
        refund_amount: 0,
        adjust_amount: 0,
        net_amount: 0,
        status: BILL_OPEN,
      })),
    ),
    {
      onConflict: sql`ON CONFLICT (tenant_id, school_id, period_year, period_month) DO NOTHING`,
      returning: sql`id, school_id, period_year, period_month`,
    },
  );
  if (made.length) {
    const periodOf = new Map(periods.map((p) => [`${p.year}-${p.index}`, p]));
    const bills = JSON.stringify(
      made.map((b, n) => {
        const p = periodOf.get(`${b.period_year}-${b.period_month}`)!;
        return { n, id: b.id, school_id: b.school_id, start: p.start, end: p.end, label: p.label };
      }),
    );
    const billsSql = sql`json_to_recordset(${bills}::json) AS b(n int, id bigint, school_id text, start bigint, "end" bigint, label text)`;
    await tx.execute(sql`INSERT INTO bbxc_fin_bill_line (tenant_id, bill_id, line_type, order_id, order_no, student_name, amount, occur_time)
      SELECT o.tenant_id, b.id, ${LINE_ORDER}, o.id, o.order_no, o.student_name, o.paid_amount, o.pay_time FROM ${billsSql}
      JOIN bbxc_order o ON o.tenant_id = ${tenantId} AND o.school_id = b.school_id AND o.deleted = 0 AND o.pay_status IN (1, 2)
        AND o.pay_time >= b.start AND o.pay_time < b."end"
      ORDER BY b.n, o.id`);
    // A refund of an order paid in an earlier period is an adjustment of its own bill's period.
    await tx.execute(sql`INSERT INTO bbxc_fin_bill_line (tenant_id, bill_id, line_type, order_id, order_no, refund_id, refund_no, student_name, amount, occur_time, adjustment)
      SELECT r.tenant_id, b.id, ${LINE_REFUND}, r.order_id, r.order_no, r.id, r.refund_no, r.student_name, -r.refund_amount, r.audit_time,
        CASE WHEN o.pay_time < b.start THEN 1 ELSE 0 END
      FROM ${billsSql} JOIN bbxc_order_refund r ON r.tenant_id = ${tenantId} AND r.school_id = b.school_id AND r.status = 3
        AND r.audit_time >= b.start AND r.audit_time < b."end"
      JOIN bbxc_order o ON o.id = r.order_id
      ORDER BY b.n, r.id`);
    await tx.execute(sql`UPDATE bbxc_order_refund r SET bill_period = b.label, adjustment = CASE WHEN o.pay_time < b.start THEN 1 ELSE 0 END
      FROM ${billsSql}, bbxc_order o
      WHERE o.id = r.order_id AND r.tenant_id = ${tenantId} AND r.school_id = b.school_id AND r.status = 3 AND r.audit_time >= b.start AND r.audit_time < b."end"`);
    await refreshAllTotals(
      tx,
      tenantId,
      made.map((b) => b.id),
    );
  }
  await settleEndedBills(tx, tenantId, now);
}

/** refreshTotals of many bills in one statement (a bill without lines gets zeros). */
async function refreshAllTotals(tx: Db, tenantId: string, billIds: string[]): Promise<void> {
  await tx.execute(sql`UPDATE bbxc_fin_bill b SET
      order_count = s.order_count, order_amount = s.order_amount, refund_count = s.refund_count,
      refund_amount = s.refund_amount, adjust_amount = s.adjust_amount, net_amount = s.order_amount - s.refund_amount,
      update_time = extract(epoch from now())::bigint
    FROM (SELECT ids.id AS bill_id,
        count(l.id) FILTER (WHERE l.line_type = ${LINE_ORDER})::int AS order_count,
        coalesce(sum(l.amount) FILTER (WHERE l.line_type = ${LINE_ORDER}), 0) AS order_amount,
        count(l.id) FILTER (WHERE l.line_type = ${LINE_REFUND})::int AS refund_count,
        coalesce(-sum(l.amount) FILTER (WHERE l.line_type = ${LINE_REFUND}), 0) AS refund_amount,
        coalesce(-sum(l.amount) FILTER (WHERE l.line_type = ${LINE_REFUND} AND l.adjustment = 1), 0) AS adjust_amount
      FROM json_array_elements_text(${JSON.stringify(billIds)}::json) AS ids(id)
      LEFT JOIN bbxc_fin_bill_line l ON l.tenant_id = ${tenantId} AND l.bill_id = ids.id::bigint
      GROUP BY ids.id) s
    WHERE b.tenant_id = ${tenantId} AND b.id = s.bill_id::bigint`);
}
