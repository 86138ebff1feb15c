import type { PageMap } from '../../kit/pageMap';
import { examroomOrderPages } from './examroom/pages';

/**
 * Pages of the 订单管理 area (chunk `order` in routes.tsv), loaded on demand as one
 * chunk (`feature-order`). None is built yet: every route of the area shows the 建设中
 * placeholder until its page is exported from an `area.ts` and mapped here, e.g.
 *   const area = () => import('./area');
 *   '/some/route': lazyPage(() => area().then((m) => ({ default: m.SomePage })), 'feature-order'),
 */
export const pages: PageMap = { ...examroomOrderPages };
