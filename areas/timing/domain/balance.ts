import type { FieldDef, ResourceDef } from '@coach/domain/resources/types.ts';
import { createTimeField } from '@coach/domain/resources/common.ts';
import { SCHOOL_SELECTOR } from '@coach/domain/resources/school/options.ts';
import { LEDGER_KIND_OPTIONS } from './options';
import { studentNameField, studentIdField } from '@coach/domain/resources/student/options.ts';

const cost = '/api/classhour/cost/inner';

const schoolFields: FieldDef[] = [
  {
    key: 'schoolId',
    label: '驾校',
    kind: 'text',
    maxLength: 20,
    required: true,
    search: 'eq',
    list: false,
    export: false,
    detail: false,
    selector: SCHOOL_SELECTOR,
  },
  { key: 'schoolName', label: '驾校', kind: 'text', maxLength: 50, readOnly: true },
];

/**
 * 全车型学时充值: each school's prepaid study-time balance per category (fen), what it has
 * bought and spent. Balances move only through recharges and openings, each leaving a line
 * in the ledger (the three detail pages), so a balance always equals the sum of its lines
 * and never goes below zero.
 */
export const timingBalance: ResourceDef = {
  name: 'timingBalance',
  title: '全车型学时充值',
  route: '/timing/allCarTiming/allCarTimingCharge',
  table: 'bbxc_timing_balance',
  scope: 'tenant',
  org: { school: 'school_id' },
  softDelete: false,
  api: { list: `${cost}/rechargeBalance` },
  // 充值 writes a line of 学时充值明细 (timingRecharge's create call).
  actions: [{ name: 'recharge', label: '充值' }],
  orderBy: { key: 'schoolName', direction: 'asc' },
  fields: [
    ...schoolFields.map((f) => ({ ...f, readOnly: true, required: false })),
    { key: 'carType', label: '培训车型', kind: 'carType', search: 'eq', readOnly: true, width: 130 },
    { key: 'balance', label: '学时余额（元）', kind: 'money', readOnly: true },
    { key: 'recharged', label: '累计充值（元）', kind: 'money', readOnly: true },
    { key: 'used', label: '累计扣费（元）', kind: 'money', readOnly: true },
    { key: 'updateTime', label: '最近变动', kind: 'datetime', readOnly: true },
  ],
};

/** Ledger fields every detail page shows. */
const ledgerFields = (amountLabel: string): FieldDef[] => [
  ...schoolFields.map((f) => ({ ...f, readOnly: true, required: false })),
  { key: 'carType', label: '培训车型', kind: 'carType', search: 'eq', readOnly: true, width: 130 },
  { key: 'kind', label: '类型', kind: 'enum', options: LEDGER_KIND_OPTIONS, search: 'eq', readOnly: true, width: 90 },
  studentNameField('学员'),
  studentIdField(),
  { key: 'amount', label: amountLabel, kind: 'money', readOnly: true },
  { key: 'balanceAfter', label: '变动后余额（元）', kind: 'money', readOnly: true },
  { key: 'remark', label: '备注', kind: 'text', maxLength: 200, readOnly: true },
  { key: 'operator', label: '操作人', kind: 'text', maxLength: 50, readOnly: true, width: 100 },
  { ...createTimeField, label: '时间' },
];

/**
 * 学时充值明细, and 充值 itself: a recharge is a new line of the ledger, its amount added to
 * the school's balance of the category in the same transaction.
 */
export const timingRecharge: ResourceDef = {
  name: 'timingRecharge',
  title: '学时充值明细',
  route: '/timing/allCarTiming/allTimingRechargeDetail',
  table: 'bbxc_timing_ledger',
  scope: 'tenant',
  org: { school: 'school_id' },
  softDelete: false,
  subset: [{ key: 'kind', is: 1 }],
  api: { list: `${cost}/rechargeDetail`, create: `${cost}/recharge` },
  orderBy: { key: 'createTime', direction: 'desc' },
  fields: [
    schoolFields[0],
    schoolFields[1],
    { key: 'carType', label: '培训车型', kind: 'carType', required: true, search: 'eq', width: 130 },
    {
      key: 'kind',
      label: '类型',
      kind: 'enum',
      options: LEDGER_KIND_OPTIONS,
      readOnly: true,
      list: false,
      defaultValue: 1,
    },
    { key: 'amount', label: '充值金额（元）', kind: 'money', required: true },
    { key: 'balanceAfter', label: '充值后余额（元）', kind: 'money', readOnly: true },
    { key: 'remark', label: '备注', kind: 'text', maxLength: 200 },
    { key: 'operator', label: '操作人', kind: 'text', maxLength: 50, readOnly: true, width: 100 },
    { ...createTimeField, label: '充值时间' },
  ],
};

/** 学时学习明细: the openings that spent the balance (one line per student opened). */
export const timingLearning: ResourceDef = {
  name: 'timingLearning',
  title: '学时学习明细',
  route: '/timing/allCarTiming/allTimingLearningDetail',
  table: 'bbxc_timing_ledger',
  scope: 'tenant',
  org: { school: 'school_id' },
  softDelete: false,
  subset: [{ key: 'kind', is: 2 }],
  api: { list: '/api/course/inner/count/learningDetail' },
  orderBy: { key: 'createTime', direction: 'desc' },
  fields: ledgerFields('扣费金额（元）').filter((f) => f.key !== 'kind'),
};

/** 剩余学时明细: every movement of a balance, with what remained after it. */
export const timingRemaining: ResourceDef = {
  name: 'timingRemaining',
  title: '剩余学时明细',
  route: '/timing/allCarTiming/allTimingRemainingDetail',
  table: 'bbxc_timing_ledger',
  scope: 'tenant',
  org: { school: 'school_id' },
  softDelete: false,
  api: { list: `${cost}/remainingDetail` },
  orderBy: { key: 'createTime', direction: 'desc' },
  fields: ledgerFields('变动金额（元）'),
};
