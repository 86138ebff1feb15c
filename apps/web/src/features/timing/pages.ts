import { allCarTimingStatistics, storeAndAuth, studentHours, studyRegion, studySubject, studyTimeReport } from '@coach/domain/reports/index.ts';
import { studyRecord } from '@coach/domain/resources/student/studyRecord.ts';
import { coachFiling, studentFiling, studentTiming, timingLearning, timingRecharge, timingRemaining } from '@coach/domain/resources/timing/index.ts';
import { lazyPage } from '../../kit/lazyPage';
import type { PageMap } from '../../kit/pageMap';

/**
 * Pages of the 计时管理 area (chunk `timing` in routes.tsv), one lazy chunk
 * (`feature-timing`). Every page is the kit's `DefinedPage` from a resource or report
 * definition (one definition serves the pages of every set or category, each route with its
 * fixed filters), except 全车型学时充值, which adds 充值 and the links to its details, and 学时费用设置, whose
 * prices and 计时参数 are two tabs.
 */
const area = () => import('./area');
type Area = Awaited<ReturnType<typeof area>>;
const page = (name: keyof Area) => lazyPage(() => area().then((m) => ({ default: m[name] })), 'feature-timing');
const generic = page('DefinedPage');

const routesOf = (def: { route: string; routes?: readonly { path: string }[] }) => (def.routes ?? [{ path: def.route }]).map((r) => r.path);

export const GENERIC_ROUTES: readonly string[] = [
  '/timing/searchStudent',
  ...routesOf(studyRecord),
  ...[storeAndAuth, studySubject, studyRegion, studentHours, studyTimeReport, allCarTimingStatistics].flatMap((def) => def.routes.map((r) => r.path)),
  ...[studentTiming, timingRecharge, timingLearning, timingRemaining, studentFiling, coachFiling].flatMap(routesOf),
  coachFiling.formRoute!,
];

export const pages: PageMap = {
  ...Object.fromEntries(GENERIC_ROUTES.map((route) => [route, generic])),
  '/timing/allCarTiming/allCarTimingCharge': page('ChargePage'),
  '/timing/costSetting': page('CostSettingPage'),
};
