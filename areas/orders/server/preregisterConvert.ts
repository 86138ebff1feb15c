import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { MSG_STATE_CHANGED, ResponseCode } from '@coach/domain';
import { PREREGISTER_CONVERT, preregisterOrder } from '../domain';
import type { Services } from '@coach/server/platform/services.ts';
import { BizError } from '@coach/server/platform/envelope.ts';
import { and, appCall, idSchema, rowsOf, scopeWhere } from '@coach/server/engine/index.ts';
import { classOnSale, createEnrolOrder } from './enrolOrder';

const convertBody = idSchema.extend({
  classId: z
    .union([z.string(), z.number()], { error: '报名班型：请选择报名班型' })
    .transform(String)
    .pipe(z.string().regex(/^\d{1,18}$/, '报名班型：请选择报名班型')),
});

/**
 * 转为订单: a 有效 pre-registration becomes an enrolment order of a 上架 class at the same
 * school and store, waiting for payment; the deposit is counted toward the price (shown as
 * 定金抵扣 in the discount, never more than the price). The pre-registration turns 已报名 with
 * the order's number, by an UPDATE that checks it is still 有效.
 */
export function preregisterConvertFeature(app: FastifyInstance, services: Services) {
  const db = services.database.db;
  appCall(app, db, {
    path: PREREGISTER_CONVERT,
    def: preregisterOrder,
    action: 'convert',
    body: convertBody,
    run: async (tx, ctx, { id, classId }) => {
      const [pre] = await rowsOf<{
        id: string;
        order_no: string;
        student_name: string;
        mobile: string;
        school_id: string;
        school_name: string;
        store_id: string;
        store_name: string;
        deposit: string;
        status: number;
      }>(
        tx,
        sql`
        SELECT id, order_no, student_name, mobile, school_id, school_name, store_id, store_name, deposit, status FROM bbxc_preregister t
        WHERE ${and([...scopeWhere(preregisterOrder, ctx), sql`t.id = ${id}`])} FOR UPDATE`,
      );
      if (!pre) throw new BizError('数据不存在或已删除');
      if (Number(pre.status) !== 1) throw new BizError(MSG_STATE_CHANGED, ResponseCode.CONFLICT);
      const cls = await classOnSale(tx, ctx, classId);
      const no = `BM${pre.order_no.replace(/^YB/, '')}${String(Date.now() % 1000).padStart(3, '0')}`.slice(0, 32);
      const orderId = await createEnrolOrder(tx, ctx, {
        orderNo: no,
        cls,
        enrolee: {
          name: pre.student_name,
          mobile: pre.mobile,
          school_id: pre.school_id,
          school_name: pre.school_name,
          store_id: pre.store_id,
          store_name: pre.store_name,
        },
        discount: Number(pre.deposit ?? 0),
      });
      const [changed] = await rowsOf(
        tx,
        sql`UPDATE bbxc_preregister SET status = 2, enrol_order_no = ${no}, enrol_order_id = ${orderId}, update_time = extract(epoch from now())::bigint, update_by = ${ctx.userId}
        WHERE tenant_id = ${ctx.tenantId} AND id = ${id} AND status = 1 RETURNING id`,
      );
      if (!changed) throw new BizError(MSG_STATE_CHANGED, ResponseCode.CONFLICT);
      return { orderNo: no, after: { status: 2, enrolOrderNo: no, orderId, className: cls.class_name } };
    },
    logged: ({ id }, { after }) => ({ ids: [id], after }),
    message: (_body, { orderNo }) => `已转为订单 ${orderNo}`,
    answer: ({ orderNo }) => ({ orderNo }),
  });
}
