import { studentNameField, studentIdField } from '@coach/domain/resources/student/options.ts';
import { orgFields } from '@coach/domain/resources/orgFields.ts';
import type { Option, ResourceDef } from '@coach/domain/resources/types.ts';
import { SET_STATISTICS_PREFIX, STATISTIC_SET_OPTIONS } from '@coach/domain/categorySets.ts';
import type { CategoryRange } from '@coach/domain/categories.ts';

/** Whether the regulator counts a sitting (a face check failed, a break too long: 无效). */
export const STUDY_VALID_OPTIONS: readonly Option[] = [
  { value: 1, label: '有效', tone: 'success' },
  { value: 0, label: '无效', tone: 'error' },
];

export const STUDY_SUBJECT_OPTIONS: readonly Option[] = [
  { value: 1, label: '科目一' },
  { value: 4, label: '科目四' },
];

/**
 * 学时查询 of each statistic set: the study records (one sitting of a student on a subject,
 * its minutes and whether it counts), newest first, filtered by student, school, store,
 * coach, category, subject, date range and validity. Records come from timing terminals and
 * the app, never from a form. One definition for the five sets' pages: each fixes its set.
 */
export const studyRecord: ResourceDef = {
  name: 'studyRecord',
  title: '学时查询',
  route: '/timing/statistics/studyTimeSearch',
  routes: STATISTIC_SET_OPTIONS.map((set) => ({
    path: `${SET_STATISTICS_PREFIX[set.value as CategoryRange]}/studyTimeSearch`,
    params: { carSet: set.value },
  })),
  table: 'bbxc_study_record',
  scope: 'tenant',
  org: { school: 'school_id', store: 'store_id' },
  softDelete: false,
  api: { list: '/api/course/inner/count/studyTimeSearch' },
  orderBy: { key: 'startTime', direction: 'desc' },
  fields: [
    studentNameField('学员'),
    studentIdField(),
    ...orgFields({ nameWidths: false }),
    {
      key: 'carSet',
      label: '统计类别',
      kind: 'text',
      column: 'car_type',
      filterOnly: true,
      search: 'eq',
      options: STATISTIC_SET_OPTIONS,
      list: false,
      detail: false,
      export: false,
    },
    { key: 'carType', label: '培训车型', kind: 'carType', search: 'eq', readOnly: true, width: 110 },
    {
      key: 'subject',
      label: '科目',
      kind: 'enum',
      options: STUDY_SUBJECT_OPTIONS,
      dict: 'subject',
      search: 'eq',
      readOnly: true,
      width: 80,
    },
    { key: 'startTime', label: '开始时间', kind: 'datetime', search: 'range', readOnly: true },
    { key: 'minutes', label: '学习时长', kind: 'int', duration: 'minutes', readOnly: true, width: 130 },
    {
      key: 'valid',
      label: '是否有效',
      kind: 'enum',
      options: STUDY_VALID_OPTIONS,
      search: 'eq',
      readOnly: true,
      width: 90,
    },
  ],
};
