import { lazyPage } from '@coach/web/kit/lazyPage.ts';
import type { PageMap } from '@coach/web/kit/pageMap.ts';

/**
 * Pages of their own in the 计时管理 area (chunk `timing` in routes.tsv), one lazy chunk
 * (`feature-timing`): 全车型学时充值, which adds 充值 and the links to its details, and 学时费用设置,
 * whose prices and 计时参数 are two tabs. Every other page of the area is its resource or report
 * definition's page (app/pageRegistry): one definition serves the pages of every set or
 * category, each route with its fixed filters.
 */
const area = () => import('./area');
type Area = Awaited<ReturnType<typeof area>>;
const page = (name: keyof Area) => lazyPage(() => area().then((m) => ({ default: m[name] })), 'feature-timing');

export const pages: PageMap = {
  '/timing/allCarTiming/allCarTimingCharge': page('ChargePage'),
  '/timing/costSetting': page('CostSettingPage'),
};
