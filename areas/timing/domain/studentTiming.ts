import { orgFields } from '@coach/domain/resources/orgFields.ts';
import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { STUDENT_TIMING_OPEN_CATEGORIES } from '@coach/domain/categories.ts';
import { studentNameField, studentIdField, TIMING_OPEN_OPTIONS } from '@coach/domain/resources/student/options.ts';

const base = '/api/course/inner/stuTiming/v1';

/**
 * 学员开通 of the 18 categories with timing pages: each student of the category with whether
 * timing is opened for them. 开通 spends the price in force of the category (学时费用设置)
 * from the school's balance in the same transaction as the state change, refused with
 * 余额不足 when the balance cannot cover it; 关闭 stops recording (what was spent stays spent).
 */
export const studentTiming: ResourceDef = {
  name: 'studentTiming',
  title: '学员开通',
  route: `/timing/studentTimingOpen/${STUDENT_TIMING_OPEN_CATEGORIES[0].key}/stuTimingOpen`,
  routes: STUDENT_TIMING_OPEN_CATEGORIES.map((c) => ({
    path: `/timing/studentTimingOpen/${c.key}/stuTimingOpen`,
    params: { carType: c.code },
  })),
  table: 'bbxc_student_timing',
  scope: 'tenant',
  org: { school: 'school_id', store: 'store_id' },
  softDelete: false,
  api: { list: `${base}/list`, detail: `${base}/detail` },
  orderBy: { key: 'createTime', direction: 'desc' },
  fields: [
    studentNameField('学员'),
    studentIdField(),
    { key: 'idCard', label: '身份证号', kind: 'text', maxLength: 18, masked: true, readOnly: true, width: 180 },
    { key: 'mobile', label: '手机号', kind: 'text', maxLength: 11, masked: true, search: 'like', readOnly: true },
    ...orgFields({ coach: false, nameWidths: false }),
    { key: 'carType', label: '培训车型', kind: 'carType', search: 'eq', readOnly: true, width: 130 },
    {
      key: 'status',
      label: '开通状态',
      kind: 'enum',
      options: TIMING_OPEN_OPTIONS,
      search: 'eq',
      readOnly: true,
      width: 90,
    },
    { key: 'openTime', label: '开通时间', kind: 'datetime', search: 'range', readOnly: true },
    { key: 'cost', label: '开通费用（元）', kind: 'money', readOnly: true },
    { key: 'operator', label: '操作人', kind: 'text', maxLength: 50, readOnly: true, width: 100 },
    { key: 'createTime', label: '报名时间', kind: 'datetime', readOnly: true, list: false },
  ],
  transitions: [
    {
      name: 'open',
      label: '开通',
      path: `${base}/open`,
      field: 'status',
      from: [0],
      to: 1,
      confirm: '开通将按学时费用从驾校学时余额中扣费，确认开通选中学员的计时吗？',
      already: '选中的学员均已开通',
      batch: true,
    },
    {
      name: 'close',
      label: '关闭',
      path: `${base}/open`,
      field: 'status',
      from: [1],
      to: 0,
      confirm: '关闭后学员不再记录学时，已扣的学时费用不退回，确认关闭吗？',
      already: '选中的学员均未开通',
      batch: true,
      danger: true,
    },
  ],
};
