import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { channelOrder, channelCouponOrder } from './order';
import { channelBill } from './bill';
import { channelCouponReceive, channelCouponUse } from './coupons';
import { channelClass } from './channelClass';

export {
  ORDER_PAY_STATUS_OPTIONS,
  SETTLE_STATUS_OPTIONS,
  CAIWU_CHECK_OPTIONS,
  ORDER_FIELDS,
  ORDER_TABLE,
} from './order';
export { BILL_STATUS, BILL_STATUS_OPTIONS, BILL_RECREATE_PATH } from './bill';
export { CHANNEL_MANAGE_PATHS, STAFF_ONLY_CHANNEL_ACTIONS, type ChannelIndex } from './manage';
export { channelStatistics } from './channelStatistics';

/**
 * Resources of the channel back office (/channelMgs). Its members are Marketing's
 * `channelMember` (already routed to /channelMgs/channelMgBg/channelMemberMgList).
 */
export const CHANNEL_BACK_RESOURCES: ResourceDef[] = [
  channelOrder,
  channelCouponOrder,
  channelBill,
  channelCouponReceive,
  channelCouponUse,
  channelClass,
];
