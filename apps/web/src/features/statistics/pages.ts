import { STATISTICS_REPORTS } from '@coach/domain/reports/statistics/index.ts';
import { coachDistributionDetail, schoolDistributionDetail } from '@coach/domain/resources/analytics/distributionDetail.ts';
import { lazyPage } from '../../kit/lazyPage';
import type { PageMap } from '../../kit/pageMap';

/**
 * Pages of the 数据统计 area (chunk `statistics` in routes.tsv), one lazy chunk
 * (`feature-statistics`): every page is a report definition shown by the kit's `DefinedPage`
 * (潜客分析, 线索漏斗, 用户分析, 员工列表, the tracking-event reports, 教练分布 and 驾校分布), and
 * the two distribution details are read-only lists opened from a district's row.
 */
const generic = lazyPage(() => import('./area').then((m) => ({ default: m.DefinedPage })), 'feature-statistics');

export const GENERIC_ROUTES: readonly string[] = [...STATISTICS_REPORTS.flatMap((r) => r.routes.map((x) => x.path)), coachDistributionDetail.route, schoolDistributionDetail.route];

export const pages: PageMap = Object.fromEntries(GENERIC_ROUTES.map((path) => [path, generic]));
