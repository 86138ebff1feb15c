import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { formatTime, hhmmToSeconds, MSG_STATE_CHANGED, resourcesByName } from '@coach/domain';
import { CLASS_PLAN_CALLS, classHourSettings, examPlaceSettings, MAX_MOVE_MINUTES } from '../../domain';
import type { Services } from '@coach/server/platform/services.ts';
import { BizError, ok } from '@coach/server/platform/envelope.ts';
import { parseBody } from '@coach/server/platform/validate.ts';
import {
  appCall,
  engineContext,
  fetchOne,
  idSchema,
  readSettings,
  rowsOf,
  writeSettings,
} from '@coach/server/engine/index.ts';
import { assertNoOverlap, checkTimes, lockCoachAndCar, recordChange } from './planRules';
import { bookedStudents } from './bookedStudents';

const def = resourcesByName.examClassPlan;
const anyBody = z.record(z.string(), z.unknown(), { error: '请填写配置内容' });
const idField = idSchema.shape.id;

const moveBody = z.object(
  {
    id: idField,
    minutes: z.coerce
      .number({ error: '调整时长：请输入分钟数' })
      .int('调整时长：请输入整数分钟')
      .min(1, `调整时长：请输入1-${MAX_MOVE_MINUTES}之间的分钟数`)
      .max(MAX_MOVE_MINUTES, `调整时长：请输入1-${MAX_MOVE_MINUTES}之间的分钟数`),
    reason: z.string().trim().max(200, '调班原因：最多输入200个字符!').optional(),
  },
  { error: '请选择要操作的数据' },
);

const sendMsgBody = z.object(
  { id: idField, content: z.string().trim().max(200, '消息内容：最多输入200个字符!').optional() },
  { error: '请选择要操作的数据' },
);

const periodBody = z.object(
  {
    startTime: z.coerce.number({ error: '请选择时间!' }).int().min(0),
    endTime: z.coerce.number({ error: '请选择时间!' }).int().min(0),
    coachId: z
      .union([z.string(), z.number()])
      .transform(String)
      .pipe(z.string().regex(/^\d{1,19}$/, '教练：所选教练不存在'))
      .optional(),
    carId: z
      .union([z.string(), z.number()])
      .transform(String)
      .pipe(z.string().regex(/^\d{1,19}$/, '车辆：所选车辆不存在'))
      .optional(),
  },
  { error: '请选择时间!' },
);

