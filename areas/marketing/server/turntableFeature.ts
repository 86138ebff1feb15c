import type { FastifyInstance } from 'fastify';
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { fenToYuan, firstError, resourcesByName, rules } from '@coach/domain';
import { CHANCE_WHOLE, probabilityOf, TURNTABLE_DRAW_PATH } from '../domain';
import type { Services } from '@coach/server/platform/services.ts';
import type { Db } from '@coach/server/platform/db.ts';
import { BizError, ok } from '@coach/server/platform/envelope.ts';
import { parseBody } from '@coach/server/platform/validate.ts';
import {
  engineContext,
  fetchOne,
  idSchema,
  NOT_FOUND_MESSAGE,
  resourceHooks,
  rowsOf,
  write,
} from '@coach/server/engine/index.ts';
import { phaseOf, runningCampaignGuard } from './campaignRules';
import { receiveCoupon } from './couponReceive';
import { parsePrizes, prizesOf, savePrizes, type Prize } from './turntablePrizes';

const def = resourcesByName.turntable;
const base = '/api/bbxc/order/inner/turntable';
/** The day a draw counts toward: China time (no daylight saving), whatever the server's zone. */
const chinaDay = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

export const turntableHooks = resourceHooks({
  turntable: {
    async beforeSave({ tx, ctx, values, before, body, creating, scratch }) {
      const pick = (key: string) => (key in values ? values[key] : before?.[key]);
      if (Number(pick('activityEnd')) <= Number(pick('activityStart'))) throw new BizError('结束时间必须晚于开始时间');
      if (creating || 'prizes' in body) scratch.prizes = await parsePrizes(tx, ctx.tenantId, body.prizes);
    },
    async afterSave({ tx, ctx, id, scratch }) {
      if (scratch.prizes) await savePrizes(tx, ctx.tenantId, id, scratch.prizes as Prize[]);
    },
    async listRows({ rows }) {
      for (const row of rows) Object.assign(row, phaseOf(row.activityStart, row.activityEnd));
    },
    async detail({ tx, ctx, row }) {
      return {
        ...phaseOf(row.activityStart, row.activityEnd),
        prizes: await prizesOf(tx, ctx.tenantId, String(row.id)),
      };
    },
    beforeDelete: runningCampaignGuard('bbxc_turntable'),
  },
});

