import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { billingPeriod, resourcesByName } from '@coach/domain';
import { BILL_RECREATE_PATH } from '../domain';
import type { Services } from '@coach/server/platform/services.ts';
import { BizError } from '@coach/server/platform/envelope.ts';
import { appCall, fetchOne, resourceHooks } from '@coach/server/engine/index.ts';
import { assertStaffAction, channelOf } from './channelScope';
import { upsertBill } from './billSums';

const def = resourcesByName.channelBill;

export const billHooks = resourceHooks({
  channelBill: {
    async afterWrite({ tx, ctx, ids, action }) {
      assertStaffAction(ctx, action);
      const stamp =
        action === 'confirm'
          ? sql`confirm_time = extract(epoch from now())::bigint, confirm_by = ${ctx.userId}`
          : action === 'payment'
            ? sql`pay_time = extract(epoch from now())::bigint, pay_by = ${ctx.userId}`
            : undefined;
      if (stamp)
        await tx.execute(
          sql`UPDATE bbxc_channel_bill SET ${stamp} WHERE tenant_id = ${ctx.tenantId} AND id = ${ids[0]}`,
        );
    },
  },
});

/**
 * 渠道账单: list and export by the engine; 确认 (0->1) and 打款 (1->2) are its transitions
 * (the UPDATE checks the state, the loser gets 状态已变更，请刷新后重试) and record who and
 * when; 打款 is platform staff's. 重新生成 recomputes the current billing month's bill.
 */
export function channelBillFeature(app: FastifyInstance, services: Services) {
  const db = services.database.db;

  appCall(app, db, {
    path: BILL_RECREATE_PATH,
    def,
    action: 'recreate',
    body: z.object({}),
    run: async (tx, ctx) => {
      const channelId = channelOf(ctx);
      const period = billingPeriod(Math.floor(Date.now() / 1000), 'month');
      const id = await upsertBill(tx, ctx.tenantId, channelId, period, ctx.userId);
      if (!id) throw new BizError(`${period.label}账单已确认，不能重新生成`);
      return { period, bill: await fetchOne(tx, def, ctx, id, { plaintext: true }) };
    },
    message: (_, { period }) => `${period.label}账单已生成`,
    logged: (_, { bill }) => ({ ids: [String(bill.id)], after: bill }),
    answer: ({ bill }) => bill,
  });
}
