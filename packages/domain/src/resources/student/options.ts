import type { FieldDef, Option } from '../types';

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

/** A student's name opens 学员详情 (the kit's RecordLink), the row's `studentId` naming the student. */
export const OPENS_STUDENT = { resource: 'student', idKey: 'studentId' } as const;

/**
 * The student's name as a row shows it (searched by part of it), opening 学员详情 by the row's
 * `studentId` (`studentIdField`): one declaration for every list that names a student.
 */
export const studentNameField = (label = '学员姓名', extra: Partial<FieldDef> = {}): FieldDef => ({
  key: 'studentName',
  label,
  kind: 'text',
  maxLength: 20,
  readOnly: true,
  search: 'like',
  width: 90,
  opens: OPENS_STUDENT,
  ...extra,
});

/**
 * The student's id a row carries so its name can open 学员详情: answered with the row, never a
 * column of the list, the export or the form (`lookup` when the row names the student only
 * through another record: a refund through its order).
 */
export const studentIdField = (extra: Partial<FieldDef> = {}): FieldDef => ({
  key: 'studentId',
  label: '学员',
  kind: 'text',
  readOnly: true,
  list: false,
  export: false,
  detail: false,
  ...extra,
});
