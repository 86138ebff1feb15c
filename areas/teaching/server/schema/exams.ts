import { index, jsonb, smallint } from 'drizzle-orm/pg-core';
import { RESOURCES } from '@coach/domain';
import { tableFromDef } from '@coach/server/engine/tableFromDef.ts';
import { refColumn } from '@coach/server/db/schema/columns.ts';

const def = (name: string) => RESOURCES.find((r) => r.name === name)!;

/**
 * Every exam sitting (mock, qualification, continuing, pre-job, safety: `kind`), with the
 * paper as answered (`answers`: exercise id, the letters chosen, right or not), so a detail
 * shows each question as it was asked whatever the bank became. Lists read one kind newest
 * first; 计时考试统计 groups a range of them by school.
 */
export const examRecordTable = tableFromDef(
  def('mockExam'),
  { kind: smallint('kind').notNull(), studentId: refColumn('student_id'), answers: jsonb('answers') },
  (c) => [
    index('bbxc_exam_record_kind_time_idx').on(c.tenantId, c.kind, c.startTime),
    index('bbxc_exam_record_school_time_idx').on(c.tenantId, c.schoolId, c.startTime),
  ],
);
