import { orgFields } from '@coach/domain/resources/orgFields.ts';
import type { FieldDef, Option, ResourceDef, ResourceRoute } from '@coach/domain/resources/types.ts';
import { CAR_CATEGORIES, categoriesInRange, isLicence, type CategoryRange } from '@coach/domain/categories.ts';
import { EXAM_RESULT_OPTIONS, studentIdField, studentNameField } from '@coach/domain/resources/student/options.ts';

/**
 * Which exam a sitting was (one table holds them all: the same paper, score and answers,
 * told apart by `kind`). 模拟考试 are the licence students' mock theory exams; the others are
 * the final exams of the qualification, continuing-education, pre-job and safety courses.
 */
export const EXAM_KINDS = { mock: 1, qualification: 2, continuing: 3, preJob: 4, safety: 5 } as const;

export const EXAM_KIND_OPTIONS: readonly Option[] = [
  { value: EXAM_KINDS.mock, label: '模拟考试' },
  { value: EXAM_KINDS.qualification, label: '从业资格考试' },
  { value: EXAM_KINDS.continuing, label: '继续教育考试' },
  { value: EXAM_KINDS.preJob, label: '岗前培训考试' },
  { value: EXAM_KINDS.safety, label: '安全培训考试' },
];

export const EXAM_RECORD_SUBJECT_OPTIONS: readonly Option[] = [
  { value: 1, label: '科目一' },
  { value: 4, label: '科目四' },
  { value: 0, label: '不分科目' },
];

export const ANSWER_RESULT_OPTIONS: readonly Option[] = [
  { value: 1, label: '正确', tone: 'success' },
  { value: 0, label: '错误', tone: 'error' },
];

const categoryOptions = (range: CategoryRange): Option[] =>
  categoriesInRange(range).map((c) => ({ value: c.code, label: c.name }));

/** The fields of every exam list (the table is one; what a page shows of it is the same). */
export function examRecordFields(carTypes: readonly Option[] | undefined, withSubject: boolean): FieldDef[] {
  return [
    studentNameField('学员'),
    studentIdField(),
    { key: 'idCard', label: '身份证号', kind: 'text', maxLength: 18, masked: true, readOnly: true, width: 180 },
    ...orgFields({ coach: false, nameWidths: false }),
    {
      key: 'carType',
      label: '培训车型',
      kind: 'carType',
      options: carTypes,
      search: carTypes && carTypes.length === 1 ? undefined : 'eq',
      readOnly: true,
      width: 120,
    },
    {
      key: 'subject',
      label: '科目',
      kind: 'enum',
      options: EXAM_RECORD_SUBJECT_OPTIONS,
      dict: 'subject',
      search: withSubject ? 'eq' : undefined,
      list: withSubject,
      detail: withSubject,
      export: withSubject,
      readOnly: true,
      width: 80,
    },
    { key: 'score', label: '成绩', kind: 'int', search: 'between', readOnly: true, width: 80 },
    {
      key: 'passed',
      label: '结果',
      kind: 'enum',
      options: EXAM_RESULT_OPTIONS,
      search: 'eq',
      readOnly: true,
      width: 90,
    },
    { key: 'questionCount', label: '题数', kind: 'int', readOnly: true, width: 70 },
    { key: 'correctCount', label: '答对', kind: 'int', readOnly: true, width: 70 },
    { key: 'usedMinutes', label: '用时', kind: 'int', duration: 'minutes', readOnly: true, width: 130 },
    { key: 'startTime', label: '考试时间', kind: 'datetime', search: 'range', readOnly: true, width: 170 },
  ];
}

/** Each question of the sitting as answered (a snapshot: later edits of the bank do not change it). */
const answersTable = {
  key: 'answers',
  title: '答题详情',
  columns: [
    { key: 'no', label: '题号', kind: 'int', width: 64 },
    { key: 'question', label: '题目', kind: 'text' },
    { key: 'chosen', label: '作答', kind: 'text', width: 72 },
    { key: 'answer', label: '正确答案', kind: 'text', width: 96 },
    { key: 'correct', label: '结果', kind: 'enum', options: ANSWER_RESULT_OPTIONS, width: 80 },
  ],
} as const satisfies NonNullable<ResourceDef['detailTables']>[number];

interface ExamListSpec {
  name: string;
  title: string;
  route: string;
  routes?: readonly ResourceRoute[];
  kind: number;
  api: { list: string; detail: string; export?: string };
  carTypes?: readonly Option[];
  withSubject?: boolean;
  /** The one category of a page for one category only (教练员继续教育). */
  carType?: number;
}

