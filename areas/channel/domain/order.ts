import type { FieldDef, ResourceDef, TransitionDef } from '@coach/domain/resources/types.ts';
import { createTimeField } from '@coach/domain/resources/common.ts';
import { OPENS_STUDENT, studentIdField } from '@coach/domain/resources/student/options.ts';

/** Pay status of an enrolment order. */
export const ORDER_PAY_STATUS_OPTIONS = [
  { value: 0, label: '待支付' },
  { value: 1, label: '已支付' },
  { value: 2, label: '已退款' },
] as const;

/** Settle status: a settled order counts toward its channel's bill of the settle period. */
export const SETTLE_STATUS_OPTIONS = [
  { value: 0, label: '未结算' },
  { value: 1, label: '已结算' },
] as const;

export const CAIWU_CHECK_OPTIONS = [
  { value: 0, label: '未核对' },
  { value: 1, label: '已核对' },
] as const;

/** The enrolment order table; the Orders area (/orders/orderMgList …) reads the same rows. */
export const ORDER_TABLE = 'bbxc_order';

/**
 * Fields of an enrolment order (a student's order of a recruitment class). Class name,
 * member and coupon names are snapshots taken when the order is placed, so a renamed class
 * does not rewrite history. Amounts are fen: paid = price - discount. `channelId` is empty
 * for orders that came through no channel.
 */
export const ORDER_FIELDS: readonly FieldDef[] = [
  { key: 'orderNo', label: '订单编号', kind: 'text', maxLength: 32, readOnly: true, search: 'like', width: 190 },
  { key: 'classId', label: '班型', kind: 'text', readOnly: true, list: false, export: false },
  { key: 'className', label: '班型名称', kind: 'text', maxLength: 50, readOnly: true, search: 'like' },
  {
    key: 'studentName',
    label: '学员姓名',
    kind: 'text',
    maxLength: 20,
    readOnly: true,
    search: 'like',
    opens: OPENS_STUDENT,
  },
  studentIdField(),
  { key: 'mobile', label: '手机号', kind: 'text', maxLength: 11, readOnly: true, masked: true, search: 'like' },
  { key: 'channelId', label: '渠道', kind: 'text', readOnly: true, list: false, export: false },
  { key: 'memberId', label: '招生成员', kind: 'text', readOnly: true, list: false, export: false },
  { key: 'memberName', label: '招生成员', kind: 'text', maxLength: 20, readOnly: true, search: 'like' },
  { key: 'couponReceivedId', label: '优惠券领取记录', kind: 'text', readOnly: true, list: false, export: false },
  { key: 'couponName', label: '优惠券', kind: 'text', maxLength: 30, readOnly: true, list: false, export: false },
  { key: 'price', label: '班型价格(元)', kind: 'money', readOnly: true },
  { key: 'discountAmount', label: '优惠金额(元)', kind: 'money', readOnly: true },
  { key: 'paidAmount', label: '实付金额(元)', kind: 'money', readOnly: true },
  {
    key: 'payStatus',
    label: '支付状态',
    kind: 'enum',
    options: ORDER_PAY_STATUS_OPTIONS,
    readOnly: true,
    search: 'eq',
    defaultValue: 0,
    width: 90,
  },
  { key: 'payTime', label: '支付时间', kind: 'datetime', readOnly: true, width: 170 },
  {
    key: 'settleStatus',
    label: '结算状态',
    kind: 'enum',
    options: SETTLE_STATUS_OPTIONS,
    readOnly: true,
    search: 'eq',
    defaultValue: 0,
    width: 90,
  },
  { key: 'settleTime', label: '结算时间', kind: 'datetime', readOnly: true, width: 170 },
  {
    key: 'caiwuCheck',
    label: '财务核对',
    kind: 'enum',
    options: CAIWU_CHECK_OPTIONS,
    readOnly: true,
    search: 'eq',
    defaultValue: 0,
    width: 90,
  },
  { key: 'caiwuCheckTime', label: '核对时间', kind: 'datetime', readOnly: true, list: false },
  { key: 'caiwuCheckBy', label: '核对人', kind: 'text', readOnly: true, list: false, export: false },
  { ...createTimeField, label: '下单时间' },
];

/**
 * 财务核对 (finance check) of paid orders, once: the UPDATE only moves rows still 未核对, so
 * a second check of the same order is refused. Platform finance does it, not the channel.
 */
function caiwuCheck(path: string): TransitionDef {
  return {
    name: 'caiwuCheck',
    label: '财务核对',
    path,
    field: 'caiwuCheck',
    from: [0],
    to: 1,
    confirm: '确认所选订单已完成财务核对吗?',
    batch: true,
  };
}

const orderBase = '/api/bbxc/order/inner/channelOrder/v1';
const couponOrderBase = '/api/bbxc/order/inner/channelCouponOrder/v1';

/** The channel's enrolment orders (channel back office, read-only but for 财务核对). */
export const channelOrder: ResourceDef = {
  name: 'channelOrder',
  title: '渠道订单',
  route: '/channelMgs/channelMgBg/channelOrderMgList',
  table: ORDER_TABLE,
  scope: 'channel',
  softDelete: true,
  api: { list: `${orderBase}/list`, detail: `${orderBase}/detail`, export: `${orderBase}/export` },
  fields: ORDER_FIELDS,
  transitions: [caiwuCheck(`${orderBase}/caiwuCheck`)],
  orderBy: { key: 'createTime', direction: 'desc' },
};

/**
 * Coupon orders (decided): not a table of their own but the channel's orders that used a
 * coupon (`couponReceivedId` set), so one order row never has two truths and a coupon
 * order's 财务核对 is the order's.
 */
export const channelCouponOrder: ResourceDef = {
  name: 'channelCouponOrder',
  title: '渠道优惠券订单',
  route: '/channelMgs/channelMgBg/channelCouponOrderMgList',
  table: ORDER_TABLE,
  scope: 'channel',
  softDelete: true,
  subset: [{ key: 'couponReceivedId', is: 'notNull' }],
  api: { list: `${couponOrderBase}/list`, export: `${couponOrderBase}/export` },
  fields: ORDER_FIELDS.map((f) =>
    f.key === 'couponName' ? { ...f, list: true, export: true, search: 'like' as const } : f,
  ),
  transitions: [caiwuCheck(`${couponOrderBase}/caiwuCheck`)],
  orderBy: { key: 'createTime', direction: 'desc' },
};
