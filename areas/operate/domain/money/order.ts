import type { FieldDef, ResourceDef } from '@coach/domain/resources/types.ts';
import { createTimeField } from '@coach/domain/resources/common.ts';
import {
  EXAM_SUBJECT_OPTIONS,
  ORDER_REFUND_STATUS_OPTIONS,
  PAY_STATUS_OPTIONS,
  SUB_ORDER_STATUS_OPTIONS,
} from './options';
import { studentIdField, studentNameField } from '@coach/domain/resources/student/options.ts';

/**
 * Who booked: the student app books by the student's phone; the order keeps the school's
 * student of that phone (`student_id`), its sub-orders and trainings name them through it.
 */
/** The student through the row's order (`order_id`). */
export const EXAMROOM_ORDER_STUDENT = studentIdField({
  lookup: { table: 'examroom_order', via: 'order_id', column: 'student_id' },
});

/** 训练科目 of an exam-room order and of its sub-orders, searched and labelled by the dictionary. */
const SUBJECT_FIELD: FieldDef = {
  key: 'subject',
  label: '训练科目',
  kind: 'enum',
  readOnly: true,
  options: EXAM_SUBJECT_OPTIONS,
  dict: 'subject',
  search: 'eq',
};

const studentFields = (studentId: FieldDef): FieldDef[] => [
  studentNameField(),
  studentId,
  {
    key: 'studentMobile',
    label: '学员手机号',
    kind: 'text',
    readOnly: true,
    maxLength: 11,
    masked: true,
    search: 'like',
  },
];

/**
 * 考场订单: a student's booking of exam-room training (paid in the student app), one sub-order
 * per booked class plan. Amounts in fen; `refundAmount` sums approved refunds.
 */
export const examroomOrder: ResourceDef = {
  name: 'examroomOrder',
  loggedActions: { book: '预约' },
  title: '考场订单',
  route: '/orders/examroom/orderMag',
  table: 'examroom_order',
  scope: 'tenant',
  softDelete: false,
  api: { list: '/api/examroom/order/list', detail: '/api/examroom/order/detail', export: '/api/examroom/order/export' },
  fields: [
    { key: 'orderNo', label: '订单号', kind: 'text', readOnly: true, maxLength: 32, search: 'like', width: 190 },
    ...studentFields(studentIdField()),
    { key: 'carType', label: '准驾车型', kind: 'carType', readOnly: true, search: 'eq' },
    SUBJECT_FIELD,
    { key: 'priceName', label: '价格名称', kind: 'text', readOnly: true, maxLength: 30, list: false },
    { key: 'unitPrice', label: '单价(元/学时)', kind: 'money', readOnly: true, list: false },
    { key: 'hours', label: '学时', kind: 'int', readOnly: true },
    { key: 'amount', label: '订单金额(元)', kind: 'money', readOnly: true },
    { key: 'refundAmount', label: '已退金额(元)', kind: 'money', readOnly: true, defaultValue: 0 },
    {
      key: 'payStatus',
      label: '支付状态',
      kind: 'enum',
      readOnly: true,
      options: PAY_STATUS_OPTIONS,
      search: 'eq',
      defaultValue: 1,
    },
    {
      key: 'refundStatus',
      label: '退费状态',
      kind: 'enum',
      readOnly: true,
      options: ORDER_REFUND_STATUS_OPTIONS,
      search: 'eq',
      defaultValue: 0,
    },
    { key: 'payTime', label: '支付时间', kind: 'datetime', readOnly: true },
    { ...createTimeField, label: '下单时间' },
  ],
  orderBy: { key: 'createTime', direction: 'desc' },
};

/**
 * 子订单: one booked class plan of an order (plan and coach kept as ids plus snapshots: the
 * class plans live with the exam-room scheduling). Table name and columns `order_id`, `plan_id`,
 * `student_name`, `student_mobile`, `status` (1 已预约) are read by the class plans' sendMsg.
 */
