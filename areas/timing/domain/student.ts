import { orgFields } from '@coach/domain/resources/orgFields.ts';
import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { createTimeField, GENDER_OPTIONS } from '@coach/domain/resources/common.ts';
import { STATISTIC_SET_OPTIONS } from '@coach/domain/categorySets.ts';
import { COACH_SELECTOR } from '@coach/domain/resources/school/options.ts';
import {
  EXAM_RESULT_OPTIONS,
  LICENCE_SUBJECT_OPTIONS,
  MSG_STUDENT_NOT_CERTIFIED,
  STUDENT_ACTIVATE_OPTIONS,
  STUDENT_CERT_OPTIONS,
  STUDENT_STAGE_OPTIONS,
  TIMING_OPEN_OPTIONS,
} from '@coach/domain/resources/student/options.ts';
import { FILING_STATUS_OPTIONS, STUDY_REACHED_OPTIONS } from './options';

const base = '/api/user/inner/student/v1';

/**
 * A student (学员) of a school and store, enrolled by an order (maybe through a channel) for
 * one licence category, taught by a coach, moving through the stages 科目一 … 已结业. Students
 * come from enrolment orders, not from a form: the console searches them (学员查询), shows
 * one with its stage history and exam results, and activates accounts whose certification
 * passed (认证状态 已认证: the activate change's `when`). Soft delete: orders, study records, comments and reports point to them.
 */
