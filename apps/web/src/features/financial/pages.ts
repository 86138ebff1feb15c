import { generalOrder } from '@coach/domain/resources/orders/generalOrder.ts';
import { lazyPage } from '../../kit/lazyPage';
import type { PageMap } from '../../kit/pageMap';
import { examroomFinancialPages } from './examroom/pages';

/**
 * Pages of the 财务管理 area (chunk `financial` in routes.tsv), loaded on demand as one chunk
 * (`feature-financial`): the exam room's bills, bank cards and refunds, and 财务订单详情 (an
 * order's detail page, opened from 订单管理 with `?id=`). The rest of the area shows the 建设中
 * placeholder until defined.
 */
const generic = lazyPage(() => import('./examroom/area').then((m) => ({ default: m.DefinedPage })), 'feature-financial');

export const pages: PageMap = {
  ...examroomFinancialPages,
  [generalOrder.detailRoute!]: generic,
};
