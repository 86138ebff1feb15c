import type { FastifyInstance } from 'fastify';
import { ORDER_SETTINGS } from '@coach/domain';
import type { Services } from '../../platform/services';
import { registerSettingsCalls, type ResourceHooksByName } from '../../engine';
import { refundHooks } from './refunds';
import { finBillHooks } from './finBills';
import { accompanyFeature } from './accompany';
import { productBillHooks } from './productBills';
import { timeStudentSettleFeature } from './timeStudentSettle';
import { invoiceFeature } from './invoices';
import { preregisterConvertFeature } from './preregisterConvert';
import { orderKindHooks, remoteTimingFeature } from './orderKinds';

/** 订单流程配置, 参数配置 and 消息配置: settings forms at the calls their definitions name. */
function orderSettings(app: FastifyInstance, services: Services) {
  for (const def of ORDER_SETTINGS) registerSettingsCalls(app, services, def);
}

export const orderFeatures = [
  orderSettings,
  accompanyFeature,
  remoteTimingFeature,
  timeStudentSettleFeature,
  invoiceFeature,
  preregisterConvertFeature,
];
export const orderAreaHooks: ResourceHooksByName[] = [refundHooks, finBillHooks, orderKindHooks, productBillHooks];

/** The orders area's public surface for other areas: the one way an enrolment order is made (a lead's 转化报名). */
export { classOnSale, createEnrolOrder, type ClassOnSale, type Enrolee } from './enrolOrder';
