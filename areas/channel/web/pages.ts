import { lazyPage } from '@coach/web/kit/lazyPage.ts';
import type { PageMap } from '@coach/web/kit/pageMap.ts';

/**
 * Pages of their own in the 渠道后台 area (chunk `channel` in routes.tsv), from `./area`, one
 * lazy chunk (`feature-channel`): the overview, classes and bills. Members, orders, coupon
 * orders, the two coupon detail lists and 渠道统计 are their definitions' pages
 * (app/pageRegistry). Every call carries `bbxc-channel-id` (http client).
 */
const area = () => import('./area');
type Area = Awaited<ReturnType<typeof area>>;
const page = (name: keyof Area) => lazyPage(() => area().then((m) => ({ default: m[name] })), 'feature-channel');

export const pages: PageMap = {
  '/channelMgs/channelMgBg/channelMgBgInfo': page('ChannelInfoPage'),
  '/channelMgs/channelMgBg/classMgChannelList': page('ChannelClassPage'),
  '/channelMgs/channelMgBg/BillMg': page('BillPage'),
};
