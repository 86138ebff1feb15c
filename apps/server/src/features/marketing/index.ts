import type { FastifyInstance } from 'fastify';
import type { Services } from '../../platform/services';
import { channelFeature } from './channelFeature';
import { channelRuleFeature } from './channelRuleFeature';
import { channelMemberFeature } from './channelMemberFeature';
import { channelCouponFeature } from './channelCouponFeature';
import { zsclassFeature } from './zsclassFeature';
import { couponFeature } from './couponFeature';
import { secKillFeature } from './secKillFeature';
import { campaignFeature } from './campaignFeature';
import { turntableFeature } from './turntableFeature';
import { contentFeature } from './contentFeature';
import { infoFeature } from './infoFeature';
import { siteFeature } from './siteFeature';
import { staffPosterFeature } from './staffPosterFeature';

/** Feature modules of the Marketing area, in the order app.ts registers them. */
export const marketingFeatures: ((app: FastifyInstance, services: Services) => void)[] = [
  channelFeature,
  channelRuleFeature,
  channelMemberFeature,
  channelCouponFeature,
  zsclassFeature,
  couponFeature,
  secKillFeature,
  campaignFeature,
  turntableFeature,
  contentFeature,
  staffPosterFeature,
  infoFeature,
  siteFeature,
];
