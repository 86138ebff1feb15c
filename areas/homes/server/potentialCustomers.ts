import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  LEAD_STAGE,
  MSG_STATE_CHANGED,
  POTENTIAL_CONVERT,
  ResponseCode,
  rules,
  STAFF_SELECTOR,
  TRACK_WAY_VISIT,
} from '@coach/domain';
import { potentialConvert, potentialCustomer } from '../domain';
import type { Services } from '@coach/server/platform/services.ts';
import type { Db } from '@coach/server/platform/db.ts';
import { BizError } from '@coach/server/platform/envelope.ts';
import { and, appCall, resourceHooks, rowsOf, scopeWhere, type EngineContext } from '@coach/server/engine/index.ts';
import { liveRefOf, lookupRoute, schoolOf, storeOf } from '@coach/areas/school/server/index.ts';
import { classOnSale, createEnrolOrder } from '@coach/areas/orders/server/index.ts';

const now = () => Math.floor(Date.now() / 1000);

/** A live, enabled staff member (channel member) of the tenant, or a message naming the field. */
async function staffOf(tx: Db, ctx: EngineContext, id: unknown): Promise<{ id: string; name: string }> {
  const row = await liveRefOf<{ id: string; name: string }>(
    tx,
    ctx,
    {
      table: 'bbxc_channel_member',
      columns: 'id, name',
      usable: sql`disable = 0`,
      refusal: '跟进员工：所选员工不存在或已停用',
    },
    id,
  );
  return { id: String(row.id), name: row.name };
}

/** The lead a follow-up or an enrolment is for, locked, within what the user may see. */
async function lockedLead(tx: Db, ctx: EngineContext, id: string) {
  const [lead] = await rowsOf<{
    id: string;
    name: string;
    mobile: string;
    stage: number;
    school_id: string;
    school_name: string;
    store_id: string;
    store_name: string;
    staff_id: string | null;
  }>(
    tx,
    sql`
    SELECT id, name, mobile, stage, school_id, school_name, store_id, store_name, staff_id FROM bbxc_potential_customer t
    WHERE ${and([...scopeWhere(potentialCustomer, ctx), sql`t.id = ${id}`])} FOR UPDATE`,
  );
  if (!lead) throw new BizError('潜在客户：客户不存在或已删除');
  return lead;
}

const convertBody = z.object({
  customerId: z
    .union([z.string(), z.number()], { error: '潜在客户：请选择客户' })
    .transform(String)
    .pipe(z.string().regex(/^\d{1,18}$/, '潜在客户：请选择客户')),
  idCard: z
    .string({ error: '身份证号：请输入身份证号' })
    .trim()
    .refine((v) => !rules.idCard(v), '身份证号：请输入正确的身份证号'),
  classId: z
    .union([z.string(), z.number()], { error: '报名班型：请选择报名班型' })
    .transform(String)
    .pipe(z.string().regex(/^\d{1,18}$/, '报名班型：请选择报名班型')),
  payMethod: z.coerce
    .number({ error: '支付方式：请选择支付方式' })
    .int()
    .refine((v) => [1, 2, 3, 4].includes(v), '支付方式：请选择支付方式'),
});

export const potentialCustomerHooks = resourceHooks({
  potentialCustomer: {
    async beforeSave({ tx, ctx, values, creating }) {
      if (creating) values.trackCount = 0;
      const school = await schoolOf(tx, ctx, values.schoolId);
      const store = await storeOf(tx, ctx, values.storeId);
      if (store.schoolId !== school.id) throw new BizError('意向门店：所选门店不属于该驾校');
      values.schoolName = school.name;
      values.storeName = store.name;
      if (values.ownerId) values.ownerName = (await staffOf(tx, ctx, values.ownerId)).name;
      else values.ownerName = null;
    },
    async detail({ tx, ctx, row }) {
      const tracks = await rowsOf(
        tx,
        sql`SELECT way, content, result, next_time AS "nextTime", staff_name AS "staffName", create_time AS "createTime"
        FROM bbxc_potential_track WHERE tenant_id = ${ctx.tenantId} AND customer_id = ${String(row.id)} ORDER BY create_time DESC, id DESC LIMIT 100`,
      );
      const mine = tracks as Record<string, unknown>[];
      return { tracks: mine, visits: mine.filter((t) => Number(t.way) === TRACK_WAY_VISIT) };
    },
  },
  potentialTrack: {
    async beforeSave({ tx, ctx, values, creating }) {
      if (!creating) throw new BizError('跟进记录不能修改');
      const lead = await lockedLead(tx, ctx, String(values.customerId));
      if (Number(lead.stage) === LEAD_STAGE.enrolled) throw new BizError('客户已报名，无需再跟进');
      if (values.nextTime != null && Number(values.nextTime) <= now())
        throw new BizError('下次跟进时间：应晚于当前时间');
      // Tenant: the signed-in user's own row.
      const [user] = await rowsOf<{ name: string }>(tx, sql`SELECT name FROM sys_user WHERE id = ${ctx.userId}`);
      // The lead's school and store (for the store's staff) and who wrote it: columns only the server sets.
      Object.assign(values, {
        customerName: lead.name,
        staffName: user?.name ?? '',
        $school_id: lead.school_id,
        $store_id: lead.store_id,
        $staff_id: ctx.userId,
      });
    },
    async afterSave({ tx, ctx, values }) {
      // The stage only moves forward (跟进中 → 已到店); 已流失 closes the lead, a new follow-up reopens it.
      const visit = Number(values.way) === TRACK_WAY_VISIT || Number(values.result) === LEAD_STAGE.visited;
      const target =
        Number(values.result) === LEAD_STAGE.lost ? LEAD_STAGE.lost : visit ? LEAD_STAGE.visited : LEAD_STAGE.following;
      const at = now();
      await tx.execute(sql`UPDATE bbxc_potential_customer SET
          stage = CASE WHEN ${target} = ${LEAD_STAGE.lost} THEN ${LEAD_STAGE.lost} ELSE GREATEST(CASE WHEN stage = ${LEAD_STAGE.lost} THEN ${LEAD_STAGE.new} ELSE stage END, ${target}) END,
          track_count = coalesce(track_count, 0) + 1, first_track_time = COALESCE(first_track_time, ${at}), last_track_time = ${at}, next_track_time = ${values.nextTime ?? null},
          visit_time = CASE WHEN ${visit} THEN COALESCE(visit_time, ${at}) ELSE visit_time END, update_time = ${at}
        WHERE tenant_id = ${ctx.tenantId} AND id = ${String(values.customerId)} AND stage <> ${LEAD_STAGE.enrolled}`);
    },
  },
});

