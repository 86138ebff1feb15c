import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { orgFields } from '@coach/domain/resources/orgFields.ts';
import { LESSON_SUBJECT_OPTIONS } from '@coach/domain/resources/teaching/lessonOptions.ts';
import { studentNameField, studentIdField } from '@coach/domain/resources/student/options.ts';

const base = '/api/comment/inner/commentWithoutExamStudent/v1';

/**
 * 未评价学员: every lesson taken that its student has not evaluated yet (a view over 计时订单
 * and 教学评价, so it is always current), with the days it has waited; the detail shows the
 * student's other lessons still waiting, so staff remind a student once for all of them.
 */
export const emptyEvaluation: ResourceDef = {
  name: 'emptyEvaluation',
  title: '未评价学员',
  route: '/teaching/commentMg/teachSatisfaction/emptyEvaluation',
  detailRoute: '/teaching/commentMg/teachSatisfaction/emptyEvaluationDetail',
  table: 'bbxc_comment_missing',
  scope: 'tenant',
  softDelete: false,
  org: { school: 'school_id', store: 'store_id' },
  api: { list: `${base}/list`, detail: `${base}/detail`, export: `${base}/export` },
  orderBy: { key: 'lessonTime', direction: 'desc' },
  fields: [
    studentNameField(),
    studentIdField(),
    {
      key: 'mobile',
      label: '手机号',
      kind: 'text',
      maxLength: 11,
      readOnly: true,
      masked: true,
      search: 'like',
      width: 120,
    },
    ...orgFields(),
    {
      key: 'subject',
      label: '科目',
      kind: 'enum',
      options: LESSON_SUBJECT_OPTIONS,
      dict: 'subject',
      readOnly: true,
      search: 'eq',
      width: 80,
    },
    { key: 'orderNo', label: '计时订单', kind: 'text', maxLength: 32, readOnly: true, search: 'like', width: 180 },
    { key: 'lessonTime', label: '上课时间', kind: 'datetime', readOnly: true, search: 'range', width: 170 },
    { key: 'waitDays', label: '待评价天数', kind: 'int', readOnly: true, search: 'between', width: 100 },
  ],
  detailTables: [
    {
      key: 'lessons',
      title: '该学员其他未评价课程',
      columns: [
        { key: 'orderNo', label: '计时订单', kind: 'text' },
        { key: 'coachName', label: '教练', kind: 'text' },
        { key: 'lessonTime', label: '上课时间', kind: 'datetime' },
        { key: 'waitDays', label: '待评价天数', kind: 'int' },
      ],
    },
  ],
};
