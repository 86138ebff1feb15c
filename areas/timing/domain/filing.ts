import { studentNameField } from '@coach/domain/resources/student/options.ts';
import { orgFields } from '@coach/domain/resources/orgFields.ts';
import type {
  DetailTableDef,
  FieldDef,
  PathParamDef,
  ResourceDef,
  TransitionDef,
} from '@coach/domain/resources/types.ts';
import { STUDENT_TIMING_OPEN_CATEGORIES } from '@coach/domain/categories.ts';
import { createTimeField } from '@coach/domain/resources/common.ts';
import { COACH_SELECTOR, SCHOOL_SELECTOR } from '@coach/domain/resources/school/options.ts';
import { FILING_STATUS_OPTIONS, TIMING_SWITCH_OPTIONS } from './options';

/** `:subpath` of the filing calls → category (spec section 3: the key lower-cased). */
const subpaths: PathParamDef = {
  param: 'subpath',
  key: 'carType',
  values: Object.fromEntries(STUDENT_TIMING_OPEN_CATEGORIES.map((c) => [c.filingSubpath!, c.code])),
};

/** Page params of a category: its code, and the `:subpath` its calls carry. */
const pageParams = (c: (typeof STUDENT_TIMING_OPEN_CATEGORIES)[number]) => ({
  carType: c.code,
  subpath: c.filingSubpath!,
});

/** Where the regulator stands on a filing: pushed from 未备案 or 备案失败, answered by the platform. */
const filingFields: FieldDef[] = [
  {
    key: 'status',
    label: '备案状态',
    kind: 'enum',
    options: FILING_STATUS_OPTIONS,
    search: 'eq',
    readOnly: true,
    width: 100,
  },
  { key: 'failReason', label: '失败原因', kind: 'text', maxLength: 200, readOnly: true },
  { key: 'filingNo', label: '备案编号', kind: 'text', maxLength: 32, readOnly: true },
  { key: 'pushTime', label: '推送时间', kind: 'datetime', readOnly: true, list: false },
  { key: 'answerTime', label: '回执时间', kind: 'datetime', readOnly: true },
  { key: 'pushCount', label: '推送次数', kind: 'int', readOnly: true, list: false },
];

/** Every push of a filing and the platform's answers, shown under the record. */
const pushLogTable: DetailTableDef = {
  key: 'pushLogs',
  title: '推送记录',
  columns: [
    { key: 'attempt', label: '第几次推送', kind: 'int' },
    {
      key: 'action',
      label: '类型',
      kind: 'enum',
      options: [
        { value: 'push', label: '推送' },
        { value: 'answer', label: '平台回执' },
        { value: 'retry', label: '重试' },
      ],
    },
    {
      key: 'ok',
      label: '结果',
      kind: 'enum',
      options: [
        { value: 1, label: '成功', tone: 'success' },
        { value: 0, label: '失败', tone: 'error' },
      ],
    },
    { key: 'message', label: '说明', kind: 'text' },
    { key: 'createTime', label: '时间', kind: 'datetime' },
  ],
};

const pushTransition = (path: string): TransitionDef => ({
  name: 'push',
  label: '推送备案',
  path,
  field: 'status',
  from: [0, 3],
  to: 1,
  confirm: '将选中的记录推送至监管平台备案，确认推送吗？',
  already: '选中的记录均已推送',
  batch: true,
});

const studentCalls = '/api/course/inner/filing/:subpath';

/**
 * 学员备案 of the 18 categories with timing pages: a student's filing with the regulator's
 * timing platform (培训开始日期, 计划学时), drafted on 学员备案编辑, pushed (推送备案), then
 * accepted with the regulator's number or refused with the reason (fix and push again).
 * Only a draft or a refused filing can be edited or deleted. One definition: each page's
 * calls carry its category in the path.
 */
