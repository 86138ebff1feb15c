import { generalOrder } from '@coach/domain/resources/orders/generalOrder.ts';
import { preregisterOrder } from '@coach/domain/resources/orders/preregister.ts';
import { accompanyOrder } from '@coach/domain/resources/orders/accompany.ts';
import { remoteTimingOrder } from '@coach/domain/resources/orders/remoteTiming.ts';
import { lazyPage } from '../../kit/lazyPage';
import type { PageMap } from '../../kit/pageMap';
import { examroomOrderPages } from './examroom/pages';

/**
 * Pages of their own in the 订单管理 area (chunk `order` in routes.tsv), loaded on demand as
 * one chunk (`feature-order`): the exam room's orders, 订单管理, 预报名, 陪驾订单 and 学时缴费订单
 * with their dialogs. 退款管理, 财务账单, the other order lists and the three settings forms are
 * their definitions' pages (app/pageRegistry).
 */
const area = () => import('./examroom/area');

export const pages: PageMap = {
  ...examroomOrderPages,
  [generalOrder.route]: lazyPage(() => area().then((m) => ({ default: m.OrderMgPage })), 'feature-order'),
  [preregisterOrder.route]: lazyPage(() => area().then((m) => ({ default: m.PreregisterPage })), 'feature-order'),
  [accompanyOrder.route]: lazyPage(() => area().then((m) => ({ default: m.DriveOrderPage })), 'feature-order'),
  [remoteTimingOrder.route]: lazyPage(() => area().then((m) => ({ default: m.RemoteTimingPage })), 'feature-order'),
};
