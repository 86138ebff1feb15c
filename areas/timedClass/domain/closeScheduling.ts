import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { COACH_SELECTOR, SCHOOL_SELECTOR } from '@coach/domain/resources/school/options.ts';
import { rules } from '@coach/domain/rules/index.ts';
import { CLOSE_RECORD_STATUS_OPTIONS, TIME_DRIVE } from './options';
import { OPENS_STUDENT } from '@coach/domain/resources/student/options.ts';

const close = `${TIME_DRIVE}/closePlanClassRecord`;

/**
 * 关闭排班: a coach's slots from one day to another are closed (leave, a car in repair) with
 * a reason. The slots not yet started close; their bookings end as 排班关闭, the students get
 * their hours back and a notice (shown in the record's detail). 撤销 opens the closed slots
 * that have not started again (the cancelled bookings stay cancelled).
 */
export const closeScheduling: ResourceDef = {
  name: 'closeScheduling',
  title: '关闭排班',
  route: '/timedClass/closeScheduling',
  table: 'bbxc_close_plan_record',
  scope: 'tenant',
  softDelete: true,
  org: { school: 'school_id', store: 'store_id' },
  createLabel: '关闭排班',
  api: { list: `${close}/list`, create: `${close}/save`, detail: `${close}/detail` },
  orderBy: { key: 'createTime', direction: 'desc' },
  fields: [
    {
      key: 'schoolId',
      label: '驾校',
      kind: 'text',
      maxLength: 20,
      required: true,
      form: 'create',
      search: 'eq',
      list: false,
      export: false,
      detail: false,
      selector: SCHOOL_SELECTOR,
    },
    { key: 'schoolName', label: '驾校', kind: 'text', maxLength: 50, readOnly: true, width: 150 },
    { key: 'storeName', label: '门店', kind: 'text', maxLength: 50, readOnly: true, width: 130 },
    {
      key: 'storeId',
      label: '门店',
      kind: 'text',
      maxLength: 20,
      readOnly: true,
      list: false,
      export: false,
      detail: false,
    },
    // Chosen within the school: coaches of two schools may share a name.
    {
      key: 'coachId',
      label: '教练',
      kind: 'text',
      maxLength: 20,
      required: true,
      form: 'create',
      search: 'eq',
      list: false,
      export: false,
      detail: false,
      selector: COACH_SELECTOR,
      selectorParent: 'schoolId',
    },
    { key: 'coachName', label: '教练', kind: 'text', maxLength: 20, readOnly: true, width: 90 },
    { key: 'startDate', label: '开始日期', kind: 'date', required: true, form: 'create', width: 110 },
    { key: 'endDate', label: '结束日期', kind: 'date', required: true, form: 'create', width: 110 },
    {
      key: 'reason',
      label: '关闭原因',
      kind: 'text',
      required: true,
      form: 'create',
      maxLength: 200,
      rules: [rules.notAllSpaces],
      width: 200,
    },
    { key: 'closedSlots', label: '关闭时段数', kind: 'int', readOnly: true, defaultValue: 0, width: 100 },
    { key: 'cancelledBookings', label: '取消预约数', kind: 'int', readOnly: true, defaultValue: 0, width: 100 },
    {
      key: 'status',
      label: '状态',
      kind: 'enum',
      options: CLOSE_RECORD_STATUS_OPTIONS,
      readOnly: true,
      search: 'eq',
      defaultValue: 1,
      width: 90,
    },
    { key: 'createTime', label: '操作时间', kind: 'datetime', readOnly: true, search: 'range', width: 170 },
  ],
  transitions: [
    {
      name: 'cancel',
      label: '撤销',
      path: `${close}/cancel`,
      field: 'status',
      from: [1],
      to: 2,
      confirm: '撤销后尚未开始的时段将重新开放预约，已取消的预约不会恢复。确认撤销吗？',
      batch: false,
    },
  ],
  detailTables: [
    {
      key: 'notices',
      title: '已通知学员',
      columns: [
        { key: 'studentName', label: '学员', kind: 'text', opens: OPENS_STUDENT },
        { key: 'orderNo', label: '计时订单', kind: 'text' },
        { key: 'returnedHours', label: '退还课时', kind: 'int' },
        { key: 'content', label: '通知内容', kind: 'text' },
        { key: 'createTime', label: '通知时间', kind: 'datetime' },
      ],
    },
  ],
};
