import { examRuleProblem } from '../domain';
import { sql } from 'drizzle-orm';
import { BizError } from '@coach/server/platform/envelope.ts';
import { defineServerArea, resourceHooks, rowsOf, type ResourceHooks } from '@coach/server/engine/index.ts';
import { contents } from '../area';
import { courseNode, courseNodeHooks } from './courseNodes';
import { exerciseHooks } from './exercises';
import { coursewareFeature, coursewareHooks } from './coursewares';
import { seedContents } from './seed/contents';

// The demo's courses step (seed/courses.ts) seeds the course trees with its students' courses.
export { seedContents };

/** A chapter's videos and a course's answer skills hang off a live node of the caller's trees. */
const under = (key: 'chapterId' | 'courseId', label: string, level?: number): ResourceHooks => ({
  async beforeSave({ tx, ctx, values, creating }) {
    if (!creating) return;
    values[key] = String((await courseNode(tx, ctx, values[key], label, level)).id);
  },
});

/** One rule per category and subject, whose question mix makes its paper. */
const examRuleHooks: ResourceHooks = {
  async beforeSave({ tx, ctx, values, creating, before }) {
    const problem = examRuleProblem(creating ? values : { ...before, ...values });
    if (problem) throw new BizError(problem);
    if (!creating) return;
    const [taken] = await rowsOf(
      tx,
      sql`SELECT 1 FROM bbxc_exam_rule WHERE tenant_id = ${ctx.tenantId} AND car_type = ${values.carType}
      AND subject = ${values.subject} AND deleted = 0 LIMIT 1`,
    );
    if (taken) throw new BizError('该科目已有考试规则，请修改现有规则');
  },
};

/**
 * 内容管理: the course trees of the 34 course pages (one tree definition) and 课程信息's chapters
 * (the same rows by course), their videos and answer skills, and 考试规则 beside a category's tree.
 */
const contentsHooks = resourceHooks({
  course: courseNodeHooks,
  chapter: courseNodeHooks,
  courseVideo: under('chapterId', '章节'),
  skill: under('courseId', '课程', 1),
  examRule: examRuleHooks,
});

/** 内容管理's server: its hooks by definition name and 移动到课程. Its demo rows are seeded by the courses step. */
export default defineServerArea({
  area: contents,
  resourceHooks: [contentsHooks, exerciseHooks, coursewareHooks],
  features: [coursewareFeature],
});
