import { lazyPage } from '../../kit/lazyPage';
import type { PageMap } from '../../kit/pageMap';
import { EXPLANATIONS } from './explain/explanations';

/**
 * Pages of the 营销管理 area (chunk `marketing` in routes.tsv), all from `./area`, one lazy
 * chunk (`feature-marketing`). Most routes show the kit's `DefinedPage`, which reads the route's
 * resource or settings definition (list, form page or settings form); a few lists have pages
 * of their own for their extra buttons. Routes not listed here (the 说明 explanation pages,
 * 海报详情/使用统计, 员工招生, 渠道优惠券, 资讯库详情) show the 建设中 placeholder.
 */
const area = () => import('./area');
type Area = Awaited<ReturnType<typeof area>>;
const page = (name: keyof Area) => lazyPage(() => area().then((m) => ({ default: m[name] })), 'feature-marketing');

const generic = page('DefinedPage');

/** Campaign lists with a 活动说明 button (the coupon list has a page of its own). */
const CAMPAIGN_LISTS = EXPLANATIONS.map((e) => e.listRoute).filter((route) => route !== '/marketings/activities/couponList');

/** Routes shown by the generic page: their definition decides what it is. */
export const GENERIC_ROUTES = [
  '/marketings/classMgModify',
  '/marketings/regGuide',
  '/marketings/regGuideModify',
  '/marketings/activities/couponModify',
  '/marketings/activities/couponReceivedList',
  '/marketings/activities/secsKillModify',
  '/marketings/activities/groupBuyModify',
  '/marketings/activities/bargainMgModify',
  '/marketings/activities/bargainPeopleList',
  '/marketings/materials/materialList',
  '/marketings/materials/posterModify',
  '/marketings/ruleMgMgList',
  '/marketings/infoItemMgList',
  '/marketings/infoCateList',
  '/marketings/infoLibrary',
  '/marketings/infoLibraryModify',
  '/marketings/infoLibraryDetail',
  '/marketings/materials/posterDetail',
  '/marketings/advertiseMgList',
  '/marketings/webSetting',
  '/marketings/agreementList',
  '/marketings/aboutUs',
  '/marketings/signProcess',
  '/marketings/commonProblem',
  '/marketings/indexSetting',
  '/marketings/baiduSq',
] as const;

export const pages: PageMap = {
  ...Object.fromEntries(GENERIC_ROUTES.map((route) => [route, generic])),
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
