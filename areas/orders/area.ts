import { defineArea } from '@coach/domain/areas/defineArea.ts';
import { ORDER_RESOURCES, ORDER_SETTINGS } from './domain';

/**
 * 订单管理 (/orders): the enrolment orders and their coupon and group kinds, 预报名订单,
 * 退款管理, 财务账单, the mall's 陪驾 and 学时缴费 orders, 模拟器, 教练学时缴费 and 开通扣费
 * orders, and the three settings forms (订单流程配置, 参数配置, 消息配置). The exam room's
 * orders (/orders/examroom) are areas/operate's.
 */
export const orders = defineArea({
  name: 'orders',
  title: '订单管理',
  resources: ORDER_RESOURCES,
  settings: ORDER_SETTINGS,
});
