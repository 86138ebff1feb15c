import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { examroomPriceSetting } from './priceSetting';
import { examroomBankcard } from './bankcard';
import { examroomCashRecord, examroomWallet } from './wallet';
import { examroomOrder, examroomSubOrder, examroomTrain } from './order';
import { examroomOrderRefund } from './refund';
import { examroomBill } from './bill';

export * from './options';
export * from './cashCalls';
export { REFUND_APPLY_PATH } from './refund';
export { ORDER_BOOK_PATH, TRAIN_FINISH_PATH } from './order';
export * from './refundTiers';

/** Resources of the exam-room money side: prices, cards, wallets, withdrawals, orders, refunds, bills. */
export const EXAMROOM_MONEY_RESOURCES: ResourceDef[] = [
  examroomPriceSetting,
  examroomBankcard,
  examroomWallet,
  examroomCashRecord,
  examroomOrder,
  examroomSubOrder,
  examroomTrain,
  examroomOrderRefund,
  examroomBill,
];
