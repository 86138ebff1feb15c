import { orgFields } from '@coach/domain/resources/orgFields.ts';
import type { FieldDef, Option, ResourceDef } from '@coach/domain/resources/types.ts';
import { createTimeField } from '@coach/domain/resources/common.ts';
import { ENROL_ORDER_PAY_METHOD_OPTIONS } from '@coach/domain/resources/orderOptions.ts';
import { ORDER_PAY_STATUS_OPTIONS } from '@coach/areas/channel/domain/index.ts';
import { timingLearning } from '@coach/areas/timing/domain/index.ts';
import { generalOrder } from './generalOrder';
import { OPENS_STUDENT } from '@coach/domain/resources/student/options.ts';
import { studentIdField, studentNameField } from '@coach/domain/resources/student/options.ts';

const base = '/api/bbxc/order/inner';

/** Who paid where, how, and when: the columns every small order list shares. */
function paidOrderFields(extra: readonly FieldDef[]): FieldDef[] {
  return [
    { key: 'orderNo', label: '订单编号', kind: 'text', maxLength: 32, readOnly: true, search: 'like', width: 180 },
    ...extra,
    ...orgFields({ coach: false, nameWidths: false }),
    { key: 'carType', label: '培训车型', kind: 'carType', readOnly: true, search: 'eq', width: 110 },
    { key: 'paidAmount', label: '实付金额(元)', kind: 'money', readOnly: true },
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
    { key: 'payTime', label: '支付时间', kind: 'datetime', readOnly: true, search: 'range', width: 170 },
    { ...createTimeField, label: '下单时间', list: false, search: undefined },
  ];
}

/** 模拟器订单: students buying hours on a driving simulator (a package of N hours at a store). */
export const simulationOrder: ResourceDef = {
  name: 'simulationOrder',
  title: '模拟器订单',
  route: '/orders/simulationOrder',
  table: 'bbxc_simulation_order',
  scope: 'tenant',
  org: { school: 'school_id', store: 'store_id' },
  softDelete: true,
  api: {
    list: `${base}/simulationOrder/v1/list`,
    detail: `${base}/simulationOrder/v1/detail`,
    export: `${base}/simulationOrder/v1/export`,
  },
  orderBy: { key: 'createTime', direction: 'desc' },
  fields: paidOrderFields([
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
    { key: 'packageName', label: '模拟器套餐', kind: 'text', maxLength: 50, readOnly: true, search: 'like' },
    { key: 'hours', label: '时长(小时)', kind: 'int', readOnly: true, width: 90 },
  ]),
};

/** 教练学时缴费订单: coaches paying the yearly fee of their timing terminal account (计时教练年费). */
export const coachTimePay: ResourceDef = {
  name: 'coachTimePay',
  title: '教练学时缴费订单',
  route: '/orders/coachTimePay',
  table: 'bbxc_coach_time_pay',
  scope: 'tenant',
  org: { school: 'school_id', store: 'store_id' },
  softDelete: true,
  api: {
    list: `${base}/coachTimePay/v1/list`,
    detail: `${base}/coachTimePay/v1/detail`,
    export: `${base}/coachTimePay/v1/export`,
  },
  orderBy: { key: 'createTime', direction: 'desc' },
  fields: paidOrderFields([
    { key: 'coachName', label: '教练姓名', kind: 'text', maxLength: 20, readOnly: true, search: 'like', width: 90 },
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
    { key: 'years', label: '缴费年限(年)', kind: 'int', readOnly: true, width: 100 },
    { key: 'validUntil', label: '有效期至', kind: 'date', readOnly: true, width: 110 },
  ]),
};

/**
 * 开通扣费订单: what each timing opening cost the school (the 学时学习明细 lines of the
 * Timing area, read here as orders: one truth for both pages).
 */
export const openDeductionOrder: ResourceDef = {
  ...timingLearning,
  name: 'openDeductionOrder',
  title: '开通扣费订单',
  route: '/orders/openDeductionOrder',
  api: {
    list: `${base}/openDeductionOrder/v1/list`,
    detail: `${base}/openDeductionOrder/v1/detail`,
    export: `${base}/openDeductionOrder/v1/export`,
  },
};

/** A group's fate: open until enough join, then formed; one that closes short is 未成团 (refunded). */
export const GROUP_STATUS_OPTIONS: readonly Option[] = [
  { value: 1, label: '拼团中', tone: 'processing' },
  { value: 2, label: '已成团', tone: 'success' },
  { value: 3, label: '未成团', tone: 'default' },
];

/**
 * 拼团订单: the enrolment orders placed in a group-buy team (`groupNo` set): a subset of
 * 订单管理's rows. The detail shows the team: every member's order and whether it formed.
 */
export const groupOrder: ResourceDef = {
  ...generalOrder,
  name: 'groupOrder',
  actions: undefined,
  title: '拼团订单',
  route: '/orders/groupOrdersList',
  detailRoute: undefined,
  subset: [{ key: 'groupNo', is: 'notNull' }],
  api: {
    list: `${base}/groupOrder/v1/list`,
    detail: `${base}/groupOrder/v1/detail`,
    export: `${base}/groupOrder/v1/export`,
  },
  fields: [
    ...generalOrder.fields.slice(0, 3),
    { key: 'groupNo', label: '团号', kind: 'text', maxLength: 32, readOnly: true, search: 'like', width: 150 },
    { key: 'groupLeader', label: '团长', kind: 'text', maxLength: 20, readOnly: true, width: 90 },
    { key: 'groupSize', label: '成团人数', kind: 'int', readOnly: true, width: 90 },
    { key: 'groupJoined', label: '已参团', kind: 'int', readOnly: true, width: 80 },
    {
      key: 'groupStatus',
      label: '拼团状态',
      kind: 'enum',
      options: GROUP_STATUS_OPTIONS,
      readOnly: true,
      search: 'eq',
      defaultValue: 0,
      width: 90,
    },
    ...generalOrder.fields.slice(3).filter((f) => f.key !== 'couponName'),
  ],
  detailTables: [
    {
      key: 'members',
      title: '团成员',
      columns: [
        { key: 'studentName', label: '学员姓名', kind: 'text', width: 90, opens: OPENS_STUDENT },
        { key: 'mobile', label: '手机号', kind: 'text', width: 120 },
        { key: 'orderNo', label: '订单编号', kind: 'text', width: 180 },
        {
          key: 'leader',
          label: '团长',
          kind: 'enum',
          options: [
            { value: 0, label: '否' },
            { value: 1, label: '是' },
          ],
          width: 70,
        },
        { key: 'paidAmount', label: '实付金额(元)', kind: 'money', width: 110 },
        { key: 'payTime', label: '支付时间', kind: 'datetime', width: 170 },
      ],
    },
  ],
};
