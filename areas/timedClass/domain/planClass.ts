import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { LESSON_SUBJECT_OPTIONS } from '@coach/domain/resources/teaching/lessonOptions.ts';
import { orgFields } from '@coach/domain/resources/orgFields.ts';
import { BOOKING_STATUS_OPTIONS, PLAN_CLASS_STATUS_OPTIONS, TIME_DRIVE } from './options';

const plan = `${TIME_DRIVE}/ctlPlanClass`;

/**
 * 排班记录: the slots of the coaches' timetables (排班统计's rows open it). A slot has seats
 * (students riding along in one car), takes bookings until they are taken or it starts, and
 * is closed by 关闭排班. `slotLabel` (coach, day, time) names it in pickers.
 */
export const planClass: ResourceDef = {
  name: 'planClass',
  title: '排班记录',
  route: '/timedClass/schedulingStatistics/schedulingRecord',
  table: 'bbxc_plan_class',
  scope: 'tenant',
  softDelete: true,
  org: { school: 'school_id', store: 'store_id' },
  api: { list: `${plan}/schedulingRecord` },
  orderBy: { key: 'startTime', direction: 'desc' },
  links: [
    { label: '预约记录', route: '/timedClass/schedulingStatistics/reservationRecord', query: { planClassId: 'id' } },
  ],
  fields: [
    {
      key: 'slotLabel',
      label: '排班',
      kind: 'text',
      maxLength: 60,
      readOnly: true,
      search: 'like',
      list: false,
      export: false,
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
    { key: 'startTime', label: '开始时间', kind: 'datetime', readOnly: true, search: 'range', width: 170 },
    { key: 'endTime', label: '结束时间', kind: 'datetime', readOnly: true, width: 170 },
    { key: 'hours', label: '课时', kind: 'int', readOnly: true, width: 70 },
    { key: 'hourPrice', label: '课时单价(元)', kind: 'money', readOnly: true, width: 110 },
    { key: 'seats', label: '名额', kind: 'int', readOnly: true, width: 70 },
    { key: 'booked', label: '已约', kind: 'int', readOnly: true, width: 70 },
    {
      key: 'status',
      label: '状态',
      kind: 'enum',
      options: PLAN_CLASS_STATUS_OPTIONS,
      readOnly: true,
      search: 'eq',
      defaultValue: 1,
      width: 80,
    },
    { key: 'closeReason', label: '关闭原因', kind: 'text', maxLength: 200, readOnly: true, list: false },
  ],
};

/** Fields of a booking shared by 计时订单 and 预约记录. */
export const BOOKING_STATUS_FIELD = {
  key: 'status',
  label: '预约状态',
  kind: 'enum',
  options: BOOKING_STATUS_OPTIONS,
  readOnly: true,
  search: 'eq',
  defaultValue: 1,
  width: 90,
} as const;
