import { categoriesInRange } from '@coach/domain/categories.ts';
import { SET_STATISTICS_PREFIX, STATISTIC_SET_OPTIONS } from '@coach/domain/categorySets.ts';
import type { CategoryRange } from '@coach/domain/categories.ts';
import type { ReportDef, ReportRoute } from '@coach/domain/reports/types.ts';
import { carSetFilter, carTypeFilter } from './sets';
import {
  schoolDimension,
  storeDimension,
  studyMeasures,
  studySource,
  SUBJECT_FILTER_OPTIONS,
} from '@coach/domain/reports/timing/studySources.ts';

/** One page per category of each set (29): `<set prefix>/region/<category key>`, the category fixed. */
const regionRoutes: ReportRoute[] = STATISTIC_SET_OPTIONS.flatMap((set) =>
  categoriesInRange(set.value as CategoryRange).map((c) => ({
    path: `${SET_STATISTICS_PREFIX[set.value as CategoryRange]}/region/${c.key}`,
    params: { carSet: set.value, carType: c.code },
  })),
);

/**
 * 区域统计 of one category: the study of its students by where their store is, provinces
 * first; a province opens its cities, a city its districts (the region of the request),
 * each level with its totals. Read from the daily totals, which keep the store's district.
 */
export const studyRegion: ReportDef = {
  name: 'studyRegion',
  title: '区域统计',
  routes: regionRoutes,
  api: { stat: '/api/course/inner/count/region', export: '/api/course/inner/count/export', exportType: 'region' },
  fileName: '区域统计',
  scope: 'tenant',
  period: {
    kinds: ['month', 'day', 'billingMonth'],
    default: 'month',
    defaultCount: { month: 12, day: 30, billingMonth: 12 },
  },
  sources: [studySource],
  dimensions: [
    { key: 'region', label: '地区', kind: 'region', column: 'area_code' },
    { key: 'period', label: '周期', kind: 'period' },
    schoolDimension,
    storeDimension,
  ],
  measures: studyMeasures,
  ratios: [{ key: 'validRate', label: '有效率', numerator: 'validHours', denominator: 'hours', format: 'percent' }],
  filters: [
    carSetFilter,
    carTypeFilter,
    { key: 'subject', label: '科目', column: 'subject', options: SUBJECT_FILTER_OPTIONS },
  ],
  charts: [
    { key: 'hours', title: '各地区学习时长', type: 'bar', measures: ['hours', 'validHours'] },
    { key: 'share', title: '有效学时占比', type: 'pie', measures: ['validHours'] },
  ],
};
