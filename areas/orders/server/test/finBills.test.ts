import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { billingPeriod } from '@coach/domain';
import { finBill } from '../../domain';
import { buildBills } from '../billLedger';
import { describe, expect, test as it } from '@coach/server/test/fixtures.ts';
import type { TestApp } from '@coach/server/test/testApp.ts';
import { demoTenantId } from '@coach/server/test/student/fixtures.ts';

// Issue 19: 财务账单. Per school and billing period (26th to 25th) the lines are exactly the
// orders paid and the refunds paid back in it, and the totals are the sums of the lines —
// checked on random orders and refunds (fast-check), each run in a tenant of its own.
const DAY = 86400;

describe('财务账单', () => {
  let t: TestApp;
  const q = <T>(query: ReturnType<typeof sql>) => t.services.database.rows<T>(query);
  it.beforeAll(async ({ app }) => {
    t = app;
  }, 120_000);

  const orderArb = fc.record({
    school: fc.constantFrom('1', '2'),
    paid: fc.integer({ min: 1, max: 1_000_000 }),
    paidDaysAgo: fc.integer({ min: 0, max: 100 }),
    refund: fc.option(
      fc.record({ share: fc.integer({ min: 1, max: 100 }), afterDays: fc.integer({ min: 0, max: 60 }) }),
      { nil: undefined },
    ),
  });

  it("makes every bill the sum of its lines, and its lines the period's orders and refunds", async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(orderArb, { minLength: 1, maxLength: 25 }), async (orders) => {
        run += 1;
        const now = Math.floor(Date.now() / 1000);
        const [{ id: tenantId }] = await q<{ id: string }>(
          sql`INSERT INTO sys_tenant (name, code) VALUES (${`账单${run}`}, ${`bill-${run}-${now}`}) RETURNING id`,
        );
        const expected = new Map<
          string,
          { orders: number; orderAmount: number; refunds: number; refundAmount: number }
        >();
        const add = (school: string, at: number, kind: 'order' | 'refund', amount: number) => {
          const p = billingPeriod(at, 'month');
          const key = `${school}:${p.year}:${p.index}`;
          const e = expected.get(key) ?? { orders: 0, orderAmount: 0, refunds: 0, refundAmount: 0 };
          if (kind === 'order') Object.assign(e, { orders: e.orders + 1, orderAmount: e.orderAmount + amount });
          else Object.assign(e, { refunds: e.refunds + 1, refundAmount: e.refundAmount + amount });
          expected.set(key, e);
        };
        for (const [i, o] of orders.entries()) {
          const paidAt = now - o.paidDaysAgo * DAY - 60;
          const refundAt = o.refund ? Math.min(paidAt + o.refund.afterDays * DAY, now - 1) : undefined;
          const refundAmount = o.refund ? Math.max(1, Math.floor((o.paid * o.refund.share) / 100)) : 0;
          const [{ id }] = await q<{
            id: string;
          }>(sql`INSERT INTO bbxc_order (tenant_id, order_no, student_name, school_id, school_name, price, discount_amount, paid_amount,
              pay_status, pay_time, refunded_amount, create_time)
            VALUES (${tenantId}, ${`FB${i}`}, '学员', ${o.school}, ${`驾校${o.school}`}, ${o.paid}, 0, ${o.paid}, ${refundAmount === o.paid ? 2 : 1}, ${paidAt}, ${refundAmount}, ${paidAt})
            RETURNING id`);
          add(o.school, paidAt, 'order', o.paid);
          if (refundAt !== undefined) {
            await q(sql`INSERT INTO bbxc_order_refund (tenant_id, refund_no, order_id, order_no, school_id, school_name, paid_amount, refund_amount, reason, status, audit_time, create_time)
              VALUES (${tenantId}, ${`TK${i}`}, ${id}, ${`FB${i}`}, ${o.school}, ${`驾校${o.school}`}, ${o.paid}, ${refundAmount}, '原因', 3, ${refundAt}, ${paidAt})`);
            add(o.school, refundAt, 'refund', refundAmount);
          }
        }
        await t.services.database.db.transaction(async (tx) =>
          buildBills(tx as never, String(tenantId), now - 101 * DAY, now),
        );
        const bills = await q<{
          id: string;
          school_id: string;
          period_year: number;
          period_month: number;
          order_count: number;
          order_amount: string;
          refund_count: number;
          refund_amount: string;
          net_amount: string;
          status: number;
          period_end: string;
        }>(sql`
          SELECT id, school_id, period_year, period_month, order_count, order_amount, refund_count, refund_amount, net_amount, status, period_end FROM bbxc_fin_bill WHERE tenant_id = ${tenantId}`);
        for (const bill of bills) {
          const e = expected.get(`${bill.school_id}:${bill.period_year}:${bill.period_month}`) ?? {
            orders: 0,
            orderAmount: 0,
            refunds: 0,
            refundAmount: 0,
          };
          const [lines] = await q<{
            orders: number;
            order_amount: string;
            refunds: number;
            refund_amount: string;
          }>(sql`SELECT count(*) FILTER (WHERE line_type = 1)::int AS orders,
              coalesce(sum(amount) FILTER (WHERE line_type = 1), 0) AS order_amount, count(*) FILTER (WHERE line_type = 2)::int AS refunds,
              coalesce(-sum(amount) FILTER (WHERE line_type = 2), 0) AS refund_amount FROM bbxc_fin_bill_line WHERE bill_id = ${bill.id}`);
          const totals = [
            Number(bill.order_count),
            Number(bill.order_amount),
            Number(bill.refund_count),
            Number(bill.refund_amount),
          ];
          expect(totals).toEqual([
            Number(lines.orders),
            Number(lines.order_amount),
            Number(lines.refunds),
            Number(lines.refund_amount),
          ]);
          expect(totals).toEqual([e.orders, e.orderAmount, e.refunds, e.refundAmount]);
          expect(Number(bill.net_amount)).toBe(e.orderAmount - e.refundAmount);
          expect(Number(bill.status)).toBe(Number(bill.period_end) < now ? 1 : 0);
        }
        // Every period with an order or refund has its bill.
        for (const key of expected.keys())
          expect(
            bills.some((b) => `${b.school_id}:${b.period_year}:${b.period_month}` === key),
            key,
          ).toBe(true);
      }),
      { numRuns: 12 },
    );
  });

  it('lists bills by school and state, and shows a bill with its lines', async ({ admin }) => {
    const tenantId = await demoTenantId(t);
    const now = Math.floor(Date.now() / 1000);
    await q(sql`INSERT INTO bbxc_order (tenant_id, order_no, student_name, school_id, school_name, price, discount_amount, paid_amount, pay_status, pay_time, create_time)
      VALUES (${tenantId}, 'FBL1', '学员甲', '1', '金陵驾校', 100000, 0, 100000, 1, ${now - 40 * DAY}, ${now - 40 * DAY})`);
    await t.services.database.db.transaction(async (tx) => buildBills(tx as never, tenantId, now - 60 * DAY, now));
    const list = (await admin.call(finBill, 'list', { schoolId: '1', status: 1 })).body.result;
    expect(list.total).toBeGreaterThan(0);
    const withOrder = list.list.find((b: { orderCount: number }) => b.orderCount > 0);
    const detail = (await admin.call(finBill, 'detail', { id: withOrder.id })).body.result;
    expect(detail.lines).toContainEqual(
      expect.objectContaining({ lineType: 1, orderNo: 'FBL1', amount: '1000.00', studentName: '学员甲' }),
    );
    expect(detail.orderAmount).toBe('1000.00');
  });
});
