import { lazyPage } from '@coach/web/kit/lazyPage.ts';
import type { PageMap } from '@coach/web/kit/pageMap.ts';
import { productBill } from '../domain';

/**
 * Pages of their own in the 财务管理 area (chunk `financial` in routes.tsv), loaded on demand
 * as one chunk (`feature-financial`): 增值产品账单 (tabs; the exam room's bills are areas/operate's). 开票管理
 * (上传发票 and 下载发票 declared actions), 财务订单详情, the product bill's detail, 计时学员统计,
 * bank cards and refunds are their definitions' pages (app/pageRegistry).
 */
export const pages: PageMap = {
  [productBill.route]: lazyPage(
    () => import('./ProductBillPage').then((m) => ({ default: m.ProductBillPage })),
    'feature-financial',
  ),
};
