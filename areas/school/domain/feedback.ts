import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { createTimeField } from '@coach/domain/resources/common.ts';
import {
  FEEDBACK_SOURCE_OPTIONS,
  FEEDBACK_TYPE_OPTIONS,
  REPLY_STATUS_OPTIONS,
  SCHOOL_SELECTOR,
} from '@coach/domain/resources/school/options.ts';

const base = '/api/bbxc/operate/inner/feedback/v1';
/** The page that shows one feedback and takes its reply. */
export const FEEDBACK_DETAIL_ROUTE = '/school/feedbackDetail';

/**
 * Feedback (意见反馈) students and coaches send from the apps; the console reads, replies and
 * deletes it. A reply is given once: `reply` moves 未回复 -> 已回复 in one statement and stores
 * the text, time and replier; replying again is refused (该反馈已回复，请勿重复回复), so the
 * student never sees an answer change under them.
 */
export const feedback: ResourceDef = {
  name: 'feedback',
  title: '意见反馈',
  route: '/school/feedbackList',
  table: 'bbxc_feedback',
  scope: 'tenant',
  org: { school: 'school_id' },
  softDelete: true,
  api: { list: `${base}/list`, detail: `${base}/detail`, detailMethod: 'GET', delete: `${base}/delete` },
  fields: [
    {
      key: 'feedbackType',
      label: '反馈类型',
      kind: 'enum',
      options: FEEDBACK_TYPE_OPTIONS,
      readOnly: true,
      search: 'eq',
      width: 100,
    },
    {
      key: 'content',
      label: '反馈内容',
      kind: 'textarea',
      maxLength: 500,
      readOnly: true,
      list: true,
      search: 'like',
      width: 280,
    },
    { key: 'images', label: '图片', kind: 'images', readOnly: true },
    { key: 'userName', label: '反馈人', kind: 'text', maxLength: 20, readOnly: true, search: 'like' },
    { key: 'mobile', label: '联系电话', kind: 'text', maxLength: 11, masked: true, readOnly: true },
    { key: 'source', label: '来源', kind: 'enum', options: FEEDBACK_SOURCE_OPTIONS, readOnly: true, list: false },
    {
      key: 'schoolId',
      label: '所属驾校',
      kind: 'text',
      maxLength: 20,
      readOnly: true,
      search: 'eq',
      list: false,
      export: false,
      detail: false,
      selector: SCHOOL_SELECTOR,
    },
    { key: 'schoolName', label: '所属驾校', kind: 'text', maxLength: 50, readOnly: true },
    {
      key: 'replyStatus',
      label: '回复状态',
      kind: 'enum',
      options: REPLY_STATUS_OPTIONS,
      readOnly: true,
      search: 'eq',
      defaultValue: 0,
      width: 100,
    },
    { key: 'replyContent', label: '回复内容', kind: 'textarea', maxLength: 500, readOnly: true },
    { key: 'replyTime', label: '回复时间', kind: 'datetime', readOnly: true, list: false },
    { key: 'replierName', label: '回复人', kind: 'text', maxLength: 20, readOnly: true, list: false },
    { ...createTimeField, label: '反馈时间' },
  ],
  actions: [{ name: 'reply', label: '回复' }],
  // 回复 of an unanswered one (holders of the reply button), 查看回复 of an answered one: both
  // open the detail page anew; its reply call checks 未回复 again in its UPDATE.
  links: [
    {
      label: '回复',
      route: FEEDBACK_DETAIL_ROUTE,
      query: { id: 'id' },
      when: { field: 'replyStatus', in: [0] },
      action: 'reply',
      fresh: true,
    },
    {
      label: '查看回复',
      route: FEEDBACK_DETAIL_ROUTE,
      query: { id: 'id' },
      when: { field: 'replyStatus', notIn: [0] },
      fresh: true,
    },
  ],
  orderBy: { key: 'createTime', direction: 'desc' },
};

/** Longest reply (the student reads it in the mini-program). */
export const FEEDBACK_REPLY_MAX = 500;
