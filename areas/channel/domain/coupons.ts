import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { couponReceived } from '@coach/areas/marketing/domain/index.ts';

const base = '/api/bbxc/tenant/inner/channelmanage';

/**
 * The channel's coupons as its students received them (渠道优惠券领取明细) and used them
 * (使用明细 = received coupons written off, status 1 已核销): the received-coupon rows of
 * Marketing seen through the channel, so both pages read one table.
 */
const channelFields = couponReceived.fields.filter((f) => f.key !== 'channelId' && f.key !== 'couponId');

export const channelCouponReceive: ResourceDef = {
  ...couponReceived,
  name: 'channelCouponReceive',
  title: '渠道优惠券领取明细',
  route: '/channelMgs/channelMgBg/channelCouponReceiveDetail',
  scope: 'channel',
  subset: [{ key: 'channelId', is: 'notNull' }],
  // The channel reads its coupons; 核销 is the store's (Marketing's list).
  transitions: undefined,
  api: { list: `${base}/couponReceiveList`, export: `${base}/exportCouponReceiveList` },
  fields: channelFields,
};

export const channelCouponUse: ResourceDef = {
  ...couponReceived,
  name: 'channelCouponUse',
  title: '渠道优惠券使用明细',
  route: '/channelMgs/channelMgBg/channelCouponUseDetail',
  scope: 'channel',
  subset: [
    { key: 'channelId', is: 'notNull' },
    { key: 'status', is: 1 },
  ],
  transitions: undefined,
  api: { list: `${base}/couponUseList`, export: `${base}/exportCouponUseList` },
  fields: channelFields.filter((f) => f.key !== 'status'),
  orderBy: { key: 'useTime', direction: 'desc' },
};
