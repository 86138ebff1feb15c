import { categoriesInRange, type CategoryRange } from './categories';
import type { Option } from './resources/types';

/**
 * The five statistic sets of 计时管理 (routes.tsv: set=licence, qualification, continuing
 * education, pre-job, safety training), each choice standing for the categories of its range:
 * a report page fixes one (`carSet`), 学员查询 filters by one.
 */
const SETS: [CategoryRange, string][] = [
  ['licence', '驾驶证'],
  ['qualification', '从业资格'],
  ['continuing', '继续教育'],
  ['preJob', '岗前培训'],
  ['safety', '安全培训'],
];

export const STATISTIC_SET_OPTIONS: readonly Option[] = SETS.map(([range, label]) => ({
  value: range,
  label,
  members: categoriesInRange(range).map((c) => c.code),
}));

/** The page path prefix of each set's statistics (routes.tsv). */
export const SET_STATISTICS_PREFIX: Readonly<Record<CategoryRange, string>> = {
  licence: '/timing/statistics',
  qualification: '/timing/qualificationStatistics',
  continuing: '/timing/continueStatistics',
  preJob: '/timing/workTrainStatistics',
  safety: '/timing/safetyTrainStatistics',
};
