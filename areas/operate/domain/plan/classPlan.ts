import type { Option, ResourceDef } from '@coach/domain/resources/types.ts';
import { createTimeField } from '@coach/domain/resources/common.ts';
import { rules } from '@coach/domain/rules/index.ts';

const base = '/api/examroom';

/** Class plan state (domain.md: 1 开放, 0 关闭): only an open plan takes bookings. */
export const CLASS_PLAN_STATUS_OPTIONS: readonly Option[] = [
  { value: 1, label: '开放', tone: 'success' },
  { value: 0, label: '关闭', tone: 'default' },
];

export const SUBJECT_OPTIONS: readonly Option[] = [
  { value: 2, label: '科目二' },
  { value: 3, label: '科目三' },
];

/** Kinds of change the 调班管理 history records. */
export const PLAN_MODIFY_TYPE_OPTIONS: readonly Option[] = [
  { value: 1, label: '提前' },
  { value: 2, label: '延后' },
  { value: 3, label: '修改' },
];

/** Calls of the class plan besides the engine's (their bodies are documented at `classPlan`). */
export const CLASS_PLAN_CALLS = {
  ahead: `${base}/classplan/ahead/save`,
  delay: `${base}/classplan/delay/save`,
  sendMsg: `${base}/classplan/sendMsg`,
  schedulingOpen: `${base}/scheduling/open`,
  schedulingClose: `${base}/scheduling/close`,
  classHourGet: `${base}/classHourSetting/get`,
  classHourSave: `${base}/classHourSetting/save`,
  examPlaceGet: `${base}/examPlaceSetting/get`,
  examPlaceSave: `${base}/examPlaceSetting/save`,
} as const;

/** Longest move of one advance/delay (minutes): a week. */
export const MAX_MOVE_MINUTES = 7 * 24 * 60;

/**
 * A class plan (排班): one coach with one car at the exam room from `startTime` to `endTime`
 * (Unix seconds), taking up to `capacity` students (`bookedCount` is what the money side's
 * sub-orders booked). Rules the server keeps:
 * - the coach must be an agreed exam-room coach (status 1) and the car an approved car (1);
 * - no two live plans of the same coach or of the same car overlap (a plan ending at 10:00
 *   and one starting at 10:00 do not overlap); checked under row locks on the coach and the
 *   car, so two concurrent writes cannot both get through;
 * - `ahead/save` / `delay/save` `{id, minutes, reason?}` move start and end together (the
 *   length stays), with the same overlap rule; every move and edit is written to 调班管理;
 * - `close`/`open` `{ids}` 1→0 / 0→1; `batchDelete` `{ids}` refuses plans with booked students;
 * - `sendMsg` `{id, content?}` writes one message per booked student, answers `{notified}`;
 * - `scheduling/open|close` `{startTime, endTime, coachId?, carId?}` opens or closes booking of
 *   every plan starting in that period (end inclusive; the week grid sends its Monday 00:00
 *   and Sunday 23:59:59) and answers `{changed}`: plans already in the target state are left.
 * The list takes `startTime`/`endTime` (plan start in the range), `coachId`, `carId`, `status`.
 */
export const classPlan: ResourceDef = {
  name: 'examClassPlan',
  title: '排班',
  route: '/operates/schedulingMag',
  formRoute: '/operates/schedulingMag/schedulingEdit',
  table: 'examroom_class_plan',
  scope: 'tenant',
  softDelete: true,
  api: {
    list: `${base}/classplan/list`,
    detail: `${base}/classplan/detail`,
    create: `${base}/classplan/insert`,
    update: `${base}/classplan/update`,
    delete: `${base}/classplan/batchDelete`,
  },
  fields: [
    {
      key: 'coachId',
      label: '教练',
      kind: 'text',
      required: true,
      maxLength: 20,
      search: 'eq',
      list: false,
      rules: [rules.digitsOnly],
    },
    { key: 'coachName', label: '教练', kind: 'text', maxLength: 20, readOnly: true },
    {
      key: 'carId',
      label: '车辆',
      kind: 'text',
      required: true,
      maxLength: 20,
      search: 'eq',
      list: false,
      rules: [rules.digitsOnly],
    },
    { key: 'carNo', label: '车牌号', kind: 'text', maxLength: 10, readOnly: true },
    {
      key: 'subject',
      label: '科目',
      kind: 'enum',
      required: true,
      options: SUBJECT_OPTIONS,
      dict: 'subject',
      defaultValue: 2,
    },
    { key: 'startTime', label: '开始时间', kind: 'datetime', required: true, search: 'range', width: 170 },
    { key: 'endTime', label: '结束时间', kind: 'datetime', required: true, width: 170 },
    { key: 'capacity', label: '可约人数', kind: 'int', required: true, defaultValue: 4, rules: [rules.int1to30] },
    { key: 'bookedCount', label: '已约人数', kind: 'int', readOnly: true, defaultValue: 0 },
    {
      key: 'status',
      label: '状态',
      kind: 'enum',
      options: CLASS_PLAN_STATUS_OPTIONS,
      readOnly: true,
      search: 'eq',
      defaultValue: 1,
      width: 80,
    },
    { key: 'remark', label: '备注', kind: 'text', maxLength: 100 },
    // startTime/endTime of a list body filter the plan's start (the week), not its creation.
    { ...createTimeField, search: undefined, list: false },
  ],
  transitions: [
    {
      name: 'close',
      label: '关闭',
      path: `${base}/classplan/close`,
      field: 'status',
      from: [1],
      to: 0,
      confirm: '关闭后学员不能再预约该课时，是否继续?',
      already: '已是关闭状态',
      batch: true,
      danger: true,
    },
    {
      name: 'open',
      label: '开放',
      path: `${base}/classplan/open`,
      field: 'status',
      from: [0],
      to: 1,
      confirm: '确定开放预约吗?',
      already: '已是开放状态',
      batch: true,
    },
  ],
  actions: [
    { name: 'ahead', label: '提前' },
    { name: 'delay', label: '延后' },
    { name: 'sendMsg', label: '发送消息' },
    { name: 'schedulingOpen', label: '开放排班' },
    { name: 'schedulingClose', label: '关闭排班' },
  ],
  orderBy: { key: 'startTime', direction: 'asc' },
};

