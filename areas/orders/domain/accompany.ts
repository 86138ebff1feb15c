import type { Option, ResourceDef } from '@coach/domain/resources/types.ts';
import { createTimeField, disableField, enableDisable, GENDER_OPTIONS } from '@coach/domain/resources/common.ts';
import { rules } from '@coach/domain/rules/index.ts';
import { rowFormDef } from '@coach/domain/resources/defHelpers.ts';
import { studentNameField, studentIdField } from '@coach/domain/resources/student/options.ts';

const coachBase = '/api/mall/inner/accompanyCoach';
const orderBase = '/api/mall/inner/accompanyOrder';

/** Cars an accompany coach drives with a learner: licensed drivers practise in C1 or C2. */
export const ACCOMPANY_CAR_OPTIONS: readonly Option[] = [
  { value: 1, label: 'C1手动挡' },
  { value: 2, label: 'C2自动挡' },
];

/**
 * 陪驾教练: coaches who ride along with licensed drivers who want practice (陪驾), paid by the
 * hour. Only enabled ones can be sent an order.
 */
export const accompanyCoach: ResourceDef = {
  name: 'accompanyCoach',
  title: '陪驾教练',
  route: '/teaching/driveCoachMg',
  table: 'mall_accompany_coach',
  scope: 'tenant',
  softDelete: true,
  api: { list: `${coachBase}/queryPage`, save: `${coachBase}/saveOrUpdate`, detail: `${coachBase}/getDetails` },
  orderBy: { key: 'createTime', direction: 'desc' },
  fields: [
    {
      key: 'name',
      label: '教练姓名',
      kind: 'text',
      required: true,
      maxLength: 20,
      search: 'like',
      rules: [rules.notAllSpaces],
      width: 100,
    },
    {
      key: 'mobile',
      label: '手机号',
      kind: 'text',
      required: true,
      maxLength: 11,
      masked: true,
      unique: true,
      search: 'like',
      rules: [rules.mobile],
      width: 120,
    },
    {
      key: 'gender',
      label: '性别',
      kind: 'enum',
      options: GENDER_OPTIONS,
      dict: 'sex',
      required: true,
      defaultValue: 1,
      width: 70,
    },
    {
      key: 'carType',
      label: '陪驾车型',
      kind: 'enum',
      options: ACCOMPANY_CAR_OPTIONS,
      required: true,
      search: 'eq',
      defaultValue: 2,
      width: 100,
    },
    { key: 'teachYears', label: '教龄(年)', kind: 'int', required: true, rules: [rules.intRange(0, 50)], width: 90 },
    { key: 'hourPrice', label: '陪驾单价(元/小时)', kind: 'money', required: true, rules: [rules.positiveOnly] },
    { key: 'serviceArea', label: '服务区域', kind: 'text', maxLength: 50, search: 'like' },
    { key: 'remark', label: '备注', kind: 'textarea', maxLength: 200, list: false },
    { ...disableField },
    { ...createTimeField },
  ],
  transitions: enableDisable(coachBase, { enable: `${coachBase}/enable`, disable: `${coachBase}/disable` }),
};

/** domain.md: 1 待派单 → 2 已派单 → 3 已完成; 4 退款审核中 (from 1 or 2) → 5 已退款, or back when refused. */
export const ACCOMPANY_STATUS_OPTIONS: readonly Option[] = [
  { value: 1, label: '待派单', tone: 'warning' },
  { value: 2, label: '已派单', tone: 'processing' },
  { value: 3, label: '已完成', tone: 'success' },
  { value: 4, label: '退款审核中', tone: 'error' },
  { value: 5, label: '已退款', tone: 'default' },
];

/** Whether an approved refund has reached the student through the payment provider. */
export const PROVIDER_REFUND_OPTIONS: readonly Option[] = [
  { value: 0, label: '未发起' },
  { value: 1, label: '已到账', tone: 'success' },
];

/** The calls of 陪驾订单 beyond the definition's own (派单 to a coach, 退款审核 with its amount). */
export const ACCOMPANY_ORDER_CALLS = {
  dispatch: `${orderBase}/dispatch`,
  refundAudit: `${orderBase}/refundAudit`,
  refundAmount: `${orderBase}/getRefundAmount`,
} as const;

/**
 * 陪驾订单: hours of accompanied driving a student bought. Staff send it to an enabled coach
 * (派单), mark it done, audit a refund request: the refund is the unused hours × the hour
 * price (shown before confirming), and 原路退款 pays it back through the payment provider.
 */