export const student: ResourceDef = {
  name: 'student',
  title: '学员查询',
  route: '/timing/searchStudent',
  detailRoute: '/timing/searchStudentDetail',
  table: 'bbxc_student',
  scope: 'tenant',
  org: { school: 'school_id', store: 'store_id' },
  softDelete: true,
  api: { list: `${base}/list`, detail: `${base}/detail` },
  fields: [
    { key: 'name', label: '姓名', kind: 'text', maxLength: 20, search: 'like', readOnly: true },
    // Found by its first digits or its last 4 (尾号) although the list shows it masked.
    { key: 'mobile', label: '手机号', kind: 'text', maxLength: 11, masked: true, search: 'phone', readOnly: true },
    {
      key: 'idCard',
      label: '身份证号',
      kind: 'text',
      maxLength: 18,
      masked: true,
      search: 'like',
      readOnly: true,
      width: 180,
    },
    { key: 'gender', label: '性别', kind: 'enum', options: GENDER_OPTIONS, dict: 'sex', readOnly: true, width: 70 },
    ...orgFields({ coach: false, nameWidths: false }),
    {
      key: 'carSet',
      label: '统计类别',
      kind: 'text',
      column: 'car_type',
      filterOnly: true,
      search: 'eq',
      options: STATISTIC_SET_OPTIONS,
      list: false,
      detail: false,
      export: false,
    },
    { key: 'carType', label: '报考车型', kind: 'carType', search: 'eq', readOnly: true, width: 90 },
    {
      key: 'stage',
      label: '学习阶段',
      kind: 'enum',
      options: STUDENT_STAGE_OPTIONS,
      search: 'eq',
      readOnly: true,
      defaultValue: 1,
      width: 90,
    },
    {
      key: 'coachId',
      label: '教练',
      kind: 'text',
      maxLength: 20,
      search: 'eq',
      list: false,
      export: false,
      detail: false,
      selector: COACH_SELECTOR,
      selectorParent: 'storeId',
      readOnly: true,
    },
    { key: 'coachName', label: '教练', kind: 'text', maxLength: 20, readOnly: true, width: 90 },
    { key: 'channelName', label: '来源渠道', kind: 'text', maxLength: 50, readOnly: true, list: false },
    { key: 'orderNo', label: '报名订单号', kind: 'text', maxLength: 32, readOnly: true, list: false },
    { key: 'enrolTime', label: '报名时间', kind: 'datetime', search: 'range', readOnly: true },
    {
      key: 'certStatus',
      label: '认证状态',
      kind: 'enum',
      options: STUDENT_CERT_OPTIONS,
      search: 'eq',
      readOnly: true,
      defaultValue: 0,
      width: 90,
    },
    {
      key: 'activateStatus',
      label: '激活状态',
      kind: 'enum',
      options: STUDENT_ACTIVATE_OPTIONS,
      search: 'eq',
      readOnly: true,
      width: 90,
    },
    { key: 'activateTime', label: '激活时间', kind: 'datetime', readOnly: true, list: false },
    { key: 'graduateTime', label: '结业时间', kind: 'datetime', readOnly: true, list: false },
    { ...createTimeField, search: undefined, list: false },
  ],
  transitions: [
    {
      name: 'activate',
      label: '激活',
      path: `${base}/activate`,
      field: 'activateStatus',
      from: [0],
      to: 1,
      confirm: '确认激活选中学员的账号吗？',
      already: '选中的学员均已激活',
      batch: true,
      // Only a certified student (spec §4); the same UPDATE checks it.
      when: { field: 'certStatus', in: [1], refusal: MSG_STUDENT_NOT_CERTIFIED },
    },
  ],
  detailTables: [
    // The student seen whole: orders with what was paid and refunded, hours per subject with the
    // filing, exams, bookings. Other areas' rows are read as their resources read them (`from`):
    // their own scope, so a school's staff see their school's only, and their own fields.
    {
      key: 'orders',
      title: '报名订单',
      from: {
        resource: 'generalOrder',
        column: 'student_id',
        opens: 'orderNo',
        fields: [
          'orderNo',
          'className',
          'carType',
          'price',
          'discountAmount',
          'paidAmount',
          'payStatus',
          'payTime',
          'refundStatus',
          'refundedAmount',
        ],
      },
    },
    {
      key: 'refunds',
      title: '退款记录',
      from: {
        resource: 'orderRefund',
        field: 'studentId',
        fields: ['refundNo', 'orderNo', 'paidAmount', 'refundAmount', 'reason', 'status', 'createTime'],
      },
    },
    {
      key: 'hours',
      title: '学时与备案',
      columns: [
        { key: 'carType', label: '培训车型', kind: 'carType' },
        { key: 'subject', label: '科目', kind: 'enum', options: LICENCE_SUBJECT_OPTIONS },
        { key: 'requiredMinutes', label: '应学学时', kind: 'int', duration: 'minutes' },
        { key: 'studiedMinutes', label: '已学学时', kind: 'int', duration: 'minutes' },
        { key: 'validMinutes', label: '有效学时', kind: 'int', duration: 'minutes' },
        { key: 'remainingMinutes', label: '剩余学时', kind: 'int', duration: 'minutes' },
        { key: 'reached', label: '是否达标', kind: 'enum', options: STUDY_REACHED_OPTIONS },
        { key: 'filingStatus', label: '备案状态', kind: 'enum', options: FILING_STATUS_OPTIONS },
      ],
    },
    {
      key: 'bookings',
      title: '预约记录',
      from: {
        resource: 'timeworkOrder',
        column: 'student_id',
        opens: 'orderNo',
        fields: ['orderNo', 'coachName', 'subject', 'startTime', 'endTime', 'hours', 'amount', 'status'],
      },
    },
    {
      key: 'examroomOrders',
      title: '考场订单',
      from: {
        resource: 'examroomOrder',
        // The exam room's app books by the student's phone, not by the student's id.
        column: 'student_mobile',
        recordColumn: 'mobile',
        fields: ['orderNo', 'subject', 'hours', 'amount', 'refundAmount', 'payStatus', 'refundStatus', 'payTime'],
      },
    },
    {
      key: 'stages',
      title: '阶段记录',
      columns: [
        { key: 'fromStage', label: '原阶段', kind: 'enum', options: STUDENT_STAGE_OPTIONS },
        { key: 'toStage', label: '新阶段', kind: 'enum', options: STUDENT_STAGE_OPTIONS },
        { key: 'changeTime', label: '变更时间', kind: 'datetime' },
      ],
    },
    {
      key: 'exams',
      title: '考试成绩',
      columns: [
        { key: 'subject', label: '科目', kind: 'enum', options: LICENCE_SUBJECT_OPTIONS },
        { key: 'examTime', label: '考试时间', kind: 'datetime' },
        { key: 'score', label: '成绩', kind: 'int' },
        { key: 'passed', label: '结果', kind: 'enum', options: EXAM_RESULT_OPTIONS },
      ],
    },
    {
      key: 'timings',
      title: '计时开通',
      columns: [
        { key: 'carType', label: '培训车型', kind: 'carType' },
        { key: 'status', label: '开通状态', kind: 'enum', options: TIMING_OPEN_OPTIONS },
        { key: 'openTime', label: '开通时间', kind: 'datetime' },
      ],
    },
  ],
  orderBy: { key: 'enrolTime', direction: 'desc' },
  // 学员备案's picker: the students not yet filed in the page's category.
  absentIn: [
    {
      key: 'unfiledIn',
      label: '备案车型',
      table: 'bbxc_student_filing',
      refColumn: 'student_id',
      valueColumn: 'car_type',
      softDelete: true,
    },
  ],
};
