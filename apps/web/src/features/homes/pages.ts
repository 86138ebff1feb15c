import { lazyPage } from '../../kit/lazyPage';
import type { PageMap } from '../../kit/pageMap';

/**
 * Pages of the 首页 area (chunk `homes` in routes.tsv). They all come from `./area`, one
 * lazy chunk (`feature-homes`) loaded when the first of them opens.
 */
const area = () => import('./area');
const generic = lazyPage(() => area().then((m) => ({ default: m.DefinedPage })), 'feature-homes');

export const pages: PageMap = {
  // 首页: figures counted as the reports count them, their trend, and the way into each area.
  '/homes/home/index': lazyPage(() => area().then((m) => ({ default: m.HomeIndex })), 'feature-homes'),
  // 潜在客户: the definition's list with 添加跟进 and 转化报名; its detail page shows follow-ups and visits.
  '/homes/home/potentialCustomer': lazyPage(() => area().then((m) => ({ default: m.PotentialCustomerPage })), 'feature-homes'),
  '/homes/home/potentialCustomerDetail': generic,
  '/homes/home/work': lazyPage(() => area().then((m) => ({ default: m.WorkbenchPage })), 'feature-homes'),
  // 消息中心: the generic list of the exam-room message definition (mark several read/unread).
  '/homes/home/message': generic,
};
