import { operatorName } from '@coach/server/engine/index.ts';
import { sql } from 'drizzle-orm';
import type { Db } from '@coach/server/platform/db.ts';
import { BizError } from '@coach/server/platform/envelope.ts';
import { rowsOf, type EngineContext } from '@coach/server/engine/index.ts';

/** Longest class plan: a full working day. */
const MAX_PLAN_SECONDS = 12 * 3600;
const now = () => Math.floor(Date.now() / 1000);

export interface PlanSlot {
  coachId: string;
  carId: string;
  startTime: number;
  endTime: number;
  /** The plan being changed (left out of the overlap check). */
  exceptId?: string;
}

/** Start before end, at most 12 hours, and (when the times change) not in the past. */
export function checkTimes(startTime: number, endTime: number, timesChanged: boolean) {
  if (endTime <= startTime) throw new BizError('结束时间必须晚于开始时间');
  if (endTime - startTime > MAX_PLAN_SECONDS) throw new BizError('单个排班时长不能超过12小时');
  if (timesChanged && startTime < now()) throw new BizError('开始时间不能早于当前时间');
}

/**
 * Locks the coach and the car (in that order, so two writers never wait on each other in a
 * cycle) and checks they may be scheduled. Holding both locks until the transaction ends is
 * what makes the overlap check race-safe: a second write for the same coach or car waits here
 * and, under READ COMMITTED, its overlap query then sees the first one's committed plan.
 */
export async function lockCoachAndCar(tx: Db, ctx: EngineContext, coachId: string, carId: string) {
  const [coach] = await rowsOf<{ name: string; status: number }>(
    tx,
    sql`SELECT name, status FROM examroom_coach
    WHERE id = ${coachId} AND tenant_id = ${ctx.tenantId} AND deleted = 0 FOR UPDATE`,
  );
  if (!coach) throw new BizError('教练：所选教练不存在');
  if (Number(coach.status) !== 1) throw new BizError('教练：只能为已同意的教练排班');
  const [car] = await rowsOf<{ car_no: string; status: number }>(
    tx,
    sql`SELECT car_no, status FROM examroom_car
    WHERE id = ${carId} AND tenant_id = ${ctx.tenantId} AND deleted = 0 FOR UPDATE`,
  );
  if (!car) throw new BizError('车辆：所选车辆不存在');
  if (Number(car.status) !== 1) throw new BizError('车辆：只能为已通过的车辆排班');
  return { coachName: coach.name, carNo: car.car_no };
}

const hhmm = (t: number) => new Date((t + 8 * 3600) * 1000).toISOString().slice(5, 16).replace('T', ' ');

/**
 * Refuses a slot that overlaps another live plan of the same coach or the same car. Touching
 * plans (one ends when the other starts) are fine. Call after `lockCoachAndCar`.
 */
export async function assertNoOverlap(tx: Db, ctx: EngineContext, slot: PlanSlot) {
  const [clash] = await rowsOf<{
    coach_id: string;
    car_no: string;
    coach_name: string;
    start_time: string;
    end_time: string;
  }>(
    tx,
    sql`
    SELECT coach_id::text AS coach_id, car_no, coach_name, start_time, end_time FROM examroom_class_plan
    WHERE tenant_id = ${ctx.tenantId} AND deleted = 0
      AND (coach_id = ${slot.coachId} OR car_id = ${slot.carId})
      AND start_time < ${slot.endTime} AND end_time > ${slot.startTime}
      ${slot.exceptId ? sql`AND id <> ${slot.exceptId}` : sql``}
    ORDER BY start_time LIMIT 1`,
  );
  if (!clash) return;
  const when = `${hhmm(Number(clash.start_time))}-${hhmm(Number(clash.end_time)).slice(6)}`;
  if (String(clash.coach_id) === String(slot.coachId))
    throw new BizError(`时间冲突：教练${clash.coach_name}在${when}已有排班`, '409');
  throw new BizError(`时间冲突：车辆${clash.car_no}在${when}已有排班`, '409');
}

export interface PlanChange {
  planId: string;
  coachName: string;
  carNo: string;
  modifyType: 1 | 2 | 3;
  oldStart: number;
  oldEnd: number;
  newStart: number;
  newEnd: number;
  reason?: string | null;
}

/** One row of 调班管理 (advance, delay or edit). */
export async function recordChange(tx: Db, ctx: EngineContext, change: PlanChange) {
  await tx.execute(sql`INSERT INTO examroom_class_plan_modify (tenant_id, plan_id, coach_name, car_no, modify_type, old_start, old_end,
      new_start, new_end, reason, operator_name, create_by, update_by)
    VALUES (${ctx.tenantId}, ${change.planId}, ${change.coachName}, ${change.carNo}, ${change.modifyType}, ${change.oldStart}, ${change.oldEnd},
      ${change.newStart}, ${change.newEnd}, ${change.reason ?? null}, ${await operatorName(tx, ctx)}, ${ctx.userId}, ${ctx.userId})`);
}
