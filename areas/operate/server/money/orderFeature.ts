import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { fenToYuan, firstError, resourcesByName, rules } from '@coach/domain';
import { ORDER_BOOK_PATH, TRAIN_FINISH_PATH } from '../../domain';
import type { Services } from '@coach/server/platform/services.ts';
import { BizError } from '@coach/server/platform/envelope.ts';
import { appCall, idSchema, resourceHooks, rowsOf, rowToJson } from '@coach/server/engine/index.ts';
import { bookOrder, finishTraining } from './bookingService';

const orderDef = resourcesByName.examroomOrder;
const subDef = resourcesByName.examroomSubOrder;
const trainDef = resourcesByName.examroomTrain;
const refundDef = resourcesByName.examroomOrderRefund;
const idText = idSchema.shape.id;
const seconds = (label: string) =>
  z.coerce
    .number({ error: `${label}：请选择时间!` })
    .int(`${label}：请选择时间!`)
    .positive(`${label}：请选择时间!`);
const name = (label: string) =>
  z
    .string({ error: `${label}：该输入项为必填项!` })
    .trim()
    .min(1, `${label}：该输入项为必填项!`)
    .max(20, `${label}：最多输入20个字符!`);

const bookBody = z.object({
  studentName: name('学员姓名'),
  studentMobile: z.string({ error: '学员手机号：该输入项为必填项!' }),
  priceSettingId: idText,
  planIds: z
    .array(idText, { error: '请至少选择一个排班' })
    .min(1, '请至少选择一个排班')
    .max(20, '一次最多预约20个排班'),
});

const finishBody = z.object({
  subOrderId: idText,
  startTime: seconds('开始时间').optional(),
  endTime: seconds('结束时间').optional(),
});

export const orderHooks = resourceHooks({
  examroomOrder: {
    async detail({ tx, ctx, row }) {
      const id = row.id as string;
      const read = { plaintext: ctx.plaintext };
      const subs = await rowsOf(
        tx,
        sql`SELECT id, order_id AS "orderId", sub_order_no AS "subOrderNo", plan_id AS "planId", student_name AS "studentName",
          student_mobile AS "studentMobile", plan_start AS "planStart", plan_end AS "planEnd", coach_id AS "coachId", coach_name AS "coachName",
          coach_mobile AS "coachMobile", hours, amount, status
        FROM examroom_sub_order WHERE tenant_id = ${ctx.tenantId} AND order_id = ${id} ORDER BY plan_start, id`,
      );
      const refunds = await rowsOf(
        tx,
        sql`SELECT id, order_no AS "orderNo", order_id AS "orderId", sub_order_id AS "subOrderId", student_name AS "studentName",
          student_mobile AS "studentMobile", plan_start AS "planStart", hours_before AS "hoursBefore", paid_amount AS "paidAmount", ratio,
          refund_amount AS "refundAmount", reason, status, audit_time AS "auditTime", create_time AS "createTime"
        FROM examroom_refund WHERE tenant_id = ${ctx.tenantId} AND order_id = ${id} ORDER BY id`,
      );
      const trains = await rowsOf<{
        id: string;
        sub_order_id: string;
        start_time: string;
        end_time: string;
        coach_income: string;
      }>(
        tx,
        sql`SELECT id, sub_order_id,
          start_time, end_time, coach_income FROM examroom_train WHERE tenant_id = ${ctx.tenantId} AND order_id = ${id} ORDER BY start_time`,
      );
      return {
        subOrders: subs.map((r) => rowToJson(subDef, r, read)),
        refunds: refunds.map((r) => rowToJson(refundDef, r, read)),
        trains: trains.map((t) => ({
          id: String(t.id),
          subOrderId: String(t.sub_order_id),
          startTime: Number(t.start_time),
          endTime: Number(t.end_time),
          coachIncome: fenToYuan(Number(t.coach_income)),
        })),
      };
    },
  },
});

/** 考场订单 with its sub-orders and refunds, 考场训练记录, and the apps' booking and sign-off. */
export function orderFeature(app: FastifyInstance, services: Services) {
  const db = services.database.db;

  // Decided path: the student app's paid booking (the console only reads orders).
  appCall(app, db, {
    path: ORDER_BOOK_PATH,
    def: orderDef,
    action: 'book',
    body: bookBody,
    message: '预约成功',
    run: (tx, ctx, body) => {
      const mobileError = firstError(body.studentMobile, [rules.required, rules.mobile]);
      if (mobileError) throw new BizError(`学员手机号：${mobileError}`);
      return bookOrder(tx, ctx, body);
    },
  });

  // Decided path: the coach app's sign-off of a training (credits the wallet, adds to the bill).
  appCall(app, db, {
    path: TRAIN_FINISH_PATH,
    def: trainDef,
    action: 'finish',
    body: finishBody,
    message: '签退成功',
    run: finishTraining,
  });
}
