import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { resourcesByName } from '@coach/domain';
import { COURSEWARE_MOVE_TO_COURSE } from '../domain';
import type { Services } from '@coach/server/platform/services.ts';
import { BizError } from '@coach/server/platform/envelope.ts';
import { parseBody } from '@coach/server/platform/validate.ts';
import {
  and,
  appCall,
  idsSchema,
  resourceHooks,
  rowsOf,
  scopeWhere,
  type ResourceHooks,
} from '@coach/server/engine/index.ts';
import { courseNode } from './courseNodes';

const def = resourcesByName.courseware;

/** A courseware belongs to a course (first level): it shows its name and takes its category. */
const hooks: ResourceHooks = {
  async beforeSave({ tx, ctx, values }) {
    if (values.courseId === undefined) return;
    const course = await courseNode(tx, ctx, values.courseId, '所属课程', 1);
    Object.assign(values, { courseId: String(course.id), courseName: course.name, carType: course.carType });
  },
};

const targetBody = z.object({ courseId: z.union([z.string(), z.number()], { error: '目标课程：请选择目标课程' }) });
/** The ticked coursewares (checked first, as the engine's batch calls do) and the target course. */
const moveBody = z
  .unknown()
  .transform((raw) => ({ ids: parseBody(idsSchema, raw), courseId: parseBody(targetBody, raw).courseId }));

export const coursewareHooks = resourceHooks({
  courseware: hooks,
});

/** 课件管理: the engine's list, form and states, and 移动到课程 (to the end of the new course's list). */
export function coursewareFeature(app: FastifyInstance, services: Services) {
  appCall(app, services.database.db, {
    path: COURSEWARE_MOVE_TO_COURSE,
    def,
    action: 'moveToCourse',
    body: moveBody,
    run: async (tx, ctx, { ids, courseId }) => {
      const course = await courseNode(tx, ctx, courseId, '目标课程', 1);
      // After the new course's own, in the order they had.
      const rows = await rowsOf<{ id: string }>(
        tx,
        sql`WITH base AS (
          SELECT coalesce(max(s.sort), 0) AS m FROM bbxc_courseware s WHERE s.tenant_id = ${ctx.tenantId} AND s.course_id = ${String(course.id)} AND s.deleted = 0),
        moving AS (SELECT t.id, row_number() OVER (ORDER BY t.sort, t.id) AS n FROM bbxc_courseware t
          WHERE ${and([
            ...scopeWhere(def, ctx),
            sql`t.id IN (${sql.join(
              ids.map((i) => sql`${i}`),
              sql`, `,
            )})`,
          ])})
        UPDATE bbxc_courseware t SET course_id = ${String(course.id)}, course_name = ${String(course.name)}, car_type = ${Number(course.carType)},
          sort = base.m + moving.n, update_time = extract(epoch from now())::bigint, update_by = ${ctx.userId}
        FROM base, moving WHERE t.id = moving.id RETURNING t.id`,
      );
      if (rows.length !== ids.length) throw new BizError('部分课件不存在或已删除，请刷新后重试');
      return ids;
    },
    message: (_, ids) => `已移动${ids.length}个课件`,
    logged: (_, ids) => ({ ids }),
    answer: () => null,
  });
}
