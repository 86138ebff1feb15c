import { sql } from 'drizzle-orm';
import { fenToYuan, MSG_STATE_CHANGED, ResponseCode, wallFields, wallToEpochMs, yuanToFen } from '@coach/domain';
import {
  CASH_PAID,
  CASH_PASSED,
  CASH_PENDING,
  CASH_REJECTED,
  examroomCashSettings,
  FLOW_FREEZE,
  FLOW_PAID,
  FLOW_RETURN,
} from '../../domain';
import type { Db } from '@coach/server/platform/db.ts';
import { BizError } from '@coach/server/platform/envelope.ts';
import { NOT_FOUND_MESSAGE, readSettingsRaw, rowsOf } from '@coach/server/engine/index.ts';
import { changeWallet, moveMoney, recordFlow, type Actor } from './walletLedger';

export interface CashRules {
  minFen: number;
  /** Fee rate in hundredths of a percent (0.6% = 60), so the fee is integer arithmetic. */
  feeBasisPoints: number;
  dailyLimitFen: number;
}

/** The tenant's 提现设置, defaults filled, as integers. */
export async function cashRules(db: Db, tenantId: string): Promise<CashRules> {
  const stored = (await readSettingsRaw(db, tenantId, examroomCashSettings)) ?? {};
  const value = (key: string) =>
    String(stored[key] ?? examroomCashSettings.fields.find((f) => f.key === key)!.defaultValue);
  return {
    minFen: yuanToFen(value('minAmount')),
    feeBasisPoints: Math.round(Number(value('feeRate')) * 100),
    dailyLimitFen: yuanToFen(value('dailyLimit')),
  };
}

const now = () => Math.floor(Date.now() / 1000);

/**
 * A coach's withdrawal request: the amount leaves the balance for the frozen amount in one
 * conditional UPDATE (never more than the balance, whatever runs at the same time), then the
 * day's total is checked under that row lock, and the record and its flow are written.
 */
export async function applyWithdrawal(
  tx: Db,
  actor: Actor,
  input: { coachId: string; amountFen: number; bankcardId: string; at?: number },
): Promise<{ id: string; cashNo: string }> {
  const rules = await cashRules(tx, actor.tenantId);
  if (!Number.isSafeInteger(input.amountFen) || input.amountFen <= 0) throw new BizError('提现金额：请输入正确的金额');
  if (input.amountFen < rules.minFen) throw new BizError(`单笔提现金额不能低于${fenToYuan(rules.minFen)}元`);
  const [card] = await rowsOf<{ bank_name: string; card_no: string; holder_name: string }>(
    tx,
    sql`SELECT bank_name, card_no, holder_name FROM examroom_bankcard
    WHERE id = ${input.bankcardId} AND tenant_id = ${actor.tenantId} AND coach_id = ${input.coachId} AND deleted = 0`,
  );
  if (!card) throw new BizError('银行卡不存在或不属于该教练');
  const at = input.at ?? now();
  const movement = {
    flowType: FLOW_FREEZE,
    balanceChange: -input.amountFen,
    frozenChange: input.amountFen,
    refId: null,
    remark: '提现冻结',
    at,
  };
  const after = await changeWallet(tx, actor, input.coachId, movement);
  if (!after) {
    const [wallet] = await rowsOf<{ balance: string }>(
      tx,
      sql`SELECT balance FROM examroom_wallet WHERE tenant_id = ${actor.tenantId} AND coach_id = ${input.coachId}`,
    );
    throw new BizError(wallet ? `可提现余额不足（当前${fenToYuan(Number(wallet.balance))}元）` : '该教练尚未开通钱包');
  }
  const day = wallFields(at * 1000);
  const dayStart = Math.floor(wallToEpochMs(day.year, day.month, day.day) / 1000);
  const [{ total }] = await rowsOf<{ total: string }>(
    tx,
    sql`SELECT coalesce(sum(amount), 0) AS total FROM examroom_cash_record
    WHERE tenant_id = ${actor.tenantId} AND coach_id = ${input.coachId} AND status <> ${CASH_REJECTED} AND create_time >= ${dayStart}`,
  );
  if (Number(total) + input.amountFen > rules.dailyLimitFen)
    throw new BizError(`超出每日提现限额（${fenToYuan(rules.dailyLimitFen)}元）`);
  const fee = Math.floor((input.amountFen * rules.feeBasisPoints) / 10000);
  const [wallet] = await rowsOf<{ coach_name: string; coach_mobile: string | null }>(
    tx,
    sql`SELECT coach_name, coach_mobile FROM examroom_wallet WHERE tenant_id = ${actor.tenantId} AND id = ${after.walletId}`,
  );
  const [row] = await rowsOf<{ id: string }>(
    tx,
    sql`INSERT INTO examroom_cash_record (tenant_id, coach_id, wallet_id, bankcard_id, coach_name, coach_mobile,
      amount, fee, actual_amount, bank_name, card_no, holder_name, status, create_time, update_time, create_by, update_by)
    VALUES (${actor.tenantId}, ${input.coachId}, ${after.walletId}, ${input.bankcardId}, ${wallet.coach_name}, ${wallet.coach_mobile},
      ${input.amountFen}, ${fee}, ${input.amountFen - fee}, ${card.bank_name}, ${card.card_no}, ${card.holder_name}, ${CASH_PENDING}, ${at}, ${at}, ${actor.userId}, ${actor.userId})
    RETURNING id`,
  );
  const cashNo = `TX${String(row.id).padStart(10, '0')}`;
  await tx.execute(
    sql`UPDATE examroom_cash_record SET cash_no = ${cashNo} WHERE tenant_id = ${actor.tenantId} AND id = ${row.id}`,
  );
  await recordFlow(tx, actor, input.coachId, after, {
    ...movement,
    refId: String(row.id),
    remark: `提现冻结 ${cashNo}`,
  });
  return { id: String(row.id), cashNo };
}

