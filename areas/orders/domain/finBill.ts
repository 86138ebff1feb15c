import type { FieldDef, Option, ResourceDef } from '@coach/domain/resources/types.ts';
import { createTimeField } from '@coach/domain/resources/common.ts';
import { SCHOOL_SELECTOR } from '@coach/domain/resources/school/options.ts';
import { REFUND_ADJUSTMENT_OPTIONS } from './refund';
import { OPENS_STUDENT } from '@coach/domain/resources/student/options.ts';

/** A school's bill: 未结算 while its billing period runs, 已结算 once closed (never changed again). */
export const BILL_OPEN = 0;
export const BILL_SETTLED = 1;
export const FIN_BILL_STATUS_OPTIONS: readonly Option[] = [
  { value: BILL_OPEN, label: '未结算', tone: 'processing' },
  { value: BILL_SETTLED, label: '已结算', tone: 'success' },
];

export const FIN_BILL_LINE_TYPE_OPTIONS: readonly Option[] = [
  { value: 1, label: '订单' },
  { value: 2, label: '退款' },
];

const base = '/api/bbxc/order/inner/finBilling/v1';

/** Whose bill and for which billing month: the columns every school bill starts with. */
export const SCHOOL_PERIOD_FIELDS: readonly FieldDef[] = [
  { key: 'periodLabel', label: '账期', kind: 'text', maxLength: 20, readOnly: true, width: 100 },
  { key: 'periodYear', label: '账期年份', kind: 'int', readOnly: true, list: false, export: false, detail: false },
  { key: 'periodMonth', label: '账期月份', kind: 'int', readOnly: true, list: false, export: false, detail: false },
  { key: 'periodStart', label: '账期开始', kind: 'datetime', readOnly: true, search: 'range', width: 170 },
  { key: 'periodEnd', label: '账期结束', kind: 'datetime', readOnly: true, width: 170 },
  {
    key: 'schoolId',
    label: '驾校',
    kind: 'text',
    maxLength: 20,
    search: 'eq',
    readOnly: true,
    list: false,
    export: false,
    detail: false,
    selector: SCHOOL_SELECTOR,
  },
  { key: 'schoolName', label: '驾校', kind: 'text', maxLength: 50, readOnly: true },
];

/**
 * 财务账单: per school and billing period (26th to 25th, spec section 9) the enrolment orders
 * paid and the refunds paid back in it, as lines; the totals are the sums of the lines. A
 * refund of an order whose bill is already settled is a line of the bill of the period it is
 * paid back in (账单调整), so a settled bill never changes.
 */
export const finBill: ResourceDef = {
  name: 'finBill',
  title: '财务账单',
  route: '/orders/finBillingMgList',
  table: 'bbxc_fin_bill',
  scope: 'tenant',
  org: { school: 'school_id' },
  softDelete: false,
  api: { list: `${base}/list`, detail: `${base}/detail`, export: `${base}/export` },
  orderBy: { key: 'periodStart', direction: 'desc' },
  fields: [
    ...SCHOOL_PERIOD_FIELDS,
    { key: 'orderCount', label: '订单笔数', kind: 'int', readOnly: true, width: 90 },
    { key: 'orderAmount', label: '订单金额(元)', kind: 'money', readOnly: true },
    { key: 'refundCount', label: '退款笔数', kind: 'int', readOnly: true, width: 90 },
    { key: 'refundAmount', label: '退款金额(元)', kind: 'money', readOnly: true },
    { key: 'adjustAmount', label: '其中调整(元)', kind: 'money', readOnly: true },
    { key: 'netAmount', label: '应结金额(元)', kind: 'money', readOnly: true },
    {
      key: 'status',
      label: '结算状态',
      kind: 'enum',
      options: FIN_BILL_STATUS_OPTIONS,
      search: 'eq',
      readOnly: true,
      defaultValue: 0,
      width: 90,
    },
    { key: 'settleTime', label: '结算时间', kind: 'datetime', readOnly: true, width: 170 },
    { ...createTimeField, label: '生成时间', list: false, search: undefined },
  ],
  detailTables: [
    {
      key: 'lines',
      title: '账单明细',
      columns: [
        { key: 'lineType', label: '类型', kind: 'enum', options: FIN_BILL_LINE_TYPE_OPTIONS, width: 72 },
        { key: 'orderNo', label: '订单编号', kind: 'text', width: 190 },
        { key: 'refundNo', label: '退款单号', kind: 'text', width: 190 },
        // The detail answers each line's student (through its order) as `studentId`.
        { key: 'studentName', label: '学员姓名', kind: 'text', width: 90, opens: OPENS_STUDENT },
        { key: 'amount', label: '金额(元)', kind: 'money', width: 110 },
        { key: 'occurTime', label: '发生时间', kind: 'datetime', width: 170 },
        { key: 'adjustment', label: '账单调整', kind: 'enum', options: REFUND_ADJUSTMENT_OPTIONS, width: 90 },
      ],
    },
  ],
};
