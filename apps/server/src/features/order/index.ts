import type { FastifyInstance } from 'fastify';
import { couponOrder, generalOrder, ORDER_SETTINGS, preregisterOrder } from '@coach/domain';
import type { Services } from '../../platform/services';
import { registerResource, registerSettingsCalls } from '../../engine';
import { refundFeature } from './refunds';
import { finBillFeature } from './finBills';
import { accompanyFeature } from './accompany';
import { productBillFeature } from './productBills';
import { timeStudentSettleFeature } from './timeStudentSettle';
import { invoiceFeature } from './invoices';
import { preregisterConvertFeature } from './preregisterConvert';
import { groupOrderFeature, plainOrderLists, remoteTimingFeature } from './orderKinds';

/** 订单管理, 优惠券订单 and 预报名订单 as definitions (list, detail, export of any filter; 失效 with its reason). */
function orderLists(app: FastifyInstance, services: Services) {
  for (const def of [generalOrder, couponOrder, preregisterOrder]) registerResource(app, services, def);
}

/** 订单流程配置, 参数配置 and 消息配置: settings forms at the calls their definitions name. */
function orderSettings(app: FastifyInstance, services: Services) {
  for (const def of ORDER_SETTINGS) registerSettingsCalls(app, services, def);
}

export const orderFeatures = [
  orderLists,
  orderSettings,
  refundFeature,
  finBillFeature,
  accompanyFeature,
  remoteTimingFeature,
  plainOrderLists,
  groupOrderFeature,
  productBillFeature,
  timeStudentSettleFeature,
  invoiceFeature,
  preregisterConvertFeature,
];

/** The orders area's public surface for other areas: the one way an enrolment order is made (a lead's 转化报名). */
export { classOnSale, createEnrolOrder, type ClassOnSale, type Enrolee } from './enrolOrder';
