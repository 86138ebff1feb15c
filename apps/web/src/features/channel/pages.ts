import { lazyPage } from '../../kit/lazyPage';
import type { PageMap } from '../../kit/pageMap';

/**
 * Pages of the 渠道后台 area (chunk `channel` in routes.tsv), all from `./area`, one lazy
 * chunk (`feature-channel`). Members, orders, coupon orders and the two coupon detail lists
 * and 渠道统计 (a report definition) are the kit's `DefinedPage`; the overview, classes and
 * bills have pages of their own. Every call carries `bbxc-channel-id` (http client).
 */
const area = () => import('./area');
type Area = Awaited<ReturnType<typeof area>>;
const page = (name: keyof Area) => lazyPage(() => area().then((m) => ({ default: m[name] })), 'feature-channel');

const generic = page('DefinedPage');

export const GENERIC_ROUTES = [
  '/channelMgs/channelMgBg/channelCouponReceiveDetail',
  '/channelMgs/channelMgBg/channelCouponUseDetail',
  '/channelMgs/channelMgBg/channelMemberMgList',
  '/channelMgs/channelMgBg/channelOrderMgList',
  '/channelMgs/channelMgBg/channelCouponOrderMgList',
  '/channelMgs/channelMgBg/channelStatistics',
] as const;

export const pages: PageMap = {
  ...Object.fromEntries(GENERIC_ROUTES.map((route) => [route, generic])),
  '/channelMgs/channelMgBg/channelMgBgInfo': page('ChannelInfoPage'),
  '/channelMgs/channelMgBg/classMgChannelList': page('ChannelClassPage'),
  '/channelMgs/channelMgBg/BillMg': page('BillPage'),
};
