import { sql } from 'drizzle-orm';
import { resourceHooks, rowsOf } from '@coach/server/engine/index.ts';

/**
 * 学员查询: students searched by school, store, coach, category, stage and enrolment date;
 * the detail adds the stage history, the exam results and the timing activations (the
 * definition's detail tables); 激活 stamps when the account was activated.
 */
export const studentHooks = resourceHooks({
  student: {
    async detail({ tx, ctx, row }) {
      const id = String(row.id);
      const [stages, exams, timings] = await Promise.all([
        rowsOf<Record<string, unknown>>(
          tx,
          sql`SELECT from_stage AS "fromStage", to_stage AS "toStage", change_time AS "changeTime"
          FROM bbxc_student_stage WHERE tenant_id = ${ctx.tenantId} AND student_id = ${id} ORDER BY change_time, id`,
        ),
        rowsOf<Record<string, unknown>>(
          tx,
          sql`SELECT subject, exam_time AS "examTime", score, passed
          FROM bbxc_student_exam WHERE tenant_id = ${ctx.tenantId} AND student_id = ${id} ORDER BY exam_time, id`,
        ),
        rowsOf<Record<string, unknown>>(
          tx,
          sql`SELECT car_type AS "carType", status, open_time AS "openTime"
          FROM bbxc_student_timing WHERE tenant_id = ${ctx.tenantId} AND student_id = ${id} ORDER BY car_type`,
        ),
      ]);
      const numbers = (r: Record<string, unknown>) =>
        Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v == null ? null : Number(v)]));
      return { stages: stages.map(numbers), exams: exams.map(numbers), timings: timings.map(numbers) };
    },
    async afterWrite({ tx, ctx, ids, action }) {
      if (action !== 'activate') return;
      await tx.execute(sql`UPDATE bbxc_student SET activate_time = extract(epoch from now())::bigint
        WHERE tenant_id = ${ctx.tenantId} AND id IN (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )}) AND activate_time IS NULL`);
    },
  },
});
