import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { coachTeachSetting, isLicence } from '@coach/domain';
import { student } from '@coach/areas/timing/domain/index.ts';
import { MOVE_RETURN, MOVE_USE, planClass } from '../domain';
import type { Db } from '@coach/server/platform/db.ts';
import { BizError } from '@coach/server/platform/envelope.ts';
import {
  and,
  readSettings,
  resourceHooks,
  rowsOf,
  scopeWhere,
  type EngineContext,
  type SaveArgs,
} from '@coach/server/engine/index.ts';
import { lockAccount, moveHours } from './classHourLedger';
import { bookLesson, type EarnedLesson } from './statements';

const now = () => Math.floor(Date.now() / 1000);
const digits = (value: unknown, label: string) => {
  const text = String(value ?? '');
  if (!/^\d{1,18}$/.test(text)) throw new BizError(`${label}：请选择${label}`);
  return text;
};

/** 教学设置's booking rules (how far ahead, until when a cancellation returns the hours). */
async function bookingRules(tx: Db, ctx: EngineContext): Promise<{ bookAheadDays: number; freeCancelHours: number }> {
  const values = await readSettings(tx, ctx, coachTeachSetting);
  return { bookAheadDays: Number(values.bookAheadDays), freeCancelHours: Number(values.freeCancelHours) };
}

