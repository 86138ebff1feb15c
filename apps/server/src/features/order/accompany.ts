import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  ACCOMPANY_ORDER_CALLS,
  accompanyCoach,
  accompanyOrder,
  fenToYuan,
  MSG_STATE_CHANGED,
  ResponseCode,
} from '@coach/domain';
import type { Db } from '../../platform/db';
import type { Services } from '../../platform/services';
import { BizError, ok } from '../../platform/envelope';
import { parseBody } from '../../platform/validate';
import { appCall, engineContext, idSchema, registerResource, rowsOf, type EngineContext } from '../../engine';

const dispatchBody = idSchema.extend({
  coachId: z
    .union([z.string(), z.number()], { error: '陪驾教练：请选择陪驾教练' })
    .transform(String)
    .pipe(z.string().regex(/^\d{1,18}$/, '陪驾教练：请选择陪驾教练')),
});
const auditBody = idSchema.extend({
  pass: z.union([z.literal(0), z.literal(1)], { error: '审核结果：请选择通过或拒绝' }),
});

interface Refundable {
  hours: number;
  usedHours: number;
  hourPrice: number;
  paidAmount: number;
  refundAmount: number;
}

/** The rule of spec and issue: unused hours × the hour price, never above what was paid. */
export function refundableOf(row: {
  hours: number;
  used_hours: number;
  hour_price: number;
  paid_amount: number;
}): Refundable {
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
  registerResource(app, services, accompanyCoach);
  registerResource(app, services, accompanyOrder);

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

  app.post(ACCOMPANY_ORDER_CALLS.refundAmount, async (request) => {
    const ctx = engineContext(request, accompanyOrder);
    const { id } = parseBody(idSchema, request.body);
    const row = await orderOf(db, ctx, id);
    const r = refundableOf(row);
    return ok({
      hours: r.hours,
      usedHours: r.usedHours,
      hourPrice: fenToYuan(r.hourPrice),
      paidAmount: fenToYuan(r.paidAmount),
      refundAmount: fenToYuan(r.refundAmount),
    });
  });

  appCall(app, db, {
    path: ACCOMPANY_ORDER_CALLS.refundAudit,
    def: accompanyOrder,
    action: 'refundAudit',
    body: auditBody,
    message: ({ pass }) => (pass ? '退款审核已通过' : '已拒绝退款申请'),
    run: async (tx, ctx, { id, pass }) => {
      const row = await orderOf(tx, ctx, id);
      const amount = refundableOf(row).refundAmount;
      // Refused: back to 待派单 or 已派单, whichever it was when the student asked.
      const [changed] = await rowsOf(
        tx,
        pass
          ? sql`UPDATE mall_accompany_order SET status = 5, refund_amount = ${amount}, refund_time = extract(epoch from now())::bigint,
            update_time = extract(epoch from now())::bigint, update_by = ${ctx.userId}
          WHERE tenant_id = ${ctx.tenantId} AND id = ${id} AND status = 4 AND used_hours = ${row.used_hours} RETURNING id`
          : sql`UPDATE mall_accompany_order SET status = CASE WHEN pre_refund_status IN (1, 2) THEN pre_refund_status ELSE 1 END,
            update_time = extract(epoch from now())::bigint, update_by = ${ctx.userId}
          WHERE tenant_id = ${ctx.tenantId} AND id = ${id} AND status = 4 RETURNING id`,
      );
      if (!changed) throw new BizError(MSG_STATE_CHANGED, ResponseCode.CONFLICT);
      return pass ? { status: 5, refundAmount: fenToYuan(amount) } : { refused: true };
    },
    logged: ({ id }, after) => ({ ids: [id], after }),
    answer: () => null,
  });
}
