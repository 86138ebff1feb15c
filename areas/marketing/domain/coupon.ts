import type { ResourceDef, TransitionDef } from '@coach/domain/resources/types.ts';
import { createTimeField, disableField, saveUpdateApi, statusByPayload } from '@coach/domain/resources/common.ts';
import { rules } from '@coach/domain/rules/index.ts';
import { COUPON_STATUS_OPTIONS, RECEIVED_STATUS_OPTIONS } from './options';
import { CLASS_PICKER } from './campaignFields';

const base = '/api/bbxc/order/inner/coupon/v1';

export const COUPON_TYPE_OPTIONS = [
  { value: 1, label: '满减券' },
  { value: 2, label: '折扣券' },
  { value: 3, label: '无门槛券' },
] as const;

export const CLASS_SCOPE_OPTIONS = [
  { value: 1, label: '全部班型' },
  { value: 2, label: '指定班型' },
] as const;

/**
 * A coupon students receive and use when enrolling. 满减券: `thresholdAmount` then
 * `discountAmount` off (threshold above the discount); 折扣券: `discountRate` 0.1-9.9 折 with an
 * optional cap `maxDiscount`; 无门槛券: `discountAmount` off. `updateStatus` `{ids, disable}`
 * pauses receiving; `invalid` 作废 is final and voids received but unused coupons with it.
 */
export const coupon: ResourceDef = {
  name: 'coupon',
  title: '优惠券',
  route: '/marketings/activities/couponList',
  formRoute: '/marketings/activities/couponModify',
  table: 'bbxc_coupon',
  scope: 'tenant',
  softDelete: true,
  api: saveUpdateApi(base),
  fields: [
    {
      key: 'couponName',
      label: '优惠券名称',
      kind: 'text',
      required: true,
      maxLength: 30,
      search: 'like',
      sensitive: true,
      rules: [rules.notAllSpaces],
    },
    {
      key: 'couponType',
      label: '优惠类型',
      kind: 'enum',
      required: true,
      options: COUPON_TYPE_OPTIONS,
      dict: 'coupon_type',
      search: 'eq',
      defaultValue: 1,
    },
    {
      key: 'thresholdAmount',
      label: '使用门槛(元)',
      kind: 'money',
      rules: [rules.decimal],
      shownWhen: { key: 'couponType', values: [1] },
    },
    {
      key: 'discountAmount',
      label: '优惠金额(元)',
      kind: 'money',
      rules: [rules.decimal],
      shownWhen: { key: 'couponType', values: [1, 3] },
    },
    {
      key: 'discountRate',
      label: '折扣(折)',
      kind: 'decimal',
      rules: [rules.discountRate],
      shownWhen: { key: 'couponType', values: [2] },
    },
    {
      key: 'maxDiscount',
      label: '最高优惠(元)',
      kind: 'money',
      rules: [rules.decimal],
      list: false,
      shownWhen: { key: 'couponType', values: [2] },
    },
    { key: 'classScope', label: '适用班型', kind: 'enum', options: CLASS_SCOPE_OPTIONS, defaultValue: 1 },
    {
      key: 'classIds',
      label: '指定班型',
      kind: 'ids',
      picker: { ...CLASS_PICKER, labelField: 'classNames' },
      shownWhen: { key: 'classScope', values: [2] },
    },
    { key: 'validStart', label: '有效期开始', kind: 'datetime', required: true },
    { key: 'validEnd', label: '有效期结束', kind: 'datetime', required: true },
    { key: 'totalStock', label: '发放总量', kind: 'int', required: true, rules: [rules.int1to999999] },
    { key: 'receivedCount', label: '已领取', kind: 'int', readOnly: true, defaultValue: 0 },
    { key: 'perUserLimit', label: '每人限领', kind: 'int', required: true, rules: [rules.int1to100], defaultValue: 1 },
    { key: 'description', label: '使用说明', kind: 'textarea', maxLength: 500, sensitive: true },
    {
      key: 'status',
      label: '状态',
      kind: 'enum',
      options: COUPON_STATUS_OPTIONS,
      dict: 'coupon_status',
      readOnly: true,
      search: 'eq',
      defaultValue: 1,
      width: 90,
    },
    { ...disableField, label: '领取状态' },
    createTimeField,
  ],
  transitions: [
    ...statusByPayload(`${base}/updateStatus`),
    {
      name: 'invalid',
      label: '作废',
      path: `${base}/invalid`,
      field: 'status',
      from: [1],
      to: 2,
      confirm: '作废后已领取未使用的优惠券将一并作废，是否继续?',
      batch: true,
      danger: true,
    },
  ],
  // A voided coupon is final: the row offers no 编辑 and the engine refuses the update; it may
  // still be deleted.
  editableIn: { field: 'status', values: [1], refusal: '已作废的优惠券', keepsDelete: true },
  orderBy: { key: 'createTime', direction: 'desc' },
};

