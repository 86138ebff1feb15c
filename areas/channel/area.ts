import { defineArea } from '@coach/domain/areas/defineArea.ts';
import { CHANNEL_BACK_RESOURCES, channelStatistics } from './domain';

/**
 * 渠道后台 (/channelMgs): what a channel's own users see, its overview, orders and coupon orders,
 * its classes and coupons (marketing's, narrowed to the channel), its monthly bills and 渠道统计.
 * Its members are marketing's channelMember.
 */
export const channel = defineArea({
  name: 'channel',
  title: '渠道后台',
  resources: CHANNEL_BACK_RESOURCES,
  reports: [channelStatistics],
});
