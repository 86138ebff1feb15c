import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { createTimeField } from '@coach/domain/resources/common.ts';
import { STUDY_COST_SUBJECT_OPTIONS } from './options';

const cost = '/api/classhour/cost/inner/costSetting';

/**
 * 学时费用设置: what opening a student's timing costs, per category and subject, from a date
 * on. Prices are never edited in place: a new price is a new line from its date, so the
 * history stays and an opening uses the price in force on its day (the latest line of each
 * subject whose date has come). An opening costs the prices of the category's subjects.
 */
export const timingCost: ResourceDef = {
  name: 'timingCost',
  title: '学时费用设置',
  route: '/timing/costSetting',
  table: 'bbxc_timing_cost',
  scope: 'tenant',
  softDelete: false,
  api: { list: `${cost}/list`, create: `${cost}/save` },
  orderBy: { key: 'effectiveDate', direction: 'desc' },
  fields: [
    { key: 'carType', label: '培训车型', kind: 'carType', required: true, search: 'eq', width: 130 },
    {
      key: 'subject',
      label: '科目',
      kind: 'enum',
      options: STUDY_COST_SUBJECT_OPTIONS,
      dict: 'subject',
      required: true,
      search: 'eq',
      width: 90,
      defaultValue: 1,
    },
    { key: 'price', label: '学时费用（元/人）', kind: 'money', required: true },
    { key: 'effectiveDate', label: '生效日期', kind: 'date', required: true, search: 'range' },
    { key: 'remark', label: '备注', kind: 'text', maxLength: 200 },
    { key: 'operator', label: '设置人', kind: 'text', maxLength: 50, readOnly: true, width: 100 },
    { ...createTimeField, label: '设置时间', search: undefined },
  ],
};
