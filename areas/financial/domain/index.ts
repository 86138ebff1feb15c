import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { productBill, vipBill } from './productBill';
import { timingInvoice } from './invoice';

export { productBill, vipBill, PRODUCT_KIND_OPTIONS } from './productBill';
export { timingInvoice, INVOICE_CALLS, INVOICE_STATUS_OPTIONS } from './invoice';
export { timeStudentSettle, TIME_STUDENT_SETTLE_DETAIL } from './timeStudentSettle';

/** Resources of 财务管理 (/financials) besides the exam room's (areas/operate). */
export const FINANCIAL_RESOURCES: readonly ResourceDef[] = [
  // 增值产品账单 first: its detail page is found by route before the VIP tab's.
  productBill,
  vipBill,
  timingInvoice,
];
