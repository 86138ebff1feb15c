import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { billingPeriodsBetween, fenToYuan, productBill, vipBill } from '@coach/domain';
import type { Db } from '../../platform/db';
import type { Services } from '../../platform/services';
import { registerResource, rowsOf } from '../../engine';
import { BILL_SETTLED } from './billLedger';

/**
 * Where each product's orders are: the paid ones of a school in [start, end), as
 * (order_no, product_name, student_name, amount, occur_time).
 */
function sourceOf(kind: number, tenantId: string, schoolId: string, start: number, end: number): SQL {
  switch (kind) {
    case 1:
      return sql`SELECT order_no, vip_name AS product_name, student_name, paid_amount AS amount, pay_time AS occur_time FROM mall_vip_order
        WHERE tenant_id = ${tenantId} AND school_id = ${schoolId} AND pay_time >= ${start} AND pay_time < ${end}`;
    case 2:
      return sql`SELECT order_no, package_name AS product_name, student_name, paid_amount AS amount, pay_time AS occur_time FROM bbxc_simulation_order
        WHERE tenant_id = ${tenantId} AND school_id = ${schoolId} AND deleted = 0 AND pay_status IN (1, 2) AND pay_time >= ${start} AND pay_time < ${end}`;
    default:
      return sql`SELECT order_no, '远程计时' || hours || '学时' AS product_name, student_name, paid_amount AS amount, pay_time AS occur_time FROM mall_remote_timing
        WHERE tenant_id = ${tenantId} AND school_id = ${schoolId} AND deleted = 0 AND pay_time >= ${start} AND pay_time < ${end}`;
  }
}

/**
 * Builds the missing product bills of every school from `from` up to the current billing
 * month: lines from each product's paid orders, totals summed from the lines by the database;
 * months that have ended are settled. Existing bills are left alone.
 */
export async function buildProductBills(tx: Db, tenantId: string, from: number, now: number): Promise<void> {
  const schools = await rowsOf<{ id: string; name: string }>(tx, sql`SELECT id::text AS id, name FROM bbxc_school WHERE tenant_id = ${tenantId} AND deleted = 0 ORDER BY id`);
  for (const school of schools) {
    for (const period of billingPeriodsBetween(from, now, 'month')) {
      for (const kind of [1, 2, 3]) {
        const [bill] = await rowsOf<{ id: string }>(tx, sql`INSERT INTO mall_product_bill (tenant_id, school_id, school_name, product_kind, period_label, period_year,
            period_month, period_start, period_end, order_count, amount, status, settle_time)
          VALUES (${tenantId}, ${school.id}, ${school.name}, ${kind}, ${period.label}, ${period.year}, ${period.index}, ${period.start}, ${period.end - 1}, 0, 0,
            ${period.end <= now ? BILL_SETTLED : 0}, ${period.end <= now ? period.end : null})
          ON CONFLICT (tenant_id, school_id, product_kind, period_year, period_month) DO NOTHING RETURNING id`);
        if (!bill) continue;
        await tx.execute(sql`INSERT INTO mall_product_bill_line (tenant_id, bill_id, order_no, product_name, student_name, amount, occur_time)
          SELECT ${tenantId}, ${bill.id}, s.order_no, s.product_name, s.student_name, s.amount, s.occur_time FROM (${sourceOf(kind, tenantId, school.id, period.start, period.end)}) s`);
        await tx.execute(sql`UPDATE mall_product_bill b SET order_count = s.n, amount = s.total FROM
          (SELECT count(*)::int AS n, coalesce(sum(amount), 0) AS total FROM mall_product_bill_line WHERE tenant_id = ${tenantId} AND bill_id = ${bill.id}) s
          WHERE b.tenant_id = ${tenantId} AND b.id = ${bill.id}`);
      }
    }
  }
}

/** 增值产品账单 and VIP账单: the same bills, the detail with their lines. */
export function productBillFeature(app: FastifyInstance, services: Services) {
  for (const def of [productBill, vipBill]) {
    registerResource(app, services, def, {
      async detail({ tx, ctx, row }) {
        const lines = await rowsOf<{ order_no: string; product_name: string; student_name: string | null; amount: string; occur_time: string }>(tx, sql`
          SELECT order_no, product_name, student_name, amount, occur_time FROM mall_product_bill_line WHERE tenant_id = ${ctx.tenantId} AND bill_id = ${String(row.id)} ORDER BY occur_time, id`);
        return { lines: lines.map((l) => ({ orderNo: l.order_no, productName: l.product_name, studentName: l.student_name, amount: fenToYuan(l.amount), occurTime: Number(l.occur_time) })) };
      },
    });
  }
}
