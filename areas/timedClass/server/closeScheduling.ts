import { sql } from 'drizzle-orm';
import { resourcesByName } from '@coach/domain';
import { MOVE_RETURN } from '../domain';

const coach = resourcesByName.coach;
import type { Db } from '@coach/server/platform/db.ts';
import { BizError } from '@coach/server/platform/envelope.ts';
import {
  and,
  resourceHooks,
  rowsOf,
  scopeWhere,
  type EngineContext,
  type SaveArgs,
} from '@coach/server/engine/index.ts';
import { moveHours } from './classHourLedger';

const DAY = 86400;
/** How far one record may reach: a month or two of leave, not a coach's whole year. */
const MAX_CLOSE_DAYS = 62;

/** The coach chosen (within the user's schools and stores), the dates in order and ahead. */
async function prepareClose({ tx, ctx, values }: SaveArgs): Promise<void> {
  const coachId = String(values.coachId ?? '');
  if (!/^\d{1,18}$/.test(coachId)) throw new BizError('教练：请选择教练');
  const [who] = await rowsOf<{
    name: string;
    school_id: string;
    school_name: string;
    store_id: string | null;
    store_name: string | null;
  }>(
    tx,
    sql`
    SELECT t.name, t.school_id, t.school_name, t.store_id, t.store_name FROM bbxc_coach t WHERE ${and([...scopeWhere(coach, ctx), sql`t.id = ${coachId}`])}`,
  );
  if (!who) throw new BizError('教练：教练不存在或无权操作');
  if (String(who.school_id) !== String(values.schoolId)) throw new BizError('教练：所选教练不属于该驾校');
  const start = Number(values.startDate);
  const end = Number(values.endDate);
  if (end < start) throw new BizError('结束日期：结束日期不能早于开始日期');
  if (end - start >= MAX_CLOSE_DAYS * DAY) throw new BizError(`结束日期：一次最多关闭${MAX_CLOSE_DAYS}天的排班`);
  if (end + DAY <= Math.floor(Date.now() / 1000)) throw new BizError('结束日期：不能关闭已过去日期的排班');
  Object.assign(values, {
    coachName: who.name,
    schoolId: who.school_id,
    schoolName: who.school_name,
    storeId: who.store_id,
    storeName: who.store_name,
    status: 1,
  });
}

/**
 * Closes the coach's open slots in the dates that have not started: their bookings end as
 * 排班关闭, each student gets the hours back (a ledger line) and a notice; the record keeps
 * how many slots and bookings it closed.
 */
export async function closeSlots(
  tx: Db,
  ctx: EngineContext,
  id: string,
  values: Record<string, unknown>,
): Promise<void> {
  const reason = String(values.reason);
  const slots = await rowsOf<{ id: string }>(
    tx,
    sql`UPDATE bbxc_plan_class SET status = 2, close_reason = ${reason}, close_record_id = ${id},
      update_time = extract(epoch from now())::bigint, update_by = ${ctx.userId}
    WHERE tenant_id = ${ctx.tenantId} AND coach_id = ${String(values.coachId)} AND deleted = 0 AND status = 1
      AND start_time >= ${Number(values.startDate)} AND start_time < ${Number(values.endDate) + DAY} AND start_time > extract(epoch from now())::bigint
    RETURNING id`,
  );
  let cancelled = 0;
  if (slots.length) {
    const ids = sql.join(
      slots.map((s) => sql`${s.id}`),
      sql`, `,
    );
    const bookings = await rowsOf<{
      id: string;
      student_id: string;
      order_no: string;
      hours: number;
      start_time: number;
    }>(
      tx,
      sql`UPDATE bbxc_booking
      SET status = 5, cancel_reason = ${`排班关闭：${reason}`}, cancel_time = extract(epoch from now())::bigint, returned_hours = hours,
        update_time = extract(epoch from now())::bigint, update_by = ${ctx.userId}
      WHERE tenant_id = ${ctx.tenantId} AND plan_class_id IN (${ids}) AND status = 1 AND deleted = 0
      RETURNING id, student_id, order_no, hours, start_time`,
    );
    await tx.execute(sql`UPDATE bbxc_plan_class SET booked = 0 WHERE id IN (${ids})`);
    for (const b of bookings) {
      await moveHours(tx, ctx.tenantId, {
        studentId: b.student_id,
        kind: MOVE_RETURN,
        hours: Number(b.hours),
        bookingId: b.id,
        orderNo: b.order_no,
        remark: '排班关闭，退还课时',
        by: ctx.userId,
      });
      const when = new Date((Number(b.start_time) + 8 * 3600) * 1000).toISOString().slice(0, 16).replace('T', ' ');
      await tx.execute(sql`INSERT INTO bbxc_student_notice (tenant_id, student_id, close_record_id, booking_id, content, create_by)
        VALUES (${ctx.tenantId}, ${b.student_id}, ${id}, ${b.id}, ${`您预约的${when}的课程因${reason}已取消，${b.hours}课时已退还到您的账户。`}, ${ctx.userId})`);
    }
    cancelled = bookings.length;
  }
  await tx.execute(
    sql`UPDATE bbxc_close_plan_record SET closed_slots = ${slots.length}, cancelled_bookings = ${cancelled} WHERE id = ${id}`,
  );
}

/** 关闭排班: the record's save closes the slots, 撤销 opens those not yet started again. */
export const closeSchedulingHooks = resourceHooks({
  closeScheduling: {
    beforeSave: (args) => (args.creating ? prepareClose(args) : undefined),
    afterSave: async ({ tx, ctx, id, values, creating }) => {
      if (creating) await closeSlots(tx, ctx, id, values);
    },
    afterWrite: async ({ tx, ctx, ids, action }) => {
      if (action !== 'cancel') return;
      await tx.execute(sql`UPDATE bbxc_plan_class SET status = 1, close_reason = NULL, close_record_id = NULL, update_time = extract(epoch from now())::bigint
        WHERE tenant_id = ${ctx.tenantId} AND close_record_id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) AND status = 2
          AND start_time > extract(epoch from now())::bigint`);
    },
    detail: async ({ tx, ctx, row }) => ({
      notices: (
        await rowsOf<{
          student_name: string;
          student_id: string;
          order_no: string;
          returned_hours: number;
          content: string;
          create_time: number;
        }>(
          tx,
          sql`
        SELECT b.student_name, b.student_id, b.order_no, b.returned_hours, n.content, n.create_time FROM bbxc_student_notice n JOIN bbxc_booking b ON b.id = n.booking_id
        WHERE n.tenant_id = ${ctx.tenantId} AND n.close_record_id = ${String(row.id)} ORDER BY n.id`,
        )
      ).map((n) => ({
        studentName: n.student_name,
        studentId: String(n.student_id),
        orderNo: n.order_no,
        returnedHours: Number(n.returned_hours),
        content: n.content,
        createTime: Number(n.create_time),
      })),
    }),
  },
});
