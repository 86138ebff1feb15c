import { orgFields } from '@coach/domain/resources/orgFields.ts';
import type { Option, ResourceDef } from '@coach/domain/resources/types.ts';
import { createTimeField } from '@coach/domain/resources/common.ts';
import { rules } from '@coach/domain/rules/index.ts';
import { studentNameField, studentIdField } from '@coach/domain/resources/student/options.ts';

/**
 * A refund request of an enrolment order (domain.md: 0 待审核 → 2 已拒绝 or 3 已退款). There is
 * no payout call for enrolment orders, so 通过 pays back through the original payment at once:
 * 已通过 (1) is never a resting state here.
 */
export const ORDER_REFUND_STATUS_OPTIONS: readonly Option[] = [
  { value: 0, label: '待审核', tone: 'warning' },
  { value: 2, label: '已拒绝', tone: 'error' },
  { value: 3, label: '已退款', tone: 'success' },
];

/** An order's 退款状态 部分退款: 已退款 read with less refunded than paid (generalOrder's refundStatus `partial`). */
export const REFUND_PARTIAL = 4;

/** 是: the refund was booked on a later bill because the order's own bill was already settled. */
export const REFUND_ADJUSTMENT_OPTIONS: readonly Option[] = [
  { value: 0, label: '否' },
  { value: 1, label: '是', tone: 'warning' },
];

const base = '/api/bbxc/order/inner/refund/v1';

/**
 * 退款管理: refund requests of paid enrolment orders, filed at the counter for a student
 * (decided call `apply`: the order, the amount, why). 通过 books the amount on the order (never
 * above what was paid, even with two approvals at once) and on the school's open bill of the
 * current billing period; 拒绝 needs a reason. Both check 待审核 in the same UPDATE.
 */
export const orderRefund: ResourceDef = {
  name: 'orderRefund',
  title: '退款',
  route: '/orders/refundMgList',
  table: 'bbxc_order_refund',
  scope: 'tenant',
  org: { school: 'school_id', store: 'store_id' },
  softDelete: false,
  api: { list: `${base}/list`, detail: `${base}/detail`, export: `${base}/export`, create: `${base}/apply` },
  orderBy: { key: 'createTime', direction: 'desc' },
  createLabel: '申请退款',
  about: '报名订单的退款：前台为学员申请，驾校审核通过后原路退回并计入财务账单。考场预约的退费在 财务管理 › 退费审核。',
  fields: [
    { key: 'refundNo', label: '退款单号', kind: 'text', maxLength: 32, readOnly: true, search: 'like', width: 190 },
    {
      key: 'orderId',
      label: '退款订单',
      kind: 'text',
      maxLength: 20,
      required: true,
      form: 'create',
      list: false,
      export: false,
      detail: false,
      picker: {
        list: '/api/bbxc/order/inner/order/v1/list',
        label: 'orderNo',
        labelField: 'orderNo',
        search: 'orderNo',
        params: { payStatus: 1 },
      },
    },
    {
      key: 'orderNo',
      label: '订单编号',
      kind: 'text',
      maxLength: 32,
      readOnly: true,
      search: 'like',
      width: 190,
      // The refunded order's detail (财务订单详情).
      opens: { resource: 'generalOrder', idKey: 'orderId' },
    },
    studentNameField(),
    studentIdField({ lookup: { table: 'bbxc_order', via: 'orderId', column: 'student_id' } }),
    { key: 'mobile', label: '手机号', kind: 'text', maxLength: 11, readOnly: true, masked: true, width: 120 },
    ...orgFields({ coach: false, nameWidths: false }),
    { key: 'className', label: '班型名称', kind: 'text', maxLength: 50, readOnly: true },
    { key: 'paidAmount', label: '订单实付(元)', kind: 'money', readOnly: true },
    { key: 'refundAmount', label: '退款金额(元)', kind: 'money', required: true, rules: [rules.positiveOnly] },
    { key: 'reason', label: '退款原因', kind: 'text', maxLength: 200, required: true, width: 200 },
    {
      key: 'status',
      label: '审核状态',
      kind: 'enum',
      options: ORDER_REFUND_STATUS_OPTIONS,
      dict: 'refund_status',
      search: 'eq',
      readOnly: true,
      defaultValue: 0,
      width: 90,
    },
    { key: 'rejectReason', label: '拒绝原因', kind: 'text', maxLength: 200, readOnly: true, list: false },
    { key: 'auditTime', label: '审核时间', kind: 'datetime', readOnly: true, width: 170 },
    { key: 'billPeriod', label: '入账账期', kind: 'text', maxLength: 20, readOnly: true, width: 100 },
    {
      key: 'adjustment',
      label: '账单调整',
      kind: 'enum',
      options: REFUND_ADJUSTMENT_OPTIONS,
      readOnly: true,
      defaultValue: 0,
      width: 90,
    },
    { ...createTimeField, label: '申请时间', search: 'range' },
  ],
  transitions: [
    {
      name: 'approve',
      label: '通过',
      path: `${base}/approve`,
      field: 'status',
      from: [0],
      to: 3,
      confirm: '确认通过该退款申请吗？款项将原路退回，并计入本期财务账单。',
      batch: false,
      stamp: 'auditTime',
    },
    {
      name: 'reject',
      label: '拒绝',
      path: `${base}/reject`,
      field: 'status',
      from: [0],
      to: 2,
      confirm: '确认拒绝该退款申请吗？',
      batch: false,
      danger: true,
      reason: { key: 'rejectReason', label: '拒绝原因', maxLength: 200 },
      stamp: 'auditTime',
    },
  ],
};
