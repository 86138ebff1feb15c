import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Services } from '@coach/server/platform/services.ts';
import { BizError } from '@coach/server/platform/envelope.ts';
import { resourceHooks, rowsOf } from '@coach/server/engine/index.ts';
import { assertNoOverlap, checkTimes, lockCoachAndCar, recordChange } from './planRules';
import { bookedStudents } from './bookedStudents';
import { classPlanCalls } from './classPlanCalls';

export const classPlanHooks = resourceHooks({
  examClassPlan: {
    async beforeSave({ tx, ctx, values, body, before, creating }) {
      if (
        body.reason !== undefined &&
        body.reason !== null &&
        (typeof body.reason !== 'string' || body.reason.length > 200)
      ) {
        throw new BizError('调班原因：最多输入200个字符!');
      }
      const pick = (key: string) => (key in values ? values[key] : before?.[key]);
      const coachId = String(pick('coachId'));
      const carId = String(pick('carId'));
      const startTime = Number(pick('startTime'));
      const endTime = Number(pick('endTime'));
      const timesChanged = creating || Number(before?.startTime) !== startTime || Number(before?.endTime) !== endTime;
      checkTimes(startTime, endTime, timesChanged);
      if (!creating && 'capacity' in values && Number(values.capacity) < Number(before?.bookedCount ?? 0)) {
        throw new BizError(`可约人数不能少于已约人数(${before?.bookedCount})`);
      }
      const { coachName, carNo } = await lockCoachAndCar(tx, ctx, coachId, carId);
      await assertNoOverlap(tx, ctx, {
        coachId,
        carId,
        startTime,
        endTime,
        exceptId: before ? String(before.id) : undefined,
      });
      values.coachName = coachName;
      values.carNo = carNo;
    },
    async afterSave({ tx, ctx, values, body, before, creating, id }) {
      if (creating || !before) return;
      // Every edit is history (调班管理), times changed or not: who changed the plan, when.
      await recordChange(tx, ctx, {
        planId: id,
        coachName: String(values.coachName),
        carNo: String(values.carNo),
        modifyType: 3,
        oldStart: Number(before.startTime),
        oldEnd: Number(before.endTime),
        newStart: Number(values.startTime ?? before.startTime),
        newEnd: Number(values.endTime ?? before.endTime),
        reason: typeof body.reason === 'string' && body.reason.trim() ? body.reason.trim() : null,
      });
    },
    async beforeDelete({ tx, ctx, ids }) {
      const booked = await rowsOf<{ n: string }>(
        tx,
        sql`SELECT count(*) AS n FROM examroom_class_plan
        WHERE tenant_id = ${ctx.tenantId} AND id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) AND booked_count > 0`,
      );
      const students = await bookedStudents(tx, ctx.tenantId, ids);
      if (Number(booked[0]?.n) > 0 || students.length > 0)
        throw new BizError('所选排班已有学员预约，不能删除，请先关闭或调班');
    },
  },
});

/**
 * Class plans (排班): the engine's list, detail, insert, update, close/open and batchDelete,
 * with the scheduling rules of the definition: agreed coach, approved car, no overlap of the
 * coach's or the car's plans (under their row locks), every edit recorded in 调班管理.
 */
export function classPlanFeature(app: FastifyInstance, services: Services) {
  // 调班管理: read-only, written by the moves and edits above.
  classPlanCalls(app, services);
}
