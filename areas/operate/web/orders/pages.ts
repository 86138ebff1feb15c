import { lazyPage } from '@coach/web/kit/lazyPage.ts';
import type { PageMap } from '@coach/web/kit/pageMap.ts';

/** 订单管理 pages of the exam room of their own: 考场订单 and its detail page (考场训练记录 is its definition's page). */
const area = () => import('./area');
type Area = Awaited<ReturnType<typeof area>>;
const page = (name: keyof Area) => lazyPage(() => area().then((m) => ({ default: m[name] })), 'feature-order');

export const examroomOrderPages: PageMap = {
  '/orders/examroom/orderMag': page('OrderListPage'),
  '/orders/examroom/orderMag/orderDetail/:id': page('OrderDetailPage'),
};
