import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { createTimeField, disableField, enableDisable } from '@coach/domain/resources/common.ts';
import { rules } from '@coach/domain/rules/index.ts';

const base = '/api/course/inner/courseware/v1';

/**
 * 课件管理: the video lessons of the courses (every category's), filtered by course, moved to
 * another course, and ordered by hand within their course. A courseware takes its course's
 * category; a disabled one is not played to students.
 */
export const courseware: ResourceDef = {
  name: 'courseware',
  title: '课件',
  route: '/contents/coursewareMg',
  table: 'bbxc_courseware',
  scope: 'tenant',
  softDelete: true,
  sortable: true,
  sortWithin: ['courseId'],
  api: {
    list: `${base}/list`,
    save: `${base}/saveOrUpdate`,
    detail: `${base}/detail`,
    delete: `${base}/delete`,
    move: `${base}/moveUpOrDown`,
  },
  fields: [
    {
      key: 'name',
      label: '课件名称',
      kind: 'text',
      required: true,
      maxLength: 50,
      search: 'like',
      rules: [rules.notAllSpaces],
      width: 220,
    },
    {
      key: 'courseId',
      label: '所属课程',
      kind: 'text',
      maxLength: 20,
      required: true,
      search: 'eq',
      list: false,
      detail: false,
      export: false,
      picker: {
        list: '/api/course/inner/course/v1/list',
        label: 'name',
        labelField: 'courseName',
        params: { level: 1 },
      },
    },
    { key: 'courseName', label: '所属课程', kind: 'text', maxLength: 50, readOnly: true, width: 200 },
    { key: 'carType', label: '培训车型', kind: 'carType', readOnly: true, search: 'eq', width: 120 },
    { key: 'file', label: '课件视频', kind: 'video', required: true, maxLength: 200, list: false },
    { key: 'minutes', label: '时长（分钟）', kind: 'int', required: true, rules: [rules.positiveOnly], width: 110 },
    disableField,
    createTimeField,
  ],
  transitions: enableDisable(base),
  actions: [{ name: 'moveToCourse', label: '移动到课程' }],
};

export const COURSEWARE_MOVE_TO_COURSE = `${base}/moveToCourse`;
