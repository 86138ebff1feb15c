import type { Option, ResourceDef } from '@coach/domain/resources/types.ts';
import { createTimeField, GENDER_OPTIONS } from '@coach/domain/resources/common.ts';
import { rules } from '@coach/domain/rules/index.ts';
import { optionalRule } from '@coach/domain/rules/types.ts';
import { SCHOOL_SELECTOR } from '@coach/domain/resources/school/options.ts';

const base = '/api/examroom';

/** Exam-room coach application (domain.md: 0 待审核, 1 已同意, 2 已拒绝, 3 已解除). */
export const EXAM_COACH_STATUS_OPTIONS: readonly Option[] = [
  { value: 0, label: '待审核', tone: 'warning' },
  { value: 1, label: '已同意', tone: 'success' },
  { value: 2, label: '已拒绝', tone: 'error' },
  { value: 3, label: '已解除', tone: 'default' },
];

/** Exam-room car registration (domain.md: 0 待审核, 1 已通过, 2 已驳回, 3 已解除). */
export const EXAM_CAR_STATUS_OPTIONS: readonly Option[] = [
  { value: 0, label: '待审核', tone: 'warning' },
  { value: 1, label: '已通过', tone: 'success' },
  { value: 2, label: '已驳回', tone: 'error' },
  { value: 3, label: '已解除', tone: 'default' },
];

/** 准教车型: the licence classes a coach may teach. */
export const LICENCE_CLASS_OPTIONS: readonly Option[] = [
  { value: 1, label: 'C1' },
  { value: 2, label: 'C2' },
  { value: 3, label: 'A1' },
  { value: 4, label: 'A2' },
  { value: 5, label: 'B2' },
];

/**
 * A coach of one of the tenant's schools at the exam room: the school coach (驾校管理 ›
 * 教练员管理) whose `examCoachId` is this row, with their school and store. Either the coach
 * applied in the exam-room mini program (待审核, reviewed here: agree/reject 0→1/2) or the
 * school made them schedulable with 加入考场排班 (已同意). Only an agreed coach (status 1) can be
 * given class plans; releasing (解除, 1→3) one that still has plans to come is refused. No
 * add/edit here: a coach is made once, in 教练员管理.
 */
export const examCoach: ResourceDef = {
  name: 'examCoach',
  title: '考场教练',
  route: '/operates/coachMag',
  table: 'examroom_coach',
  scope: 'tenant',
  org: { school: 'school_id', store: 'store_id' },
  softDelete: true,
  api: { list: `${base}/coach/list`, detail: `${base}/coach/detail` },
  fields: [
    { key: 'name', label: '教练姓名', kind: 'text', maxLength: 20, readOnly: true, search: 'like' },
    { key: 'mobile', label: '手机号', kind: 'text', maxLength: 11, readOnly: true, masked: true, search: 'like' },
    {
      key: 'gender',
      label: '性别',
      kind: 'enum',
      options: GENDER_OPTIONS,
      dict: 'sex',
      readOnly: true,
      defaultValue: 1,
      width: 70,
    },
    { key: 'idCard', label: '身份证号', kind: 'text', maxLength: 18, readOnly: true, masked: true, list: false },
    { key: 'schoolName', label: '所属驾校', kind: 'text', maxLength: 50, readOnly: true, search: 'like' },
    {
      key: 'carType',
      label: '准教车型',
      kind: 'enum',
      options: LICENCE_CLASS_OPTIONS,
      readOnly: true,
      defaultValue: 1,
      width: 90,
    },
    { key: 'certificateNo', label: '教练证号', kind: 'text', maxLength: 30, readOnly: true, list: false },
    { key: 'teachYears', label: '教龄(年)', kind: 'int', readOnly: true, list: false },
    {
      key: 'status',
      label: '状态',
      kind: 'enum',
      options: EXAM_COACH_STATUS_OPTIONS,
      readOnly: true,
      search: 'eq',
      defaultValue: 0,
      width: 90,
    },
    { ...createTimeField, label: '申请时间' },
  ],
  transitions: [
    {
      name: 'agree',
      label: '同意',
      path: `${base}/coach/agree`,
      field: 'status',
      from: [0],
      to: 1,
      confirm: '确定同意该教练的申请吗?',
      batch: true,
    },
    {
      name: 'reject',
      label: '拒绝',
      path: `${base}/coach/reject`,
      field: 'status',
      from: [0],
      to: 2,
      confirm: '确定拒绝该教练的申请吗?',
      batch: true,
      danger: true,
    },
    {
      name: 'release',
      label: '解除',
      path: `${base}/coach/release`,
      field: 'status',
      from: [1],
      to: 3,
      confirm: '解除后该教练不能再被排班，是否继续?',
      batch: false,
      danger: true,
    },
  ],
  orderBy: { key: 'createTime', direction: 'desc' },
};

/**
 * 内部教练: the coaches of the exam room's own school, kept as a list (imported from xlsx,
 * one mobile once) so their bookings can be told from outside coaches' (internal prices are
 * the money side's business). No add/edit form: the list changes by import and delete only.
 */