export const accompanyOrder: ResourceDef = {
  name: 'accompanyOrder',
  title: '陪驾订单',
  route: '/orders/driveOrder',
  table: 'mall_accompany_order',
  scope: 'tenant',
  softDelete: true,
  api: { list: `${orderBase}/queryPage`, detail: `${orderBase}/getDetails`, export: `${orderBase}/export` },
  orderBy: { key: 'createTime', direction: 'desc' },
  actions: [
    // 派单 on a 待派单 order: an enabled coach chosen by name in its own form.
    {
      name: 'dispatch',
      label: '派单',
      form: { resource: 'accompanyDispatch', fill: { id: 'id' }, about: ['orderNo', 'studentName', 'hours'] },
      when: { field: 'status', in: [1] },
    },
    // 退款审核 on a 退款审核中 order: the refund by the rule (unused hours × hour price), from
    // the server, before 通过并退款 or 拒绝.
    {
      name: 'refundAudit',
      label: '退款审核',
      path: ACCOMPANY_ORDER_CALLS.refundAudit,
      when: { field: 'status', in: [4] },
      preview: {
        path: ACCOMPANY_ORDER_CALLS.refundAmount,
        about: ['orderNo', 'refundReason'],
        figures: [
          { key: 'hours', label: '购买学时' },
          { key: 'usedHours', label: '已用学时' },
          { key: 'hourPrice', label: '单价(元/小时)' },
          { key: 'paidAmount', label: '实付金额(元)' },
          { key: 'refundAmount', label: '应退金额(元)', strong: true, note: '（未用学时 × 单价）' },
        ],
      },
      choices: [
        { label: '拒绝', send: { pass: 0 }, danger: true },
        { label: '通过并退款', send: { pass: 1 } },
      ],
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
      key: 'carType',
      label: '陪驾车型',
      kind: 'enum',
      options: ACCOMPANY_CAR_OPTIONS,
      readOnly: true,
      search: 'eq',
      width: 100,
    },
    { key: 'hours', label: '购买学时', kind: 'int', readOnly: true, width: 90 },
    { key: 'usedHours', label: '已用学时', kind: 'int', readOnly: true, width: 90 },
    { key: 'hourPrice', label: '单价(元/小时)', kind: 'money', readOnly: true },
    { key: 'paidAmount', label: '实付金额(元)', kind: 'money', readOnly: true },
    {
      key: 'coachId',
      label: '陪驾教练',
      kind: 'text',
      maxLength: 20,
      readOnly: true,
      list: false,
      export: false,
      detail: false,
      search: 'eq',
      picker: { list: `${coachBase}/queryPage`, label: 'name', labelField: 'coachName' },
    },
    { key: 'coachName', label: '陪驾教练', kind: 'text', maxLength: 20, readOnly: true, width: 90 },
    {
      key: 'status',
      label: '订单状态',
      kind: 'enum',
      options: ACCOMPANY_STATUS_OPTIONS,
      dict: 'accompany_order_status',
      readOnly: true,
      search: 'eq',
      defaultValue: 1,
      width: 100,
    },
    {
      key: 'preRefundStatus',
      label: '申请退款前状态',
      kind: 'enum',
      options: ACCOMPANY_STATUS_OPTIONS,
      dict: 'accompany_order_status',
      readOnly: true,
      list: false,
      export: false,
      detail: false,
    },
    { key: 'refundReason', label: '退款原因', kind: 'text', maxLength: 200, readOnly: true, list: false },
    { key: 'refundAmount', label: '退款金额(元)', kind: 'money', readOnly: true },
    {
      key: 'providerRefund',
      label: '原路退款',
      kind: 'enum',
      options: PROVIDER_REFUND_OPTIONS,
      readOnly: true,
      defaultValue: 0,
      width: 90,
    },
    { key: 'dispatchTime', label: '派单时间', kind: 'datetime', readOnly: true, list: false },
    { key: 'finishTime', label: '完成时间', kind: 'datetime', readOnly: true, list: false },
    { key: 'refundTime', label: '退款时间', kind: 'datetime', readOnly: true, list: false },
    { key: 'payTime', label: '支付时间', kind: 'datetime', readOnly: true, search: 'range', width: 170 },
    { ...createTimeField, label: '下单时间', list: false, search: undefined },
  ],
  transitions: [
    {
      name: 'finish',
      label: '完成',
      path: `${orderBase}/finish`,
      field: 'status',
      from: [2],
      to: 3,
      confirm: '确认该陪驾订单已完成吗？',
      batch: false,
      stamp: 'finishTime',
    },
    {
      name: 'refundProvider',
      label: '原路退款',
      path: `${orderBase}/refundProvider`,
      field: 'providerRefund',
      from: [0],
      to: 1,
      confirm: '确认通过原支付渠道退回该笔退款吗？',
      batch: false,
      when: { field: 'status', in: [5] },
    },
  ],
};

/** 派单's form: the coach the order goes to, among the enabled 陪驾教练 (the call takes the order's id). */
export const accompanyDispatch = rowFormDef(accompanyOrder, {
  name: 'accompanyDispatch',
  title: '派单',
  part: 'dispatch',
  create: ACCOMPANY_ORDER_CALLS.dispatch,
  fields: [
    {
      key: 'coachId',
      label: '陪驾教练',
      kind: 'text',
      maxLength: 20,
      required: true,
      form: 'create',
      rules: [rules.digitsOnly],
      picker: { list: accompanyCoach.api.list!, label: 'name', search: 'name', params: { disable: 0 } },
    },
  ],
});
