import { couponOrder, generalOrder } from '@coach/domain/resources/orders/generalOrder.ts';
import { preregisterOrder } from '@coach/domain/resources/orders/preregister.ts';
import { orderRefund } from '@coach/domain/resources/orders/refund.ts';
import { finBill } from '@coach/domain/resources/orders/finBill.ts';
import { accompanyOrder } from '@coach/domain/resources/orders/accompany.ts';
import { remoteTimingOrder } from '@coach/domain/resources/orders/remoteTiming.ts';
import { coachTimePay, groupOrder, openDeductionOrder, simulationOrder } from '@coach/domain/resources/orders/otherOrders.ts';
import { ORDER_SETTINGS } from '@coach/domain/settings/orders.ts';
import { lazyPage } from '../../kit/lazyPage';
import type { PageMap } from '../../kit/pageMap';
import { examroomOrderPages } from './examroom/pages';

/**
 * Pages of the 订单管理 area (chunk `order` in routes.tsv), loaded on demand as one chunk
 * (`feature-order`): the exam room's orders, and every order list (陪驾订单 and 学时缴费订单 with their dialogs), 退款管理, 财务账单 and the three settings forms, definitions shown by
 * the kit's `DefinedPage`.
 */
const area = () => import('./examroom/area');
const generic = lazyPage(() => area().then((m) => ({ default: m.DefinedPage })), 'feature-order');

export const pages: PageMap = {
  ...examroomOrderPages,
  [generalOrder.route]: lazyPage(() => area().then((m) => ({ default: m.OrderMgPage })), 'feature-order'),
  [couponOrder.route]: generic,
  [preregisterOrder.route]: lazyPage(() => area().then((m) => ({ default: m.PreregisterPage })), 'feature-order'),
  [orderRefund.route]: generic,
  [finBill.route]: generic,
  [groupOrder.route]: generic,
  [simulationOrder.route]: generic,
  [coachTimePay.route]: generic,
  [openDeductionOrder.route]: generic,
  [accompanyOrder.route]: lazyPage(() => area().then((m) => ({ default: m.DriveOrderPage })), 'feature-order'),
  [remoteTimingOrder.route]: lazyPage(() => area().then((m) => ({ default: m.RemoteTimingPage })), 'feature-order'),
  ...Object.fromEntries(ORDER_SETTINGS.map((s) => [s.route, generic])),
};
