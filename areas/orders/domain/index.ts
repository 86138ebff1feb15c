import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { couponOrder, generalOrder } from './generalOrder';
import { preregisterConvert, preregisterOrder } from './preregister';
import { orderRefund } from './refund';
import { finBill } from './finBill';
import { accompanyCoach, accompanyDispatch, accompanyOrder } from './accompany';
import { remoteTimingChangePhone, remoteTimingOrder } from './remoteTiming';
import { coachTimePay, groupOrder, openDeductionOrder, simulationOrder } from './otherOrders';

export { couponOrder, generalOrder } from './generalOrder';
export { preregisterConvert, preregisterOrder, PREREGISTER_CONVERT, PREREGISTER_STATUS_OPTIONS } from './preregister';
export { orderRefund, ORDER_REFUND_STATUS_OPTIONS, REFUND_ADJUSTMENT_OPTIONS, REFUND_PARTIAL } from './refund';
export {
  finBill,
  BILL_OPEN,
  BILL_SETTLED,
  FIN_BILL_STATUS_OPTIONS,
  FIN_BILL_LINE_TYPE_OPTIONS,
  SCHOOL_PERIOD_FIELDS,
} from './finBill';
export {
  accompanyCoach,
  accompanyDispatch,
  accompanyOrder,
  ACCOMPANY_ORDER_CALLS,
  ACCOMPANY_STATUS_OPTIONS,
} from './accompany';
export { remoteTimingChangePhone, remoteTimingOrder, REMOTE_TIMING_CHANGE_PHONE } from './remoteTiming';
export { coachTimePay, groupOrder, openDeductionOrder, simulationOrder, GROUP_STATUS_OPTIONS } from './otherOrders';
export { orderMessageSettings, orderParameterSettings, orderProcessSettings, ORDER_SETTINGS } from './settings';

/**
 * Every definition of the 订单管理 area (and 陪驾教练 of 教学管理, the coaches its orders go to:
 * its table and 陪驾订单's dispatch are declared together here).
 */
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
];
