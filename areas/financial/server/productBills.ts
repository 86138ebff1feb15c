import { sql, type SQL } from 'drizzle-orm';
import { billingPeriodsBetween, fenToYuan } from '@coach/domain';
import { productBill, vipBill } from '../domain';
import type { Db } from '@coach/server/platform/db.ts';
import { insertRows, resourceHooks, type ResourceHooks, rowsOf } from '@coach/server/engine/index.ts';
// 财务管理's product bills are settled as 财务账单 are.
import { BILL_OPEN, BILL_SETTLED } from '@coach/areas/orders/domain/index.ts';

/**
 * Where each product's orders are: the paid ones of the tenant, as (id, school_id, order_no,
 * product_name, student_name, student_id, amount, occur_time), for the bills to pick by school and period.
 */
function sourceOf(kind: number, tenantId: string): SQL {
  switch (kind) {
    case 1:
      return sql`SELECT id, school_id, order_no, vip_name AS product_name, student_name, student_id, paid_amount AS amount, pay_time AS occur_time FROM mall_vip_order
        WHERE tenant_id = ${tenantId}`;
    case 2:
      return sql`SELECT id, school_id, order_no, package_name AS product_name, student_name, student_id, paid_amount AS amount, pay_time AS occur_time FROM bbxc_simulation_order
        WHERE tenant_id = ${tenantId} AND deleted = 0 AND pay_status IN (1, 2)`;
    default:
      return sql`SELECT id, school_id, order_no, '远程计时' || hours || '学时' AS product_name, student_name, student_id, paid_amount AS amount, pay_time AS occur_time FROM mall_remote_timing
        WHERE tenant_id = ${tenantId} AND deleted = 0`;
  }
}

/**
 * Builds the missing product bills of every school from `from` up to the current billing
 * month: lines from each product's paid orders, totals summed from the lines by the database;
 * months that have ended are settled. Existing bills are left alone.
 */
export async function buildProductBills(tx: Db, tenantId: string, from: number, now: number): Promise<void> {
  const schools = await rowsOf<{ id: string; name: string }>(
    tx,
    sql`SELECT id::text AS id, name FROM bbxc_school WHERE tenant_id = ${tenantId} AND deleted = 0 ORDER BY id`,
  );
  const periods = billingPeriodsBetween(from, now, 'month');
  // All bills in one statement (a demo year is ~80): those that exist answer nothing and are left alone.
  const made = await insertRows<{
    id: string;
    school_id: string;
    product_kind: number;
    period_start: string;
    period_end: string;
  }>(
    tx,
    'mall_product_bill',
    schools.flatMap((school) =>
      periods.flatMap((period) =>
        [1, 2, 3].map((kind) => ({
          tenant_id: tenantId,
          school_id: school.id,
          school_name: school.name,
          product_kind: kind,
          period_label: period.label,
          period_year: period.year,
          period_month: period.index,
          period_start: period.start,
          period_end: period.end - 1,
          order_count: 0,
          amount: 0,
          status: period.end <= now ? BILL_SETTLED : BILL_OPEN,
          settle_time: period.end <= now ? period.end : null,
        })),
      ),
    ),
    {
      onConflict: sql`ON CONFLICT (tenant_id, school_id, product_kind, period_year, period_month) DO NOTHING`,
      returning: sql`id, school_id, product_kind, period_start, period_end`,
    },
  );
  if (!made.length) return;
  for (const kind of [1, 2, 3]) {
    const bills = JSON.stringify(
      made.flatMap((b, n) =>
        Number(b.product_kind) === kind
          ? [{ n, id: b.id, school_id: b.school_id, start: b.period_start, end: Number(b.period_end) + 1 }]
          : [],
      ),
    );
    await tx.execute(sql`INSERT INTO mall_product_bill_line (tenant_id, bill_id, order_no, product_name, student_name, student_id, amount, occur_time)
      SELECT ${tenantId}, b.id, s.order_no, s.product_name, s.student_name, s.student_id, s.amount, s.occur_time
      FROM json_to_recordset(${bills}::json) AS b(n int, id bigint, school_id text, start bigint, "end" bigint)
      JOIN (${sourceOf(kind, tenantId)}) s ON s.school_id = b.school_id AND s.occur_time >= b.start AND s.occur_time < b."end"
      ORDER BY b.n, s.id`);
  }
  await tx.execute(sql`UPDATE mall_product_bill b SET order_count = s.n, amount = s.total FROM
    (SELECT ids.id::bigint AS bill_id, count(l.id)::int AS n, coalesce(sum(l.amount), 0) AS total
      FROM json_array_elements_text(${JSON.stringify(made.map((b) => b.id))}::json) AS ids(id)
      LEFT JOIN mall_product_bill_line l ON l.tenant_id = ${tenantId} AND l.bill_id = ids.id::bigint GROUP BY ids.id) s
    WHERE b.tenant_id = ${tenantId} AND b.id = s.bill_id`);
}

/** 增值产品账单 and VIP账单: the same bills, the detail with their lines. */
const billLines: ResourceHooks = {
  async detail({ tx, ctx, row }) {
    const lines = await rowsOf<{
      order_no: string;
      product_name: string;
      student_name: string | null;
      student_id: string | null;
      amount: string;
      occur_time: string;
    }>(
      tx,
      sql`
          SELECT order_no, product_name, student_name, student_id, amount, occur_time FROM mall_product_bill_line WHERE tenant_id = ${ctx.tenantId} AND bill_id = ${String(row.id)} ORDER BY occur_time, id`,
    );
    return {
      lines: lines.map((l) => ({
        orderNo: l.order_no,
        productName: l.product_name,
        studentName: l.student_name,
        studentId: l.student_id == null ? null : String(l.student_id),
        amount: fenToYuan(l.amount),
        occurTime: Number(l.occur_time),
      })),
    };
  },
};

export const productBillHooks = resourceHooks({ [productBill.name]: billLines, [vipBill.name]: billLines });
