import type { FieldDef, ResourceDef } from '@coach/domain/resources/types.ts';
import { createTimeField } from '@coach/domain/resources/common.ts';
import { orgFields } from '@coach/domain/resources/orgFields.ts';
import { BOOKING_CALLS, TIME_DRIVE } from './options';
import { LESSON_SUBJECT_OPTIONS } from '@coach/domain/resources/teaching/lessonOptions.ts';
import { BOOKING_STATUS_FIELD, planClass } from './planClass';
import { studentNameField } from '@coach/domain/resources/student/options.ts';

const booking = `${TIME_DRIVE}/booking`;

const fields: readonly FieldDef[] = [
  { key: 'orderNo', label: '订单编号', kind: 'text', maxLength: 32, readOnly: true, search: 'like', width: 180 },
  {
    key: 'studentId',
    label: '学员',
    kind: 'text',
    maxLength: 20,
    form: 'create',
    required: true,
    list: false,
    export: false,
    detail: false,
    // Practice lessons are for licence students: a qualification, continuing-education,
    // pre-job or safety course has no lessons with a coach (the server refuses them too).
    picker: {
      list: '/api/user/inner/student/v1/list',
      label: 'name',
      labelField: 'studentName',
      params: { carSet: 'licence' },
    },
  },
  studentNameField(),
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
  {
    key: 'planClassId',
    label: '预约时段',
    kind: 'text',
    maxLength: 20,
    form: 'create',
    required: true,
    list: false,
    export: false,
    detail: false,
    search: 'eq',
    picker: { list: planClass.api.list!, label: 'slotLabel', search: 'slotLabel', params: { status: 1 } },
  },
  ...orgFields(),
  {
    key: 'subject',
    label: '科目',
    kind: 'enum',
    options: LESSON_SUBJECT_OPTIONS,
    dict: 'subject',
    readOnly: true,
    search: 'eq',
    width: 80,
  },
  { key: 'startTime', label: '上课时间', kind: 'datetime', readOnly: true, search: 'range', width: 170 },
  { key: 'endTime', label: '下课时间', kind: 'datetime', readOnly: true, width: 170 },
  { key: 'hours', label: '课时', kind: 'int', readOnly: true, width: 70 },
  { key: 'amount', label: '课时金额(元)', kind: 'money', readOnly: true, width: 110 },
  { ...BOOKING_STATUS_FIELD },
  { key: 'returnedHours', label: '退还课时', kind: 'int', readOnly: true, defaultValue: 0, width: 90 },
  { key: 'cancelReason', label: '取消原因', kind: 'text', maxLength: 200, readOnly: true, list: false },
  { key: 'cancelTime', label: '取消时间', kind: 'datetime', readOnly: true, list: false },
  { key: 'finishTime', label: '完成时间', kind: 'datetime', readOnly: true, list: false },
  { ...createTimeField, label: '下单时间', search: undefined },
];

/**
 * 计时订单: lessons booked with a coach's slot, paid with the student's class hours. Staff
 * book for a student (代约: a seat of an open slot that has not started, at most one seat
 * per student and time), sign a lesson off (完成), record a no-show (爽约) or cancel it: a
 * cancellation at least 24 hours ahead returns the hours, a later one consumes them.
 */
export const timeworkOrder: ResourceDef = {
  name: 'timeworkOrder',
  title: '计时订单',
  route: '/timedClass/timeworkOrder',
  detailRoute: '/timedClass/timeworkOrderDetail',
  table: 'bbxc_booking',
  scope: 'tenant',
  softDelete: true,
  org: { school: 'school_id', store: 'store_id' },
  createLabel: '代学员预约',
  api: {
    list: `${booking}/list`,
    detail: `${booking}/detail`,
    export: `${booking}/export`,
    create: BOOKING_CALLS.create,
  },
  orderBy: { key: 'startTime', direction: 'desc' },
  fields,
  transitions: [
    {
      name: 'finish',
      label: '完成',
      path: BOOKING_CALLS.finish,
      field: 'status',
      from: [1],
      to: 2,
      confirm: '确认学员已上完这节课吗？',
      batch: false,
      stamp: 'finishTime',
      since: { field: 'startTime', refusal: '课程尚未开始，不能完成' },
    },
    {
      name: 'noShow',
      label: '爽约',
      path: BOOKING_CALLS.noShow,
      field: 'status',
      from: [1],
      to: 4,
      confirm: '确认学员未到场吗？爽约将扣除本次课时。',
      batch: false,
      danger: true,
      since: { field: 'startTime', refusal: '课程尚未开始，不能记为爽约' },
    },
    {
      name: 'cancel',
      label: '取消预约',
      path: BOOKING_CALLS.cancel,
      field: 'status',
      from: [1],
      to: 3,
      confirm: '确认取消该预约吗？在教学设置规定的时限（默认开课前24小时）前取消将退还课时。',
      batch: false,
      danger: true,
      reason: { key: 'cancelReason', label: '取消原因', maxLength: 200 },
      stamp: 'cancelTime',
    },
  ],
};

/** 预约记录: the same bookings, opened from 排班记录 (a slot's bookings) or 排班统计. */
export const reservationRecord: ResourceDef = {
  ...timeworkOrder,
  name: 'reservationRecord',
  title: '预约记录',
  route: '/timedClass/schedulingStatistics/reservationRecord',
  detailRoute: undefined,
  createLabel: undefined,
  api: { list: `${TIME_DRIVE}/ctlPlanClass/reservationRecord` },
  transitions: undefined,
};
