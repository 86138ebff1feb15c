import { sql } from 'drizzle-orm';
import { BizError } from '@coach/server/platform/envelope.ts';
import { resourceHooks, rowsOf, type ResourceHooks } from '@coach/server/engine/index.ts';
import { assertStaffAction } from './channelScope';

/**
 * 渠道订单 and 渠道优惠券订单: the engine lists, details and exports them in the channel's
 * scope; 财务核对 is its transition (未核对 -> 已核对 once) and here it also records who and
 * when, refuses orders not paid, and refuses channel users.
 */
const hooks: ResourceHooks = {
  async afterWrite({ tx, ctx, ids, action }) {
    if (action !== 'caiwuCheck') return;
    assertStaffAction(ctx, action);
    const unpaid = await rowsOf(
      tx,
      sql`SELECT 1 FROM bbxc_order WHERE tenant_id = ${ctx.tenantId}
      AND id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) AND pay_status <> 1 LIMIT 1`,
    );
    if (unpaid.length) throw new BizError('只能核对已支付的订单');
    await tx.execute(sql`UPDATE bbxc_order SET caiwu_check_time = extract(epoch from now())::bigint, caiwu_check_by = ${ctx.userId}
      WHERE tenant_id = ${ctx.tenantId} AND id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`);
  },
};

export const orderHooks = resourceHooks({
  channelOrder: hooks,
  channelCouponOrder: hooks,
});
