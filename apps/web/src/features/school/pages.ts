import type { PageMap } from '../../kit/pageMap';

/**
 * Pages of the 驾校管理 area (chunk `school` in routes.tsv), loaded on demand as one
 * chunk (`feature-school`). None is built yet: every route of the area shows the 建设中
 * placeholder until its page is exported from an `area.ts` and mapped here, e.g.
 *   const area = () => import('./area');
 *   '/some/route': lazyPage(() => area().then((m) => ({ default: m.SomePage })), 'feature-school'),
 */
export const pages: PageMap = {};