/** One exam list: the sittings of one kind (and the categories it is for), newest first. */
function examList(spec: ExamListSpec): ResourceDef {
  return {
    name: spec.name,
    title: spec.title,
    route: spec.route,
    routes: spec.routes,
    table: 'bbxc_exam_record',
    scope: 'tenant',
    org: { school: 'school_id', store: 'store_id' },
    softDelete: false,
    subset: [{ key: 'kind', is: spec.kind }, ...(spec.carType ? [{ key: 'carType', is: spec.carType }] : [])],
    api: { ...spec.api, detailMethod: 'POST' },
    orderBy: { key: 'startTime', direction: 'desc' },
    fields: examRecordFields(spec.carTypes, spec.withSubject ?? false),
    detailTables: [answersTable],
  };
}

const LICENCE = CAR_CATEGORIES.filter((c) => isLicence(c.code));

export const mockExam = examList({
  name: 'mockExam',
  title: '模拟考试',
  route: '/teaching/mockExam/smallCar',
  routes: LICENCE.map((c) => ({ path: `/teaching/mockExam/${c.key}`, params: { carType: c.code } })),
  kind: EXAM_KINDS.mock,
  api: {
    list: '/api/exam/inner/mockExam/v1/list',
    detail: '/api/exam/inner/mockExam/v1/detail',
    export: '/api/exam/inner/mockExam/v1/export',
  },
  carTypes: LICENCE.map((c) => ({ value: c.code, label: c.name })),
  withSubject: true,
});

export const qualificationExam = examList({
  name: 'qualificationExam',
  title: '从业资格考试',
  route: '/teaching/qualificationExam',
  kind: EXAM_KINDS.qualification,
  api: { list: '/api/exam/inner/qualificationExam/v1/list', detail: '/api/exam/inner/qualificationExam/v1/detail' },
  carTypes: categoryOptions('qualification'),
});

export const continueExam = examList({
  name: 'continueExam',
  title: '教练员继续教育考试',
  route: '/teaching/coachContinueExam',
  kind: EXAM_KINDS.continuing,
  api: { list: '/api/exam/inner/continueExam/v1/list', detail: '/api/exam/inner/continueExam/v1/detail' },
  carTypes: [{ value: 43, label: '教练员继续教育' }],
  carType: 43,
});

export const workTrainExam = examList({
  name: 'workTrainExam',
  title: '岗前培训考试',
  route: '/teaching/workTrainExam',
  kind: EXAM_KINDS.preJob,
  api: { list: '/api/exam/inner/workTrainExam/v1/list', detail: '/api/exam/inner/workTrainExam/v1/detail' },
  carTypes: categoryOptions('preJob'),
});

export const safetyTrainExam = examList({
  name: 'safetyTrainExam',
  title: '安全培训考试',
  route: '/teaching/safetyTrainExam',
  kind: EXAM_KINDS.safety,
  api: {
    list: '/api/cartexam/inner/safetyTrain/v1/examList',
    detail: '/api/cartexam/inner/safetyTrain/v1/detail',
    export: '/api/cartexam/inner/safetyTrain/v1/export',
  },
  carTypes: categoryOptions('safety'),
});

/**
 * 计时考试详情: the sittings a row of 计时考试统计 counts (every kind), opened from the report
 * with its school, period and filters.
 */
export const timedExamDetail: ResourceDef = {
  ...examList({
    name: 'timedExamDetail',
    title: '计时考试详情',
    route: '/teaching/timedExamDetail',
    kind: 0,
    api: { list: '/api/course/inner/count/timedExamDetail', detail: '' },
  }),
  subset: undefined,
  api: { list: '/api/course/inner/count/timedExamDetail' },
  detailTables: undefined,
  fields: [
    {
      key: 'examKind',
      label: '考试类型',
      kind: 'enum',
      column: 'kind',
      options: EXAM_KIND_OPTIONS,
      search: 'eq',
      readOnly: true,
      width: 120,
    },
    ...examRecordFields(undefined, true).map((f) => (f.key === 'subject' ? { ...f, search: undefined } : f)),
  ],
};

export const EXAM_RESOURCES: readonly ResourceDef[] = [
  mockExam,
  qualificationExam,
  continueExam,
  workTrainExam,
  safetyTrainExam,
  timedExamDetail,
];