export const innerCoach: ResourceDef = {
  name: 'innerCoach',
  title: '内部教练',
  route: '/operates/innerCoach',
  table: 'examroom_inner_coach',
  scope: 'tenant',
  softDelete: false,
  api: {
    list: `${base}/coach/innerList`,
    delete: `${base}/coach/deleteInner`,
    import: `${base}/coach/importInnerCoach`,
    importTemplate: 'examroomInnerCoachImport',
  },
  fields: [
    {
      key: 'name',
      label: '教练姓名',
      kind: 'text',
      required: true,
      maxLength: 20,
      search: 'like',
      rules: [rules.notAllSpaces, rules.noSymbols],
    },
    {
      key: 'mobile',
      label: '手机号',
      kind: 'text',
      required: true,
      maxLength: 11,
      masked: true,
      unique: true,
      search: 'like',
      rules: [rules.mobile],
    },
    {
      key: 'idCard',
      label: '身份证号',
      kind: 'text',
      maxLength: 18,
      masked: true,
      list: false,
      rules: [rules.idCardOrEmpty],
    },
    {
      key: 'carType',
      label: '准教车型',
      kind: 'enum',
      required: true,
      defaultValue: 1,
      options: LICENCE_CLASS_OPTIONS,
    },
    { key: 'remark', label: '备注', kind: 'text', maxLength: 100 },
    { ...createTimeField, label: '导入时间' },
  ],
  orderBy: { key: 'createTime', direction: 'desc' },
};

/** A Chinese plate: province, letter, five letters or digits (a training car's may end in 学). */
const plateNo = optionalRule(
  (v) =>
    typeof v === 'string' &&
    /^[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼][A-Z]·?[A-Z0-9]{4}[A-Z0-9学]$/.test(v),
  '请输入正确的车牌号，如苏A·D1201',
);

/**
 * A training car of one of the tenant's schools registered at the exam room: by the school's
 * staff in 车辆管理 (新增, for their own school only) or by its coach in the mini program. A
 * new car is 待审核 until the exam room approves it; only an approved car (status 1) can be
 * given class plans; relieving (解除) one that still has plans to come is refused.
 */
export const examCar: ResourceDef = {
  name: 'examCar',
  title: '考场车辆',
  route: '/operates/carMag',
  table: 'examroom_car',
  scope: 'tenant',
  org: { school: 'school_id' },
  softDelete: true,
  api: { list: `${base}/car/list`, detail: `${base}/car/detail`, create: `${base}/car/save` },
  fields: [
    {
      key: 'carNo',
      label: '车牌号',
      kind: 'text',
      required: true,
      maxLength: 10,
      search: 'like',
      unique: true,
      rules: [rules.notAllSpaces, plateNo],
    },
    { key: 'carType', label: '车型', kind: 'carType', required: true, defaultValue: 1, search: 'eq' },
    { key: 'brand', label: '品牌型号', kind: 'text', required: true, maxLength: 30, rules: [rules.notAllSpaces] },
    {
      key: 'gearbox',
      label: '变速箱',
      kind: 'enum',
      required: true,
      defaultValue: 1,
      options: [
        { value: 1, label: '手动挡' },
        { value: 2, label: '自动挡' },
      ],
    },
    {
      key: 'ownerName',
      label: '申请人',
      kind: 'text',
      required: true,
      maxLength: 20,
      search: 'like',
      rules: [rules.notAllSpaces, rules.noSymbols],
    },
    {
      key: 'ownerMobile',
      label: '联系电话',
      kind: 'text',
      required: true,
      maxLength: 11,
      masked: true,
      rules: [rules.mobile],
    },
    {
      key: 'schoolId',
      label: '所属驾校',
      kind: 'text',
      required: true,
      maxLength: 20,
      search: 'eq',
      list: false,
      export: false,
      detail: false,
      selector: SCHOOL_SELECTOR,
      rules: [rules.digitsOnly],
    },
    { key: 'schoolName', label: '所属驾校', kind: 'text', maxLength: 50, readOnly: true, form: false },
    {
      key: 'status',
      label: '状态',
      kind: 'enum',
      options: EXAM_CAR_STATUS_OPTIONS,
      readOnly: true,
      search: 'eq',
      defaultValue: 0,
      width: 90,
    },
    { ...createTimeField, label: '申请时间' },
  ],
  transitions: [
    {
      name: 'approve',
      label: '通过',
      path: `${base}/car/approve`,
      field: 'status',
      from: [0],
      to: 1,
      confirm: '确定通过该车辆吗?',
      batch: true,
    },
    {
      name: 'reject',
      label: '驳回',
      path: `${base}/car/reject`,
      field: 'status',
      from: [0],
      to: 2,
      confirm: '确定驳回该车辆吗?',
      batch: true,
      danger: true,
    },
    {
      name: 'relieve',
      label: '解除',
      path: `${base}/car/relieve`,
      field: 'status',
      from: [1],
      to: 3,
      confirm: '解除后该车辆不能再被排班，是否继续?',
      batch: false,
      danger: true,
    },
  ],
  orderBy: { key: 'createTime', direction: 'desc' },
};
