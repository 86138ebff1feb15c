import { orgFields } from '@coach/domain/resources/orgFields.ts';
import type { FieldDef, ResourceDef } from '@coach/domain/resources/types.ts';
import { ORDER_FIELDS, ORDER_TABLE } from '@coach/areas/channel/domain/index.ts';
import { ENROL_ORDER_PAY_METHOD_OPTIONS, ENROL_ORDER_REFUND_OPTIONS } from '@coach/domain/resources/orderOptions.ts';
import { RECEIVED_STATUS_OPTIONS } from '@coach/areas/marketing/domain/index.ts';
import { REFUND_PARTIAL } from './refund';
import { OPENS_STUDENT, studentIdField } from '@coach/domain/resources/student/options.ts';

const field = (key: string) => ORDER_FIELDS.find((f) => f.key === key)!;

/**
 * 订单管理's fields: the enrolment order as every area shares it, with where it was placed
 * (school, store, channel: names as they were then), what for (category), how it was paid
 * and what went back. Filters: student, phone, school, store, class, channel, payment
 * method, state and the paid date range.
 */
const GENERAL_ORDER_FIELDS: readonly FieldDef[] = [
  field('orderNo'),
  { ...field('studentName'), opens: OPENS_STUDENT },
  studentIdField(),
  field('mobile'),
  ...orgFields({ coach: false, nameWidths: false }),
  field('className'),
  { key: 'carType', label: '培训车型', kind: 'carType', readOnly: true, width: 110 },
  {
    key: 'channelId',
    label: '渠道',
    kind: 'text',
    maxLength: 20,
    search: 'eq',
    readOnly: true,
    list: false,
    export: false,
    detail: false,
    picker: { list: '/api/bbxc/tenant/inner/channel/v1/list', label: 'name', labelField: 'channelName' },
  },
  { key: 'channelName', label: '渠道', kind: 'text', maxLength: 50, readOnly: true },
  field('memberName'),
  { ...field('couponName'), list: false, export: true },
  field('price'),
  field('discountAmount'),
  field('paidAmount'),
  {
    key: 'payMethod',
    label: '支付方式',
    kind: 'enum',
    options: ENROL_ORDER_PAY_METHOD_OPTIONS,
    dict: 'pay_type',
    search: 'eq',
    readOnly: true,
    width: 90,
  },
  { key: 'instalments', label: '分期数', kind: 'int', readOnly: true, list: false },
  field('payStatus'),
  { ...field('payTime'), search: 'range' },
  {
    key: 'refundStatus',
    label: '退款状态',
    kind: 'enum',
    options: ENROL_ORDER_REFUND_OPTIONS,
    // 已退款 (3) with 已退金额 under 实付金额 reads 部分退款 (4): derived, never stored.
    partial: { amount: 'refundedAmount', whole: 'paidAmount', from: 3, to: REFUND_PARTIAL },
    search: 'eq',
    readOnly: true,
    width: 110,
  },
  { key: 'refundedAmount', label: '已退金额(元)', kind: 'money', readOnly: true },
  field('settleStatus'),
  // Two date ranges: 支付时间 (the first: startTime/endTime) and 下单时间 (createTimeStart/createTimeEnd).
  { ...field('createTime'), search: 'range' },
] satisfies FieldDef[];

const base = '/api/bbxc/order/inner';

/** 订单管理: every enrolment order of the tenant (channel ones included), newest first. */
export const generalOrder: ResourceDef = {
  name: 'generalOrder',
  title: '订单',
  route: '/orders/orderMgList',
  detailRoute: '/financials/orderDetail2',
  table: ORDER_TABLE,
  scope: 'tenant',
  org: { school: 'school_id', store: 'store_id' },
  softDelete: true,
  api: { list: `${base}/order/v1/list`, detail: `${base}/order/v1/detail`, export: `${base}/order/v1/export` },
  // 申请退款 of a paid order from its row (the refund page's form and call, the order filled in).
  actions: [
    {
      name: 'applyRefund',
      label: '申请退款',
      // `refundable` (1 while paid − refunded − waiting > 0) is added to each row by the server.
      when: { field: 'refundable', in: [1] },
      form: { resource: 'orderRefund', fill: { orderId: 'id', orderNo: 'orderNo' } },
    },
  ],
  fields: GENERAL_ORDER_FIELDS,
  orderBy: { key: 'createTime', direction: 'desc' },
};

/**
 * 优惠券订单: the orders that used a coupon (`couponReceivedId` set), the coupon named and
 * searchable: a subset of the same rows, so an order never has two truths.
 */
export const couponOrder: ResourceDef = {
  ...generalOrder,
  name: 'couponOrder',
  actions: undefined,
  title: '优惠券订单',
  route: '/orders/couponOrderMgList',
  detailRoute: undefined,
  subset: [{ key: 'couponReceivedId', is: 'notNull' }],
  api: {
    list: `${base}/couponOrder/v1/list`,
    detail: `${base}/couponOrder/v1/detail`,
    export: `${base}/couponOrder/v1/export`,
  },
  fields: [
    ...GENERAL_ORDER_FIELDS.map((f) => (f.key === 'couponName' ? { ...f, list: true, search: 'like' as const } : f)),
    { ...field('couponReceivedId'), form: false },
    // The coupon's own state, read from the received coupon (核销 there shows here at once).
    {
      key: 'couponStatus',
      label: '优惠券状态',
      kind: 'enum',
      options: RECEIVED_STATUS_OPTIONS,
      dict: 'received_coupon_status',
      readOnly: true,
      search: 'eq',
      lookup: {
        table: 'bbxc_coupon_received',
        via: 'couponReceivedId',
        column: 'status',
        lapse: { after: 'valid_end', from: 0, to: 2 },
      },
    },
    {
      key: 'couponUseTime',
      label: '核销时间',
      kind: 'datetime',
      readOnly: true,
      lookup: { table: 'bbxc_coupon_received', via: 'couponReceivedId', column: 'use_time' },
    },
  ],
};
