/**
 * The 营销管理 area's pages, loaded together as one lazy chunk (`feature-marketing`) the
 * first time any of them opens. `pages.ts` maps routes to these exports.
 */
export { ChannelListPage, ChannelFormPage } from './ChannelPages';
export { ClassListPage } from './ClassListPage';
export { CouponListPage } from './CouponListPage';
export { ExplainPage } from './explain/ExplainPage';
export { CampaignListPage } from './explain/CampaignListPage';
export { TurntableFormPage } from './turntable/TurntableFormPage';
export { PosterListPage, PosterUsedCountPage } from './poster/PosterPages';
export { ChannelCouponPage } from './channelCoupon/ChannelCouponPage';
export { StaffEnrollPage } from './staffEnroll/StaffEnrollPage';
