import { memberClassHours } from '../domain';
import { lazyPage } from '@coach/web/kit/lazyPage.ts';
import type { PageMap } from '@coach/web/kit/pageMap.ts';

/**
 * Pages of their own in the 计时班管理 area (chunk `timedClass` in routes.tsv), one lazy chunk
 * (`feature-timedClass`): 会员课时 with its adjustments. 计时订单, 结算单, 排班统计 and the rest
 * are their definitions' pages (app/pageRegistry).
 */
const area = () => import('./area');

export const pages: PageMap = {
  [memberClassHours.route]: lazyPage(() => area().then((m) => ({ default: m.MemberHoursPage })), 'feature-timedClass'),
};
