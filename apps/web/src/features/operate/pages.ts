import type { PageMap } from '../../kit/pageMap';
import { planPages } from './planPages';

/**
 * Pages of the 运营管理 area (chunk `operate` in routes.tsv), loaded on demand as one
 * chunk (`feature-operate`). None is built yet: every route of the area shows the 建设中
 * placeholder until its page is exported from an `area.ts` and mapped here, e.g.
 *   const area = () => import('./area');
 *   '/some/route': lazyPage(() => area().then((m) => ({ default: m.SomePage })), 'feature-operate'),
 */
export const pages: PageMap = { ...planPages };
