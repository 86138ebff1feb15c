import { sql } from 'drizzle-orm';
import { BizError } from '@coach/server/platform/envelope.ts';
import { resourceHooks, rowsOf, type ResourceHooks, type SaveArgs } from '@coach/server/engine/index.ts';
import { schoolOf } from '@coach/areas/school/server/index.ts';

/**
 * Releasing a coach (解除) or relieving a car while it still has plans that have not ended
 * would leave students booked with nobody to teach them: refused, inside the transition's
 * transaction (the coach/car row is locked by then, so no plan can be added meanwhile).
 */
function noPlansToCome(column: 'coach_id' | 'car_id', action: string, message: string): ResourceHooks {
  return {
    async afterWrite({ tx, ctx, ids, action: done }) {
      if (done !== action) return;
      const [left] = await rowsOf(
        tx,
        sql`SELECT 1 FROM examroom_class_plan WHERE tenant_id = ${ctx.tenantId} AND deleted = 0
        AND ${sql.raw(column)} IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) AND end_time > extract(epoch from now())::bigint LIMIT 1`,
      );
      if (left) throw new BizError(message);
    },
  };
}

/**
 * A car registered in 车辆管理 (新增): its school is one of the tenant's (a school's staff may
 * name only their own: the engine's organisation check), its name copied for the list, the
 * plate written in the one form the lists search (苏A·D1201), and it waits for the exam room's
 * review (待审核) whoever registers it.
 */
async function registerCar({ tx, ctx, values, creating }: SaveArgs) {
  if (!creating) return;
  values.schoolName = (await schoolOf(tx, ctx, values.schoolId)).name;
  const plate = String(values.carNo).trim().toUpperCase();
  values.carNo = plate.includes('·') ? plate : `${plate.slice(0, 2)}·${plate.slice(2)}`;
  values.status = 0;
}

/** Exam-room coaches and cars (review, release, a school's car registered) and the inner-coach list (import, delete). */
export const staffHooks = resourceHooks({
  examCoach: noPlansToCome('coach_id', 'release', '该教练还有未结束的排班，请先调整或删除排班后再解除'),
  examCar: {
    ...noPlansToCome('car_id', 'relieve', '该车辆还有未结束的排班，请先调整或删除排班后再解除'),
    beforeSave: registerCar,
  },
});
