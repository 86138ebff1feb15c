import type { ReportDef } from '@coach/domain/reports/types.ts';
import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { clueFunnel, potentialCustomerAnalysis, staffList, userAnalysis } from './customer';
import { POINT_REPORTS } from './points';
import { coachDistribution, schoolDistribution } from './distribution';
import { coachDistributionDetail, schoolDistributionDetail } from './distributionDetail';

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
export { coachDistributionDetail, schoolDistributionDetail } from './distributionDetail';
// The leads, orders and tracking events, their period and the school/store filters: BI报表 and
// 首页's figures count from the same sources.
export { leadSource, orderSource, periodDimension, pointSource, ORG_FILTERS } from './sources';

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

/** 教练分布详情 and 驾校分布详情: the distribution reports' detail pages. */
export const STATISTICS_RESOURCES: readonly ResourceDef[] = [coachDistributionDetail, schoolDistributionDetail];
