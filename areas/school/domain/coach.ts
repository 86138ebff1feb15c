import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { createTimeField, disableField, enableDisable, GENDER_OPTIONS } from '@coach/domain/resources/common.ts';
import { rules } from '@coach/domain/rules/index.ts';
import { SCHOOL_SELECTOR, STORE_SELECTOR, TRAIN_SUBJECT_OPTIONS } from '@coach/domain/resources/school/options.ts';
import { EXAM_COACH_STATUS_OPTIONS } from '@coach/areas/operate/domain/index.ts';

const base = '/api/user/inner/coach/v1';

/**
 * A coach (教练员) of a school, optionally placed in one of its stores (a store that is 营业
 * when chosen). Mobile and ID card are unique within the tenant and answered masked without
 * `data:plaintext`. Deletion is soft: timing records, comments and channel members
 * (syncCoach copies live coaches of table `bbxc_coach`) point to coaches.
 *
 * One person everywhere: the exam room's coach (运营管理 › 教练管理, the ones 排班管理 offers) of
 * a school coach is the row `examCoachId` points to. 加入考场排班 makes that row, already
 * 已同意 (the school vouches for its own coach; the review is for applications from the mini
 * program), or agrees the one there is: the one way a school coach becomes schedulable.
 */
export const coach: ResourceDef = {
  name: 'coach',
  title: '教练员',
  route: '/school/coachMg',
  table: 'bbxc_coach',
  scope: 'tenant',
  org: { school: 'school_id', store: 'store_id' },
  softDelete: true,
  api: { list: `${base}/list`, save: `${base}/saveOrUpdate`, detail: `${base}/detail`, delete: `${base}/delete` },
  fields: [
    {
      key: 'name',
      label: '姓名',
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
      required: true,
      maxLength: 18,
      masked: true,
      unique: true,
      rules: [rules.idCard],
    },
    {
      key: 'gender',
      label: '性别',
      kind: 'enum',
      required: true,
      options: GENDER_OPTIONS,
      dict: 'sex',
      defaultValue: 1,
      width: 70,
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
      key: 'storeId',
      label: '所属门店',
      kind: 'text',
      maxLength: 20,
      search: 'eq',
      list: false,
      export: false,
      detail: false,
      selector: STORE_SELECTOR,
      selectorParent: 'schoolId',
      rules: [rules.digitsOnly],
    },
    { key: 'storeName', label: '所属门店', kind: 'text', maxLength: 50, readOnly: true, form: false },
    { key: 'carType', label: '准教车型', kind: 'carType', required: true, search: 'eq', defaultValue: 1 },
    {
      key: 'teachSubject',
      label: '教学科目',
      kind: 'enum',
      required: true,
      options: TRAIN_SUBJECT_OPTIONS,
      dict: 'subject',
      search: 'eq',
      defaultValue: 2,
    },
    {
      key: 'certificateNo',
      label: '教练证号',
      kind: 'text',
      maxLength: 30,
      list: false,
      rules: [rules.lettersOrDigits],
    },
    { key: 'hireDate', label: '入职日期', kind: 'date', list: false },
    {
      key: 'examCoachId',
      label: '考场教练',
      kind: 'text',
      readOnly: true,
      form: false,
      list: false,
      detail: false,
      export: false,
    },
    {
      key: 'examStatus',
      label: '考场状态',
      kind: 'enum',
      options: EXAM_COACH_STATUS_OPTIONS,
      readOnly: true,
      form: false,
      width: 90,
      lookup: { table: 'examroom_coach', via: 'examCoachId', column: 'status' },
    },
    disableField,
    createTimeField,
  ],
  transitions: enableDisable(base),
  actions: [
    {
      name: 'joinExamroom',
      label: '加入考场排班',
      path: `${base}/joinExamroom`,
      // 启用 (a 停用 coach is offered no button and refused), and not yet at the exam room, or there
      // but not agreed (待审核, 已拒绝, 已解除).
      when: [
        { field: 'disable', in: [0], refusal: '该教练已停用，不能加入考场排班' },
        // The exam room trains for the car licences (its 准教车型 C1, C2, A1, A2, B2): a 摩托车 or
        // 轻型牵引挂车 coach has nothing to be scheduled for there.
        {
          field: 'carType',
          in: [1, 2, 3],
          refusal: '考场只开设小车、客车、货车的练车，该教练的准教车型不能加入考场排班',
        },
        { field: 'examStatus', in: [0, 2, 3], orEmpty: 'examCoachId' },
      ],
      confirm: '确定让「{name}」加入考场排班吗？加入后即可在运营管理 › 排班管理中为其排班。',
      refusal: '该教练已在考场排班中',
      invalidates: ['examCoach'],
    },
  ],
  orderBy: { key: 'createTime', direction: 'desc' },
};
