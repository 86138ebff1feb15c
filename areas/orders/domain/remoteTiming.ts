import type { Option, ResourceDef } from '@coach/domain/resources/types.ts';
import { rules } from '@coach/domain/rules/index.ts';
import { createTimeField } from '@coach/domain/resources/common.ts';
import { rowFormDef } from '@coach/domain/resources/defHelpers.ts';
import { SCHOOL_SELECTOR } from '@coach/domain/resources/school/options.ts';
import { studentNameField, studentIdField } from '@coach/domain/resources/student/options.ts';

const base = '/api/mall/inner/remoteTiming';

/** domain.md: 1 正常 → 2 已作废 or 3 已退款. */
export const REMOTE_TIMING_STATUS_OPTIONS: readonly Option[] = [
  { value: 1, label: '正常', tone: 'success' },
  { value: 2, label: '已作废', tone: 'default' },
  { value: 3, label: '已退款', tone: 'error' },
];

export const REMOTE_TIMING_ACTIVATE_OPTIONS: readonly Option[] = [
  { value: 0, label: '未激活', tone: 'warning' },
  { value: 1, label: '已激活', tone: 'success' },
];

/** 更换手机号: its own call, the number checked on the server (11 digits starting 1[3-9]). */
export const REMOTE_TIMING_CHANGE_PHONE = `${base}/changePhone`;

/**
 * 学时缴费订单: a student paying online for remote timing (远程计时: study hours recorded by
 * the app instead of a terminal in the car). 激活 opens the hours (only of a 正常 order), 作废
 * voids an order not yet activated, 退款 gives back an order not yet activated with why;
 * the phone the hours are bound to can be changed (masked in the list).
 */
export const remoteTimingOrder: ResourceDef = {
  name: 'remoteTimingOrder',
  title: '学时缴费订单',
  route: '/orders/timePay',
  table: 'mall_remote_timing',
  scope: 'tenant',
  org: { school: 'school_id' },
  softDelete: true,
  api: { list: `${base}/queryPage`, detail: `${base}/getDetails`, export: `${base}/export` },
  orderBy: { key: 'createTime', direction: 'desc' },
  // 更换手机号 on a 正常 order: its own form, the number being replaced shown above it.
  actions: [
    {
      name: 'changePhone',
      label: '更换手机号',
      form: { resource: 'remoteTimingChangePhone', fill: { id: 'id' }, about: ['orderNo', 'studentName', 'mobile'] },
      when: { field: 'status', in: [1] },
    },
  ],
  fields: [
    { key: 'orderNo', label: '订单编号', kind: 'text', maxLength: 32, readOnly: true, search: 'like', width: 180 },
    studentNameField(),
    // The buyer is a student of the school: their id is kept with the order (`student_id`).
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
    {
      key: 'schoolId',
      label: '驾校',
      kind: 'text',
      maxLength: 20,
      search: 'eq',
      readOnly: true,
      list: false,
      export: false,
      detail: false,
      selector: SCHOOL_SELECTOR,
    },
    { key: 'schoolName', label: '驾校', kind: 'text', maxLength: 50, readOnly: true },
    { key: 'carType', label: '培训车型', kind: 'carType', readOnly: true, search: 'eq', width: 110 },
    { key: 'hours', label: '学时(小时)', kind: 'int', readOnly: true, width: 90 },
    { key: 'paidAmount', label: '实付金额(元)', kind: 'money', readOnly: true },
    {
      key: 'status',
      label: '订单状态',
      kind: 'enum',
      options: REMOTE_TIMING_STATUS_OPTIONS,
      dict: 'remote_timing_order_status',
      readOnly: true,
      search: 'eq',
      defaultValue: 1,
      width: 90,
    },
    {
      key: 'activated',
      label: '激活状态',
      kind: 'enum',
      options: REMOTE_TIMING_ACTIVATE_OPTIONS,
      readOnly: true,
      search: 'eq',
      defaultValue: 0,
      width: 90,
    },
    { key: 'activateTime', label: '激活时间', kind: 'datetime', readOnly: true, width: 170 },
    { key: 'refundReason', label: '退款原因', kind: 'text', maxLength: 200, readOnly: true, list: false },
    { key: 'statusTime', label: '作废/退款时间', kind: 'datetime', readOnly: true, list: false },
    { key: 'payTime', label: '支付时间', kind: 'datetime', readOnly: true, search: 'range', width: 170 },
    { ...createTimeField, label: '下单时间', list: false, search: undefined },
  ],
  transitions: [
    {
      name: 'activate',
      label: '激活',
      path: `${base}/activate`,
      field: 'activated',
      from: [0],
      to: 1,
      confirm: '确认激活该订单的学时吗？',
      batch: false,
      stamp: 'activateTime',
      when: { field: 'status', in: [1] },
    },
    {
      name: 'void',
      label: '作废',
      path: `${base}/void`,
      field: 'status',
      from: [1],
      to: 2,
      confirm: '确认作废该订单吗？作废后不能恢复。',
      batch: false,
      danger: true,
      stamp: 'statusTime',
      when: { field: 'activated', in: [0] },
    },
    {
      name: 'refund',
      label: '退款',
      path: `${base}/refund`,
      field: 'status',
      from: [1],
      to: 3,
      confirm: '确认为该订单退款吗？款项将原路退回。',
      batch: false,
      danger: true,
      stamp: 'statusTime',
      reason: { key: 'refundReason', label: '退款原因', maxLength: 200 },
      when: { field: 'activated', in: [0] },
    },
  ],
};

/** 更换手机号's form: the new number, checked here and again by the call (with the order's id). */
export const remoteTimingChangePhone = rowFormDef(remoteTimingOrder, {
  name: 'remoteTimingChangePhone',
  title: '更换手机号',
  part: 'changePhone',
  create: REMOTE_TIMING_CHANGE_PHONE,
  fields: [
    {
      key: 'mobile',
      label: '新手机号',
      kind: 'text',
      maxLength: 11,
      required: true,
      form: 'create',
      rules: [rules.mobile],
    },
  ],
});
