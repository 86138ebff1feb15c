import type { ResourceDef } from '../types';
import { potentialConvert, potentialCustomer, potentialTrack, potentialVisit } from './potentialCustomer';
import { educationalObjectives, marketObjectives } from './objectives';
import { coachDistributionDetail, schoolDistributionDetail } from './distributionDetail';

export * from './options';
export { potentialConvert, potentialCustomer, potentialTrack, potentialVisit } from './potentialCustomer';
export { educationalObjectives, marketObjectives } from './objectives';
export { coachDistributionDetail, schoolDistributionDetail } from './distributionDetail';

/** 潜在客户 (the lead first: its route finds it), the BI targets and the distribution details. */
export const ANALYTICS_RESOURCES: readonly ResourceDef[] = [
  potentialCustomer,
  potentialTrack,
  potentialVisit,
  potentialConvert,
  marketObjectives,
  educationalObjectives,
  coachDistributionDetail,
  schoolDistributionDetail,
];
