import type { ResourceHooksByName } from '../../engine';
import { productBillHooks } from './productBills';
import { timeStudentSettleFeature } from './timeStudentSettle';
import { invoiceFeature } from './invoices';

// 财务管理's calls and hooks, until that area moves (areas/orders has 订单管理's).
export const orderFeatures = [timeStudentSettleFeature, invoiceFeature];
export const orderAreaHooks: ResourceHooksByName[] = [productBillHooks];
