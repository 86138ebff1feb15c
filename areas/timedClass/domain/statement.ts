import type { FieldDef, ResourceDef } from '@coach/domain/resources/types.ts';
import { orgFields } from '@coach/domain/resources/orgFields.ts';
import { COACH_SHARE_PERCENT, STATEMENT_LINE_KIND_OPTIONS, STATEMENT_STATUS_OPTIONS, TIME_DRIVE } from './options';
import { studentNameField, studentIdField } from '@coach/domain/resources/student/options.ts';

const booking = `${TIME_DRIVE}/booking`;
const TOTAL_INCOME_ROUTE = '/timedClass/statementList/totalIncome';
const SETTLEMENT_ROUTE = '/timedClass/statementList/settlementAmount';

/**
 * 结算单: a coach's lessons of one billing period (26th to 25th). Each lesson taken or
 * forfeited is a line (its income, the coach's share of it); the statement's figures are the
 * sums of its lines. Once the period has ended the statement is 已确认 and never changes: a
 * lesson of that period signed off later goes to the coach's open statement as 上期更正.
 */
export const coachStatement: ResourceDef = {
  name: 'coachStatement',
  title: '结算单',
  route: '/timedClass/statementList',
  table: 'bbxc_coach_statement',
  scope: 'tenant',
  softDelete: false,
  org: { school: 'school_id', store: 'store_id' },
  api: { list: `${booking}/settlementList`, export: `${booking}/exportSettlement` },
  orderBy: { key: 'periodStart', direction: 'desc' },
  links: [
    { label: '总收入明细', route: TOTAL_INCOME_ROUTE, query: { statementNo: 'statementNo' } },
    { label: '结算金额明细', route: SETTLEMENT_ROUTE, query: { statementNo: 'statementNo' } },
  ],
  fields: [
    { key: 'statementNo', label: '结算单号', kind: 'text', maxLength: 32, readOnly: true, search: 'like', width: 170 },
    { key: 'periodLabel', label: '账期', kind: 'text', maxLength: 40, readOnly: true, width: 190 },
    { key: 'periodStart', label: '账期开始', kind: 'datetime', readOnly: true, search: 'range', list: false },
    {
      key: 'periodEnd',
      label: '账期结束',
      kind: 'datetime',
      readOnly: true,
      list: false,
      detail: false,
      export: false,
    },
    ...orgFields(),
    { key: 'lessons', label: '课程数', kind: 'int', readOnly: true, width: 80 },
    { key: 'hours', label: '课时', kind: 'int', readOnly: true, width: 70 },
    { key: 'totalIncome', label: '总收入(元)', kind: 'money', readOnly: true, width: 110 },
    { key: 'settlementAmount', label: `结算金额(元)`, kind: 'money', readOnly: true, width: 120 },
    // Confirmed when the period has ended: time alone confirms it, so reading never writes.
    {
      key: 'status',
      label: '状态',
      kind: 'enum',
      options: STATEMENT_STATUS_OPTIONS,
      readOnly: true,
      search: 'eq',
      defaultValue: 1,
      width: 90,
      lapse: { after: 'periodEnd', from: 1, to: 2 },
    },
  ],
};

const lineFields = (amount: FieldDef): readonly FieldDef[] => [
  { key: 'statementNo', label: '结算单号', kind: 'text', maxLength: 32, readOnly: true, search: 'eq', width: 170 },
  { key: 'orderNo', label: '计时订单', kind: 'text', maxLength: 32, readOnly: true, search: 'like', width: 180 },
  studentNameField(),
  // A line names its student through the lesson booked (`booking_id`, a column of the line table).
  studentIdField({ lookup: { table: 'bbxc_booking', via: 'booking_id', column: 'student_id' } }),
  { key: 'coachName', label: '教练', kind: 'text', maxLength: 20, readOnly: true, width: 90 },
  { key: 'lessonTime', label: '上课时间', kind: 'datetime', readOnly: true, search: 'range', width: 170 },
  { key: 'hours', label: '课时', kind: 'int', readOnly: true, width: 70 },
  {
    key: 'kind',
    label: '类型',
    kind: 'enum',
    options: STATEMENT_LINE_KIND_OPTIONS,
    readOnly: true,
    search: 'eq',
    width: 90,
  },
  amount,
];

const lineBase = {
  table: 'bbxc_coach_statement_line',
  scope: 'tenant',
  softDelete: false,
  org: { school: 'school_id', store: 'store_id' },
  orderBy: { key: 'lessonTime', direction: 'asc' },
} as const;

/** 总收入明细: the lines of a statement with their income; their 合计 is the statement's 总收入. */
export const statementIncomeLine: ResourceDef = {
  ...lineBase,
  name: 'statementIncomeLine',
  title: '总收入明细',
  route: TOTAL_INCOME_ROUTE,
  api: { list: `${booking}/totalIncome` },
  listTotals: ['income'],
  fields: lineFields({ key: 'income', label: '收入(元)', kind: 'money', readOnly: true, width: 110 }),
};

/** 结算金额明细: the same lines with the coach's share of each; their 合计 is the 结算金额. */
export const statementSettlementLine: ResourceDef = {
  ...lineBase,
  name: 'statementSettlementLine',
  title: '结算金额明细',
  route: SETTLEMENT_ROUTE,
  api: { list: `${booking}/settlementAmount` },
  listTotals: ['settlement'],
  fields: [
    ...lineFields({ key: 'income', label: '收入(元)', kind: 'money', readOnly: true, width: 110 }),
    { key: 'settlement', label: `结算金额(元，${COACH_SHARE_PERCENT}%)`, kind: 'money', readOnly: true, width: 150 },
  ],
};
