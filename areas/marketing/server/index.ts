import type { FastifyInstance } from 'fastify';
import type { Services } from '../../platform/services';
import type { ResourceHooksByName } from '../../engine';
import { channelFeature, channelHooks } from './channelFeature';
import { channelRuleHooks } from './channelRuleFeature';
import { channelMemberFeature, channelMemberHooks } from './channelMemberFeature';
import { channelCouponFeature } from './channelCouponFeature';
import { zsclassFeature, zsclassHooks } from './zsclassFeature';
import { couponFeature, couponHooks } from './couponFeature';
import { secKillFeature, secKillHooks } from './secKillFeature';
import { campaignFeature, campaignHooks } from './campaignFeature';
import { turntableFeature, turntableHooks } from './turntableFeature';
import { contentFeature, contentHooks } from './contentFeature';
import { infoFeature, infoHooks } from './infoFeature';
import { siteFeature } from './siteFeature';
import { staffPosterHooks } from './staffPosterFeature';

/** Feature modules of the Marketing area, in the order app.ts registers them. */
export const marketingFeatures: ((app: FastifyInstance, services: Services) => void)[] = [
  channelFeature,
  channelMemberFeature,
  channelCouponFeature,
  zsclassFeature,
  couponFeature,
  secKillFeature,
  campaignFeature,
  turntableFeature,
  contentFeature,
  infoFeature,
  siteFeature,
];
export const marketingAreaHooks: ResourceHooksByName[] = [
  channelHooks,
  channelRuleHooks,
  channelMemberHooks,
  zsclassHooks,
  couponHooks,
  secKillHooks,
  campaignHooks,
  turntableHooks,
  contentHooks,
  staffPosterHooks,
  infoHooks,
];
