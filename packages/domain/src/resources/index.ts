import type { ResourceDef } from './types';
import { AREAS } from '@coach/areas/index.ts';
import { definitionsOf } from '../areas/defineArea';
import { EXAM_RESOURCES } from './exams';
import { ORDER_RESOURCES } from './orders';
import { commentAccompany, commentCoach } from './teaching/comments';
import { emptyEvaluation } from './teaching/emptyEvaluation';
import { coachPersonalStyle, coachVideo } from './teaching/coachPersonal';

export * from './types';
export * from './common';
export * from './dictLabels';
export * from './school/options';
export * from './student/options';
export * from './orderOptions';
export * from './exams';
export * from './teaching/lessonOptions';
export * from './analytics';
export { emptyEvaluation } from './teaching/emptyEvaluation';
export { coachPersonalStyle, coachVideo, COACH_MEDIA_PLAY, COACH_MEDIA_STATUS_OPTIONS } from './teaching/coachPersonal';
export { commentAccompany, commentCoach, NEW_COACH_DAYS, SATISFIED_FROM_SCORE, showHide } from './teaching/comments';
export { couponOrder, generalOrder } from './orders/generalOrder';
export {
  preregisterConvert,
  preregisterOrder,
  PREREGISTER_CONVERT,
  PREREGISTER_STATUS_OPTIONS,
} from './orders/preregister';
export { orderRefund, ORDER_REFUND_STATUS_OPTIONS, REFUND_ADJUSTMENT_OPTIONS } from './orders/refund';
export { finBill, FIN_BILL_STATUS_OPTIONS, FIN_BILL_LINE_TYPE_OPTIONS } from './orders/finBill';
export {
  accompanyCoach,
  accompanyDispatch,
  accompanyOrder,
  ACCOMPANY_ORDER_CALLS,
  ACCOMPANY_STATUS_OPTIONS,
} from './orders/accompany';
export { remoteTimingChangePhone, remoteTimingOrder, REMOTE_TIMING_CHANGE_PHONE } from './orders/remoteTiming';
export { productBill, vipBill, PRODUCT_KIND_OPTIONS } from './orders/productBill';
export { timingInvoice, INVOICE_CALLS, INVOICE_STATUS_OPTIONS } from './orders/invoice';
export {
  coachTimePay,
  groupOrder,
  openDeductionOrder,
  simulationOrder,
  GROUP_STATUS_OPTIONS,
} from './orders/otherOrders';

/**
 * Every resource declared once; the server derives routes and tables, the web its pages. The
 * areas' (areas/<area>/area.ts) come from their declarations; the rest are still listed here
 * until their areas move into folders of their own.
 */
export const RESOURCES: readonly ResourceDef[] = [
  ...EXAM_RESOURCES,
  ...ORDER_RESOURCES,
  commentCoach,
  commentAccompany,
  emptyEvaluation,
  coachPersonalStyle,
  coachVideo,
  ...definitionsOf(AREAS, 'resources'),
];

export const resourcesByName: Readonly<Record<string, ResourceDef>> = Object.fromEntries(
  RESOURCES.map((r) => [r.name, r]),
);

export function resourceOfRoute(route: string): ResourceDef | undefined {
  return RESOURCES.find(
    (r) =>
      r.route === route || r.formRoute === route || r.detailRoute === route || r.routes?.some((x) => x.path === route),
  );
}
export { rulesOfField } from './fieldRules';
