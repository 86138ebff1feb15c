import { sql } from 'drizzle-orm';
import { index, uniqueIndex } from 'drizzle-orm/pg-core';
import { RESOURCES } from '@coach/domain';
import { tableFromDef } from '@coach/server/engine/tableFromDef.ts';

const def = (name: string) => RESOURCES.find((r) => r.name === name)!;

/**
 * Course trees: a page reads one category and subject in hand order; a node's children are
 * found by its id (delete refuses a node with children; move looks among siblings).
 */
export const courseTable = tableFromDef(def('course'), {}, (c) => [
  index('bbxc_course_page_idx').on(c.tenantId, c.carType, c.subject, c.sort),
  index('bbxc_course_parent_idx').on(c.tenantId, c.parentId),
]);

/** Questions of a chapter: a page reads one chapter; a paper draws from a category and subject. */
export const exerciseTable = tableFromDef(def('exercise'), {}, (c) => [
  index('bbxc_exercise_bank_idx').on(c.tenantId, c.carType, c.subject),
]);

/** Coursewares of a course in hand order (moved among the course's own). */
export const coursewareTable = tableFromDef(def('courseware'), {}, (c) => [
  index('bbxc_courseware_course_sort_idx').on(c.tenantId, c.courseId, c.sort),
]);

export const courseVideoTable = tableFromDef(def('courseVideo'));
export const answerSkillTable = tableFromDef(def('skill'));
export const specialTopicTable = tableFromDef(def('specialTopic'));

/** One rule per category and subject: the paper its exams are drawn to. */
export const examRuleTable = tableFromDef(def('examRule'), {}, (c) => [
  uniqueIndex('bbxc_exam_rule_page_uq')
    .on(c.tenantId, c.carType, c.subject)
    .where(sql`deleted = 0`),
]);
export const simulatorTable = tableFromDef(def('simulator'));
export const iconInfoTable = tableFromDef(def('iconInfo'), {}, (c) => [
  index('bbxc_icon_info_sort_idx').on(c.tenantId, c.carType, c.sort),
]);
