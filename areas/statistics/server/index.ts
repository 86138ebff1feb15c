import { defineServerArea } from '@coach/server/engine/index.ts';
import { statistics } from '../area';
import { seedAnalytics } from './seed/analytics';

// Other tests seed the demo's leads, events and targets (the organisation scope's), or write
// tracking events of their own (the fact tables' partitions).
export { seedAnalytics };
export { addPointEvents, type PointEventInput } from './pointEvents';

/**
 * 数据统计's server (/statistics): its reports and the distribution details are their
 * definitions alone; it gives the demo step analytics — leads (首页's 潜在客户), tracking events
 * and BI targets, mostly the data these reports count.
 */
export default defineServerArea({
  area: statistics,
  seeds: [
    // It ran right after quietLists and keeps that place, so the demo marker is unchanged.
    { name: 'analytics', after: 'quietLists', run: seedAnalytics },
  ],
});
