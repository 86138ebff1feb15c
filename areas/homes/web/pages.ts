import { lazyPage } from '../../kit/lazyPage';
import type { PageMap } from '../../kit/pageMap';

/**
 * Pages of their own in the 首页 area (chunk `homes` in routes.tsv), from `./area`, one lazy
 * chunk (`feature-homes`). 潜在客户 (its list, with 添加跟进 and 转化报名 declared as row forms),
 * its detail page and 消息中心 are their definitions' pages (app/pageRegistry).
 */
const area = () => import('./area');

export const pages: PageMap = {
  // 首页: figures counted as the reports count them, their trend, and the way into each area.
  '/homes/home/index': lazyPage(() => area().then((m) => ({ default: m.HomeIndex })), 'feature-homes'),
  // 工作台: what waits for the user, each opening its list filtered.
  '/homes/home/work': lazyPage(() => area().then((m) => ({ default: m.WorkbenchPage })), 'feature-homes'),
};
