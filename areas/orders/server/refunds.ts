import { sql } from 'drizzle-orm';
import { fenToYuan } from '@coach/domain';
import { generalOrder } from '../domain';
import type { Db } from '@coach/server/platform/db.ts';
import { BizError } from '@coach/server/platform/envelope.ts';
import { and, resourceHooks, rowsOf, scopeWhere, type EngineContext } from '@coach/server/engine/index.ts';
import { bookRefund } from './billLedger';

interface OrderRow {
  id: string;
  order_no: string;
  student_name: string | null;
  mobile: string | null;
  school_id: string | null;
  school_name: string | null;
  store_id: string | null;
  store_name: string | null;
  class_name: string | null;
  paid_amount: string;
  refunded_amount: string;
  pay_status: number;
  pay_time: string | null;
}

/** The order a refund is for, locked: only an order of the caller's tenant, school and store. */
async function lockOrder(tx: Db, ctx: EngineContext, orderId: string): Promise<OrderRow | undefined> {
  if (!/^\d{1,18}$/.test(orderId)) return undefined;
  const [order] = await rowsOf<OrderRow>(
    tx,
    sql`SELECT id, order_no, student_name, mobile, school_id, school_name, store_id, store_name, class_name,
      paid_amount, refunded_amount, pay_status, pay_time
    FROM bbxc_order t WHERE ${and([...scopeWhere(generalOrder, ctx), sql`t.id = ${orderId}`])} FOR UPDATE`,
  );
  return order;
}

/**
 * 退款申请中 while a request waits; else 已退款 once anything went back (read as 部分退款 while
 * less than was paid did: the field's `partial`); else 退款已拒绝 or 无退款.
 * Tenant: an order the caller has locked in its tenant's scope, and that order's refunds.
 */
async function syncOrderRefundStatus(tx: Db, orderId: string): Promise<void> {
  await tx.execute(sql`UPDATE bbxc_order o SET refund_status = CASE
      WHEN EXISTS (SELECT 1 FROM bbxc_order_refund r WHERE r.order_id = o.id AND r.status = 0) THEN 1
      WHEN o.refunded_amount > 0 THEN 3
      WHEN EXISTS (SELECT 1 FROM bbxc_order_refund r WHERE r.order_id = o.id AND r.status = 2) THEN 2 ELSE 0 END,
    update_time = extract(epoch from now())::bigint
    WHERE o.id = ${orderId}`);
}

