import type { FieldDef, ResourceDef } from '@coach/domain/resources/types.ts';
import { createTimeField } from '@coach/domain/resources/common.ts';
import { rowFormDef } from '@coach/domain/resources/defHelpers.ts';
import { rules } from '@coach/domain/rules/index.ts';
import { SCHOOL_SELECTOR, STORE_SELECTOR } from '@coach/domain/resources/school/options.ts';
import { CLASS_PICKER } from '@coach/areas/marketing/domain/index.ts';
import { ENROL_ORDER_PAY_METHOD_OPTIONS } from '@coach/domain/resources/orderOptions.ts';
import {
  LEAD_SOURCE_OPTIONS,
  LEAD_STAGE,
  LEAD_STAGE_OPTIONS,
  POTENTIAL_BASE,
  POTENTIAL_CONVERT,
  STAFF_SELECTOR,
  TRACK_RESULT_OPTIONS,
  TRACK_WAY_OPTIONS,
  TRACK_WAY_VISIT,
} from '@coach/domain/resources/analytics/options.ts';
import { OPENS_STUDENT, studentIdField } from '@coach/domain/resources/student/options.ts';

const LEAD_PICKER = { list: `${POTENTIAL_BASE}/selectPage`, label: 'name', labelField: 'customerName' } as const;
/** A lead's row puts itself in the follow-up's and the enrolment's forms. */
const LEAD_FILL = { customerId: 'id', customerName: 'name' };

const trackFields: FieldDef[] = [
  // Chosen by name among the leads (the row's own when opened from it).
  {
    key: 'customerId',
    label: '潜在客户',
    kind: 'text',
    maxLength: 20,
    required: true,
    form: 'create',
    list: false,
    export: false,
    detail: false,
    search: 'eq',
    rules: [rules.digitsOnly],
    picker: LEAD_PICKER,
  },
  { key: 'customerName', label: '客户姓名', kind: 'text', maxLength: 20, readOnly: true, width: 90 },
  {
    key: 'way',
    label: '跟进方式',
    kind: 'enum',
    options: TRACK_WAY_OPTIONS,
    required: true,
    form: 'create',
    search: 'eq',
    defaultValue: 1,
    width: 90,
  },
  {
    key: 'content',
    label: '跟进内容',
    kind: 'textarea',
    maxLength: 500,
    required: true,
    form: 'create',
    rules: [rules.notAllSpaces],
    width: 260,
  },
  {
    key: 'result',
    label: '跟进结果',
    kind: 'enum',
    options: TRACK_RESULT_OPTIONS,
    required: true,
    form: 'create',
    defaultValue: 2,
    width: 90,
  },
  { key: 'nextTime', label: '下次跟进时间', kind: 'datetime', form: 'create', width: 170 },
  { key: 'staffName', label: '跟进人', kind: 'text', maxLength: 50, readOnly: true, width: 90 },
  { ...createTimeField, label: '跟进时间', search: 'range' },
];

/**
 * 潜在客户: people who asked about learning to drive and have not enrolled yet — where they
 * came from, who follows them up, how far they are (新线索 → 跟进中 → 已到店 → 已报名, or 已流失).
 * 添加跟进 writes a follow-up (a 到店 one is a visit) and moves the stage; 转化 enrols the lead
 * at the counter: a student and a paid order are made and the lead points to them.
 */