/** Advance/delay, notify booked students, open/close a period, and the two settings forms. */
export function classPlanCalls(app: FastifyInstance, { database }: Services) {
  const db = database.db;

  /** Moves start and end by the same amount: the plan keeps its length. */
  const move = (path: string, direction: -1 | 1) =>
    appCall(app, db, {
      path,
      def,
      action: direction < 0 ? 'ahead' : 'delay',
      body: moveBody,
      message: direction < 0 ? '提前成功' : '延后成功',
      run: async (tx, ctx, body) => {
        const shift = direction * body.minutes * 60;
        const plan = await fetchOne(tx, def, ctx, body.id, { lock: true, plaintext: true });
        const startTime = Number(plan.startTime) + shift;
        const endTime = Number(plan.endTime) + shift;
        checkTimes(startTime, endTime, true);
        const { coachName, carNo } = await lockCoachAndCar(tx, ctx, String(plan.coachId), String(plan.carId));
        await assertNoOverlap(tx, ctx, {
          coachId: String(plan.coachId),
          carId: String(plan.carId),
          startTime,
          endTime,
          exceptId: body.id,
        });
        const changed = await rowsOf(
          tx,
          sql`UPDATE examroom_class_plan SET start_time = ${startTime}, end_time = ${endTime},
            update_time = extract(epoch from now())::bigint, update_by = ${ctx.userId}
          WHERE id = ${body.id} AND tenant_id = ${ctx.tenantId} AND deleted = 0 AND start_time = ${Number(plan.startTime)} RETURNING id`,
        );
        if (changed.length !== 1) throw new BizError(MSG_STATE_CHANGED, '409');
        await recordChange(tx, ctx, {
          planId: body.id,
          coachName,
          carNo,
          modifyType: direction < 0 ? 1 : 2,
          oldStart: Number(plan.startTime),
          oldEnd: Number(plan.endTime),
          newStart: startTime,
          newEnd: endTime,
          reason: body.reason || null,
        });
        return { plan, moved: { id: body.id, startTime, endTime } };
      },
      logged: ({ id }, { plan, moved }) => ({
        ids: [id],
        before: plan,
        after: { startTime: moved.startTime, endTime: moved.endTime },
      }),
      answer: ({ moved }) => moved,
    });
  move(CLASS_PLAN_CALLS.ahead, -1);
  move(CLASS_PLAN_CALLS.delay, 1);

  appCall(app, db, {
    path: CLASS_PLAN_CALLS.sendMsg,
    def,
    action: 'sendMsg',
    body: sendMsgBody,
    run: async (tx, ctx, body) => {
      const plan = await fetchOne(tx, def, ctx, body.id, { plaintext: true });
      const students = await bookedStudents(tx, ctx.tenantId, [body.id]);
      const when = `${formatTime(Number(plan.startTime), 'YYYY-MM-DD HH:mm')}-${formatTime(Number(plan.endTime), 'HH:mm')}`;
      const content =
        body.content || `您预约的${when}课时（教练${plan.coachName}，车辆${plan.carNo}）有变动，请留意时间安排。`;
      for (let i = 0; i < students.length; i += 100) {
        const chunk = students.slice(i, i + 100);
        await tx.execute(sql`INSERT INTO examroom_message (tenant_id, title, content, receiver_type, receiver_name, receiver_mobile, plan_id, create_by, update_by)
          VALUES ${sql.join(
            chunk.map(
              (s) =>
                sql`(${ctx.tenantId}, '课时通知', ${content}, 1, ${s.studentName}, ${s.studentMobile}, ${body.id}, ${ctx.userId}, ${ctx.userId})`,
            ),
            sql`, `,
          )}`);
      }
      return students.length;
    },
    logged: ({ id }, notified) => ({ ids: [id], after: { notified } }),
    message: (_body, notified) => (notified > 0 ? `已通知${notified}名学员` : '该排班暂无已预约学员'),
    answer: (notified) => ({ notified }),
  });

  /** Opens or closes booking of every plan starting in a period (optionally one coach or car). */
  const period = (path: string, to: 0 | 1) =>
    appCall(app, db, {
      path,
      def,
      action: to ? 'schedulingOpen' : 'schedulingClose',
      body: periodBody,
      run: async (tx, ctx, body) => {
        if (body.endTime < body.startTime) throw new BizError('开始时间不能晚于结束时间');
        if (body.endTime - body.startTime > 62 * 86400) throw new BizError('一次最多调整62天的排班');
        const rows = await rowsOf<{ id: string }>(
          tx,
          sql`UPDATE examroom_class_plan SET status = ${to},
            update_time = extract(epoch from now())::bigint, update_by = ${ctx.userId}
          WHERE tenant_id = ${ctx.tenantId} AND deleted = 0 AND status = ${1 - to}
            AND start_time >= ${body.startTime} AND start_time <= ${body.endTime}
            ${body.coachId ? sql`AND coach_id = ${body.coachId}` : sql``} ${body.carId ? sql`AND car_id = ${body.carId}` : sql``}
          RETURNING id`,
        );
        return rows.map((r) => String(r.id));
      },
      logged: (_body, changed) => ({ ids: changed }),
      message: (_body, changed) => `${to ? '已开放' : '已关闭'}${changed.length}个排班`,
      answer: (changed) => ({ changed: changed.length }),
    });
  period(CLASS_PLAN_CALLS.schedulingOpen, 1);
  period(CLASS_PLAN_CALLS.schedulingClose, 0);

  app.post(CLASS_PLAN_CALLS.classHourGet, async (request) =>
    ok(await readSettings(db, engineContext(request), classHourSettings)),
  );
  app.post(CLASS_PLAN_CALLS.classHourSave, async (request) => {
    const body = parseBody(anyBody, request.body);
    const start = hhmmToSeconds(String(body.dayStart ?? ''));
    const end = hhmmToSeconds(String(body.dayEnd ?? ''));
    if (start === undefined) throw new BizError('每日开始时间：请输入HH:mm格式的时间');
    if (end === undefined) throw new BizError('每日结束时间：请输入HH:mm格式的时间');
    if (end <= start) throw new BizError('每日结束时间必须晚于开始时间');
    await writeSettings(db, engineContext(request), classHourSettings, body);
    return ok(null, '保存成功');
  });
  app.post(CLASS_PLAN_CALLS.examPlaceGet, async (request) =>
    ok(await readSettings(db, engineContext(request), examPlaceSettings)),
  );
  app.post(CLASS_PLAN_CALLS.examPlaceSave, async (request) => {
    await writeSettings(db, engineContext(request), examPlaceSettings, parseBody(anyBody, request.body));
    return ok(null, '保存成功');
  });
}
