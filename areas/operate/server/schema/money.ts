import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { RESOURCES } from '@coach/domain';
import { tableFromDef } from '@coach/server/engine/tableFromDef.ts';
import { idColumn, refColumn, timeColumn, unixNow } from '@coach/server/db/schema/columns.ts';

const def = (name: string) => RESOURCES.find((r) => r.name === name)!;
/** Money the server keeps (fen): never null, starts at zero. */
const fen = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

export const examroomPriceSettingTable = tableFromDef(def('examroomPriceSetting'));

export const examroomBankcardTable = tableFromDef(def('examroomBankcard'), {
  coachId: refColumn('coach_id').notNull(),
});

/** One wallet per coach (coach ids of examroom_coach, no foreign key: that table lives elsewhere). */
export const examroomWalletTable = tableFromDef(def('examroomWallet'), {
  coachId: refColumn('coach_id').notNull(),
  balance: fen('balance'),
  frozen: fen('frozen'),
  totalIncome: fen('total_income'),
  totalWithdrawn: fen('total_withdrawn'),
});

/**
 * The wallet ledger: every change of a wallet's balance or frozen amount, written in the same
 * transaction as the change. balance = sum(balance_change), frozen = sum(frozen_change).
 */
export const examroomWalletFlow = pgTable(
  'examroom_wallet_flow',
  {
    id: idColumn(),
    tenantId: refColumn('tenant_id').notNull(),
    walletId: refColumn('wallet_id').notNull(),
    coachId: refColumn('coach_id').notNull(),
    flowType: smallint('flow_type').notNull(),
    balanceChange: bigint('balance_change', { mode: 'number' }).notNull(),
    frozenChange: bigint('frozen_change', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    frozenAfter: bigint('frozen_after', { mode: 'number' }).notNull(),
    /** The training record or withdrawal the flow belongs to. */
    refId: refColumn('ref_id'),
    remark: varchar('remark', { length: 100 }),
    createTime: timeColumn('create_time').notNull().default(unixNow),
    createBy: refColumn('create_by'),
  },
  (t) => [
    index('examroom_wallet_flow_wallet_idx').on(t.tenantId, t.walletId, t.createTime),
    index('examroom_wallet_flow_ref_idx').on(t.refId),
  ],
);

export const examroomCashRecordTable = tableFromDef(def('examroomCashRecord'), {
  coachId: refColumn('coach_id').notNull(),
  walletId: refColumn('wallet_id').notNull(),
  bankcardId: refColumn('bankcard_id'),
  holderName: varchar('holder_name', { length: 20 }),
  auditBy: refColumn('audit_by'),
  amount: fen('amount'),
  fee: fen('fee'),
  actualAmount: fen('actual_amount'),
});

export const examroomOrderTable = tableFromDef(def('examroomOrder'), {
  // The school's student of the booking phone, when there is one (学员详情 from the name).
  studentId: refColumn('student_id'),
  priceSettingId: refColumn('price_setting_id'),
  amount: fen('amount'),
  refundAmount: fen('refund_amount'),
  hours: integer('hours').notNull().default(0),
});

/** Booked class plans; read by the class plans' sendMsg (table and column names are a contract). */
export const examroomSubOrderTable = tableFromDef(
  def('examroomSubOrder'),
  {
    orderId: refColumn('order_id').notNull(),
    planId: refColumn('plan_id').notNull(),
    coachId: refColumn('coach_id'),
    coachIncome: fen('coach_income'),
    amount: fen('amount'),
    hours: integer('hours').notNull().default(0),
  },
  // One seat per student per plan while it holds one (booked or trained), even when the same
  // student books twice at once: the second insert waits for the first and then fails.
  (c) => [
    uniqueIndex('examroom_sub_order_seat_uq')
      .on(c.planId, c.studentMobile)
      .where(sql`status <> 3`),
  ],
);

export const examroomTrainTable = tableFromDef(def('examroomTrain'), {
  orderId: refColumn('order_id').notNull(),
  subOrderId: refColumn('sub_order_id').notNull(),
  coachId: refColumn('coach_id').notNull(),
  orderAmount: fen('order_amount'),
  coachIncome: fen('coach_income'),
});

export const examroomOrderRefundTable = tableFromDef(def('examroomOrderRefund'), {
  orderId: refColumn('order_id').notNull(),
  subOrderId: refColumn('sub_order_id').notNull(),
  auditBy: refColumn('audit_by'),
});

export const examroomBillTable = tableFromDef(def('examroomBill'), {
  coachId: refColumn('coach_id').notNull(),
  periodStart: timeColumn('period_start').notNull(),
  periodEnd: timeColumn('period_end').notNull(),
  trainCount: integer('train_count').notNull().default(0),
  hours: integer('hours').notNull().default(0),
  orderAmount: fen('order_amount'),
  coachIncome: fen('coach_income'),
});
