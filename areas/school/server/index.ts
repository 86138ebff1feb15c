import type { FastifyInstance } from 'fastify';
import type { Services } from '../../platform/services';
import type { ResourceHooksByName } from '../../engine';
import { schoolFeature, schoolHooks } from './schoolFeature';
import { storeFeature, storeHooks } from './storeFeature';
import { trainingCenterFeature, trainingCenterHooks } from './trainingCenterFeature';
import { coachFeature, coachHooks } from './coachFeature';
import { feedbackFeature } from './feedbackFeature';
import { approvalAuthStatistics } from './approvalAuthStatistics';

/** Feature modules of the 驾校管理 area and the organisation lookups other pages use. */
export const schoolFeatures: ((app: FastifyInstance, services: Services) => void)[] = [
  schoolFeature,
  storeFeature,
  trainingCenterFeature,
  coachFeature,
  feedbackFeature,
  approvalAuthStatistics,
];
export const schoolAreaHooks: ResourceHooksByName[] = [schoolHooks, storeHooks, trainingCenterHooks, coachHooks];

/** The school area's public surface for other areas: the checked references to its schools and stores, and its selector route. */
export { liveRefOf, lookupRoute, schoolOf, storeOf } from './orgRefs';
