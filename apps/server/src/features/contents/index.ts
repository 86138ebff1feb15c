import type { FastifyInstance } from 'fastify';
import { examRuleProblem, resourcesByName } from '@coach/domain';
import { sql } from 'drizzle-orm';
import type { Services } from '../../platform/services';
import { BizError } from '../../platform/envelope';
import { registerResource, rowsOf, type ResourceHooks } from '../../engine';
import { courseNode, courseNodeHooks } from './courseNodes';
import { exerciseFeature } from './exercises';
import { coursewareFeature } from './coursewares';

/** 内容管理: the course trees of the 34 course pages (one tree definition) and 课程信息's chapters (the same rows by course). */
function courseTree(app: FastifyInstance, services: Services) {
  registerResource(app, services, resourcesByName.course, courseNodeHooks);
  registerResource(app, services, resourcesByName.chapter, courseNodeHooks);
}

/** A chapter's videos and a course's answer skills hang off a live node of the caller's trees. */
function courseInfoLists(app: FastifyInstance, services: Services) {
  const under = (key: 'chapterId' | 'courseId', label: string, level?: number): ResourceHooks => ({
    async beforeSave({ tx, ctx, values, creating }) {
      if (!creating) return;
      values[key] = String((await courseNode(tx, ctx, values[key], label, level)).id);
    },
  });
  registerResource(app, services, resourcesByName.courseVideo, under('chapterId', '章节'));
  registerResource(app, services, resourcesByName.skill, under('courseId', '课程', 1));
}

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

/** What a category page shows beside its tree: 专题, 考试规则, 模拟器, 图标信息. */
function categoryExtras(app: FastifyInstance, services: Services) {
  registerResource(app, services, resourcesByName.specialTopic);
  registerResource(app, services, resourcesByName.examRule, examRuleHooks);
  registerResource(app, services, resourcesByName.simulator);
  registerResource(app, services, resourcesByName.iconInfo);
}

export const contentsFeatures: ((app: FastifyInstance, services: Services) => void)[] = [
  courseTree,
  courseInfoLists,
  exerciseFeature,
  coursewareFeature,
  categoryExtras,
];
