import type { ResourceDef } from '@coach/domain/resources/types.ts';

/**
 * 考场账单: one row per coach and billing period (26th to 25th, named after the month it ends
 * in). Each signed-off training adds its hours and coach income here in the same transaction
 * as the wallet credit, so a bill always equals the coach's 训练收入 flows of the period.
 */
export const examroomBill: ResourceDef = {
  name: 'examroomBill',
  title: '考场账单',
  route: '/financials/examplaceBillMg',
  table: 'examroom_bill',
  scope: 'tenant',
  softDelete: false,
  api: { list: '/api/examroom/bill/list', detail: '/api/examroom/bill/detail', export: '/api/examroom/bill/export' },
  fields: [
    { key: 'periodLabel', label: '账期', kind: 'text', readOnly: true, maxLength: 20, search: 'eq', width: 120 },
    { key: 'periodStart', label: '账期开始', kind: 'date', readOnly: true },
    { key: 'periodEnd', label: '账期结束', kind: 'date', readOnly: true },
    { key: 'coachId', label: '教练ID', kind: 'text', readOnly: true, search: 'eq', list: false },
    { key: 'coachName', label: '教练姓名', kind: 'text', readOnly: true, maxLength: 20, search: 'like' },
    { key: 'trainCount', label: '训练次数', kind: 'int', readOnly: true, defaultValue: 0 },
    { key: 'hours', label: '学时', kind: 'int', readOnly: true, defaultValue: 0 },
    { key: 'orderAmount', label: '学员实付(元)', kind: 'money', readOnly: true, defaultValue: 0 },
    { key: 'coachIncome', label: '教练收入(元)', kind: 'money', readOnly: true, defaultValue: 0 },
    { key: 'updateTime', label: '更新时间', kind: 'datetime', readOnly: true, list: false },
  ],
  orderBy: { key: 'periodStart', direction: 'desc' },
};
