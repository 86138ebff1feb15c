import { sql } from 'drizzle-orm';
import { FLOW_INCOME, FLOW_PAID } from '../../domain';
import type { Db } from '@coach/server/platform/db.ts';
import { rowsOf } from '@coach/server/engine/index.ts';

/** Who acts: a console user, an app user, or the seed (userId null). */
export interface Actor {
  tenantId: string;
  userId: string | null;
}

export interface CoachRef {
  coachId: string;
  coachName: string;
  coachMobile: string | null;
}

export interface Movement {
  flowType: number;
  /** Signed fen added to the available balance. */
  balanceChange: number;
  /** Signed fen added to the frozen amount. */
  frozenChange: number;
  refId: string | null;
  remark: string;
  /** Unix seconds of the flow (seeds write history); now by default. */
  at?: number;
}

export interface WalletAfter {
  walletId: string;
  balance: number;
  frozen: number;
}

const nowSql = sql`extract(epoch from now())::bigint`;

/** Opens the coach's wallet if it has none (a race of two first incomes opens one). */
export async function ensureWallet(tx: Db, actor: Actor, coach: CoachRef, at?: number): Promise<void> {
  await tx.execute(sql`INSERT INTO examroom_wallet (tenant_id, coach_id, coach_name, coach_mobile, create_by, update_by, create_time, update_time)
    VALUES (${actor.tenantId}, ${coach.coachId}, ${coach.coachName}, ${coach.coachMobile}, ${actor.userId}, ${actor.userId},
      ${at ?? nowSql}, ${at ?? nowSql})
    ON CONFLICT (tenant_id, coach_id) DO NOTHING`);
}

/**
 * Moves money in a coach's wallet with ONE conditional UPDATE: it applies only if neither the
 * balance nor the frozen amount would go below zero, so two withdrawals racing for the same
 * balance cannot both pass (the second waits for the row lock, then sees the lower balance).
 * Undefined when the wallet is missing or too low; nothing is written then.
 */
export async function changeWallet(
  tx: Db,
  actor: Actor,
  coachId: string,
  m: Movement,
): Promise<WalletAfter | undefined> {
  const income = m.flowType === FLOW_INCOME ? m.balanceChange : 0;
  const withdrawn = m.flowType === FLOW_PAID ? -m.frozenChange : 0;
  const [row] = await rowsOf<{ id: string; balance: string; frozen: string }>(
    tx,
    sql`
    UPDATE examroom_wallet SET balance = balance + ${m.balanceChange}, frozen = frozen + ${m.frozenChange},
      total_income = total_income + ${income}, total_withdrawn = total_withdrawn + ${withdrawn},
      update_time = ${m.at ?? nowSql}, update_by = ${actor.userId}
    WHERE tenant_id = ${actor.tenantId} AND coach_id = ${coachId}
      AND balance + ${m.balanceChange} >= 0 AND frozen + ${m.frozenChange} >= 0
    RETURNING id, balance, frozen`,
  );
  return row ? { walletId: String(row.id), balance: Number(row.balance), frozen: Number(row.frozen) } : undefined;
}

/** The ledger row of a change just made (same transaction): what moved and what it left. */
export async function recordFlow(
  tx: Db,
  actor: Actor,
  coachId: string,
  after: WalletAfter,
  m: Movement,
): Promise<void> {
  await tx.execute(sql`INSERT INTO examroom_wallet_flow (tenant_id, wallet_id, coach_id, flow_type, balance_change, frozen_change,
      balance_after, frozen_after, ref_id, remark, create_time, create_by)
    VALUES (${actor.tenantId}, ${after.walletId}, ${coachId}, ${m.flowType}, ${m.balanceChange}, ${m.frozenChange},
      ${after.balance}, ${after.frozen}, ${m.refId}, ${m.remark}, ${m.at ?? nowSql}, ${actor.userId})`);
}

/** changeWallet and its flow together; undefined (nothing written) when the wallet is too low. */
export async function moveMoney(tx: Db, actor: Actor, coachId: string, m: Movement): Promise<WalletAfter | undefined> {
  const after = await changeWallet(tx, actor, coachId, m);
  if (after) await recordFlow(tx, actor, coachId, after, m);
  return after;
}
