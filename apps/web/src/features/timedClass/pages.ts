import { memberClassHours, TIMED_CLASS_RESOURCES } from '@coach/domain/resources/timedClass/index.ts';
import { schedulingStatistics } from '@coach/domain/reports/timedClass/schedulingStatistics.ts';
import { lazyPage } from '../../kit/lazyPage';
import type { PageMap } from '../../kit/pageMap';

/**
 * Pages of the 计时班管理 area (chunk `timedClass` in routes.tsv), one lazy chunk
 * (`feature-timedClass`): 计时订单 and its detail page, 会员课时 and its detail page, 结算单 with
 * 总收入明细 and 结算金额明细, 排班统计 (a report) with 排班记录 and 预约记录, 关闭排班 and 学车评价,
 * each a definition shown by the kit's `DefinedPage`.
 */
const area = () => import('./area');
const generic = lazyPage(() => area().then((m) => ({ default: m.DefinedPage })), 'feature-timedClass');

export const TIMED_CLASS_ROUTES: readonly string[] = [
  ...TIMED_CLASS_RESOURCES.flatMap((def) => [def.route, ...(def.detailRoute ? [def.detailRoute] : [])]),
  ...schedulingStatistics.routes.map((r) => r.path),
];

export const pages: PageMap = {
  ...Object.fromEntries(TIMED_CLASS_ROUTES.map((route) => [route, generic])),
  [memberClassHours.route]: lazyPage(() => area().then((m) => ({ default: m.MemberHoursPage })), 'feature-timedClass'),
};