/**
 * 核销 at the store: an unused coupon (the list's derived state, so never an expired one) whose
 * validity has begun becomes 已核销 with its time stamped. The feature's checked UPDATE serves
 * it (its refusals say why: 已核销, 已作废, 未到使用时间, 已过期).
 */
export const COUPON_WRITE_OFF: TransitionDef = {
  name: 'writeOff',
  label: '核销',
  path: `${base}/writeOff`,
  field: 'status',
  from: [0],
  to: 1,
  confirm: '核销后优惠券即为已使用，不可撤销，是否继续?',
  batch: false,
  stamp: 'useTime',
  since: { field: 'validStart', refusal: '优惠券未到使用时间，不能核销' },
  ownRoute: true,
};

/**
 * A coupon a student received (written by receiving and the prize wheel; staff only 核销 it).
 * `status` 2 已过期: an unused coupon past `validEnd` reads as such (derived in the query, `lapse`). Written off once, inside
 * the validity window, by `writeOff` `{id}`.
 */
export const couponReceived: ResourceDef = {
  name: 'couponReceived',
  title: '优惠券领取记录',
  route: '/marketings/activities/couponReceivedList',
  table: 'bbxc_coupon_received',
  scope: 'tenant',
  softDelete: false,
  api: { list: `${base}/receivedList` },
  fields: [
    { key: 'couponId', label: '优惠券', kind: 'text', readOnly: true, search: 'eq', list: false },
    { key: 'couponName', label: '优惠券名称', kind: 'text', maxLength: 30, readOnly: true, search: 'like' },
    { key: 'userName', label: '领取人', kind: 'text', maxLength: 20, readOnly: true, search: 'like' },
    { key: 'mobile', label: '手机号', kind: 'text', maxLength: 11, readOnly: true, masked: true, search: 'like' },
    { key: 'channelId', label: '渠道', kind: 'text', readOnly: true, search: 'eq', list: false },
    {
      key: 'source',
      label: '领取方式',
      kind: 'enum',
      readOnly: true,
      options: [
        { value: 1, label: '用户领取' },
        { value: 2, label: '渠道发放' },
        { value: 3, label: '大转盘' },
      ],
      defaultValue: 1,
    },
    {
      key: 'status',
      label: '状态',
      kind: 'enum',
      options: RECEIVED_STATUS_OPTIONS,
      dict: 'received_coupon_status',
      readOnly: true,
      search: 'eq',
      defaultValue: 0,
      lapse: { after: 'validEnd', from: 0, to: 2 },
    },
    { key: 'validStart', label: '有效期开始', kind: 'datetime', readOnly: true },
    { key: 'validEnd', label: '有效期结束', kind: 'datetime', readOnly: true },
    { key: 'useTime', label: '核销时间', kind: 'datetime', readOnly: true },
    { ...createTimeField, label: '领取时间' },
  ],
  transitions: [COUPON_WRITE_OFF],
  orderBy: { key: 'createTime', direction: 'desc' },
};
