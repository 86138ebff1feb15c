import { sql } from 'drizzle-orm';
import { resourceHooks, rowsOf } from '@coach/server/engine/index.ts';

/**
 * 学员查询: students searched by school, store, coach, category, stage and enrolment date;
 * the detail adds what 计时管理 keeps of the student: the stage history, the exam results,
 * the timing activations and the hours per category and subject with the category's filing
 * (the other areas' rows, orders and bookings, the engine reads by the definition's `from`).
 * Every statement names the tenant and the student just read in the caller's school/store
 * scope; 激活 stamps when the account was activated.
 */
export const studentHooks = resourceHooks({
  student: {
    async detail({ tx, ctx, row }) {
      const id = String(row.id);
      const [stages, exams, timings, hours] = await Promise.all([
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
        // A category without a live filing reads 未备案 (0), as 学员备案 shows it.
        rowsOf<Record<string, unknown>>(
          tx,
          sql`SELECT p.car_type AS "carType", p.subject, p.required_minutes AS "requiredMinutes",
            p.studied_minutes AS "studiedMinutes", p.valid_minutes AS "validMinutes",
            p.remaining_minutes AS "remainingMinutes", p.reached, coalesce(f.status, 0) AS "filingStatus"
          FROM bbxc_study_progress p
          LEFT JOIN bbxc_student_filing f ON f.tenant_id = p.tenant_id AND f.student_id = p.student_id::text
            AND f.car_type = p.car_type AND f.deleted = 0
          WHERE p.tenant_id = ${ctx.tenantId} AND p.student_id = ${id} ORDER BY p.car_type, p.subject`,
        ),
      ]);
      const numbers = (r: Record<string, unknown>) =>
        Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v == null ? null : Number(v)]));
      return {
        stages: stages.map(numbers),
        exams: exams.map(numbers),
        timings: timings.map(numbers),
        hours: hours.map(numbers),
      };
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
