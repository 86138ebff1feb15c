import { sql } from 'drizzle-orm';
import { fenToYuan } from '@coach/domain';
import { resourceHooks, rowsOf } from '@coach/server/engine/index.ts';

/** 教练钱包: the detail adds the wallet's latest flows (what changed its balance and frozen sum, and why). */
export const walletHooks = resourceHooks({
  examroomWallet: {
    async detail({ tx, ctx, row }) {
      const flows = await rowsOf<Record<string, string>>(
        tx,
        sql`SELECT id, flow_type, balance_change, frozen_change, balance_after, frozen_after, remark, create_time
        FROM examroom_wallet_flow WHERE tenant_id = ${ctx.tenantId} AND wallet_id = ${row.id as string} ORDER BY create_time DESC, id DESC LIMIT 200`,
      );
      return {
        flows: flows.map((f) => ({
          id: String(f.id),
          flowType: Number(f.flow_type),
          balanceChange: fenToYuan(Number(f.balance_change)),
          frozenChange: fenToYuan(Number(f.frozen_change)),
          balanceAfter: fenToYuan(Number(f.balance_after)),
          frozenAfter: fenToYuan(Number(f.frozen_after)),
          remark: f.remark,
          createTime: Number(f.create_time),
        })),
      };
    },
  },
});
