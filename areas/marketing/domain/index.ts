import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { channel } from './channel';
import { channelRule } from './channelRule';
import { channelMember } from './channelMember';
import { zsclass } from './zsclass';
import { coupon, couponReceived } from './coupon';
import { secKill } from './secKill';
import { groupBuy } from './groupBuy';
import { assist, assistLaunch } from './assist';
import { turntable } from './turntable';
import { enrollPoster, material, regGuide } from './content';
import { infoCate, infoItem, infoLibrary } from './info';
import { aboutUs, agreement, banner, commonProblem } from './site';
import { staffPoster } from './staffPoster';

// Marketing's public surface: what other areas (their classes, coupons and orders pick or show
// marketing's rows), the engine's tests and the e2e suite may use.
export * from './options';
export * from './settings';
export { CLASS_PICKER } from './campaignFields';
export { COMMISSION_TYPE_OPTIONS } from './channelRule';
export { MEMBER_TYPE_OPTIONS } from './channelMember';
export { zsclass, CLASS_TYPE_OPTIONS, INSTALMENT_OPEN, MAX_INSTALMENT_PERIODS } from './zsclass';
export { couponReceived, COUPON_TYPE_OPTIONS, CLASS_SCOPE_OPTIONS, COUPON_WRITE_OFF } from './coupon';
export { SECKILL_PURCHASE_PATH } from './secKill';
export { ASSIST_LAUNCH_STATUS_OPTIONS } from './assist';
export {
  CHANCE_WHOLE,
  chanceOf,
  probabilityError,
  probabilityOf,
  TURNTABLE_DRAW_PATH,
  TURNTABLE_PRIZES,
} from './turntable';
export { AGREEMENT_TYPES, BANNER_PAGE_TYPES, WEBSITE_PAGE_TYPE } from './site';

/** Resources of the Marketing area (and the channel back office's members). */
export const MARKETING_RESOURCES: ResourceDef[] = [
  channel,
  channelRule,
  channelMember,
  zsclass,
  coupon,
  couponReceived,
  secKill,
  groupBuy,
  assist,
  assistLaunch,
  turntable,
  regGuide,
  material,
  enrollPoster,
  staffPoster,
  infoCate,
  infoItem,
  infoLibrary,
  banner,
  agreement,
  aboutUs,
  commonProblem,
];
