import { CAR_CATEGORIES } from '@coach/domain/categories.ts';
import { SET_STATISTICS_PREFIX, STATISTIC_SET_OPTIONS } from '@coach/domain/categorySets.ts';
import type { ReportFilterDef, ReportRoute } from '@coach/domain/reports/types.ts';

/** The set of the page (fixed by the route, never shown). */
export const carSetFilter: ReportFilterDef = {
  key: 'carSet',
  label: '统计类别',
  column: 'car_type',
  options: STATISTIC_SET_OPTIONS,
};

/** One category, among those of the page's set. */
export const carTypeFilter: ReportFilterDef = {
  key: 'carType',
  label: '培训车型',
  column: 'car_type',
  options: CAR_CATEGORIES.map((c) => ({ value: c.code, label: c.name })),
  within: 'carSet',
};

/** One route per set: `<prefix>/<page>` with its set (and any other fixed filter) as the page's parameters. */
export const setRoutes = (page: string, params: Record<string, string | number> = {}): ReportRoute[] =>
  STATISTIC_SET_OPTIONS.map((set) => ({
    path: `${SET_STATISTICS_PREFIX[set.value as keyof typeof SET_STATISTICS_PREFIX]}/${page}`,
    params: { carSet: set.value, ...params },
  }));
