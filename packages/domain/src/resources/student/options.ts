import type { Option } from '../types';

/**
 * Where a student stands (domain.md, 学员): the theory and practical subjects in the order a
 * licence is earned, then 已结业. Every change is kept in the stage history (库存报表 reads
 * how many students stood in each stage at the end of a period).
 */
export const STUDENT_STAGE_OPTIONS: readonly Option[] = [
  { value: 1, label: '科目一', tone: 'default' },
  { value: 2, label: '科目二', tone: 'processing' },
  { value: 3, label: '科目三', tone: 'processing' },
  { value: 4, label: '科目四', tone: 'warning' },
  { value: 5, label: '已结业', tone: 'success' },
];

/** A student's app account, activated once the real-name certification passed. */
export const STUDENT_ACTIVATE_OPTIONS: readonly Option[] = [
  { value: 0, label: '未激活', tone: 'warning' },
  { value: 1, label: '已激活', tone: 'success' },
];

/** The four subjects of a licence (科目一 to 科目四): exam results, study statistics. */
export const LICENCE_SUBJECT_OPTIONS: readonly Option[] = [
  { value: 1, label: '科目一' },
  { value: 2, label: '科目二' },
  { value: 3, label: '科目三' },
  { value: 4, label: '科目四' },
];

/** Passing score of every subject exam (100 points; 科目一/四 of 100 questions or 50 × 2). */
export const EXAM_PASS_SCORE = 90;

export const EXAM_RESULT_OPTIONS: readonly Option[] = [
  { value: 1, label: '合格', tone: 'success' },
  { value: 0, label: '不合格', tone: 'error' },
];

/** Timing of a category for a student (计时开通): opened or closed. */
export const TIMING_OPEN_OPTIONS: readonly Option[] = [
  { value: 1, label: '已开通', tone: 'success' },
  { value: 0, label: '未开通', tone: 'default' },
];
