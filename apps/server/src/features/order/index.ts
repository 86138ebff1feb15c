import type { ResourceHooksByName } from '../../engine';
import { refundHooks } from './refunds';
import { finBillHooks } from './finBills';
import { accompanyFeature } from './accompany';
import { productBillHooks } from './productBills';
import { timeStudentSettleFeature } from './timeStudentSettle';
import { invoiceFeature } from './invoices';
import { preregisterConvertFeature } from './preregisterConvert';
import { orderKindHooks, remoteTimingFeature } from './orderKinds';

export const orderFeatures = [
  accompanyFeature,
  remoteTimingFeature,
  timeStudentSettleFeature,
  invoiceFeature,
  preregisterConvertFeature,
];
export const orderAreaHooks: ResourceHooksByName[] = [refundHooks, finBillHooks, orderKindHooks, productBillHooks];

/** The orders area's public surface for other areas: the one way an enrolment order is made (a lead's 转化报名). */
export { classOnSale, createEnrolOrder, type ClassOnSale, type Enrolee } from './enrolOrder';
