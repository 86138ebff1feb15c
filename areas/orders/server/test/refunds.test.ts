import { sql } from 'drizzle-orm';
import { actionApplies, billingPeriod, MSG_STATE_CHANGED } from '@coach/domain';
import { finBill, generalOrder, orderRefund, REFUND_PARTIAL } from '../../domain';
import { buildBills } from '../billLedger';
import { demoTenantId } from '@coach/server/test/student/fixtures.ts';
import { describe, expect, test as it, type Caller } from '@coach/server/test/fixtures.ts';
import type { TestApp } from '@coach/server/test/testApp.ts';

// Issue 19: 退款管理. A refund is applied for within what the order still holds, 通过 and
// 拒绝 check 待审核 in the same UPDATE, the refunded total of an order never passes what was
// paid (two approvals at once included), and 通过 books the refund on the school's open bill:
// as an adjustment when the order's own bill is settled, which then stays as it was.
const DAY = 86400;
const [approve, reject] = orderRefund.transitions!;

describe('退款管理', () => {
  let t: TestApp;
  let admin: Caller;
  let tenantId: string;
  let seq = 0;
  const now = () => Math.floor(Date.now() / 1000);
  const q = <T>(query: ReturnType<typeof sql>) => t.services.database.rows<T>(query);
  it.beforeAll(async ({ app, admin: signedIn }) => {
    [t, admin] = [app, signedIn];
    tenantId = await demoTenantId(t);
  }, 120_000);

  const post = async (path: string, body: unknown) => (await admin.post(path, body)).body;
  /** A paid order of school 金陵 (id 7001) paid `paidAt`, paid amount in fen. */
  async function order(paid: number, paidAt = now() - 3600, payStatus = 1): Promise<string> {
    seq += 1;
    const [{ id }] = await q<{
      id: string;
    }>(sql`INSERT INTO bbxc_order (tenant_id, order_no, class_name, student_name, mobile, school_id, school_name, store_id, store_name,
        price, discount_amount, paid_amount, pay_status, pay_time, create_time)
      VALUES (${tenantId}, ${`RT${seq}${now()}`}, 'C1普通班', ${`学员${seq}`}, '13800001234', '7001', '金陵驾校', '7002', '玄武门店', ${paid}, 0, ${paid}, ${payStatus}, ${payStatus ? paidAt : null}, ${paidAt - 60})
      RETURNING id`);
    return String(id);
  }
  const apply = async (orderId: string, refundAmount: string, reason = '学员个人原因') =>
    (await admin.call(orderRefund, 'create', { orderId, refundAmount, reason })).body;
  const orderRow = async (id: string) =>
    (
      await q<{ refunded_amount: string; refund_status: number; pay_status: number }>(
        sql`SELECT refunded_amount, refund_status, pay_status FROM bbxc_order WHERE id = ${id}`,
      )
    )[0];
  const refundRow = async (id: string) =>
    (
      await q<{
        status: number;
        bill_period: string | null;
        adjustment: number;
        reject_reason: string | null;
        audit_time: string | null;
      }>(sql`SELECT status, bill_period, adjustment, reject_reason, audit_time FROM bbxc_order_refund WHERE id = ${id}`)
    )[0];
  const bills = () =>
    q<{
      id: string;
      period_year: number;
      period_month: number;
      status: number;
      order_count: number;
      order_amount: string;
      refund_count: number;
      refund_amount: string;
      adjust_amount: string;
      net_amount: string;
    }>(sql`
    SELECT id, period_year, period_month, status, order_count, order_amount, refund_count, refund_amount, adjust_amount, net_amount FROM bbxc_fin_bill
    WHERE tenant_id = ${tenantId} AND school_id = '7001' ORDER BY period_start`);

  it("takes a request for what the order still holds, with the order's names, and marks the order 退款申请中", async () => {
    const id = await order(300000);
    const made = await apply(id, '1000.50');
    expect(made.status, made.message).toBe(true);
    const detail = (await admin.call(orderRefund, 'detail', { id: made.result.id })).body.result;
    expect(detail).toMatchObject({
      orderId: id,
      studentName: `学员${seq}`,
      schoolName: '金陵驾校',
      storeName: '玄武门店',
      paidAmount: '3000.00',
      refundAmount: '1000.50',
      status: 0,
    });
    expect(detail.refundNo).toMatch(/^TK\d{8}/);
    expect(detail.mobile).toBe('13800001234'); // the administrator reads numbers whole (data:plaintext)
    expect(Number((await orderRow(id)).refund_status)).toBe(1);
    // The waiting request counts: 3000 - 1000.50 is left.
    expect((await apply(id, '1999.51')).message).toBe('退款金额(元)：不能超过可退金额1999.50元');
    expect((await apply(id, '1999.50')).status).toBe(true);
  });

  it('refuses what is wrong, naming the field, and writes nothing', async () => {
    const id = await order(100000);
    const unpaid = await order(100000, now(), 0);
    const [{ n: before }] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM bbxc_order_refund`);
    for (const [body, message] of [
      [{ orderId: id, refundAmount: '0', reason: 'x' }, '退款金额(元)：只能输入正数'],
      [{ orderId: id, refundAmount: '-5', reason: 'x' }, undefined],
      [{ orderId: id, refundAmount: 'abc', reason: 'x' }, undefined],
      [{ orderId: id, refundAmount: '10' }, '退款原因：该输入项为必填项!'],
      [{ orderId: 'x1', refundAmount: '10', reason: 'x' }, '退款订单：订单不存在或无权操作'],
      [{ orderId: '99999999', refundAmount: '10', reason: 'x' }, '退款订单：订单不存在或无权操作'],
      [{ orderId: unpaid, refundAmount: '10', reason: 'x' }, '该订单未支付或已全额退款，不能申请退款'],
    ] as const) {
      const answer = (await admin.call(orderRefund, 'create', body)).body;
      expect(answer.status, JSON.stringify(body)).toBe(false);
      if (message) expect(answer.message).toBe(message);
      else expect(answer.message).toMatch(/^退款金额/);
    }
    const [{ n: after }] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM bbxc_order_refund`);
    expect(after).toBe(before);
  });

  it('通过 pays back: the order, the refund and the open bill agree; a second 通过 is refused', async () => {
    const id = await order(200000);
    const { result } = await apply(id, '2000');
    const done = await post(approve.path, { ids: [result.id], status: 3 });
    expect(done).toMatchObject({ status: true, message: '通过成功' });
    expect(await orderRow(id)).toMatchObject({ refunded_amount: '200000', refund_status: 3, pay_status: 2 });
    const refund = await refundRow(result.id);
    expect([Number(refund.status), refund.bill_period, Number(refund.adjustment)]).toEqual([
      3,
      billingPeriod(now(), 'month').label,
      0,
    ]);
    const line = (
      await q<{ amount: string; bill_id: string }>(
        sql`SELECT amount, bill_id FROM bbxc_fin_bill_line WHERE refund_id = ${result.id}`,
      )
    )[0];
    expect(Number(line.amount)).toBe(-200000);
    const bill = (await admin.call(finBill, 'detail', { id: line.bill_id })).body.result;
    expect(bill.status).toBe(0);
    const refunds = bill.lines.filter((l: { lineType: number }) => l.lineType === 2);
    expect(bill.refundAmount).toBe(
      (-refunds.reduce((s: number, l: { amount: string }) => s + Number(l.amount), 0)).toFixed(2),
    );
    const again = await post(approve.path, { ids: [result.id], status: 3 });
    expect(again).toMatchObject({ status: false, message: MSG_STATE_CHANGED });
    expect((await orderRow(id)).refunded_amount).toBe('200000');
    expect((await post(reject.path, { ids: [result.id], status: 2, rejectReason: '晚了' })).status).toBe(false);
  });

  it('拒绝 needs a reason and keeps it; the order shows 退款已拒绝', async () => {
    const id = await order(50000);
    const { result } = await apply(id, '100');
    expect((await post(reject.path, { ids: [result.id], status: 2, rejectReason: ' ' })).message).toBe(
      '拒绝原因：请填写拒绝原因',
    );
    expect((await post(reject.path, { ids: [result.id], status: 2, rejectReason: '已超过退款期限' })).status).toBe(
      true,
    );
    expect(await refundRow(result.id)).toMatchObject({ status: 2, reject_reason: '已超过退款期限' });
    expect(await orderRow(id)).toMatchObject({ refunded_amount: '0', refund_status: 2, pay_status: 1 });
  });

  it('shows a part refund as 部分退款 and offers 申请退款 while anything is left, up to the last fen', async () => {
    const id = await order(100000);
    const [action] = generalOrder.actions!;
    /** The order as 订单管理 lists it: its state, and whether its row offers 申请退款. */
    const listed = async () => {
      const [no] = await q<{ order_no: string }>(sql`SELECT order_no FROM bbxc_order WHERE id = ${id}`);
      const row = (await admin.call(generalOrder, 'list', { orderNo: no.order_no })).body.result.list[0];
      return {
        refundStatus: row.refundStatus,
        refundedAmount: row.refundedAmount,
        offered: actionApplies(action, row),
      };
    };
    expect(await listed()).toEqual({ refundStatus: 0, refundedAmount: '0.00', offered: true });
    const first = (await apply(id, '300')).result.id;
    const firstApproved = await post(approve.path, { ids: [first], status: 3 });
    expect(firstApproved.status, firstApproved.message).toBe(true);
    expect(await listed()).toEqual({ refundStatus: REFUND_PARTIAL, refundedAmount: '300.00', offered: true });
    // Stored as 已退款 beside the amounts; 部分退款 is what they make of it when read.
    expect(await orderRow(id)).toMatchObject({ refund_status: 3, pay_status: 1 });
    expect(
      (await admin.call(generalOrder, 'list', { refundStatus: REFUND_PARTIAL, pageSize: 500 })).body.result.list.map(
        (r: { id: string }) => String(r.id),
      ),
    ).toContain(id);
    // What waits counts as gone: a request for all that is left takes 申请退款 off the row.
    const rest = (await apply(id, '700')).result.id;
    expect((await listed()).offered).toBe(false);
    // And the server refuses more than is left whatever a page offers (700 waits: nothing is).
    expect((await apply(id, '0.01')).message).toBe('退款金额(元)：不能超过可退金额0.00元');
    expect((await post(reject.path, { ids: [rest], status: 2, rejectReason: '金额有误' })).status).toBe(true);
    expect(await listed()).toEqual({ refundStatus: REFUND_PARTIAL, refundedAmount: '300.00', offered: true });
    expect((await apply(id, '700.01')).message).toBe('退款金额(元)：不能超过可退金额700.00元');
    const last = (await apply(id, '700')).result.id;
    expect((await post(approve.path, { ids: [last], status: 3 })).status).toBe(true);
    expect(await listed()).toEqual({ refundStatus: 3, refundedAmount: '1000.00', offered: false });
    expect(await orderRow(id)).toMatchObject({ refunded_amount: '100000', refund_status: 3, pay_status: 2 });
    // The order's refunds and the bills' refund lines are the same money.
    const [sums] = await q<{ refunds: string; lines: string }>(sql`SELECT
      (SELECT sum(refund_amount) FROM bbxc_order_refund WHERE order_id = ${id} AND status = 3) AS refunds,
      (SELECT -sum(amount) FROM bbxc_fin_bill_line WHERE order_id = ${id} AND line_type = 2) AS lines`);
    expect([Number(sums.refunds), Number(sums.lines)]).toEqual([100000, 100000]);
  });

  it('never refunds more than was paid, even with two approvals at once', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await order(100000);
      const a = (await apply(id, '600')).result.id;
      const b = (await apply(id, '400')).result.id;
      // A third request within what is left after both would be refused: 1000 is taken.
      expect((await apply(id, '0.01')).status).toBe(false);
      // Squeeze the cap: the order is found to hold less (another refund paid outside).
      await q(sql`UPDATE bbxc_order SET refunded_amount = 50000 WHERE id = ${id}`);
      const answers = await Promise.all([a, b].map((rid) => post(approve.path, { ids: [rid], status: 3 })));
      expect(answers.filter((x) => x.status)).toHaveLength(1);
      const row = await orderRow(id);
      expect(Number(row.refunded_amount)).toBeLessThanOrEqual(100000);
      const approved = await q<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM bbxc_order_refund WHERE order_id = ${id} AND status = 3`,
      );
      expect(approved[0].n).toBe(1);
      const failed = answers.find((x) => !x.status)!;
      expect(failed.message).toBe('退款金额超过订单剩余可退金额，不能通过，请拒绝该申请');
    }
  });

  it('books a refund of an order of a settled bill on the next open bill, the settled one unchanged', async () => {
    const lastPeriod = billingPeriod(billingPeriod(now(), 'month').start - DAY, 'month');
    const id = await order(120000, lastPeriod.start + 2 * DAY);
    await t.services.database.db.transaction(async (tx) => buildBills(tx as never, tenantId, lastPeriod.start, now()));
    const settledBefore = (await bills()).find(
      (b) => b.period_year === lastPeriod.year && b.period_month === lastPeriod.index,
    )!;
    expect(Number(settledBefore.status)).toBe(1);
    expect(Number(settledBefore.order_amount)).toBeGreaterThanOrEqual(120000);
    const { result } = await apply(id, '300');
    expect((await post(approve.path, { ids: [result.id], status: 3 })).status).toBe(true);
    const refund = await refundRow(result.id);
    expect([refund.bill_period, Number(refund.adjustment)]).toEqual([billingPeriod(now(), 'month').label, 1]);
    const after = await bills();
    expect(after.find((b) => b.id === settledBefore.id)).toEqual(settledBefore);
    const open = after.find((b) => Number(b.status) === 0)!;
    expect(Number(open.adjust_amount)).toBeGreaterThanOrEqual(30000);
    const [sums] = await q<{
      orders: string;
      refunds: string;
      adjust: string;
    }>(sql`SELECT coalesce(sum(amount) FILTER (WHERE line_type = 1), 0) AS orders,
      coalesce(-sum(amount) FILTER (WHERE line_type = 2), 0) AS refunds, coalesce(-sum(amount) FILTER (WHERE line_type = 2 AND adjustment = 1), 0) AS adjust
      FROM bbxc_fin_bill_line WHERE bill_id = ${open.id}`);
    expect([open.order_amount, open.refund_amount, open.adjust_amount, Number(open.net_amount)].map(Number)).toEqual([
      Number(sums.orders),
      Number(sums.refunds),
      Number(sums.adjust),
      Number(sums.orders) - Number(sums.refunds),
    ]);
  });

  it('lists and exports refunds by state and order number', async () => {
    const list = (await admin.call(orderRefund, 'list', { status: 3, pageSize: 100 })).body.result;
    expect(list.total).toBeGreaterThan(0);
    expect(list.list.every((r: { status: number }) => r.status === 3)).toBe(true);
    const res = await t.built.app.inject({
      method: 'POST',
      url: orderRefund.api.export!,
      payload: { status: 3 },
      headers: { 'ctl-token': admin.token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });
});
