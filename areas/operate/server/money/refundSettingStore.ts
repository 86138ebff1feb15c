import { sql } from 'drizzle-orm';
import { DEFAULT_REFUND_TIERS, refundTiersError, type RefundTier } from '../../domain';
import type { Db } from '@coach/server/platform/db.ts';
import { BizError } from '@coach/server/platform/envelope.ts';
import { rowsOf } from '@coach/server/engine/index.ts';
import type { Actor } from './walletLedger';

/** Tenant config key of 退费设置 (tiers are a list, so not a plain SettingsDef form). */
export const REFUND_SETTING_KEY = 'examroom_refund_setting';

export async function readRefundTiers(db: Db, tenantId: string): Promise<{ tiers: RefundTier[]; configured: boolean }> {
  const [row] = await rowsOf<{ value: { tiers?: RefundTier[] } }>(
    db,
    sql`SELECT value FROM bbxc_tenant_config
    WHERE tenant_id = ${tenantId} AND config_key = ${REFUND_SETTING_KEY}`,
  );
  const tiers = row?.value?.tiers;
  return tiers?.length
    ? { tiers, configured: true }
    : { tiers: DEFAULT_REFUND_TIERS.map((t) => ({ ...t })), configured: false };
}

/** Checks the tiers (ratios 0-100, hours strictly decreasing) and stores them, or changes nothing. */
export async function writeRefundTiers(tx: Db, actor: Actor, tiers: RefundTier[]): Promise<RefundTier[]> {
  const error = refundTiersError(tiers);
  if (error) throw new BizError(error);
  const value = { tiers: tiers.map((t) => ({ hours: t.hours, ratio: t.ratio })) };
  await tx.execute(sql`INSERT INTO bbxc_tenant_config (tenant_id, config_key, value, update_by)
    VALUES (${actor.tenantId}, ${REFUND_SETTING_KEY}, ${JSON.stringify(value)}::jsonb, ${actor.userId})
    ON CONFLICT (tenant_id, config_key) DO UPDATE SET value = excluded.value, update_by = excluded.update_by,
      update_time = extract(epoch from now())::bigint`);
  return value.tiers;
}
