import { sql } from 'drizzle-orm';
import { BizError } from '@coach/server/platform/envelope.ts';
import { resourceHooks, rowsOf, type ResourceHooks } from '@coach/server/engine/index.ts';

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

/** Exam-room coaches and cars (review, release) and the inner-coach list (import, delete). */
export const staffHooks = resourceHooks({
  examCoach: noPlansToCome('coach_id', 'release', '该教练还有未结束的排班，请先调整或删除排班后再解除'),
  examCar: noPlansToCome('car_id', 'relieve', '该车辆还有未结束的排班，请先调整或删除排班后再解除'),
});
