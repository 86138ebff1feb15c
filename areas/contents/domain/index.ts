import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { chapter, course } from './course';
import { exercise } from './exercise';
import { courseware } from './courseware';
import { courseVideo } from './courseVideo';
import { skill } from './skill';
import { examRule, iconInfo, simulator, specialTopic } from './categoryExtras';

export { chapter, course, COURSE_SUBJECT_OPTIONS } from './course';
export { exercise, EXERCISE_TYPE_OPTIONS } from './exercise';
export { exerciseProblems, normaliseAnswer, EXERCISE_TYPES, OPTION_KEYS, OPTION_LETTERS } from './exerciseRules';
export { courseware, COURSEWARE_MOVE_TO_COURSE } from './courseware';
export { courseVideo } from './courseVideo';
export { skill, SKILL_STATUS_OPTIONS } from './skill';
export { DEFAULT_EXAM_RULES, examRule, examRuleProblem, iconInfo, simulator, specialTopic } from './categoryExtras';

/** 内容管理: the course trees and what hangs off them. */
export const CONTENTS_RESOURCES: readonly ResourceDef[] = [
  course,
  chapter,
  exercise,
  courseware,
  courseVideo,
  skill,
  specialTopic,
  examRule,
  simulator,
  iconInfo,
];
