import type { FieldDef, ResourceDef } from '@coach/domain/resources/types.ts';
import { createTimeField, disableField } from '@coach/domain/resources/common.ts';
import { rules } from '@coach/domain/rules/index.ts';
import { COURSE_SUBJECT_OPTIONS } from './course';

/**
 * What a category (and subject) has beside its course tree, each a tab of the course page:
 * 专题 (question sets on one theme), 考试规则 (the paper of its exams), 模拟器 (the simulators
 * its students train on) and 图标信息 (the traffic signs and dashboard icons explained).
 * The page fixes the category and subject; 新增 takes them from it.
 */
const pageFields: FieldDef[] = [
  { key: 'carType', label: '培训车型', kind: 'carType', search: 'eq', form: false, list: false, export: false },
  {
    key: 'subject',
    label: '科目',
    kind: 'enum',
    options: COURSE_SUBJECT_OPTIONS,
    dict: 'subject',
    search: 'eq',
    form: false,
    list: false,
    export: false,
  },
];
const categoryField = pageFields[0];

const exam = '/api/exam/inner';
const cartexam = '/api/cartexam/inner';

export const specialTopic: ResourceDef = {
  name: 'specialTopic',
  part: 'specialTopic',
  title: '专题',
  route: '/contents/smallCar/courseMgSubjectOne',
  table: 'bbxc_special_topic',
  scope: 'tenant',
  softDelete: true,
  fixedKeys: ['carType', 'subject'],
  api: {
    list: `${exam}/specialTopic/v1/list`,
    save: `${exam}/specialTopic/v1/saveOrUpdate`,
    delete: `${exam}/specialTopic/v1/delete`,
  },
  fields: [
    ...pageFields,
    {
      key: 'name',
      label: '专题名称',
      kind: 'text',
      required: true,
      maxLength: 30,
      search: 'like',
      rules: [rules.notAllSpaces],
      width: 200,
    },
    { key: 'description', label: '专题说明', kind: 'textarea', maxLength: 200, list: true, width: 300 },
    { key: 'questionCount', label: '题目数量', kind: 'int', required: true, rules: [rules.positiveOnly], width: 100 },
    createTimeField,
  ],
};

/** 科目一: 100 questions, 45 minutes, pass at 90; 科目四: 50, 30, 90 (the national rules). */
export const DEFAULT_EXAM_RULES: Readonly<
  Record<
    number,
    { questionCount: number; minutes: number; passScore: number; single: number; multiple: number; judge: number }
  >
> = {
  1: { questionCount: 100, minutes: 45, passScore: 90, single: 60, multiple: 0, judge: 40 },
  4: { questionCount: 50, minutes: 30, passScore: 90, single: 20, multiple: 10, judge: 20 },
  0: { questionCount: 100, minutes: 60, passScore: 80, single: 50, multiple: 20, judge: 30 },
};

/** The question mix must make the paper: 单选 + 多选 + 判断 = 题目数量. */
export function examRuleProblem(values: Record<string, unknown>): string | undefined {
  const count = Number(values.questionCount);
  const sum = Number(values.singleCount ?? 0) + Number(values.multipleCount ?? 0) + Number(values.judgeCount ?? 0);
  if (Number.isFinite(count) && sum !== count)
    return `题型数量：单选、多选、判断题数之和（${sum}）须等于题目数量（${count}）`;
  return undefined;
}

export const examRule: ResourceDef = {
  name: 'examRule',
  part: 'examRule',
  title: '考试规则',
  route: '/contents/smallCar/courseMgSubjectOne',
  table: 'bbxc_exam_rule',
  scope: 'tenant',
  softDelete: true,
  fixedKeys: ['carType', 'subject'],
  api: {
    list: `${exam}/examRule/v1/list`,
    save: `${exam}/examRule/v1/saveOrUpdate`,
    detail: `${exam}/examRule/v1/detail`,
  },
  fields: [
    ...pageFields,
    { key: 'questionCount', label: '题目数量', kind: 'int', required: true, rules: [rules.positiveOnly], width: 100 },
    { key: 'minutes', label: '考试时长（分钟）', kind: 'int', required: true, rules: [rules.positiveOnly], width: 140 },
    { key: 'passScore', label: '合格分数', kind: 'int', required: true, rules: [rules.positiveOnly], width: 100 },
    { key: 'singleCount', label: '单选题数', kind: 'int', required: true, rules: [rules.integer], width: 100 },
    { key: 'multipleCount', label: '多选题数', kind: 'int', required: true, rules: [rules.integer], width: 100 },
    { key: 'judgeCount', label: '判断题数', kind: 'int', required: true, rules: [rules.integer], width: 100 },
    createTimeField,
  ],
};

export const simulator: ResourceDef = {
  name: 'simulator',
  part: 'simulator',
  title: '模拟器',
  route: '/contents/smallCar/courseMgSubjectOne',
  table: 'bbxc_simulator',
  scope: 'tenant',
  softDelete: true,
  fixedKeys: ['carType'],
  api: {
    list: `${cartexam}/simulator/v1/list`,
    save: `${cartexam}/simulator/v1/saveOrUpdate`,
    detail: `${cartexam}/simulator/v1/detail`,
    delete: `${cartexam}/simulator/v1/delete`,
  },
  fields: [
    categoryField,
    {
      key: 'name',
      label: '模拟器名称',
      kind: 'text',
      required: true,
      maxLength: 30,
      search: 'like',
      rules: [rules.notAllSpaces],
      width: 200,
    },
    {
      key: 'model',
      label: '型号',
      kind: 'text',
      required: true,
      maxLength: 30,
      rules: [rules.lettersDigitsBrackets],
      width: 140,
    },
    { key: 'maker', label: '生产厂家', kind: 'text', maxLength: 50, width: 200 },
    { key: 'image', label: '图片', kind: 'image', maxLength: 200, list: false },
    disableField,
    createTimeField,
  ],
};

export const iconInfo: ResourceDef = {
  name: 'iconInfo',
  part: 'iconInfo',
  title: '图标信息',
  route: '/contents/smallCar/courseMgSubjectOne',
  table: 'bbxc_icon_info',
  scope: 'tenant',
  softDelete: true,
  sortable: true,
  sortWithin: ['carType'],
  fixedKeys: ['carType'],
  api: {
    list: `${cartexam}/icon/v1/list`,
    save: `${cartexam}/icon/v1/saveOrUpdate`,
    delete: `${cartexam}/icon/v1/delete`,
  },
  fields: [
    categoryField,
    {
      key: 'name',
      label: '图标名称',
      kind: 'text',
      required: true,
      maxLength: 30,
      search: 'like',
      rules: [rules.notAllSpaces],
      width: 180,
    },
    { key: 'icon', label: '图标', kind: 'image', required: true, maxLength: 200 },
    { key: 'meaning', label: '含义说明', kind: 'textarea', required: true, maxLength: 300, list: true, width: 320 },
    createTimeField,
  ],
};