/** A refund number: TK, the Shanghai date, and the row's place among today's (unique per tenant). */
async function nextRefundNo(tx: Db, tenantId: string): Promise<string> {
  const day = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
  const [{ n }] = await rowsOf<{ n: string }>(
    tx,
    sql`SELECT count(*) AS n FROM bbxc_order_refund WHERE tenant_id = ${tenantId} AND refund_no LIKE ${`TK${day}%`}`,
  );
  return `TK${day}${String(Number(n) + 1).padStart(6, '0')}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
}

/**
 * 退款管理: a refund is applied for at the counter (the order, the amount, why: never more
 * than the order still holds), 通过 pays it back (the order's refunded sum grows by the same
 * amount in an UPDATE that refuses to pass what was paid, so of two approvals at once only
 * those that fit succeed) and books it on the school's open bill; 拒绝 keeps the reason.
 */
export const refundHooks = resourceHooks({
  // 申请退款 is offered on a row only while something is left to refund: paid, less what went
  // back and what waits in requests (the apply call refuses more, whatever the page offers).
  generalOrder: {
    async listRows({ tx, ctx, rows }) {
      const ids = rows.filter((r) => Number(r.payStatus) === 1).map((r) => String(r.id));
      const pending = ids.length
        ? await rowsOf<{ order_id: string; amount: string }>(
            tx,
            sql`SELECT order_id, sum(refund_amount) AS amount FROM bbxc_order_refund
            WHERE tenant_id = ${ctx.tenantId} AND status = 0 AND order_id IN (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )}) GROUP BY order_id`,
          )
        : [];
      const waiting = new Map(pending.map((p) => [String(p.order_id), Number(p.amount)]));
      const fen = (yuan: unknown) => Math.round(Number(yuan ?? 0) * 100);
      for (const row of rows) {
        const left = fen(row.paidAmount) - fen(row.refundedAmount) - (waiting.get(String(row.id)) ?? 0);
        row.refundable = Number(row.payStatus) === 1 && left > 0 ? 1 : 0;
      }
    },
  },
  orderRefund: {
    async beforeSave({ tx, ctx, values }) {
      const order = await lockOrder(tx, ctx, String(values.orderId ?? ''));
      if (!order) throw new BizError('退款订单：订单不存在或无权操作');
      if (Number(order.pay_status) !== 1) throw new BizError('该订单未支付或已全额退款，不能申请退款');
      const amount = Number(values.refundAmount);
      const [{ pending }] = await rowsOf<{ pending: string }>(
        tx,
        sql`SELECT coalesce(sum(refund_amount), 0) AS pending FROM bbxc_order_refund
        WHERE tenant_id = ${ctx.tenantId} AND order_id = ${order.id} AND status = 0`,
      );
      const left = Number(order.paid_amount) - Number(order.refunded_amount) - Number(pending);
      if (!(amount > 0)) throw new BizError('退款金额(元)：只能输入正数');
      if (amount > left) throw new BizError(`退款金额(元)：不能超过可退金额${fenToYuan(Math.max(left, 0))}元`);
      Object.assign(values, {
        refundNo: await nextRefundNo(tx, ctx.tenantId),
        orderId: String(order.id),
        orderNo: order.order_no,
        studentName: order.student_name,
        mobile: order.mobile,
        schoolId: order.school_id,
        schoolName: order.school_name,
        storeId: order.store_id,
        storeName: order.store_name,
        className: order.class_name,
        paidAmount: Number(order.paid_amount),
        status: 0,
      });
    },
    async afterWrite({ tx, ctx, ids, action }) {
      const [refund] = await rowsOf<{
        id: string;
        refund_no: string;
        order_id: string;
        order_no: string;
        student_name: string | null;
        refund_amount: string;
        school_id: string | null;
        school_name: string | null;
        audit_time: string | null;
      }>(
        tx,
        sql`SELECT id, refund_no, order_id, order_no, student_name, refund_amount, school_id, school_name, audit_time FROM bbxc_order_refund
          WHERE tenant_id = ${ctx.tenantId} AND id = ${ids[0]}`,
      );
      if (!refund) return;
      if (action === 'approve') {
        const amount = Number(refund.refund_amount);
        const [order] = await rowsOf<{ pay_time: string | null }>(
          tx,
          sql`UPDATE bbxc_order SET refunded_amount = refunded_amount + ${amount},
            pay_status = CASE WHEN refunded_amount + ${amount} = paid_amount THEN 2 ELSE pay_status END, update_time = extract(epoch from now())::bigint
          WHERE tenant_id = ${ctx.tenantId} AND id = ${refund.order_id} AND refunded_amount + ${amount} <= paid_amount RETURNING pay_time`,
        );
        if (!order) throw new BizError('退款金额超过订单剩余可退金额，不能通过，请拒绝该申请');
        const at = Number(refund.audit_time ?? Math.floor(Date.now() / 1000));
        const booked = await bookRefund(
          tx,
          ctx.tenantId,
          {
            id: String(refund.id),
            refundNo: refund.refund_no,
            orderId: String(refund.order_id),
            orderNo: refund.order_no,
            studentName: refund.student_name,
            amount,
            orderPaidAt: order.pay_time == null ? null : Number(order.pay_time),
          },
          { id: String(refund.school_id ?? ''), name: refund.school_name },
          at,
        );
        await tx.execute(
          sql`UPDATE bbxc_order_refund SET bill_period = ${booked.periodLabel}, adjustment = ${booked.adjustment} WHERE tenant_id = ${ctx.tenantId} AND id = ${refund.id}`,
        );
      }
      await syncOrderRefundStatus(tx, String(refund.order_id));
    },
  },
});