/** A booking number: YY, the Shanghai time of booking to the second, four random digits. */
function bookingNo(at: number): string {
  const wall = new Date((at + 8 * 3600) * 1000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `YY${wall}${randomInt(1000, 10000)}`;
}

/**
 * 代学员预约: the student and the slot chosen are checked in the write's transaction. The
 * student's class-hour account is locked first, so one student's bookings queue while other
 * students' run side by side; the seat is taken by a conditional UPDATE (open, not started,
 * a seat left), so fifty students racing for four seats leave exactly four bookings.
 */
async function prepareBooking({ tx, ctx, values }: SaveArgs): Promise<void> {
  const studentId = digits(values.studentId, '学员');
  const planId = digits(values.planClassId, '预约时段');
  const [who] = await rowsOf<{
    name: string;
    mobile: string | null;
    school_id: string | null;
    car_type: number | null;
  }>(
    tx,
    sql`SELECT t.name, t.mobile, t.school_id, t.car_type FROM bbxc_student t
    WHERE ${and([...scopeWhere(student, ctx), sql`t.id = ${studentId}`])}`,
  );
  if (!who) throw new BizError('学员：学员不存在或无权操作');
  // A course (从业资格, 继续教育, 岗前 or 安全培训) has no practice lessons with a coach.
  if (who.car_type == null || !isLicence(who.car_type))
    throw new BizError('学员：该学员报名的是培训课程，不是驾驶证，无需预约练车');
  const account = await lockAccount(tx, ctx.tenantId, studentId);
  const [slot] = await rowsOf<{
    school_id: string;
    school_name: string;
    store_id: string;
    store_name: string;
    coach_id: string;
    coach_name: string;
    subject: number;
    start_time: number;
    end_time: number;
    hours: number;
    hour_price: number;
    status: number;
  }>(
    tx,
    sql`
    SELECT t.school_id, t.school_name, t.store_id, t.store_name, t.coach_id, t.coach_name, t.subject, t.start_time, t.end_time, t.hours, t.hour_price, t.status
    FROM bbxc_plan_class t WHERE ${and([...scopeWhere(planClass, ctx), sql`t.id = ${planId}`])}`,
  );
  if (!slot) throw new BizError('预约时段：时段不存在或无权操作');
  if (Number(slot.status) !== 1) throw new BizError('预约时段：该时段已关闭');
  if (Number(slot.start_time) <= now()) throw new BizError('预约时段：该时段已开始，不能预约');
  const { bookAheadDays } = await bookingRules(tx, ctx);
  if (Number(slot.start_time) > now() + bookAheadDays * 86400)
    throw new BizError(`预约时段：最多提前${bookAheadDays}天预约`);
  if (who.school_id && String(who.school_id) !== String(slot.school_id))
    throw new BizError('预约时段：学员与该时段不属于同一驾校');
  if (!account || account.remaining < Number(slot.hours))
    throw new BizError(`课时不足：剩余${account?.remaining ?? 0}课时，需要${slot.hours}课时`);
  const [overlap] = await rowsOf(
    tx,
    sql`SELECT 1 FROM bbxc_booking WHERE tenant_id = ${ctx.tenantId} AND student_id = ${studentId} AND deleted = 0 AND status = 1
    AND start_time < ${slot.end_time} AND end_time > ${slot.start_time} LIMIT 1`,
  );
  if (overlap) throw new BizError('预约时段：该学员在此时段已有预约');
  const [seat] = await rowsOf(
    tx,
    sql`UPDATE bbxc_plan_class SET booked = booked + 1, update_time = extract(epoch from now())::bigint
    WHERE tenant_id = ${ctx.tenantId} AND id = ${planId} AND deleted = 0 AND status = 1 AND booked < seats AND start_time > extract(epoch from now())::bigint RETURNING id`,
  );
  if (!seat) throw new BizError('预约时段：该时段已约满');
  Object.assign(values, {
    orderNo: bookingNo(now()),
    studentName: who.name,
    mobile: who.mobile,
    schoolId: slot.school_id,
    schoolName: slot.school_name,
    storeId: slot.store_id,
    storeName: slot.store_name,
    coachId: slot.coach_id,
    coachName: slot.coach_name,
    subject: Number(slot.subject),
    startTime: Number(slot.start_time),
    endTime: Number(slot.end_time),
    hours: Number(slot.hours),
    amount: Number(slot.hours) * Number(slot.hour_price),
    status: 1,
  });
}

type BookingRow = EarnedLesson & {
  student_id: string;
  plan_class_id: string;
  cancel_time: number | null;
  status: number;
};

async function bookingsOf(tx: Db, ctx: EngineContext, ids: string[]): Promise<BookingRow[]> {
  return rowsOf<BookingRow>(
    tx,
    sql`SELECT id, order_no, student_id, student_name, plan_class_id, coach_id, coach_name, school_id, school_name, store_id, store_name,
      start_time, hours, amount, cancel_time, status
    FROM bbxc_booking WHERE tenant_id = ${ctx.tenantId} AND id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}

/**
 * What a booking's change brings about, in the same transaction: the hours used on booking;
 * on 完成 or 爽约 (the definition waits for the lesson to begin) a line on the coach's statement; on 取消 the
 * seat back to the slot and, as early as 教学设置 asks (24 hours by default), the hours back.
 */
async function afterBookingWrite({
  tx,
  ctx,
  ids,
  action,
}: {
  tx: Db;
  ctx: EngineContext;
  ids: string[];
  action: string;
}): Promise<void> {
  for (const row of await bookingsOf(tx, ctx, ids)) {
    if (action === 'create') {
      await moveHours(tx, ctx.tenantId, {
        studentId: row.student_id,
        kind: MOVE_USE,
        hours: Number(row.hours),
        bookingId: row.id,
        orderNo: row.order_no,
        remark: '预约课程',
        by: ctx.userId,
      });
    } else if (action === 'finish' || action === 'noShow') {
      await bookLesson(tx, ctx.tenantId, row, action === 'noShow', now());
    } else if (action === 'cancel') {
      await tx.execute(
        sql`UPDATE bbxc_plan_class SET booked = booked - 1, update_time = extract(epoch from now())::bigint WHERE tenant_id = ${ctx.tenantId} AND id = ${row.plan_class_id} AND booked > 0`,
      );
      const { freeCancelHours } = await bookingRules(tx, ctx);
      if (Number(row.cancel_time) <= Number(row.start_time) - freeCancelHours * 3600) {
        await moveHours(tx, ctx.tenantId, {
          studentId: row.student_id,
          kind: MOVE_RETURN,
          hours: Number(row.hours),
          bookingId: row.id,
          orderNo: row.order_no,
          remark: `开课前${freeCancelHours}小时以上取消，退还课时`,
          by: ctx.userId,
        });
        await tx.execute(
          sql`UPDATE bbxc_booking SET returned_hours = hours WHERE tenant_id = ${ctx.tenantId} AND id = ${row.id}`,
        );
      }
    }
  }
}

/** 排班记录, 计时订单 and 预约记录 (a slot's bookings). */
export const bookingHooks = resourceHooks({
  timeworkOrder: {
    beforeSave: (args) => (args.creating ? prepareBooking(args) : undefined),
    afterWrite: afterBookingWrite,
  },
});
