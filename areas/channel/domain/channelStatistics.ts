import { CHANNEL_MANAGE_PATHS } from './manage';
import type { ReportDef } from '@coach/domain/reports/types.ts';

/**
 * 渠道统计: per billing period (26th to 25th) of one channel, orders placed, orders paid and
 * their amount (by pay time), the amount settled (what its bills sum, by settle time) and the
 * members who joined.
 */
export const channelStatistics: ReportDef = {
  name: 'channelStatistics',
  title: '渠道统计',
  routes: [{ path: '/channelMgs/channelMgBg/channelStatistics' }],
  api: { stat: CHANNEL_MANAGE_PATHS.report, export: CHANNEL_MANAGE_PATHS.exportReport },
  fileName: '渠道统计',
  scope: 'channel',
  period: {
    kinds: ['billingMonth', 'billingQuarter', 'billingHalf', 'billingYear'],
    default: 'billingMonth',
    defaultCount: { billingMonth: 12, billingQuarter: 8, billingHalf: 6, billingYear: 3 },
  },
  sources: [
    { key: 'orders', table: 'bbxc_order', channel: true, softDelete: true },
    { key: 'members', table: 'bbxc_channel_member', channel: true, softDelete: true },
  ],
  dimensions: [{ key: 'period', label: '周期', kind: 'period' }],
  measures: [
    {
      key: 'orderCount',
      label: '订单数',
      source: 'orders',
      agg: 'count',
      date: 'create_time',
      format: 'int',
      unit: '单',
    },
    {
      key: 'paidCount',
      label: '支付订单数',
      source: 'orders',
      agg: 'count',
      date: 'pay_time',
      where: [{ column: 'pay_status', is: 1 }],
      format: 'int',
      unit: '单',
    },
    {
      key: 'paidAmount',
      label: '营收金额',
      source: 'orders',
      agg: 'sum',
      column: 'paid_amount',
      date: 'pay_time',
      where: [{ column: 'pay_status', is: 1 }],
      format: 'money',
      unit: '元',
    },
    {
      key: 'settledAmount',
      label: '结算金额',
      source: 'orders',
      agg: 'sum',
      column: 'paid_amount',
      date: 'settle_time',
      where: [{ column: 'settle_status', is: 1 }],
      format: 'money',
      unit: '元',
    },
    {
      key: 'newMembers',
      label: '新增成员',
      source: 'members',
      agg: 'count',
      date: 'create_time',
      format: 'int',
      unit: '人',
    },
  ],
  charts: [
    {
      key: 'orders',
      title: '订单与成员',
      type: 'bar',
      measures: ['orderCount', 'paidCount', 'newMembers'],
      lines: ['newMembers'],
    },
    { key: 'revenue', title: '营收', type: 'line', measures: ['paidAmount', 'settledAmount'] },
  ],
  note: '结算周期：每月26日至次月25日',
};
