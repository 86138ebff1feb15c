import { defineServerArea } from '@coach/server/engine/index.ts';
import { marketing } from '../area';
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

import { seedMarketing } from './seed/marketing';

// Other areas' tests seed marketing's classes and coupons before their own rows.
export { seedMarketing };

/** 营销管理's server: its hooks by definition name, its own calls and its demo data. */
export default defineServerArea({
  area: marketing,
  resourceHooks: [
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
  ],
  features: [
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
  ],
  seeds: [
    // The demo's first step: the channel back office's, the orders' and the analytics' demo rows name its classes.
    { name: 'marketing', first: true, run: seedMarketing },
  ],
});