interface CashRow {
  coach_id: string;
  amount: string;
  cash_no: string;
}

async function whyNot(tx: Db, actor: Actor, id: string): Promise<BizError> {
  const [r] = await rowsOf(
    tx,
    sql`SELECT 1 FROM examroom_cash_record WHERE id = ${id} AND tenant_id = ${actor.tenantId}`,
  );
  return r ? new BizError(MSG_STATE_CHANGED, ResponseCode.CONFLICT) : new BizError(NOT_FOUND_MESSAGE, '404');
}

/** 审核: 0 → 1 通过, or 0 → 2 拒绝 with the frozen amount back in the balance. */
export async function auditWithdrawal(
  tx: Db,
  actor: Actor,
  input: { id: string; pass: boolean; remark: string | null; at?: number },
): Promise<void> {
  const to = input.pass ? CASH_PASSED : CASH_REJECTED;
  const at = input.at ?? now();
  const [row] = await rowsOf<CashRow>(
    tx,
    sql`UPDATE examroom_cash_record SET status = ${to}, audit_remark = ${input.remark}, audit_time = ${at},
      audit_by = ${actor.userId}, update_time = ${at}, update_by = ${actor.userId}
    WHERE id = ${input.id} AND tenant_id = ${actor.tenantId} AND status = ${CASH_PENDING} RETURNING coach_id, amount, cash_no`,
  );
  if (!row) throw await whyNot(tx, actor, input.id);
  if (input.pass) return;
  const amount = Number(row.amount);
  const back = await moveMoney(tx, actor, String(row.coach_id), {
    flowType: FLOW_RETURN,
    balanceChange: amount,
    frozenChange: -amount,
    refId: input.id,
    remark: `提现退回 ${row.cash_no}`,
    at,
  });
  if (!back) throw new BizError('钱包冻结金额不足，数据异常，请联系管理员');
}

/** 已打款: 1 → 3, the frozen amount leaves the wallet for good. */
export async function payWithdrawal(tx: Db, actor: Actor, input: { id: string; at?: number }): Promise<void> {
  const at = input.at ?? now();
  const [row] = await rowsOf<CashRow>(
    tx,
    sql`UPDATE examroom_cash_record SET status = ${CASH_PAID}, paid_time = ${at}, update_time = ${at}, update_by = ${actor.userId}
    WHERE id = ${input.id} AND tenant_id = ${actor.tenantId} AND status = ${CASH_PASSED} RETURNING coach_id, amount, cash_no`,
  );
  if (!row) throw await whyNot(tx, actor, input.id);
  const amount = Number(row.amount);
  const paid = await moveMoney(tx, actor, String(row.coach_id), {
    flowType: FLOW_PAID,
    balanceChange: 0,
    frozenChange: -amount,
    refId: input.id,
    remark: `提现打款 ${row.cash_no}`,
    at,
  });
  if (!paid) throw new BizError('钱包冻结金额不足，数据异常，请联系管理员');
}
