import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { createTimeField, saveUpdateApi } from '@coach/domain/resources/common.ts';
import { rules } from '@coach/domain/rules/index.ts';
import { EXAM_SUBJECT_OPTIONS } from './options';

/**
 * 价格设置: what a student pays per class hour (学时) of exam-room training for a car category
 * and subject, and the coach's pay per hour credited to the coach's wallet when a training is
 * signed off. One live price per car category and subject; the coach's pay never exceeds the price.
 */
export const examroomPriceSetting: ResourceDef = {
  name: 'examroomPriceSetting',
  title: '价格设置',
  route: '/operates/printSetting',
  formRoute: '/operates/printSetting/printAdd',
  table: 'examroom_price_setting',
  scope: 'tenant',
  softDelete: true,
  api: saveUpdateApi('/api/examroom/priceSetting'),
  fields: [
    {
      key: 'settingName',
      label: '价格名称',
      kind: 'text',
      required: true,
      maxLength: 30,
      search: 'like',
      rules: [rules.notAllSpaces],
      sensitive: true,
    },
    { key: 'carType', label: '准驾车型', kind: 'carType', required: true, search: 'eq', defaultValue: 1 },
    {
      key: 'subject',
      label: '训练科目',
      kind: 'enum',
      required: true,
      options: EXAM_SUBJECT_OPTIONS,
      dict: 'subject',
      search: 'eq',
      defaultValue: 2,
    },
    {
      key: 'unitPrice',
      label: '学时单价(元)',
      kind: 'money',
      required: true,
      rules: [rules.decimal, rules.positiveOnly],
    },
    { key: 'coachPrice', label: '教练课酬(元)', kind: 'money', required: true, rules: [rules.decimal] },
    { key: 'minHours', label: '起订学时', kind: 'int', required: true, rules: [rules.int1to100], defaultValue: 1 },
    { key: 'remark', label: '备注', kind: 'textarea', maxLength: 200, sensitive: true },
    createTimeField,
  ],
  orderBy: { key: 'createTime', direction: 'desc' },
};
