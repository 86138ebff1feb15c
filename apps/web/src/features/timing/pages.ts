import type { PageMap } from '../../kit/pageMap';

/**
 * Pages of the 计时管理 area (chunk `timing` in routes.tsv), loaded on demand as one
 * chunk (`feature-timing`). None is built yet: every route of the area shows the 建设中
 * placeholder until its page is exported from an `area.ts` and mapped here, e.g.
 *   const area = () => import('./area');
 *   '/some/route': lazyPage(() => area().then((m) => ({ default: m.SomePage })), 'feature-timing'),
 */
export const pages: PageMap = {};
