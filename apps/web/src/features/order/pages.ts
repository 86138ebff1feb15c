import { generalOrder } from '@coach/domain/resources/orders/generalOrder.ts';
import { accompanyOrder } from '@coach/domain/resources/orders/accompany.ts';
import { lazyPage } from '../../kit/lazyPage';
import type { PageMap } from '../../kit/pageMap';
import { examroomOrderPages } from './examroom/pages';

/**
 * Pages of their own in the 订单管理 area (chunk `order` in routes.tsv), loaded on demand as
 * one chunk (`feature-order`): the exam room's orders, 订单管理 and 陪驾订单 with their dialogs.
 * 预报名 and 学时缴费订单 (转为订单 and 更换手机号 are declared row forms), 退款管理, 财务账单, the
 * other order lists and the three settings forms are their definitions' pages (app/pageRegistry).
 */
const area = () => import('./examroom/area');

export const pages: PageMap = {
  ...examroomOrderPages,
  [generalOrder.route]: lazyPage(() => area().then((m) => ({ default: m.OrderMgPage })), 'feature-order'),
  [accompanyOrder.route]: lazyPage(() => area().then((m) => ({ default: m.DriveOrderPage })), 'feature-order'),
};