/**
 * 潜在客户: the lead list (names of its school, store and staff member filled in), its
 * follow-ups (each moves the lead forward, a 到店 one records the visit) and 转化报名.
 */
export function potentialCustomerFeature(app: FastifyInstance, services: Services) {
  const db = services.database.db;
  lookupRoute(app, db, STAFF_SELECTOR, { table: 'bbxc_channel_member', live: sql`disable = 0`, parents: {} });

  appCall(app, db, {
    path: POTENTIAL_CONVERT,
    def: potentialConvert,
    logResource: potentialCustomer.name,
    action: 'convert',
    body: convertBody,
    run: async (tx, ctx, body) => {
      const lead = await lockedLead(tx, ctx, body.customerId);
      if (Number(lead.stage) === LEAD_STAGE.enrolled) throw new BizError(MSG_STATE_CHANGED, ResponseCode.CONFLICT);
      const cls = await classOnSale(tx, ctx, body.classId);
      const at = now();
      const price = Number(cls.price);
      const orderNo = `BM${new Date((at + 8 * 3600) * 1000).toISOString().replace(/\D/g, '').slice(2, 14)}${lead.id.padStart(6, '0').slice(-6)}`;
      const gender = Number(body.idCard.charAt(16)) % 2 === 1 ? 1 : 2;
      const [student] = await rowsOf<{ id: string }>(
        tx,
        sql`INSERT INTO bbxc_student (tenant_id, name, mobile, id_card, gender, school_id, school_name, store_id, store_name,
          car_type, stage, order_no, enrol_time, activate_status, create_by, update_by)
        VALUES (${ctx.tenantId}, ${lead.name}, ${lead.mobile}, ${body.idCard.toUpperCase()}, ${gender}, ${lead.school_id}, ${lead.school_name}, ${lead.store_id}, ${lead.store_name},
          ${cls.car_type}, 1, ${orderNo}, ${at}, 0, ${ctx.userId}, ${ctx.userId}) RETURNING id`,
      );
      await tx.execute(
        sql`INSERT INTO bbxc_student_stage (tenant_id, student_id, from_stage, to_stage, change_time) VALUES (${ctx.tenantId}, ${student.id}, NULL, 1, ${at})`,
      );
      const orderId = await createEnrolOrder(tx, ctx, {
        orderNo,
        cls,
        enrolee: lead,
        paid: { at, method: body.payMethod, studentId: String(student.id) },
      });
      await tx.execute(
        sql`UPDATE bbxc_student SET order_id = ${orderId} WHERE tenant_id = ${ctx.tenantId} AND id = ${student.id}`,
      );
      // The state is checked again by the statement itself: two enrolments of one lead, one wins.
      const [changed] = await rowsOf(
        tx,
        sql`UPDATE bbxc_potential_customer SET stage = ${LEAD_STAGE.enrolled}, student_id = ${student.id}, student_name = ${lead.name},
          order_id = ${orderId}, order_no = ${orderNo}, convert_time = ${at}, pay_time = ${at}, paid_amount = ${price}, update_time = ${at}, update_by = ${ctx.userId}
        WHERE tenant_id = ${ctx.tenantId} AND id = ${lead.id} AND stage <> ${LEAD_STAGE.enrolled} RETURNING id`,
      );
      if (!changed) throw new BizError(MSG_STATE_CHANGED, ResponseCode.CONFLICT);
      return { leadId: lead.id, orderNo, orderId, studentId: String(student.id), className: cls.class_name };
    },
    message: (_, { orderNo }) => `报名成功，订单号 ${orderNo}`,
    logged: (_, { leadId, orderNo, studentId, className }) => ({
      ids: [leadId],
      after: { stage: LEAD_STAGE.enrolled, orderNo, studentId, className },
    }),
    answer: ({ orderNo, orderId, studentId }) => ({ orderNo, orderId, studentId }),
  });
}
