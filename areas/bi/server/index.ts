import { defineServerArea } from '@coach/server/engine/index.ts';
import { bi } from '../area';
import { objectiveHooks } from './objectives';
import { analyticsReportsFeature } from './reports';

// The demo step analytics (areas/statistics) places its targets in their months as the form does.
export { monthStartOf } from './objectives';

/**
 * BI报表's server (/bi): the targets' hooks (their school, store and month, typed or imported),
 * 库存报表 from the stage history and the BI condition lists (the other reports are their
 * definitions alone).
 */
export default defineServerArea({
  area: bi,
  resourceHooks: [objectiveHooks],
  features: [analyticsReportsFeature],
});
