import type { ResourceDef } from '../types';
import { couponOrder, generalOrder } from './generalOrder';
import { preregisterConvert, preregisterOrder } from './preregister';
import { orderRefund } from './refund';
import { finBill } from './finBill';
import { accompanyCoach, accompanyDispatch, accompanyOrder } from './accompany';
import { remoteTimingChangePhone, remoteTimingOrder } from './remoteTiming';
import { coachTimePay, groupOrder, openDeductionOrder, simulationOrder } from './otherOrders';
import { productBill, vipBill } from './productBill';
import { timingInvoice } from './invoice';

/** Every definition of the 订单管理 area (and 陪驾教练 of 教学管理, the coaches its orders go to). */
export const ORDER_RESOURCES: readonly ResourceDef[] = [
  generalOrder,
  couponOrder,
  groupOrder,
  preregisterOrder,
  preregisterConvert,
  orderRefund,
  finBill,
  accompanyCoach,
  accompanyOrder,
  accompanyDispatch,
  remoteTimingOrder,
  // 更换手机号's form (after the list: the route finds the list first).
  remoteTimingChangePhone,
  simulationOrder,
  coachTimePay,
  openDeductionOrder,
  // 增值产品账单 first: its detail page is found by route before the VIP tab's.
  productBill,
  vipBill,
  timingInvoice,
];
