import { sql } from 'drizzle-orm';
import { emptyEvaluation } from '../domain';
import { and, resourceHooks, rowsOf, scopeWhere } from '@coach/server/engine/index.ts';

/** 未评价学员: the view's rows; a row's detail adds the student's other lessons still waiting. */
export const emptyEvaluationHooks = resourceHooks({
  emptyEvaluation: {
    detail: async ({ tx, ctx, row }) => {
      const [{ student_id: studentId }] = await rowsOf<{ student_id: string }>(
        tx,
        sql`SELECT student_id FROM bbxc_comment_missing WHERE tenant_id = ${ctx.tenantId} AND id = ${String(row.id)}`,
      );
      const lessons = await rowsOf<{ order_no: string; coach_name: string; lesson_time: number; wait_days: number }>(
        tx,
        sql`
        SELECT t.order_no, t.coach_name, t.lesson_time, t.wait_days FROM bbxc_comment_missing t
        WHERE ${and([...scopeWhere(emptyEvaluation, ctx), sql`t.student_id = ${studentId}`, sql`t.id <> ${String(row.id)}`])} ORDER BY t.lesson_time DESC LIMIT 200`,
      );
      return {
        lessons: lessons.map((l) => ({
          orderNo: l.order_no,
          coachName: l.coach_name,
          lessonTime: Number(l.lesson_time),
          waitDays: Number(l.wait_days),
        })),
      };
    },
  },
});
