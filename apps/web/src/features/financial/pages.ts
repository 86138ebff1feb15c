import { generalOrder } from '@coach/domain/resources/orders/generalOrder.ts';
import { productBill } from '@coach/domain/resources/orders/productBill.ts';
import { timeStudentSettle } from '@coach/domain/reports/orders/timeStudentSettle.ts';
import { lazyPage } from '../../kit/lazyPage';
import type { PageMap } from '../../kit/pageMap';
import { examroomFinancialPages } from './examroom/pages';

/**
 * Pages of the 财务管理 area (chunk `financial` in routes.tsv), loaded on demand as one chunk
 * (`feature-financial`): the exam room's bills, bank cards and refunds, 财务订单详情 (an
 * order's detail page, opened from 订单管理 with `?id=`), 增值产品账单 (tabs) with its detail,
 * 计时学员统计 (a report) and 开票管理 (upload and download of the invoice PDF).
 */
const generic = lazyPage(() => import('./examroom/area').then((m) => ({ default: m.DefinedPage })), 'feature-financial');

export const pages: PageMap = {
  ...examroomFinancialPages,
  [generalOrder.detailRoute!]: generic,
  [productBill.route]: lazyPage(() => import('./bills/ProductBillPage').then((m) => ({ default: m.ProductBillPage })), 'feature-financial'),
  [productBill.detailRoute!]: generic,
  ...Object.fromEntries(timeStudentSettle.routes.map((r) => [r.path, generic])),
  '/financials/invoicingMg': lazyPage(() => import('./invoices/InvoicePage').then((m) => ({ default: m.InvoicePage })), 'feature-financial'),
};