export const examroomSubOrder: ResourceDef = {
  name: 'examroomSubOrder',
  title: '子订单',
  route: '/orders/examroom/orderMag/orderDetail/:id',
  table: 'examroom_sub_order',
  scope: 'tenant',
  softDelete: false,
  api: { list: '/api/examroom/subOrder/list' },
  fields: [
    { key: 'orderId', label: '订单ID', kind: 'text', readOnly: true, search: 'eq', list: false },
    { key: 'subOrderNo', label: '子订单号', kind: 'text', readOnly: true, maxLength: 40, width: 200 },
    { key: 'planId', label: '排班ID', kind: 'text', readOnly: true, search: 'eq', list: false },
    ...studentFields(EXAMROOM_ORDER_STUDENT),
    { key: 'planStart', label: '开始时间', kind: 'datetime', readOnly: true },
    { key: 'planEnd', label: '结束时间', kind: 'datetime', readOnly: true },
    { key: 'coachId', label: '教练ID', kind: 'text', readOnly: true, search: 'eq', list: false },
    { key: 'coachName', label: '教练', kind: 'text', readOnly: true, maxLength: 20 },
    { key: 'coachMobile', label: '教练手机号', kind: 'text', readOnly: true, maxLength: 11, masked: true, list: false },
    { key: 'hours', label: '学时', kind: 'int', readOnly: true },
    { key: 'amount', label: '金额(元)', kind: 'money', readOnly: true },
    {
      key: 'status',
      label: '状态',
      kind: 'enum',
      readOnly: true,
      options: SUB_ORDER_STATUS_OPTIONS,
      search: 'eq',
      defaultValue: 1,
    },
  ],
  orderBy: { key: 'planStart', direction: 'asc' },
};

/**
 * 考场训练记录: a signed-off training of a sub-order (coach app, decided path `finish`). Its
 * `coachIncome` is credited to the coach's wallet and counted in the coach's bill of the
 * billing period of `endTime`, in the same transaction.
 */
export const examroomTrain: ResourceDef = {
  name: 'examroomTrain',
  title: '考场训练记录',
  route: '/orders/examroom/trainMag',
  table: 'examroom_train',
  scope: 'tenant',
  softDelete: false,
  api: { list: '/api/examroom/train/list', detail: '/api/examroom/train/detail' },
  fields: [
    { key: 'orderNo', label: '订单号', kind: 'text', readOnly: true, maxLength: 32, search: 'like', width: 190 },
    { key: 'subOrderId', label: '子订单ID', kind: 'text', readOnly: true, search: 'eq', list: false },
    ...studentFields(EXAMROOM_ORDER_STUDENT),
    { key: 'coachId', label: '教练ID', kind: 'text', readOnly: true, search: 'eq', list: false },
    { key: 'coachName', label: '教练', kind: 'text', readOnly: true, maxLength: 20, search: 'like' },
    SUBJECT_FIELD,
    { key: 'startTime', label: '开始时间', kind: 'datetime', readOnly: true },
    { key: 'endTime', label: '结束时间', kind: 'datetime', readOnly: true, search: 'range' },
    { key: 'hours', label: '学时', kind: 'int', readOnly: true },
    { key: 'coachIncome', label: '教练收入(元)', kind: 'money', readOnly: true },
    { key: 'periodLabel', label: '账期', kind: 'text', readOnly: true, maxLength: 20, list: false },
  ],
  orderBy: { key: 'endTime', direction: 'desc' },
};

/** Decided: the student app's booking `{studentName, studentMobile, priceSettingId, planIds}`: a seat on each class plan, a paid order, one sub-order per plan. */
export const ORDER_BOOK_PATH = '/api/examroom/order/book';
/** Decided: the coach app's sign-off of a booked sub-order's training. */
export const TRAIN_FINISH_PATH = '/api/examroom/train/finish';
