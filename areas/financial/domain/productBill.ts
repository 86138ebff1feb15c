import type { Option, ResourceDef } from '@coach/domain/resources/types.ts';
import { createTimeField } from '@coach/domain/resources/common.ts';
import { FIN_BILL_STATUS_OPTIONS, SCHOOL_PERIOD_FIELDS } from '@coach/areas/orders/domain/index.ts';
import { OPENS_STUDENT } from '@coach/domain/resources/student/options.ts';

/** What a value-added product bill is for: VIP memberships, simulator hours, remote timing. */
export const PRODUCT_KIND_OPTIONS: readonly Option[] = [
  { value: 1, label: 'VIP会员' },
  { value: 2, label: '模拟器' },
  { value: 3, label: '远程计时' },
];

const route = '/financials/extraProductBillMg';
const detailRoute = '/financials/extraProductBillMgDetail';

/**
 * 增值产品账单: per school, billing month (26th to 25th) and product, the product orders paid
 * in it as lines (VIP memberships, 模拟器订单, 学时缴费订单), the totals their sums; a month
 * that has ended is settled. The detail page lists the lines.
 */
export const productBill: ResourceDef = {
  name: 'productBill',
  title: '增值产品账单',
  route,
  detailRoute,
  table: 'mall_product_bill',
  scope: 'tenant',
  org: { school: 'school_id' },
  softDelete: false,
  api: {
    list: '/api/point/inner/bill/list',
    detail: '/api/point/inner/bill/detail',
    export: '/api/point/inner/bill/export',
  },
  orderBy: { key: 'periodStart', direction: 'desc' },
  fields: [
    ...SCHOOL_PERIOD_FIELDS,
    {
      key: 'productKind',
      label: '产品',
      kind: 'enum',
      options: PRODUCT_KIND_OPTIONS,
      search: 'eq',
      readOnly: true,
      defaultValue: 1,
      width: 90,
    },
    { key: 'orderCount', label: '订单笔数', kind: 'int', readOnly: true, width: 90 },
    { key: 'amount', label: '账单金额(元)', kind: 'money', readOnly: true },
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
        { key: 'orderNo', label: '订单编号', kind: 'text', width: 180 },
        { key: 'productName', label: '产品', kind: 'text', width: 150 },
        // The detail answers each line's student (kept from the product order) as `studentId`.
        { key: 'studentName', label: '学员姓名', kind: 'text', width: 90, opens: OPENS_STUDENT },
        { key: 'amount', label: '金额(元)', kind: 'money', width: 110 },
        { key: 'occurTime', label: '支付时间', kind: 'datetime', width: 170 },
      ],
    },
  ],
};

/** VIP账单: the VIP membership bills alone, at the mall's calls (a tab of the same page). */
export const vipBill: ResourceDef = {
  ...productBill,
  name: 'vipBill',
  title: 'VIP账单',
  part: 'vip',
  subset: [{ key: 'productKind', is: 1 }],
  api: {
    list: '/api/mall/inner/vipBill/queryPage',
    detail: '/api/mall/inner/vipBill/getDetails',
    export: '/api/mall/inner/vipBill/export',
  },
  fields: productBill.fields.map((f) => (f.key === 'productKind' ? { ...f, search: undefined, list: false } : f)),
};
