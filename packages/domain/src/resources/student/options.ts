import type { Option } from '../types';

// The students' definitions moved to areas/timing; their options stay here because the BI
// reports and the exam records show them too.

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
/**
 * Real-name certification of a student (实名认证, done in the student's app): 激活 of the
 * account is allowed only once certified (spec §4: student activated by certification).
 */
export const STUDENT_CERT_OPTIONS: readonly Option[] = [
  { value: 0, label: '未认证', tone: 'warning' },
  { value: 1, label: '已认证', tone: 'success' },
];

/** Why 激活 is refused to a student not certified (the server's answer, the button's condition). */
export const MSG_STUDENT_NOT_CERTIFIED = '学员未完成实名认证，不能激活';

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
