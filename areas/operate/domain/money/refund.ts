import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { createTimeField } from '@coach/domain/resources/common.ts';
import { REFUND_STATUS_OPTIONS } from './options';
import { studentNameField } from '@coach/domain/resources/student/options.ts';
import { EXAMROOM_ORDER_STUDENT } from './order';

const base = '/api/examroom/orderRefund';

/**
 * 退费审核: a student's refund request for one booked sub-order (student app, decided path
 * `apply`). The ratio comes from the 退费设置 tier of the hours left before the class; 通过
 * cancels the sub-order and adds the amount to the order's refunds; 拒绝 leaves it booked.
 * 已退款 (1→3) is set when the payment channel confirms the payout.
 */
export const examroomOrderRefund: ResourceDef = {
  name: 'examroomOrderRefund',
  loggedActions: { apply: '申请退费' },
  title: '退费申请',
  route: '/financials/refund',
  about:
    '考场预约订单的退费：学员在小程序为已预约的课时申请，退费金额按退费设置的比例计算。报名订单的退款在 订单管理 › 退款管理。',
  table: 'examroom_refund',
  scope: 'tenant',
  softDelete: false,
  api: { list: `${base}/list`, detail: `${base}/detail` },
  fields: [
    { key: 'orderNo', label: '订单号', kind: 'text', readOnly: true, maxLength: 32, search: 'like', width: 190 },
    { key: 'orderId', label: '订单ID', kind: 'text', readOnly: true, search: 'eq', list: false },
    { key: 'subOrderId', label: '子订单ID', kind: 'text', readOnly: true, list: false },
    studentNameField(),
    EXAMROOM_ORDER_STUDENT,
    { key: 'studentMobile', label: '学员手机号', kind: 'text', readOnly: true, maxLength: 11, masked: true },
    { key: 'planStart', label: '开课时间', kind: 'datetime', readOnly: true },
    { key: 'hoursBefore', label: '距开课(小时)', kind: 'int', readOnly: true },
    { key: 'paidAmount', label: '支付金额(元)', kind: 'money', readOnly: true },
    { key: 'ratio', label: '退费比例(%)', kind: 'int', readOnly: true },
    { key: 'refundAmount', label: '退费金额(元)', kind: 'money', readOnly: true },
    { key: 'reason', label: '退费原因', kind: 'text', readOnly: true, maxLength: 200, list: false },
    {
      key: 'status',
      label: '状态',
      kind: 'enum',
      readOnly: true,
      options: REFUND_STATUS_OPTIONS,
      dict: 'refund_status',
      search: 'eq',
      defaultValue: 0,
      width: 90,
    },
    { key: 'auditTime', label: '审核时间', kind: 'datetime', readOnly: true, list: false },
    { ...createTimeField, label: '申请时间' },
  ],
  transitions: [
    {
      name: 'approve',
      label: '通过',
      path: `${base}/approve`,
      field: 'status',
      from: [0],
      to: 1,
      confirm: '确定通过该退费申请吗？通过后对应的预约将取消',
      batch: false,
    },
    {
      name: 'reject',
      label: '拒绝',
      path: `${base}/reject`,
      field: 'status',
      from: [0],
      to: 2,
      confirm: '确定拒绝该退费申请吗?',
      batch: false,
      danger: true,
    },
  ],
  orderBy: { key: 'createTime', direction: 'desc' },
};

/** Decided: the student app's refund request (not a console button). */
export const REFUND_APPLY_PATH = `${base}/apply`;
