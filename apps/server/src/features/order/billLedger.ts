import { sql } from 'drizzle-orm';
import { billingPeriod, billingPeriodsBetween, type BillingPeriod } from '@coach/domain';
import type { Db } from '../../platform/db';
import { rowsOf } from '../../engine';

/** 1 an order paid in the period (+amount), 2 a refund paid back in it (-amount). */
export const LINE_ORDER = 1;
export const LINE_REFUND = 2;
export const BILL_OPEN = 0;
export const BILL_SETTLED = 1;

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
async function billOf(tx: Db, tenantId: string, school: School, period: BillingPeriod): Promise<{ id: string; status: number }> {
  await tx.execute(sql`INSERT INTO bbxc_fin_bill (tenant_id, school_id, school_name, period_label, period_year, period_month, period_start, period_end,
      order_count, order_amount, refund_count, refund_amount, adjust_amount, net_amount, status)
    VALUES (${tenantId}, ${school.id}, ${school.name}, ${period.label}, ${period.year}, ${period.index}, ${period.start}, ${period.end - 1}, 0, 0, 0, 0, 0, 0, ${BILL_OPEN})
    ON CONFLICT (tenant_id, school_id, period_year, period_month) DO NOTHING`);
  // FOR UPDATE: a settlement or another booking waits until this write commits.
  const [bill] = await rowsOf<{ id: string; status: number }>(tx, sql`SELECT id, status FROM bbxc_fin_bill
    WHERE tenant_id = ${tenantId} AND school_id = ${school.id} AND period_year = ${period.year} AND period_month = ${period.index} FOR UPDATE`);
  return { id: String(bill.id), status: Number(bill.status) };
}

/** Bills whose billing month is over are settled: from then on nothing changes them. */
export async function settleEndedBills(tx: Db, tenantId: string, now: number): Promise<void> {
  await tx.execute(sql`UPDATE bbxc_fin_bill SET status = ${BILL_SETTLED}, settle_time = period_end + 1, update_time = extract(epoch from now())::bigint
    WHERE tenant_id = ${tenantId} AND status = ${BILL_OPEN} AND period_end < ${now}`);
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
  refund: { id: string; refundNo: string; orderId: string; orderNo: string; studentName: string | null; amount: number; orderPaidAt: number | null },
  school: School,
  at: number,
): Promise<RefundBooking> {
  await settleEndedBills(tx, tenantId, at);
  let period = billingPeriod(at, 'month');
  let bill = await billOf(tx, tenantId, school, period);
  while (bill.status !== BILL_OPEN) {
    period = billingPeriod(period.end, 'month');
    bill = await billOf(tx, tenantId, school, period);
  }
  const [own] = refund.orderPaidAt == null ? [] : await rowsOf<{ status: number }>(tx, sql`SELECT status FROM bbxc_fin_bill
    WHERE tenant_id = ${tenantId} AND school_id = ${school.id} AND period_start <= ${refund.orderPaidAt} AND period_end >= ${refund.orderPaidAt}`);
  const orderPeriod = refund.orderPaidAt == null ? undefined : billingPeriod(refund.orderPaidAt, 'month');
  const adjustment = own ? (Number(own.status) === BILL_SETTLED ? 1 : 0) : orderPeriod && orderPeriod.start < period.start ? 1 : 0;
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
  const schools = await rowsOf<{ id: string; name: string | null }>(tx, sql`SELECT DISTINCT ON (school_id) school_id AS id, school_name AS name
    FROM bbxc_order WHERE tenant_id = ${tenantId} AND school_id IS NOT NULL AND deleted = 0 ORDER BY school_id, id DESC`);
  for (const school of schools) {
    for (const period of billingPeriodsBetween(from, now, 'month')) {
      const [exists] = await rowsOf(tx, sql`SELECT 1 FROM bbxc_fin_bill WHERE tenant_id = ${tenantId} AND school_id = ${school.id}
        AND period_year = ${period.year} AND period_month = ${period.index}`);
      if (exists) continue;
      const bill = await billOf(tx, tenantId, school, period);
      await tx.execute(sql`INSERT INTO bbxc_fin_bill_line (tenant_id, bill_id, line_type, order_id, order_no, student_name, amount, occur_time)
        SELECT tenant_id, ${bill.id}, ${LINE_ORDER}, id, order_no, student_name, paid_amount, pay_time FROM bbxc_order
        WHERE tenant_id = ${tenantId} AND school_id = ${school.id} AND deleted = 0 AND pay_status IN (1, 2)
          AND pay_time >= ${period.start} AND pay_time < ${period.end}`);
      await tx.execute(sql`INSERT INTO bbxc_fin_bill_line (tenant_id, bill_id, line_type, order_id, order_no, refund_id, refund_no, student_name, amount, occur_time, adjustment)
        SELECT r.tenant_id, ${bill.id}, ${LINE_REFUND}, r.order_id, r.order_no, r.id, r.refund_no, r.student_name, -r.refund_amount, r.audit_time,
          CASE WHEN o.pay_time < ${period.start} THEN 1 ELSE 0 END
        FROM bbxc_order_refund r JOIN bbxc_order o ON o.id = r.order_id
        WHERE r.tenant_id = ${tenantId} AND r.school_id = ${school.id} AND r.status = 3 AND r.audit_time >= ${period.start} AND r.audit_time < ${period.end}`);
      await tx.execute(sql`UPDATE bbxc_order_refund r SET bill_period = ${period.label},
          adjustment = CASE WHEN o.pay_time < ${period.start} THEN 1 ELSE 0 END
        FROM bbxc_order o WHERE o.id = r.order_id AND r.tenant_id = ${tenantId} AND r.school_id = ${school.id} AND r.status = 3
          AND r.audit_time >= ${period.start} AND r.audit_time < ${period.end}`);
      await refreshTotals(tx, bill.id);
    }
  }
  await settleEndedBills(tx, tenantId, now);
}
