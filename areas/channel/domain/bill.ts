import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { createTimeField } from '@coach/domain/resources/common.ts';

/** domain.md: channel bill 0 待确认, 1 已确认, 2 已打款. */
export const BILL_STATUS_OPTIONS = [
  { value: 0, label: '待确认', tone: 'warning' },
  { value: 1, label: '已确认', tone: 'success' },
  { value: 2, label: '已打款', tone: 'success' },
] as const;

export const BILL_STATUS = { pending: 0, confirmed: 1, paid: 2 } as const;

const base = '/api/bbxc/tenant/inner/channelmanage';

/** Path of 重新生成 (recreate the current billing month's bill while it is 待确认). */
export const BILL_RECREATE_PATH = `${base}/recreate`;

/**
 * A channel's bill of one billing month (26th 00:00 to the 25th 23:59:59 Asia/Shanghai,
 * `billingPeriod` of the domain): the count and paid amounts of the channel's orders settled
 * in the period, and the commission its channel rule gives (rate % of the amount, rounded to
 * the fen, or a fixed amount per order). One bill per channel and month; `recreate`
 * recomputes the current month's while it is 待确认; 确认 0->1 (channel or staff), 打款 1->2
 * (platform staff only).
 */
export const channelBill: ResourceDef = {
  name: 'channelBill',
  title: '渠道账单',
  route: '/channelMgs/channelMgBg/BillMg',
  table: 'bbxc_channel_bill',
  scope: 'channel',
  softDelete: false,
  api: { list: `${base}/billList`, export: `${base}/exportBill` },
  fields: [
    { key: 'periodLabel', label: '账期', kind: 'text', maxLength: 20, readOnly: true, width: 110 },
    { key: 'periodYear', label: '年份', kind: 'int', readOnly: true, search: 'eq', list: false, export: false },
    { key: 'periodMonth', label: '月份', kind: 'int', readOnly: true, list: false, export: false },
    { key: 'periodStart', label: '账期开始', kind: 'datetime', readOnly: true, width: 170 },
    { key: 'periodEnd', label: '账期结束', kind: 'datetime', readOnly: true, width: 170 },
    { key: 'orderCount', label: '结算订单数', kind: 'int', readOnly: true },
    { key: 'orderAmount', label: '结算金额(元)', kind: 'money', readOnly: true },
    { key: 'commissionAmount', label: '佣金金额(元)', kind: 'money', readOnly: true },
    {
      key: 'status',
      label: '账单状态',
      kind: 'enum',
      options: BILL_STATUS_OPTIONS,
      dict: 'channel_bill_status',
      readOnly: true,
      search: 'eq',
      defaultValue: 0,
      width: 90,
    },
    { key: 'confirmTime', label: '确认时间', kind: 'datetime', readOnly: true, width: 170 },
    { key: 'payTime', label: '打款时间', kind: 'datetime', readOnly: true, width: 170 },
    { ...createTimeField, label: '生成时间', search: undefined },
  ],
  transitions: [
    {
      name: 'confirm',
      label: '确认',
      path: `${base}/confirm`,
      field: 'status',
      from: [0],
      to: 1,
      confirm: '确认后账单不能再重新生成，是否继续?',
      batch: false,
    },
    {
      name: 'payment',
      label: '打款',
      path: `${base}/payment`,
      field: 'status',
      from: [1],
      to: 2,
      confirm: '确认已向渠道打款吗?',
      batch: false,
    },
  ],
  actions: [{ name: 'recreate', label: '重新生成本月账单' }],
  orderBy: { key: 'periodStart', direction: 'desc' },
};
