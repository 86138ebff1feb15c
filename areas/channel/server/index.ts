import { defineServerArea } from '@coach/server/engine/index.ts';
import { channel } from '../area';
import { orderHooks } from './orderFeature';
import { billHooks, channelBillFeature } from './billFeature';
import { channelManageFeature, manageHooks } from './manageFeature';
import { seedChannelBack } from './seed/channelBack';

// Other areas' tests and the e2e set-up seed the demo channel's orders and bills before their own rows.
export { seedChannelBack };

/** 渠道后台's server (/channelMgs): its hooks by definition name, its bills' and overview's calls and its demo data. */
export default defineServerArea({
  area: channel,
  resourceHooks: [orderHooks, billHooks, manageHooks],
  features: [channelBillFeature, channelManageFeature],
  seeds: [
    // Its orders name marketing's classes and the demo schools; it ran right after the exam room's
    // steps (which follow school), and keeps that place so the demo marker is unchanged.
    { name: 'channelBack', after: 'examroomMoney', run: seedChannelBack },
  ],
});