export const studentFiling: ResourceDef = {
  name: 'studentFiling',
  title: '学员备案',
  route: `/timing/studentTimingOpen/${STUDENT_TIMING_OPEN_CATEGORIES[0].key}/stuTimingFilings`,
  routes: STUDENT_TIMING_OPEN_CATEGORIES.flatMap((c) => [
    { path: `/timing/studentTimingOpen/${c.key}/stuTimingFilings`, params: pageParams(c) },
    { path: `/timing/studentTimingOpen/${c.key}/stuTimingFilingsModify`, params: pageParams(c), form: true },
  ]),
  pathParam: subpaths,
  editableIn: { field: 'status', values: [0, 3], refusal: '备案中或已备案的记录' },
  table: 'bbxc_student_filing',
  scope: 'tenant',
  org: { school: 'school_id', store: 'store_id' },
  softDelete: true,
  api: {
    list: `${studentCalls}/list`,
    save: `${studentCalls}/saveOrUpdate`,
    detail: `${studentCalls}/detail`,
    delete: `${studentCalls}/delete`,
  },
  orderBy: { key: 'createTime', direction: 'desc' },
  fields: [
    {
      key: 'studentId',
      label: '学员',
      kind: 'text',
      maxLength: 20,
      required: true,
      form: 'create',
      list: false,
      export: false,
      detail: false,
      // Only the page's category's students without a filing of it (the server refuses the rest too).
      picker: {
        list: '/api/user/inner/student/v1/list',
        label: 'name',
        labelField: 'studentName',
        pathValueAs: ['unfiledIn'],
      },
    },
    studentNameField('学员'),
    { key: 'idCard', label: '身份证号', kind: 'text', maxLength: 18, masked: true, readOnly: true, width: 180 },
    { key: 'mobile', label: '手机号', kind: 'text', maxLength: 11, masked: true, readOnly: true },
    ...orgFields({ coach: false, nameWidths: false }),
    { key: 'carType', label: '培训车型', kind: 'carType', search: 'eq', readOnly: true, width: 130 },
    { key: 'trainStart', label: '培训开始日期', kind: 'date', required: true },
    { key: 'planHours', label: '计划学时', kind: 'int', required: true, defaultValue: 24 },
    { key: 'remark', label: '备注', kind: 'text', maxLength: 200, list: false },
    ...filingFields,
    createTimeField,
  ],
  transitions: [pushTransition('/api/course/inner/saibo/push')],
  detailTables: [pushLogTable],
};

const coachCalls = '/api/cartexam/inner/coachTiming';

/**
 * 教练备案 of the same 18 categories: a coach's timing opening for a category (教练计时开通编辑,
 * one form for every category) and its filing with the regulator, pushed per category page.
 */
export const coachFiling: ResourceDef = {
  name: 'coachFiling',
  title: '教练备案',
  route: `/timing/coachTimingOpen/${STUDENT_TIMING_OPEN_CATEGORIES[0].key}/coachTimingFilings`,
  routes: STUDENT_TIMING_OPEN_CATEGORIES.map((c) => ({
    path: `/timing/coachTimingOpen/${c.key}/coachTimingFilings`,
    params: pageParams(c),
  })),
  formRoute: '/timing/coachTimingOpen/timingOpenModify',
  pathParam: subpaths,
  editableIn: { field: 'status', values: [0, 3], refusal: '备案中或已备案的记录' },
  table: 'bbxc_coach_filing',
  scope: 'tenant',
  org: { school: 'school_id', store: 'store_id' },
  softDelete: true,
  api: {
    list: `${coachCalls}/:subpath/list`,
    save: `${coachCalls}/v1/saveOrUpdate`,
    detail: `${coachCalls}/v1/detail`,
    delete: `${coachCalls}/v1/delete`,
  },
  orderBy: { key: 'createTime', direction: 'desc' },
  fields: [
    {
      key: 'coachId',
      label: '教练',
      kind: 'text',
      maxLength: 20,
      required: true,
      form: 'create',
      list: false,
      export: false,
      detail: false,
      selector: COACH_SELECTOR,
    },
    { key: 'coachName', label: '教练', kind: 'text', maxLength: 20, search: 'like', readOnly: true, width: 90 },
    { key: 'idCard', label: '身份证号', kind: 'text', maxLength: 18, masked: true, readOnly: true, width: 180 },
    { key: 'mobile', label: '手机号', kind: 'text', maxLength: 11, masked: true, readOnly: true },
    {
      key: 'schoolId',
      label: '驾校',
      kind: 'text',
      maxLength: 20,
      search: 'eq',
      list: false,
      export: false,
      detail: false,
      selector: SCHOOL_SELECTOR,
      readOnly: true,
    },
    { key: 'schoolName', label: '驾校', kind: 'text', maxLength: 50, readOnly: true },
    {
      key: 'storeId',
      label: '门店',
      kind: 'text',
      maxLength: 20,
      list: false,
      export: false,
      detail: false,
      readOnly: true,
    },
    { key: 'storeName', label: '门店', kind: 'text', maxLength: 50, readOnly: true },
    {
      key: 'carType',
      label: '培训车型',
      kind: 'carType',
      required: true,
      form: 'create',
      search: 'eq',
      width: 130,
      options: STUDENT_TIMING_OPEN_CATEGORIES.map((c) => ({ value: c.code, label: c.name })),
    },
    {
      key: 'timingOpen',
      label: '计时开通',
      kind: 'enum',
      options: TIMING_SWITCH_OPTIONS,
      required: true,
      search: 'eq',
      defaultValue: 1,
      width: 90,
    },
    { key: 'remark', label: '备注', kind: 'text', maxLength: 200, list: false },
    ...filingFields,
    createTimeField,
  ],
  transitions: [pushTransition(`${coachCalls}/:subpath/filing`)],
  detailTables: [pushLogTable],
};
