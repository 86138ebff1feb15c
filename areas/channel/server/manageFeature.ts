import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { fenToYuan, mask } from '@coach/domain';
import { CHANNEL_MANAGE_PATHS, type ChannelIndex } from '../domain';
import type { Services } from '@coach/server/platform/services.ts';
import { BizError, ok } from '@coach/server/platform/envelope.ts';
import { engineContext, resourceHooks, rowsOf, type EngineContext } from '@coach/server/engine/index.ts';
import { channelOf } from './channelScope';

export const manageHooks = resourceHooks({
  channelClass: {
    async listRows({ tx, ctx, rows }) {
      if (!rows.length) return;
      const stats = ctx.channelId
        ? await rowsOf<{ class_id: string; n: string; amount: string }>(
            tx,
            sql`
          SELECT class_id, count(*) AS n, coalesce(sum(paid_amount) FILTER (WHERE pay_status = 1), 0) AS amount FROM bbxc_order
          WHERE tenant_id = ${ctx.tenantId} AND channel_id = ${ctx.channelId} AND deleted = 0
            AND class_id IN (${sql.join(
              rows.map((r) => sql`${r.id}`),
              sql`, `,
            )}) GROUP BY class_id`,
          )
        : [];
      const byClass = new Map(stats.map((s) => [String(s.class_id), s]));
      for (const row of rows) {
        const s = byClass.get(String(row.id));
        row.orderCount = Number(s?.n ?? 0);
        row.orderAmount = fenToYuan(Number(s?.amount ?? 0));
      }
    },
  },
});

/**
 * 渠道信息 (overview), 渠道统计 (a report definition the engine serves), 渠道班型 and the two coupon detail lists:
 * everything about one channel — the session's, or the one staff chose.
 */
export function channelManageFeature(app: FastifyInstance, services: Services) {
  const db = services.database.db;

  // Classes are the tenant's; the counts beside them are the channel's own orders only.

  app.post(CHANNEL_MANAGE_PATHS.index, async (request) => {
    const ctx = engineContext(request);
    return ok(await channelIndex(db, ctx, channelOf(ctx)));
  });
}

async function channelIndex(
  db: Services['database']['db'],
  ctx: EngineContext,
  channelId: string,
): Promise<ChannelIndex> {
  const [channel] = await rowsOf<Record<string, unknown>>(
    db,
    sql`
    SELECT c.id, c.name, c.account, c.contact_name, c.contact_mobile, c.address, c.disable, c.create_time, r.rule_name
    FROM bbxc_channel c LEFT JOIN bbxc_channel_rule r ON r.id = c.channel_rule_id AND r.deleted = 0
    WHERE c.id = ${channelId} AND c.tenant_id = ${ctx.tenantId} AND c.deleted = 0`,
  );
  if (!channel) throw new BizError('渠道不存在', '404');
  const [counts] = await rowsOf<Record<string, string>>(
    db,
    sql`SELECT
    (SELECT count(*) FROM bbxc_channel_member WHERE tenant_id = ${ctx.tenantId} AND channel_id = ${channelId} AND deleted = 0) AS members,
    (SELECT count(*) FROM bbxc_order WHERE tenant_id = ${ctx.tenantId} AND channel_id = ${channelId} AND deleted = 0) AS orders,
    (SELECT coalesce(sum(paid_amount), 0) FROM bbxc_order WHERE tenant_id = ${ctx.tenantId} AND channel_id = ${channelId} AND deleted = 0 AND pay_status = 1) AS paid,
    (SELECT count(*) FROM bbxc_channel_coupon WHERE tenant_id = ${ctx.tenantId} AND channel_id = ${channelId}) AS coupons,
    (SELECT count(*) FROM bbxc_coupon_received WHERE tenant_id = ${ctx.tenantId} AND channel_id = ${channelId}) AS received,
    (SELECT count(*) FROM bbxc_coupon_received WHERE tenant_id = ${ctx.tenantId} AND channel_id = ${channelId} AND status = 1) AS used,
    (SELECT coalesce(sum(commission_amount), 0) FROM bbxc_channel_bill WHERE tenant_id = ${ctx.tenantId} AND channel_id = ${channelId} AND status < 2) AS pending`,
  );
  const mobile = channel.contact_mobile == null ? null : String(channel.contact_mobile);
  return {
    channel: {
      id: String(channel.id),
      name: String(channel.name),
      account: (channel.account as string | null) ?? null,
      contactName: (channel.contact_name as string | null) ?? null,
      contactMobile: mobile && !ctx.plaintext ? mask(mobile) : mobile,
      address: (channel.address as string | null) ?? null,
      channelRuleName: (channel.rule_name as string | null) ?? null,
      disable: Number(channel.disable),
      createTime: Number(channel.create_time),
    },
    memberCount: Number(counts.members),
    orderCount: Number(counts.orders),
    paidAmount: fenToYuan(Number(counts.paid)),
    couponCount: Number(counts.coupons),
    couponReceivedCount: Number(counts.received),
    couponUsedCount: Number(counts.used),
    pendingBillAmount: fenToYuan(Number(counts.pending)),
  };
}
