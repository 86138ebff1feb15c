import { lazyPage } from '@coach/web/kit/lazyPage.ts';
import type { FirstCalls, PageMap } from '@coach/web/kit/pageMap.ts';
import { startHomeCalls } from './homeCalls';

/**
 * Pages of their own in the 首页 area (chunk `homes` in routes.tsv), from `./area`, one lazy
 * chunk (`feature-homes`). 潜在客户 (its list, with 添加跟进 and 转化报名 declared as row forms)
 * and its detail page are their definitions' pages (app/pageRegistry); 消息中心 is operate's.
 */
const area = () => import('./area');
type Area = Awaited<ReturnType<typeof area>>;
const page = (name: keyof Area) => lazyPage(() => area().then((m) => ({ default: m[name] })), 'feature-homes');

export const pages: PageMap = {
  // 首页: figures counted as the reports count them, their trend, and the way into each area.
  '/homes/home/index': page('HomeIndex'),
  // 工作台: what waits for the user, each opening its list filtered.
  '/homes/home/work': page('WorkbenchPage'),
};

/** The calls 首页 makes as it draws, started with the session's on a reload (app/pageRegistry). */
export const firstCalls: FirstCalls = { '/homes/home/index': startHomeCalls };