/** 调班管理: one row per advance, delay or edit of a class plan (written by the server only). */
export const classPlanModify: ResourceDef = {
  name: 'examClassPlanModify',
  title: '调班记录',
  route: '/operates/schedulingMag/schedulingModifyMag',
  table: 'examroom_class_plan_modify',
  scope: 'tenant',
  softDelete: false,
  api: { list: `${base}/classplan/modifyList` },
  fields: [
    { key: 'planId', label: '排班编号', kind: 'text', readOnly: true, search: 'eq', list: false },
    { key: 'coachName', label: '教练', kind: 'text', maxLength: 20, readOnly: true, search: 'like' },
    { key: 'carNo', label: '车牌号', kind: 'text', maxLength: 10, readOnly: true, search: 'like' },
    {
      key: 'modifyType',
      label: '调班类型',
      kind: 'enum',
      options: PLAN_MODIFY_TYPE_OPTIONS,
      readOnly: true,
      search: 'eq',
      defaultValue: 3,
    },
    { key: 'oldStart', label: '原开始时间', kind: 'datetime', readOnly: true, width: 170 },
    { key: 'oldEnd', label: '原结束时间', kind: 'datetime', readOnly: true, width: 170 },
    { key: 'newStart', label: '新开始时间', kind: 'datetime', readOnly: true, width: 170 },
    { key: 'newEnd', label: '新结束时间', kind: 'datetime', readOnly: true, width: 170 },
    { key: 'reason', label: '调班原因', kind: 'text', maxLength: 200, readOnly: true },
    { key: 'operatorName', label: '操作人', kind: 'text', maxLength: 50, readOnly: true },
    { ...createTimeField, label: '操作时间' },
  ],
  orderBy: { key: 'createTime', direction: 'desc' },
};

export const MESSAGE_READ_OPTIONS: readonly Option[] = [
  { value: 0, label: '未读', tone: 'warning' },
  { value: 1, label: '已读', tone: 'default' },
];

export const MESSAGE_RECEIVER_OPTIONS: readonly Option[] = [
  { value: 1, label: '学员' },
  { value: 2, label: '员工' },
];

/**
 * A message. Students get theirs (class plan notices of `sendMsg`) in the mini program; a
 * console user sees in 消息中心 only the messages addressed to them (`receiverType` 2,
 * `userId` = the user). `read`/`unread` `{ids}` mark several at once (0 未读 ⇄ 1 已读); a row
 * not in the source state refuses the whole call like any transition.
 */
export const examMessage: ResourceDef = {
  name: 'examMessage',
  title: '消息',
  route: '/homes/home/message',
  table: 'examroom_message',
  scope: 'tenant',
  softDelete: false,
  api: { list: `${base}/message/list` },
  // The list and the marks answer the caller's own messages only, not the tenant's (messageFeature).
  ownRoutes: true,
  fields: [
    { key: 'title', label: '标题', kind: 'text', maxLength: 50, readOnly: true, search: 'like' },
    { key: 'content', label: '内容', kind: 'text', maxLength: 500, readOnly: true },
    {
      key: 'receiverType',
      label: '接收人类型',
      kind: 'enum',
      options: MESSAGE_RECEIVER_OPTIONS,
      readOnly: true,
      defaultValue: 2,
      list: false,
    },
    { key: 'receiverName', label: '接收人', kind: 'text', maxLength: 20, readOnly: true, list: false },
    {
      key: 'receiverMobile',
      label: '接收人手机号',
      kind: 'text',
      maxLength: 11,
      readOnly: true,
      masked: true,
      list: false,
    },
    { key: 'planId', label: '排班', kind: 'text', readOnly: true, list: false, detail: false },
    {
      key: 'readStatus',
      label: '状态',
      kind: 'enum',
      options: MESSAGE_READ_OPTIONS,
      dict: 'message_status',
      readOnly: true,
      search: 'eq',
      defaultValue: 0,
      width: 80,
    },
    { ...createTimeField, label: '接收时间' },
  ],
  transitions: [
    {
      name: 'read',
      label: '标为已读',
      path: `${base}/message/read`,
      field: 'readStatus',
      from: [0],
      to: 1,
      already: '所选消息已是已读',
      batch: true,
    },
    {
      name: 'unread',
      label: '标为未读',
      path: `${base}/message/unread`,
      field: 'readStatus',
      from: [1],
      to: 0,
      already: '所选消息已是未读',
      batch: true,
    },
  ],
  orderBy: { key: 'createTime', direction: 'desc' },
};
