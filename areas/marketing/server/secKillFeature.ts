import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { fenToYuan, firstError, resourcesByName, rules } from '@coach/domain';
import { SECKILL_PURCHASE_PATH } from '../domain';
import type { Services } from '@coach/server/platform/services.ts';
import { BizError, ok } from '@coach/server/platform/envelope.ts';
import { parseBody } from '@coach/server/platform/validate.ts';
import {
  engineContext,
  idSchema,
  NOT_FOUND_MESSAGE,
  resourceHooks,
  rowsOf,
  write,
} from '@coach/server/engine/index.ts';
import { classCampaignCheck, phaseOf, runningCampaignGuard } from './campaignRules';
import type { Db } from '@coach/server/platform/db.ts';

const def = resourcesByName.secKill;
const now = () => Math.floor(Date.now() / 1000);

export const secKillHooks = resourceHooks({
  secKill: {
    beforeSave: classCampaignCheck('seckillPrice', '秒杀价(元)', '秒杀价'),
    async listRows({ rows }) {
      for (const row of rows) Object.assign(row, phaseOf(row.activityStart, row.activityEnd));
    },
    async detail({ row }) {
      return phaseOf(row.activityStart, row.activityEnd);
    },
    beforeDelete: runningCampaignGuard('bbxc_seckill'),
  },
});

/** Flash sales: the engine plus the purchase that takes stock exactly once per unit. */
export function secKillFeature(app: FastifyInstance, services: Services) {
  const db = services.database.db;

  const purchaseBody = z.object({
    id: idSchema.shape.id,
    userName: z
      .string({ error: '姓名：该输入项为必填项!' })
      .trim()
      .min(1, '姓名：该输入项为必填项!')
      .max(20, '姓名：最多输入20个字符!'),
    mobile: z.string({ error: '手机号：该输入项为必填项!' }),
    quantity: z.coerce
      .number({ error: '数量：请输入1-100之间的整数' })
      .int('数量：请输入1-100之间的整数')
      .min(1, '数量：请输入1-100之间的整数')
      .max(100, '数量：请输入1-100之间的整数')
      .default(1),
  });

  // Decided path: buying is a mini-program action the spec does not list; this is its server side.
  app.post(SECKILL_PURCHASE_PATH, async (request) => {
    const ctx = engineContext(request);
    const body = parseBody(purchaseBody, request.body);
    const mobileError = firstError(body.mobile, [rules.required, rules.mobile]);
    if (mobileError) throw new BizError(`手机号：${mobileError}`);
    const order = await write(db, def, async (tx) => {
      // One statement takes the stock: it never passes `stock`, whatever the concurrency.
      const [taken] = await rowsOf<{ class_id: string; seckill_price: string; per_user_limit: number }>(
        tx,
        sql`
        UPDATE bbxc_seckill SET sold_count = sold_count + ${body.quantity}
        WHERE id = ${body.id} AND tenant_id = ${ctx.tenantId} AND deleted = 0 AND disable = 0
          AND activity_start <= extract(epoch from now())::bigint AND activity_end > extract(epoch from now())::bigint
          AND sold_count + ${body.quantity} <= stock
        RETURNING class_id, seckill_price, per_user_limit`,
      );
      if (!taken) throw await whyNot(tx, ctx.tenantId, body.id);
      // The UPDATE holds the activity's row lock: this count cannot race another purchase.
      const [{ n }] = await rowsOf<{ n: string }>(
        tx,
        sql`SELECT coalesce(sum(quantity), 0) AS n FROM bbxc_seckill_order
        WHERE tenant_id = ${ctx.tenantId} AND seckill_id = ${body.id} AND mobile = ${body.mobile}`,
      );
      if (Number(n) + body.quantity > Number(taken.per_user_limit))
        throw new BizError(`每人限购${taken.per_user_limit}件`);
      const [{ id }] = await rowsOf<{ id: string }>(
        tx,
        sql`INSERT INTO bbxc_seckill_order (tenant_id, seckill_id, class_id, mobile, user_name, quantity, price)
        VALUES (${ctx.tenantId}, ${body.id}, ${taken.class_id}, ${body.mobile}, ${body.userName}, ${body.quantity}, ${taken.seckill_price}) RETURNING id`,
      );
      return { id: String(id), price: fenToYuan(Number(taken.seckill_price)), quantity: body.quantity };
    });
    return ok(order, '抢购成功');
  });
}

async function whyNot(tx: Db, tenantId: string, id: string): Promise<BizError> {
  const [s] = await rowsOf<{ disable: number; activity_start: string; activity_end: string }>(
    tx,
    sql`SELECT disable, activity_start, activity_end
    FROM bbxc_seckill WHERE id = ${id} AND tenant_id = ${tenantId} AND deleted = 0`,
  );
  if (!s) return new BizError(NOT_FOUND_MESSAGE, '404');
  if (Number(s.disable) === 1) return new BizError('活动已停用');
  if (Number(s.activity_start) > now()) return new BizError('活动未开始');
  if (Number(s.activity_end) <= now()) return new BizError('活动已结束');
  return new BizError('库存不足，已抢光');
}
