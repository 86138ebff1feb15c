import { sql } from 'drizzle-orm';
import { continueExam, mockExam, qualificationExam, safetyTrainExam, workTrainExam } from '../domain';
import { resourceHooks, rowsOf, type ResourceHooks, type ResourceHooksByName } from '@coach/server/engine/index.ts';

/**
 * A sitting's paper as answered: `answers` keeps [exercise id, letters chosen, right (1) or
 * not] per question in the order asked; the question's text and its answer come from the bank
 * (a deleted question still shows: the bank's rows are only flagged deleted).
 */
const answersDetail: ResourceHooks = {
  async detail({ tx, ctx, row }) {
    const answers = await rowsOf<{
      no: number;
      question: string | null;
      chosen: string;
      answer: string | null;
      correct: number;
    }>(
      tx,
      sql`
      SELECT a.ord::int AS no, e.question, a.item->>1 AS chosen, e.answer, (a.item->>2)::int AS correct
      FROM bbxc_exam_record r CROSS JOIN LATERAL jsonb_array_elements(coalesce(r.answers, '[]'::jsonb)) WITH ORDINALITY AS a(item, ord)
      LEFT JOIN bbxc_exercise e ON e.id = (a.item->>0)::bigint AND e.tenant_id = r.tenant_id
      WHERE r.id = ${row.id} AND r.tenant_id = ${ctx.tenantId} ORDER BY a.ord`,
    );
    return {
      answers: answers.map((a) => ({ ...a, question: a.question ?? '（题目已删除）', chosen: a.chosen || '未作答' })),
    };
  },
};

/** The exam lists of 教学管理 (one table, one definition per kind): a sitting's detail is its paper. */
const examHooks = resourceHooks(
  Object.fromEntries(
    [mockExam, qualificationExam, continueExam, workTrainExam, safetyTrainExam].map((def) => [def.name, answersDetail]),
  ),
);

export const examAreaHooks: ResourceHooksByName[] = [examHooks];
