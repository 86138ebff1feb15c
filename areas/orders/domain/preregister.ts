import { orgFields } from '@coach/domain/resources/orgFields.ts';
import type { Option, ResourceDef } from '@coach/domain/resources/types.ts';
import { createTimeField } from '@coach/domain/resources/common.ts';
import { rowFormDef } from '@coach/domain/resources/defHelpers.ts';
import { CLASS_PICKER } from '@coach/areas/marketing/domain/index.ts';
import { rules } from '@coach/domain/rules/index.ts';
import { studentNameField, studentIdField } from '@coach/domain/resources/student/options.ts';

/** A pre-registration's life: 有效 (deposit held) → 已报名 (became an order) or 已失效 (deactivated, with why). */
export const PREREGISTER_STATUS_OPTIONS: readonly Option[] = [
  { value: 1, label: '有效', tone: 'processing' },
  { value: 2, label: '已报名', tone: 'success' },
  { value: 3, label: '已失效', tone: 'default' },
];

const base = '/api/bbxc/order/inner/preregisterOrder/v1';

/** 转为订单 (decided call): the enrolment order of a chosen 上架 class, the deposit counted toward it. */
export const PREREGISTER_CONVERT = `${base}/convert`;

/**
 * 预报名订单: someone who paid a deposit to hold a place at a school before enrolling (from
 * the app or a school's counter). Staff see them, export them and deactivate one that will
 * not enrol, saying why; the UPDATE checks it is still 有效.
 */
export const preregisterOrder: ResourceDef = {
  name: 'preregisterOrder',
  title: '预报名订单',
  route: '/orders/preregisterOrder',
  table: 'bbxc_preregister',
  scope: 'tenant',
  org: { school: 'school_id', store: 'store_id' },
  softDelete: true,
  api: { list: `${base}/list`, detail: `${base}/detail`, export: `${base}/export` },
  orderBy: { key: 'createTime', direction: 'desc' },
  // 转为订单 on a 有效 pre-registration: the class chosen in its own form, the deposit counted toward it.
  actions: [
    {
      name: 'convert',
      label: '转为订单',
      form: {
        resource: 'preregisterConvert',
        fill: { id: 'id' },
        about: ['orderNo', 'studentName', 'className', 'deposit'],
        note: '定金将抵扣所选班型的价格。',
      },
      when: { field: 'status', in: [1] },
    },
  ],
  fields: [
    { key: 'orderNo', label: '预报名编号', kind: 'text', maxLength: 32, readOnly: true, search: 'like', width: 180 },
    studentNameField(),
    // Once converted (已报名), the student of the enrolment order it became, once that is paid.
    studentIdField({ lookup: { table: 'bbxc_order', via: 'enrol_order_id', column: 'student_id' } }),
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
    ...orgFields({ coach: false, nameWidths: false }),
    { key: 'carType', label: '培训车型', kind: 'carType', search: 'eq', readOnly: true, width: 110 },
    { key: 'className', label: '意向班型', kind: 'text', maxLength: 50, readOnly: true },
    { key: 'deposit', label: '定金(元)', kind: 'money', readOnly: true, width: 100 },
    {
      key: 'status',
      label: '状态',
      kind: 'enum',
      options: PREREGISTER_STATUS_OPTIONS,
      search: 'eq',
      readOnly: true,
      defaultValue: 1,
      width: 90,
    },
    { key: 'enrolOrderNo', label: '报名订单号', kind: 'text', maxLength: 32, readOnly: true, width: 180 },
    { key: 'deactivateReason', label: '失效原因', kind: 'text', maxLength: 200, readOnly: true, width: 200 },
    { key: 'deactivateTime', label: '失效时间', kind: 'datetime', readOnly: true, list: false },
    { ...createTimeField, label: '预报名时间' },
  ],
  transitions: [
    {
      name: 'deactivate',
      label: '失效',
      path: `${base}/deactivate`,
      field: 'status',
      from: [1],
      to: 3,
      confirm: '确认将该预报名设为失效吗？失效后不能恢复。',
      batch: false,
      danger: true,
      reason: { key: 'deactivateReason', label: '失效原因', maxLength: 200 },
      stamp: 'deactivateTime',
    },
  ],
};

/** 转为订单's form: the class on sale (上架) the order is for; the call takes the pre-registration's id. */
export const preregisterConvert = rowFormDef(preregisterOrder, {
  name: 'preregisterConvert',
  title: '转为订单',
  part: 'convert',
  create: PREREGISTER_CONVERT,
  fields: [
    {
      key: 'classId',
      label: '报名班型',
      kind: 'text',
      maxLength: 20,
      required: true,
      form: 'create',
      rules: [rules.digitsOnly],
      picker: { ...CLASS_PICKER, search: 'className', params: { status: 1 } },
    },
  ],
});
