import { defineServerArea } from '@coach/server/engine/index.ts';
import { homes } from '../area';
import { potentialCustomerFeature, potentialCustomerHooks } from './potentialCustomers';
import { dashboardFeature } from './dashboard';

/**
 * 首页's server (/homes): 潜在客户's hooks and calls (follow-ups, visits, 转化 into a student and a
 * paid order), and 首页's figures and 工作台's to-dos. Its demo leads are the demo step analytics
 * (areas/statistics), which seeds them with the tracking events they came from.
 */
export default defineServerArea({
  area: homes,
  resourceHooks: [potentialCustomerHooks],
  features: [potentialCustomerFeature, dashboardFeature],
});
