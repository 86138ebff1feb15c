import { lazyPage } from '../../kit/lazyPage';
import type { PageMap } from '../../kit/pageMap';

/**
 * Pages of the 首页 area (chunk `homes` in routes.tsv). They all come from `./area`, one
 * lazy chunk (`feature-homes`) loaded when the first of them opens. Routes not listed here
 * show the 建设中 placeholder.
 */
const area = () => import('./area');

export const pages: PageMap = {
  '/homes/home/index': lazyPage(() => area().then((m) => ({ default: m.HomeIndex })), 'feature-homes'),
  // 消息中心: the generic list of the exam-room message definition (mark several read/unread).
  '/homes/home/message': lazyPage(() => area().then((m) => ({ default: m.DefinedPage })), 'feature-homes'),
};
