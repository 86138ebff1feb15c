import { defineServerArea } from '@coach/server/engine/index.ts';
import { orders } from '../area';
import { refundHooks } from './refunds';
import { finBillHooks } from './finBills';
import { accompanyFeature } from './accompany';
import { preregisterConvertFeature } from './preregisterConvert';
import { orderKindHooks, remoteTimingFeature } from './orderKinds';
import { seedOrders } from './seed/orders';
import { seedOrderKinds } from './seed/orderKinds';
import { seedPreregisters } from './seed/preregisters';

/** The one way an enrolment order is made (a lead's 转化报名 in 潜在客户 makes one too). */
export { classOnSale, createEnrolOrder, type ClassOnSale, type Enrolee } from './enrolOrder';
// Other areas' tests (analytics, comments, the organisation scope, bound actions) seed its orders before their own rows.
export { seedOrders, seedOrderKinds, seedPreregisters };

/** 订单管理's server (/orders): its hooks by definition name, its calls and its demo data. */
export default defineServerArea({
  area: orders,
  resourceHooks: [refundHooks, finBillHooks, orderKindHooks],
  features: [accompanyFeature, remoteTimingFeature, preregisterConvertFeature],
  seeds: [
    // The enrolment orders (and their 财务账单) are the demo students'; the other kinds' orders follow them.
    { name: 'orders', after: 'students', run: seedOrders },
    { name: 'orderKinds', after: 'orders', run: seedOrderKinds },
    // Pre-registrations name the demo classes and stores, as they ran after the exams' step.
    { name: 'preregisters', after: 'exams', run: seedPreregisters },
  ],
});
