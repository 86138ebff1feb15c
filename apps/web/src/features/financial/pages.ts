import type { PageMap } from '../../kit/pageMap';
import { examroomFinancialPages } from './examroom/pages';

/**
 * Pages of the 财务管理 area (chunk `financial` in routes.tsv), loaded on demand as one
 * chunk (`feature-financial`). None is built yet: every route of the area shows the 建设中
 * placeholder until its page is exported from an `area.ts` and mapped here, e.g.
 *   const area = () => import('./area');
 *   '/some/route': lazyPage(() => area().then((m) => ({ default: m.SomePage })), 'feature-financial'),
 */
export const pages: PageMap = { ...examroomFinancialPages };
