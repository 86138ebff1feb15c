import { couponOrder, generalOrder } from '@coach/domain/resources/orders/generalOrder.ts';
import { preregisterOrder } from '@coach/domain/resources/orders/preregister.ts';
import { orderRefund } from '@coach/domain/resources/orders/refund.ts';
import { finBill } from '@coach/domain/resources/orders/finBill.ts';
import { ORDER_SETTINGS } from '@coach/domain/settings/orders.ts';
import { lazyPage } from '../../kit/lazyPage';
import type { PageMap } from '../../kit/pageMap';
import { examroomOrderPages } from './examroom/pages';

/**
 * Pages of the 订单管理 area (chunk `order` in routes.tsv), loaded on demand as one chunk
 * (`feature-order`): the exam room's orders, and 订单管理, 优惠券订单, 预报名订单, 退款管理, 财务账单 and the three settings forms, definitions shown by
 * the kit's `DefinedPage`. The rest of the area shows the 建设中 placeholder until defined.
 */
const generic = lazyPage(() => import('./examroom/area').then((m) => ({ default: m.DefinedPage })), 'feature-order');

export const pages: PageMap = {
  ...examroomOrderPages,
  [generalOrder.route]: generic,
  [couponOrder.route]: generic,
  [preregisterOrder.route]: generic,
  [orderRefund.route]: generic,
  [finBill.route]: generic,
  ...Object.fromEntries(ORDER_SETTINGS.map((s) => [s.route, generic])),
};
