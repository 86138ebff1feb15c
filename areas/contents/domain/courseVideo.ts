import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { createTimeField, disableField } from '@coach/domain/resources/common.ts';
import { MSG_ALREADY_DISABLED, MSG_ALREADY_ENABLED, MSG_CONFIRM_STATUS_CHANGE } from '@coach/domain/errors.ts';
import { rules } from '@coach/domain/rules/index.ts';

const base = '/api/course/inner/video/v1';

/** 视频 of a chapter or section (课程信息): uploaded through the file service, enabled or not. */
export const courseVideo: ResourceDef = {
  name: 'courseVideo',
  part: 'video',
  title: '视频',
  route: '/contents/courseInfo',
  table: 'bbxc_course_video',
  scope: 'tenant',
  softDelete: true,
  api: { list: `${base}/list`, save: `${base}/saveOrUpdate`, delete: `${base}/delete` },
  fixedKeys: ['chapterId'],
  fields: [
    {
      key: 'chapterId',
      label: '章节',
      kind: 'text',
      maxLength: 20,
      search: 'eq',
      form: false,
      list: false,
      detail: false,
      export: false,
    },
    {
      key: 'name',
      label: '视频名称',
      kind: 'text',
      required: true,
      maxLength: 50,
      search: 'like',
      rules: [rules.notAllSpaces],
      width: 220,
    },
    { key: 'file', label: '视频文件', kind: 'video', required: true, maxLength: 200 },
    { key: 'minutes', label: '时长（分钟）', kind: 'int', required: true, rules: [rules.positiveOnly], width: 110 },
    disableField,
    createTimeField,
  ],
  // One call for both directions (`updateStatus`), told apart by the target state.
  transitions: [
    {
      name: 'enable',
      label: '启用',
      path: `${base}/updateStatus`,
      field: 'disable',
      from: [1],
      to: 0,
      confirm: MSG_CONFIRM_STATUS_CHANGE,
      already: MSG_ALREADY_ENABLED,
      batch: true,
    },
    {
      name: 'disable',
      label: '停用',
      path: `${base}/updateStatus`,
      field: 'disable',
      from: [0],
      to: 1,
      confirm: MSG_CONFIRM_STATUS_CHANGE,
      already: MSG_ALREADY_DISABLED,
      batch: true,
      danger: true,
    },
  ],
};
