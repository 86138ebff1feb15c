import type { BillingKind } from '../../billing';

const base = '/api/bbxc/tenant/inner/channelmanage';

/** The channel back office's own calls (besides those its resource definitions name). */
export const CHANNEL_MANAGE_PATHS = {
  index: `${base}/index`,
  report: `${base}/report`,
  exportReport: `${base}/exportReport`,
  recreate: `${base}/recreate`,
} as const;

/**
 * Actions of the channel area that only platform staff may take (a channel cannot check its
 * own orders for finance nor pay itself out): the server refuses them to channel users, and
 * the channel role is not granted their buttons.
 */
export const STAFF_ONLY_CHANNEL_ACTIONS: readonly string[] = ['caiwuCheck', 'payment'];

/** Period kinds of 渠道统计 (the billing periods: 26th to 25th). */
export const REPORT_KINDS: readonly { value: BillingKind; label: string }[] = [
  { value: 'month', label: '按月' },
  { value: 'quarter', label: '按季度' },
  { value: 'half', label: '按半年' },
  { value: 'year', label: '按年' },
];

/** Answer of `channelmanage/index` (渠道信息). Amounts in yuan with two decimals. */
export interface ChannelIndex {
  channel: {
    id: string;
    name: string;
    account: string | null;
    contactName: string | null;
    contactMobile: string | null;
    address: string | null;
    channelRuleName: string | null;
    disable: number;
    createTime: number;
  };
  memberCount: number;
  orderCount: number;
  paidAmount: string;
  couponCount: number;
  couponReceivedCount: number;
  couponUsedCount: number;
  pendingBillAmount: string;
}

/** One billing period of `channelmanage/report`. */
export interface ChannelReportRow {
  label: string;
  start: number;
  end: number;
  orderCount: number;
  paidCount: number;
  paidAmount: string;
  settledAmount: string;
  newMembers: number;
}

export interface ChannelReport {
  kind: BillingKind;
  rows: ChannelReportRow[];
}
