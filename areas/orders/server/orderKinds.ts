import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { fenToYuan, mask, MSG_STATE_CHANGED, ResponseCode } from '@coach/domain';
import { REMOTE_TIMING_CHANGE_PHONE, remoteTimingChangePhone, remoteTimingOrder } from '../domain';
import type { Services } from '@coach/server/platform/services.ts';
import { BizError } from '@coach/server/platform/envelope.ts';
import { and, appCall, idSchema, inputSchema, resourceHooks, rowsOf, scopeWhere } from '@coach/server/engine/index.ts';

/** 更换手机号: the order's id and the number, checked by the form's own rules (one rule, both sides). */
const phoneForm = inputSchema(remoteTimingChangePhone, true);
const phoneBody = z.unknown().transform((body, ctx) => {
  const id = idSchema.safeParse(body);
  const form = id.success ? phoneForm.safeParse(body) : id;
  if (!id.success || !form.success) {
    for (const issue of (form.success ? id : form).error!.issues)
      ctx.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  }
  return { id: id.data.id, mobile: String((form.data as { mobile: unknown }).mobile) };
});

/** 拼团订单: the detail names the whole team (each member's order, the leader first). */
export const orderKindHooks = resourceHooks({
  groupOrder: {
    async detail({ tx, ctx, row }) {
      const members = await rowsOf<{
        student_name: string | null;
        student_id: string | null;
        mobile: string | null;
        order_no: string;
        leader: number;
        paid_amount: string;
        pay_time: string | null;
      }>(
        tx,
        sql`
        SELECT student_name, student_id, mobile, order_no, CASE WHEN student_name = group_leader THEN 1 ELSE 0 END AS leader, paid_amount, pay_time FROM bbxc_order
        WHERE tenant_id = ${ctx.tenantId} AND group_no = ${String(row.groupNo)} AND deleted = 0 ORDER BY leader DESC, create_time, id`,
      );
      return {
        members: members.map((m) => ({
          studentName: m.student_name,
          studentId: m.student_id == null ? null : String(m.student_id),
          mobile: m.mobile && !ctx.plaintext ? mask(m.mobile) : m.mobile,
          orderNo: m.order_no,
          leader: Number(m.leader),
          paidAmount: fenToYuan(m.paid_amount),
          payTime: m.pay_time == null ? null : Number(m.pay_time),
        })),
      };
    },
  },
});

/**
 * 学时缴费订单: 激活, 作废 and 退款 are its transitions (each also checks the other state:
 * 激活 only a 正常 order, 作废/退款 only one not activated); 更换手机号 checks the number.
 */
export function remoteTimingFeature(app: FastifyInstance, services: Services) {
  const db = services.database.db;
  appCall(app, db, {
    path: REMOTE_TIMING_CHANGE_PHONE,
    def: remoteTimingOrder,
    action: 'changePhone',
    body: phoneBody,
    run: async (tx, ctx, { id, mobile }) => {
      const [before] = await rowsOf<{ mobile: string | null }>(
        tx,
        sql`SELECT mobile FROM mall_remote_timing t
        WHERE ${and([...scopeWhere(remoteTimingOrder, ctx), sql`t.id = ${id}`])}`,
      );
      if (!before) throw new BizError('数据不存在或已删除');
      if (before.mobile === mobile) throw new BizError('手机号：新手机号与原手机号相同');
      const [changed] = await rowsOf(
        tx,
        sql`UPDATE mall_remote_timing SET mobile = ${mobile}, update_time = extract(epoch from now())::bigint, update_by = ${ctx.userId}
        WHERE tenant_id = ${ctx.tenantId} AND id = ${id} AND status = 1 RETURNING id`,
      );
      if (!changed) throw new BizError(MSG_STATE_CHANGED, ResponseCode.CONFLICT);
      return before.mobile ?? '';
    },
    // The log keeps the numbers masked: an operation log is read by more people than the order.
    logged: ({ id, mobile }, was) => ({ ids: [id], before: { mobile: mask(was) }, after: { mobile: mask(mobile) } }),
    message: '手机号已更换',
    answer: () => null,
  });
}