export const potentialCustomer: ResourceDef = {
  name: 'potentialCustomer',
  title: '潜在客户',
  route: '/homes/home/potentialCustomer',
  detailRoute: '/homes/home/potentialCustomerDetail',
  table: 'bbxc_potential_customer',
  scope: 'tenant',
  org: { school: 'school_id', store: 'store_id' },
  softDelete: true,
  api: {
    list: `${POTENTIAL_BASE}/selectPage`,
    detail: `${POTENTIAL_BASE}/getDetailById`,
    save: `${POTENTIAL_BASE}/save`,
    delete: `${POTENTIAL_BASE}/delete`,
    export: `${POTENTIAL_BASE}/export`,
  },
  // Only a lead that has not enrolled is edited or deleted: an enrolled one is the student's history.
  editableIn: { field: 'stage', values: [1, 2, 3, 9], refusal: '已报名的客户' },
  // The follow-up's and the enrolment's own forms, about the lead of the row (not once enrolled).
  actions: [
    {
      name: 'saveTrack',
      label: '添加跟进',
      form: { resource: 'potentialTrack', fill: LEAD_FILL },
      when: { field: 'stage', notIn: [LEAD_STAGE.enrolled] },
    },
    {
      name: 'convert',
      label: '转化报名',
      form: { resource: 'potentialConvert', fill: LEAD_FILL },
      when: { field: 'stage', notIn: [LEAD_STAGE.enrolled] },
    },
  ],
  fields: [
    {
      key: 'name',
      label: '姓名',
      kind: 'text',
      required: true,
      maxLength: 20,
      search: 'like',
      rules: [rules.notAllSpaces],
      width: 90,
    },
    {
      key: 'mobile',
      label: '手机号',
      kind: 'text',
      required: true,
      maxLength: 11,
      masked: true,
      search: 'like',
      unique: true,
      rules: [rules.mobile],
      width: 120,
    },
    {
      key: 'source',
      label: '客户来源',
      kind: 'enum',
      options: LEAD_SOURCE_OPTIONS,
      required: true,
      search: 'eq',
      defaultValue: 1,
      width: 90,
    },
    { key: 'carType', label: '意向车型', kind: 'carType', required: true, search: 'eq', defaultValue: 1, width: 90 },
    {
      key: 'schoolId',
      label: '意向驾校',
      kind: 'text',
      maxLength: 20,
      required: true,
      search: 'eq',
      list: false,
      export: false,
      detail: false,
      selector: SCHOOL_SELECTOR,
    },
    { key: 'schoolName', label: '意向驾校', kind: 'text', maxLength: 50, readOnly: true, width: 140 },
    {
      key: 'storeId',
      label: '意向门店',
      kind: 'text',
      maxLength: 20,
      required: true,
      search: 'eq',
      list: false,
      export: false,
      detail: false,
      selector: STORE_SELECTOR,
      selectorParent: 'schoolId',
    },
    { key: 'storeName', label: '意向门店', kind: 'text', maxLength: 50, readOnly: true, width: 140 },
    {
      key: 'ownerId',
      column: 'staff_id',
      label: '跟进员工',
      kind: 'text',
      maxLength: 20,
      search: 'eq',
      list: false,
      export: false,
      detail: false,
      selector: STAFF_SELECTOR,
    },
    { key: 'ownerName', label: '跟进员工', kind: 'text', maxLength: 20, readOnly: true, width: 90 },
    {
      key: 'stage',
      label: '客户阶段',
      kind: 'enum',
      options: LEAD_STAGE_OPTIONS,
      readOnly: true,
      search: 'eq',
      defaultValue: 1,
      width: 90,
    },
    { key: 'trackCount', label: '跟进次数', kind: 'int', readOnly: true, defaultValue: 0, width: 90 },
    { key: 'lastTrackTime', label: '最近跟进', kind: 'datetime', readOnly: true, width: 170 },
    { key: 'nextTrackTime', label: '下次跟进', kind: 'datetime', readOnly: true, width: 170 },
    { key: 'visitTime', label: '到店时间', kind: 'datetime', readOnly: true, list: false },
    // Once enrolled, the student the lead became (`student_id`, kept by the server at 转为订单).
    {
      key: 'studentName',
      label: '报名学员',
      kind: 'text',
      maxLength: 20,
      readOnly: true,
      list: false,
      opens: OPENS_STUDENT,
    },
    studentIdField(),
    { key: 'orderNo', label: '报名订单', kind: 'text', maxLength: 32, readOnly: true, list: false },
    { key: 'convertTime', label: '报名时间', kind: 'datetime', readOnly: true, list: false },
    { key: 'paidAmount', label: '实付金额(元)', kind: 'money', readOnly: true, list: false },
    { key: 'remark', label: '备注', kind: 'textarea', maxLength: 200, list: false },
    { ...createTimeField, label: '登记时间', search: 'range' },
  ],
  detailTables: [
    {
      key: 'tracks',
      title: '跟进记录',
      columns: trackFields.filter((f) => f.list !== false && f.key !== 'customerName'),
    },
    {
      key: 'visits',
      title: '到店记录',
      columns: trackFields.filter((f) => ['content', 'staffName', 'createTime'].includes(f.key)),
    },
  ],
  orderBy: { key: 'createTime', direction: 'desc' },
};

/** 跟进记录 of a lead (decided calls `saveTrack`, `selectTrackPage`); permissions are the lead page's. */
export const potentialTrack: ResourceDef = {
  name: 'potentialTrack',
  title: '跟进记录',
  route: '/homes/home/potentialCustomerDetail',
  part: 'track',
  createLabel: '添加跟进',
  table: 'bbxc_potential_track',
  scope: 'tenant',
  org: { school: 'school_id', store: 'store_id' },
  softDelete: false,
  api: { list: `${POTENTIAL_BASE}/selectTrackPage`, create: `${POTENTIAL_BASE}/saveTrack` },
  fields: trackFields,
  orderBy: { key: 'createTime', direction: 'desc' },
};

/** 到店记录: the follow-ups made at the store (decided call `selectVisitPage`). */
export const potentialVisit: ResourceDef = {
  ...potentialTrack,
  name: 'potentialVisit',
  title: '到店记录',
  part: 'visit',
  api: { list: `${POTENTIAL_BASE}/selectVisitPage` },
  subset: [{ key: 'way', is: TRACK_WAY_VISIT }],
};

/**
 * 转化报名 (decided call `convert`): the lead enrols in a class at its store, paying in full; the
 * student and the order are made in the same write, and the lead becomes 已报名 with both.
 */
export const potentialConvert = rowFormDef(potentialCustomer, {
  name: 'potentialConvert',
  title: '转化报名',
  part: 'convert',
  create: POTENTIAL_CONVERT,
  fields: [
    {
      key: 'customerId',
      label: '潜在客户',
      kind: 'text',
      maxLength: 20,
      required: true,
      list: false,
      detail: false,
      form: 'create',
      rules: [rules.digitsOnly],
      picker: LEAD_PICKER,
    },
    {
      key: 'customerName',
      label: '客户姓名',
      kind: 'text',
      maxLength: 20,
      readOnly: true,
      form: false,
      list: false,
      detail: false,
    },
    {
      key: 'idCard',
      label: '身份证号',
      kind: 'text',
      maxLength: 18,
      required: true,
      form: 'create',
      rules: [rules.idCard],
    },
    {
      key: 'classId',
      label: '报名班型',
      kind: 'text',
      maxLength: 20,
      required: true,
      form: 'create',
      rules: [rules.digitsOnly],
      picker: { ...CLASS_PICKER, params: { status: 1 } },
    },
    {
      key: 'payMethod',
      label: '支付方式',
      kind: 'enum',
      options: ENROL_ORDER_PAY_METHOD_OPTIONS.filter((o) => Number(o.value) !== 5),
      dict: 'pay_type',
      required: true,
      form: 'create',
      defaultValue: 1,
    },
  ],
});
