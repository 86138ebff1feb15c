import { sql } from 'drizzle-orm';
import { type BillingPeriod } from '@coach/domain';
import { BILL_STATUS } from '../domain';
import type { Db } from '@coach/server/platform/db.ts';
import { rowsOf } from '@coach/server/engine/index.ts';

export interface BillSums {
  orderCount: number;
  orderAmount: number;
  commissionAmount: number;
}

/**
 * What a channel earns for a billing month: its orders settled in [start, end) (paid amount,
 * fen) and the commission of its channel rule — rate % of the amount rounded to the fen, or a
 * fixed amount per order. BigInt keeps amount × rate exact whatever the sum.
 */
export async function billSums(
  tx: Db,
  tenantId: string,
  channelId: string,
  period: Pick<BillingPeriod, 'start' | 'end'>,
): Promise<BillSums> {
  const [sums] = await rowsOf<{ n: string; amount: string | null }>(
    tx,
    sql`
    SELECT count(*) AS n, coalesce(sum(paid_amount), 0) AS amount FROM bbxc_order
    WHERE tenant_id = ${tenantId} AND channel_id = ${channelId} AND settle_status = 1 AND deleted = 0
      AND settle_time >= ${period.start} AND settle_time < ${period.end}`,
  );
  const [rule] = await rowsOf<{
    commission_type: number;
    commission_rate: string | null;
    commission_amount: string | null;
  }>(
    tx,
    sql`
    SELECT r.commission_type, r.commission_rate, r.commission_amount FROM bbxc_channel c
    JOIN bbxc_channel_rule r ON r.id = c.channel_rule_id AND r.tenant_id = c.tenant_id AND r.deleted = 0
    WHERE c.id = ${channelId} AND c.tenant_id = ${tenantId}`,
  );
  const orderCount = Number(sums.n);
  const orderAmount = Number(sums.amount);
  let commission = 0n;
  if (rule && Number(rule.commission_type) === 1 && rule.commission_rate != null) {
    // Rate in hundredths of a percent (8.5% -> 850): amount × 850 / 10000, half up.
    const basis = BigInt(Math.round(Number(rule.commission_rate) * 100));
    commission = (BigInt(orderAmount) * basis + 5000n) / 10000n;
  } else if (rule && Number(rule.commission_type) === 2 && rule.commission_amount != null) {
    commission = BigInt(orderCount) * BigInt(rule.commission_amount);
  }
  return { orderCount, orderAmount, commissionAmount: Number(commission) };
}

/**
 * Writes the bill of a channel's billing month: a new bill, or fresh sums on the existing
 * one only while it is 待确认 — the status condition sits in the same statement, so a bill
 * confirmed meanwhile is never overwritten. Answers the bill id, or undefined when the bill
 * exists and is no longer 待确认.
 */
export async function upsertBill(
  tx: Db,
  tenantId: string,
  channelId: string,
  period: BillingPeriod,
  userId: string | null,
): Promise<string | undefined> {
  const sums = await billSums(tx, tenantId, channelId, period);
  const [row] = await rowsOf<{ id: string }>(
    tx,
    sql`
    INSERT INTO bbxc_channel_bill (tenant_id, channel_id, period_label, period_year, period_month, period_start, period_end,
      order_count, order_amount, commission_amount, status, create_by, update_by)
    VALUES (${tenantId}, ${channelId}, ${period.label}, ${period.year}, ${period.index}, ${period.start}, ${period.end - 1},
      ${sums.orderCount}, ${sums.orderAmount}, ${sums.commissionAmount}, ${BILL_STATUS.pending}, ${userId}, ${userId})
    ON CONFLICT (tenant_id, channel_id, period_year, period_month) DO UPDATE SET
      order_count = excluded.order_count, order_amount = excluded.order_amount, commission_amount = excluded.commission_amount,
      update_time = extract(epoch from now())::bigint, update_by = excluded.update_by
    WHERE bbxc_channel_bill.status = ${BILL_STATUS.pending}
    RETURNING id`,
  );
  return row ? String(row.id) : undefined;
}
