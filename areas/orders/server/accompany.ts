import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { fenToYuan, MSG_STATE_CHANGED, ResponseCode } from '@coach/domain';
import { ACCOMPANY_ORDER_CALLS, accompanyOrder } from '../domain';
import type { Db } from '@coach/server/platform/db.ts';
import type { Services } from '@coach/server/platform/services.ts';
import { BizError } from '@coach/server/platform/envelope.ts';
import { appCall, bindActions, idSchema, rowsOf, type EngineContext } from '@coach/server/engine/index.ts';

const dispatchBody = idSchema.extend({
  coachId: z
    .union([z.string(), z.number()], { error: '陪驾教练：请选择陪驾教练' })
    .transform(String)
    .pipe(z.string().regex(/^\d{1,18}$/, '陪驾教练：请选择陪驾教练')),
});
const auditBody = { pass: z.union([z.literal(0), z.literal(1)], { error: '审核结果：请选择通过或拒绝' }) };

interface Refundable {
  hours: number;
  usedHours: number;
  hourPrice: number;
  paidAmount: number;
  refundAmount: number;
}

interface RefundableRow {
  hours: number;
  used_hours: number;
  hour_price: number;
  paid_amount: number;
}

/** The rule of spec and issue: unused hours × the hour price, never above what was paid. */
export function refundableOf(row: RefundableRow): Refundable {
  const hours = Number(row.hours);
  const usedHours = Number(row.used_hours);
  const hourPrice = Number(row.hour_price);
  const paidAmount = Number(row.paid_amount);
  return {
    hours,
    usedHours,
    hourPrice,
    paidAmount,
    refundAmount: Math.min(Math.max(hours - usedHours, 0) * hourPrice, paidAmount),
  };
}

async function orderOf(tx: Db, ctx: EngineContext, id: string) {
  const [row] = await rowsOf<{
    id: string;
    status: number;
    pre_refund_status: number;
    hours: number;
    used_hours: number;
    hour_price: number;
    paid_amount: number;
  }>(
    tx,
    sql`
    SELECT id, status, pre_refund_status, hours, used_hours, hour_price, paid_amount FROM mall_accompany_order
    WHERE tenant_id = ${ctx.tenantId} AND id = ${id} AND deleted = 0`,
  );
  if (!row) throw new BizError('数据不存在或已删除');
  return row;
}

/**
 * 陪驾教练 and 陪驾订单. 派单 sends a 待派单 order to an enabled coach; 退款审核 of an order
 * 退款审核中 either pays back the unused hours (已退款, amount by the rule, as 获取退款金额
 * showed it) or returns the order to where it was. Each checks the state in its UPDATE.
 */
export function accompanyFeature(app: FastifyInstance, services: Services) {
  const db = services.database.db;

  appCall(app, db, {
    path: ACCOMPANY_ORDER_CALLS.dispatch,
    def: accompanyOrder,
    action: 'dispatch',
    body: dispatchBody,
    message: '派单成功',
    run: async (tx, ctx, { id, coachId }) => {
      const [coach] = await rowsOf<{ id: string; name: string }>(
        tx,
        sql`SELECT id, name FROM mall_accompany_coach
        WHERE tenant_id = ${ctx.tenantId} AND id = ${coachId} AND deleted = 0 AND disable = 0`,
      );
      if (!coach) throw new BizError('陪驾教练：教练不存在或已停用');
      await orderOf(tx, ctx, id);
      const [changed] = await rowsOf(
        tx,
        sql`UPDATE mall_accompany_order SET status = 2, coach_id = ${String(coach.id)}, coach_name = ${coach.name},
          dispatch_time = extract(epoch from now())::bigint, update_time = extract(epoch from now())::bigint, update_by = ${ctx.userId}
        WHERE tenant_id = ${ctx.tenantId} AND id = ${id} AND status = 1 AND deleted = 0 RETURNING id`,
      );
      if (!changed) throw new BizError(MSG_STATE_CHANGED, ResponseCode.CONFLICT);
      return { status: 2, coachId: String(coach.id), coachName: coach.name };
    },
    logged: ({ id }, after) => ({ ids: [id], after }),
    answer: () => null,
  });

  // 退款审核 (declared on the definition with its state, preview and choices): the order is
  // claimed in 退款审核中 by the engine; passing pays the unused hours back by the rule, refusing
  // returns it to 待派单 or 已派单, whichever it was when the student asked.
  bindActions(app, db, accompanyOrder, 'refundAudit', {
    body: auditBody,
    preview: async (_db, _ctx, row) => {
      const r = refundableOf(row as unknown as RefundableRow);
      return {
        hours: r.hours,
        usedHours: r.usedHours,
        hourPrice: fenToYuan(r.hourPrice),
        paidAmount: fenToYuan(r.paidAmount),
        refundAmount: fenToYuan(r.refundAmount),
      };
    },
    run: async (tx, ctx, { id, body: { pass }, row }) => {
      const amount = refundableOf(row as unknown as RefundableRow).refundAmount;
      await tx.execute(
        pass
          ? sql`UPDATE mall_accompany_order SET status = 5, refund_amount = ${amount}, refund_time = extract(epoch from now())::bigint
            WHERE tenant_id = ${ctx.tenantId} AND id = ${id}`
          : sql`UPDATE mall_accompany_order SET status = CASE WHEN pre_refund_status IN (1, 2) THEN pre_refund_status ELSE 1 END
            WHERE tenant_id = ${ctx.tenantId} AND id = ${id}`,
      );
      return pass ? { status: 5, refundAmount: fenToYuan(amount) } : { refused: true };
    },
    logged: (_call, after) => ({ after }),
    message: (_action, result) => ('refused' in result ? '已拒绝退款申请' : '退款审核已通过'),
  });
}
