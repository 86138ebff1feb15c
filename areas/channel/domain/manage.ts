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
