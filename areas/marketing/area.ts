import { defineArea } from '@coach/domain/areas/defineArea.ts';
import { MARKETING_RESOURCES, MARKETING_SETTINGS } from './domain';

/**
 * 营销管理: channels and their members, recruitment classes (招生班型), campaigns (coupons,
 * seckill, group buying, assists, the turntable), materials and posters, information items and
 * the student app's site (banners, agreements, about us, common problems, home page settings).
 * The channel back office (/channelMgs) reads its classes and coupons.
 */
export const marketing = defineArea({
  name: 'marketing',
  title: '营销管理',
  resources: MARKETING_RESOURCES,
  settings: MARKETING_SETTINGS,
});
