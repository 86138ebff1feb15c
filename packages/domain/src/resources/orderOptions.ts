import type { Option } from './types';

/** How an enrolment order was paid (`bbxc_order.pay_method`). */
export const ENROL_ORDER_PAY_METHOD_OPTIONS: readonly Option[] = [
  { value: 1, label: '微信' },
  { value: 2, label: '支付宝' },
  { value: 3, label: '银行卡' },
  { value: 4, label: '现金' },
  { value: 5, label: '分期' },
];

/** Refund state of an order (domain.md: 0 none → 1 applied → 2 refused or 3 refunded; 4 is 3 read with less refunded than paid). */
export const ENROL_ORDER_REFUND_OPTIONS: readonly Option[] = [
  { value: 0, label: '无退款', tone: 'default' },
  { value: 1, label: '退款申请中', tone: 'warning' },
  { value: 2, label: '退款已拒绝', tone: 'error' },
  { value: 3, label: '已退款', tone: 'success' },
  // Less than was paid went back (已退金额 < 实付金额): the order may still be refunded further.
  { value: 4, label: '部分退款', tone: 'processing' },
];
