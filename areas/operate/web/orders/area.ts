/**
 * The exam-room pages of 订单管理, loaded with the area's chunk (`feature-order`) the first
 * time one of them opens. `pages.ts` maps routes to these exports.
 */
export { OrderListPage } from './OrderListPage';
export { OrderDetailPage } from './OrderDetailPage';
