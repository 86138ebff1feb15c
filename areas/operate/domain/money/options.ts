import type { Option } from '@coach/domain/resources/types.ts';

/** Training subject of an exam-room booking (考场模拟训练). */
export const EXAM_SUBJECT_OPTIONS: readonly Option[] = [
  { value: 2, label: '科目二' },
  { value: 3, label: '科目三' },
];

/** Order payment state: bookings from the student app are created paid (1). */
export const PAY_STATUS_OPTIONS: readonly Option[] = [
  { value: 0, label: '待支付' },
  { value: 1, label: '已支付' },
  { value: 2, label: '已关闭' },
];

/** Order refund state, kept by refund requests and their audit. */
export const ORDER_REFUND_STATUS_OPTIONS: readonly Option[] = [
  { value: 0, label: '无退费' },
  { value: 1, label: '退费审核中' },
  { value: 2, label: '部分退费' },
  { value: 3, label: '全额退费' },
];

/**
 * Sub-order (one booked class plan) state. 1 = booked is a contract with the class-plan side
 * (sendMsg notifies these students); 2 once the training is signed off; 3 after an approved refund.
 */
export const SUB_ORDER_STATUS_OPTIONS: readonly Option[] = [
  { value: 1, label: '已预约' },
  { value: 2, label: '已完成', tone: 'success' },
  { value: 3, label: '已取消' },
];
export const SUB_ORDER_BOOKED = 1;
export const SUB_ORDER_DONE = 2;
export const SUB_ORDER_CANCELLED = 3;

/** Refund (domain.md): 0 待审核, 1 已通过, 2 已拒绝, 3 已退款. */
export const REFUND_STATUS_OPTIONS: readonly Option[] = [
  { value: 0, label: '待审核', tone: 'warning' },
  { value: 1, label: '已通过', tone: 'success' },
  { value: 2, label: '已拒绝', tone: 'error' },
  { value: 3, label: '已退款' },
];

/** Cash withdrawal (domain.md): 0 待审核, 1 审核通过, 2 审核拒绝, 3 已打款. */
export const CASH_STATUS_OPTIONS: readonly Option[] = [
  { value: 0, label: '待审核', tone: 'warning' },
  { value: 1, label: '审核通过', tone: 'success' },
  { value: 2, label: '审核拒绝', tone: 'error' },
  { value: 3, label: '已打款', tone: 'success' },
];
export const CASH_PENDING = 0;
export const CASH_PASSED = 1;
export const CASH_REJECTED = 2;
export const CASH_PAID = 3;

/**
 * Wallet flow kinds and what each does to the available balance and the frozen amount:
 * 训练收入 +balance; 提现冻结 -balance +frozen; 提现退回 +balance -frozen; 提现打款 -frozen.
 * So balance = credits - debits and frozen = withdrawals requested and not yet settled.
 */
export const WALLET_FLOW_TYPE_OPTIONS: readonly Option[] = [
  { value: 1, label: '训练收入' },
  { value: 2, label: '提现冻结' },
  { value: 3, label: '提现退回' },
  { value: 4, label: '提现打款' },
];
export const FLOW_INCOME = 1;
export const FLOW_FREEZE = 2;
export const FLOW_RETURN = 3;
export const FLOW_PAID = 4;