/** Prize wheels: prizes that are coupons with chances adding up to 100%, and the daily draw. */
export function turntableFeature(app: FastifyInstance, services: Services) {
  const db = services.database.db;

  app.post(`${base}/couponDetail`, async (request) => {
    const ctx = engineContext(request);
    const { id } = parseBody(idSchema, request.body);
    await fetchOne(db, def, ctx, id);
    const rows = await rowsOf<Record<string, string | number | null>>(
      db,
      sql`
      SELECT p.id, p.prize_name, p.chance, c.id AS coupon_id, c.coupon_name, c.coupon_type, c.discount_amount, c.discount_rate,
             c.threshold_amount, c.total_stock, c.received_count, c.status, c.valid_start, c.valid_end
      FROM bbxc_turntable_prize p JOIN bbxc_coupon c ON c.id = p.coupon_id AND c.tenant_id = p.tenant_id
      WHERE p.tenant_id = ${ctx.tenantId} AND p.turntable_id = ${id} ORDER BY p.sort, p.id`,
    );
    const yuan = (v: unknown) => (v === null ? null : fenToYuan(Number(v)));
    return ok(
      rows.map((r) => ({
        prizeId: String(r.id),
        prizeName: r.prize_name,
        probability: probabilityOf(Number(r.chance)),
        couponId: String(r.coupon_id),
        couponName: r.coupon_name,
        couponType: Number(r.coupon_type),
        discountAmount: yuan(r.discount_amount),
        discountRate: r.discount_rate,
        thresholdAmount: yuan(r.threshold_amount),
        remaining: Number(r.total_stock) - Number(r.received_count),
        status: Number(r.status),
        validStart: Number(r.valid_start),
        validEnd: Number(r.valid_end),
      })),
    );
  });

  const drawBody = z.object({
    id: idSchema.shape.id,
    userName: z
      .string({ error: '姓名：该输入项为必填项!' })
      .trim()
      .min(1, '姓名：该输入项为必填项!')
      .max(20, '姓名：最多输入20个字符!'),
    mobile: z.string({ error: '手机号：该输入项为必填项!' }),
  });

  // Decided path: drawing is a mini-program action the spec does not list; this is its server side.
  app.post(TURNTABLE_DRAW_PATH, async (request) => {
    const ctx = engineContext(request);
    const body = parseBody(drawBody, request.body);
    const mobileError = firstError(body.mobile, [rules.required, rules.mobile]);
    if (mobileError) throw new BizError(`手机号：${mobileError}`);
    const result = await write(db, def, async (tx) => {
      // Locking the wheel makes the day's count of a student exact under simultaneous draws.
      const [wheel] = await rowsOf<{
        daily_limit: number;
        disable: number;
        activity_start: string;
        activity_end: string;
      }>(
        tx,
        sql`
        SELECT daily_limit, disable, activity_start, activity_end FROM bbxc_turntable
        WHERE id = ${body.id} AND tenant_id = ${ctx.tenantId} AND deleted = 0 FOR UPDATE`,
      );
      if (!wheel) throw new BizError(NOT_FOUND_MESSAGE, '404');
      if (Number(wheel.disable) === 1) throw new BizError('活动已停用');
      const phase = phaseOf(wheel.activity_start, wheel.activity_end);
      if (phase.phase !== 1) throw new BizError(phase.phase === 0 ? '活动未开始' : '活动已结束');
      const day = chinaDay();
      const [{ n }] = await rowsOf<{ n: string }>(
        tx,
        sql`SELECT count(*) AS n FROM bbxc_turntable_draw
        WHERE tenant_id = ${ctx.tenantId} AND turntable_id = ${body.id} AND mobile = ${body.mobile} AND draw_day = ${day}`,
      );
      if (Number(n) >= Number(wheel.daily_limit))
        throw new BizError(`今日抽奖次数已用完（每天${wheel.daily_limit}次）`);
      const prize = pick(await prizesOf(tx, ctx.tenantId, body.id));
      const receivedId = prize?.couponId ? await tryReceive(tx, ctx, prize.couponId, body) : null;
      // A coupon that ran out (or was voided) since the wheel was set up counts as no prize.
      const won = prize && (!prize.couponId || receivedId) ? prize : null;
      await tx.execute(sql`INSERT INTO bbxc_turntable_draw (tenant_id, turntable_id, mobile, prize_id, received_id, draw_day)
        VALUES (${ctx.tenantId}, ${body.id}, ${body.mobile}, ${won?.id ?? null}, ${receivedId}, ${day})`);
      return {
        prizeId: won?.id ?? null,
        prizeName: won?.prizeName ?? '谢谢参与',
        couponId: receivedId ? won?.couponId : null,
        receivedId,
      };
    });
    return ok(result, result.receivedId ? '恭喜中奖' : '谢谢参与');
  });
}

/** A prize drawn with its chance (millionths of the whole). */
function pick<P extends { chance: number }>(prizes: P[]): P | undefined {
  let roll = randomInt(CHANCE_WHOLE);
  for (const prize of prizes) {
    if (roll < prize.chance) return prize;
    roll -= prize.chance;
  }
  return undefined;
}

/** Receives the prize coupon in a savepoint: if it cannot be had, the draw still counts. */
async function tryReceive(
  tx: Db,
  ctx: import('@coach/server/engine/types.ts').EngineContext,
  couponId: string,
  who: { userName: string; mobile: string },
) {
  try {
    return await tx.transaction((inner) =>
      receiveCoupon(inner as unknown as Db, ctx, { couponId, userName: who.userName, mobile: who.mobile, source: 3 }),
    );
  } catch (error) {
    if (error instanceof BizError) return null;
    throw error;
  }
}
