import type { Option, ResourceDef } from '@coach/domain/resources/types.ts';
import { createTimeField } from '@coach/domain/resources/common.ts';
import { rules } from '@coach/domain/rules/index.ts';

export const SKILL_STATUS_OPTIONS: readonly Option[] = [
  { value: 1, label: '已发布', tone: 'success' },
  { value: 2, label: '已撤销', tone: 'default' },
];

const base = '/api/exam/inner/skill/v1';

/** 答题技巧 of a course (课程信息): published when added, revoked when no longer right. */
export const skill: ResourceDef = {
  name: 'skill',
  part: 'skill',
  title: '答题技巧',
  route: '/contents/courseInfo',
  table: 'bbxc_answer_skill',
  scope: 'tenant',
  softDelete: true,
  api: { list: `${base}/list`, save: `${base}/saveOrUpdate`, delete: `${base}/delete` },
  fixedKeys: ['courseId'],
  fields: [
    {
      key: 'courseId',
      label: '课程',
      kind: 'text',
      maxLength: 20,
      search: 'eq',
      form: false,
      list: false,
      detail: false,
      export: false,
    },
    {
      key: 'title',
      label: '技巧标题',
      kind: 'text',
      required: true,
      maxLength: 50,
      search: 'like',
      rules: [rules.notAllSpaces],
      width: 220,
    },
    { key: 'content', label: '技巧内容', kind: 'textarea', required: true, maxLength: 1000, list: true, width: 360 },
    {
      key: 'status',
      label: '状态',
      kind: 'enum',
      options: SKILL_STATUS_OPTIONS,
      readOnly: true,
      search: 'eq',
      defaultValue: 1,
      width: 90,
    },
    createTimeField,
  ],
  transitions: [
    {
      name: 'revoke',
      label: '撤销',
      path: `${base}/revoke`,
      field: 'status',
      from: [1],
      to: 2,
      confirm: '确认撤销选中的答题技巧吗？撤销后学员不再看到。',
      already: '选中的答题技巧均已撤销',
      batch: true,
      danger: true,
    },
  ],
};
