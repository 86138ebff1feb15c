import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { studentNameField, studentIdField } from '@coach/domain/resources/student/options.ts';
import { orgFields } from '@coach/domain/resources/orgFields.ts';
import {
  COMMENT_SHOW_OPTIONS,
  LESSON_SUBJECT_OPTIONS,
  SCORE_OPTIONS,
  showHide,
} from '@coach/domain/resources/teaching/lessonOptions.ts';

const coachBase = '/api/comment/inner/commentCoach/v1';
const accompanyBase = '/api/comment/inner/commentAccompany/v1';

/** A comment counts as satisfied from this score up (满意度 = satisfied / comments). */
export const SATISFIED_FROM_SCORE = 4;
/** A coach is new (新教练) for this many days after joining. */
export const NEW_COACH_DAYS = 180;

const NEW_COACH_OPTIONS = [
  { value: 0, label: '否' },
  { value: 1, label: '是', tone: 'processing' },
] as const;

/**
 * 教学评价: students' evaluations of their coach (overall score 1-5, attitude, skill and
 * punctuality, words). Hiding one only stops showing it to students: 教学评分 and the
 * satisfaction reports count every comment; a month's satisfaction is frozen once it closes.
 */
export const commentCoach: ResourceDef = {
  name: 'commentCoach',
  loggedActions: { recompute: '重新固化' },
  title: '教学评价',
  route: '/teaching/commentMg/teachComment',
  table: 'bbxc_comment_coach',
  scope: 'tenant',
  softDelete: true,
  org: { school: 'school_id', store: 'store_id' },
  api: { list: `${coachBase}/list`, detail: `${coachBase}/detail`, export: `${coachBase}/export` },
  orderBy: { key: 'createTime', direction: 'desc' },
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
      key: 'newCoach',
      label: '新教练',
      kind: 'enum',
      options: NEW_COACH_OPTIONS,
      readOnly: true,
      list: false,
      defaultValue: 0,
    },
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
    { key: 'score', label: '综合评分', kind: 'enum', options: SCORE_OPTIONS, readOnly: true, search: 'eq', width: 90 },
    { key: 'attitudeScore', label: '教学态度', kind: 'int', readOnly: true, width: 90 },
    { key: 'skillScore', label: '教学水平', kind: 'int', readOnly: true, width: 90 },
    { key: 'punctualScore', label: '准时守约', kind: 'int', readOnly: true, width: 90 },
    { key: 'content', label: '评价内容', kind: 'text', maxLength: 500, readOnly: true, width: 240 },
    {
      key: 'status',
      label: '显示状态',
      kind: 'enum',
      options: COMMENT_SHOW_OPTIONS,
      readOnly: true,
      search: 'eq',
      defaultValue: 1,
      width: 90,
    },
    { key: 'createTime', label: '评价时间', kind: 'datetime', readOnly: true, search: 'range', width: 170 },
  ],
  transitions: showHide(`${coachBase}/updateStatus`),
};

/** 陪驾评价: what licensed drivers wrote about their accompany coach after the hours. */
export const commentAccompany: ResourceDef = {
  name: 'commentAccompany',
  title: '陪驾评价',
  route: '/teaching/commentMg/driveComment',
  table: 'bbxc_comment_accompany',
  scope: 'tenant',
  softDelete: true,
  api: { list: `${accompanyBase}/list`, detail: `${accompanyBase}/detail`, export: `${accompanyBase}/export` },
  orderBy: { key: 'createTime', direction: 'desc' },
  fields: [
    { key: 'orderNo', label: '陪驾订单', kind: 'text', maxLength: 32, readOnly: true, search: 'like', width: 180 },
    studentNameField(),
    // The student of the accompany order commented on.
    studentIdField({ lookup: { table: 'mall_accompany_order', via: 'order_id', column: 'student_id' } }),
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
    { key: 'coachName', label: '陪驾教练', kind: 'text', maxLength: 20, readOnly: true, search: 'like', width: 90 },
    { key: 'score', label: '评分', kind: 'enum', options: SCORE_OPTIONS, readOnly: true, search: 'eq', width: 80 },
    { key: 'content', label: '评价内容', kind: 'text', maxLength: 500, readOnly: true, width: 260 },
    {
      key: 'status',
      label: '显示状态',
      kind: 'enum',
      options: COMMENT_SHOW_OPTIONS,
      readOnly: true,
      search: 'eq',
      defaultValue: 1,
      width: 90,
    },
    { key: 'createTime', label: '评价时间', kind: 'datetime', readOnly: true, search: 'range', width: 170 },
  ],
  transitions: showHide(`${accompanyBase}/updateStatus`),
};
