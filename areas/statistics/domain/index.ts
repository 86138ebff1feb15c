import type { ReportDef } from '../types';
import { clueFunnel, potentialCustomerAnalysis, staffList, userAnalysis } from './customer';
import { POINT_REPORTS } from './points';
import { coachDistribution, schoolDistribution } from './distribution';

export { clueFunnel, potentialCustomerAnalysis, staffList, userAnalysis } from './customer';
export {
  businessCardShare,
  classDataProfile,
  classVisit,
  pageVisit,
  POINT_REPORTS,
  shareQuality,
  staffShareDetail,
} from './points';
export { coachDistribution, schoolDistribution } from './distribution';

/** The 数据统计 reports, declared once each. */
export const STATISTICS_REPORTS: readonly ReportDef[] = [
  potentialCustomerAnalysis,
  clueFunnel,
  userAnalysis,
  staffList,
  ...POINT_REPORTS,
  coachDistribution,
  schoolDistribution,
];
