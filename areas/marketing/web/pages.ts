import { lazyPage } from '@coach/web/kit/lazyPage.ts';
import type { PageMap } from '@coach/web/kit/pageMap.ts';
import { EXPLANATIONS } from './explain/explanations';

/**
 * Pages of their own in the 营销管理 area (chunk `marketing` in routes.tsv), all from `./area`,
 * one lazy chunk (`feature-marketing`): lists with extra buttons or dialogs, the 说明 pages,
 * 大转盘's prize layout, 海报使用统计, 员工招生 and 渠道优惠券. Every other route of the area is
 * its resource or settings definition's page (app/pageRegistry).
 */
const area = () => import('./area');
type Area = Awaited<ReturnType<typeof area>>;
const page = (name: keyof Area) => lazyPage(() => area().then((m) => ({ default: m[name] })), 'feature-marketing');

/** Campaign lists with a 活动说明 button (the coupon list has a page of its own). */
const CAMPAIGN_LISTS = EXPLANATIONS.map((e) => e.listRoute).filter(
  (route) => route !== '/marketings/activities/couponList',
);

export const pages: PageMap = {
  '/marketings/classMgList': page('ClassListPage'),
  '/marketings/activities/couponList': page('CouponListPage'),
  '/marketings/channelMgList': page('ChannelListPage'),
  '/marketings/channelMgModify': page('ChannelFormPage'),
  '/marketings/activities/turntableModify': page('TurntableFormPage'),
  '/marketings/materials/posterListSecond': page('PosterListPage'),
  '/marketings/materials/posterUsedCount': page('PosterUsedCountPage'),
  '/marketings/channelMgCouponList': page('ChannelCouponPage'),
  '/marketings/staffEnroll': page('StaffEnrollPage'),
  ...Object.fromEntries(EXPLANATIONS.map((e) => [e.route, page('ExplainPage')])),
  ...Object.fromEntries(CAMPAIGN_LISTS.map((route) => [route, page('CampaignListPage')])),
};
