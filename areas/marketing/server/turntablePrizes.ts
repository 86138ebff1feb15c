import { sql } from 'drizzle-orm';
import { firstError, rules } from '@coach/domain';
import { CHANCE_WHOLE, chanceOf, probabilityError, probabilityOf, TURNTABLE_PRIZES } from '../domain';
import type { Db } from '@coach/server/platform/db.ts';
import { BizError } from '@coach/server/platform/envelope.ts';
import { rowsOf } from '@coach/server/engine/index.ts';

export interface Prize {
  prizeName: string;
  couponId: string | null;
  /** Millionths of the whole (`CHANCE_WHOLE` is certainty): a % with 4 decimals. */
  chance: number;
}

/**
 * The prizes of an `addOrUpdate` body: 2-8, each named, each a live and valid coupon of the
 * tenant or none (谢谢参与), probabilities (% with up to 4 decimals) adding up to exactly 100%
 * (counted in millionths, so 33.3333 + 33.3333 + 33.3334 is exact).
 */
export async function parsePrizes(tx: Db, tenantId: string, raw: unknown): Promise<Prize[]> {
  if (!Array.isArray(raw) || raw.length < TURNTABLE_PRIZES.min || raw.length > TURNTABLE_PRIZES.max) {
    throw new BizError(`奖品：请设置${TURNTABLE_PRIZES.min}至${TURNTABLE_PRIZES.max}个奖品`);
  }
  const prizes = raw.map((p, i): Prize => {
    const item = (p && typeof p === 'object' ? p : {}) as Record<string, unknown>;
    const name = typeof item.prizeName === 'string' ? item.prizeName.trim() : '';
    const nameError = firstError(name, [rules.required, rules.maxLength(30)]);
    if (nameError) throw new BizError(`第${i + 1}个奖品名称：${nameError}`);
    const text = typeof item.probability === 'string' ? item.probability.trim() : item.probability;
    const probability = probabilityError(text);
    if (probability) throw new BizError(`第${i + 1}个奖品中奖概率(%)：${probability}`);
    const chance = chanceOf(text)!;
    const couponId =
      item.couponId === undefined || item.couponId === null || item.couponId === '' ? null : String(item.couponId);
    if (couponId !== null && !/^\d{1,19}$/.test(couponId)) throw new BizError(`第${i + 1}个奖品：优惠券不存在`);
    return { prizeName: name, couponId, chance };
  });
  const total = prizes.reduce((sum, p) => sum + p.chance, 0);
  if (total !== CHANCE_WHOLE) throw new BizError(`中奖概率之和必须等于100%（当前为${probabilityOf(total)}%）`);
  const couponIds = [...new Set(prizes.map((p) => p.couponId).filter((id): id is string => id !== null))];
  if (couponIds.length) {
    const found = await rowsOf<{ id: string }>(
      tx,
      sql`SELECT id FROM bbxc_coupon WHERE tenant_id = ${tenantId} AND deleted = 0 AND status = 1
      AND id IN (${sql.join(
        couponIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    if (found.length !== couponIds.length) throw new BizError('奖品优惠券不存在或已作废');
  }
  return prizes;
}

/** Replaces a wheel's prizes (a handful of rows: one statement). */
export async function savePrizes(tx: Db, tenantId: string, turntableId: string, prizes: Prize[]) {
  await tx.execute(
    sql`DELETE FROM bbxc_turntable_prize WHERE tenant_id = ${tenantId} AND turntable_id = ${turntableId}`,
  );
  await tx.execute(sql`INSERT INTO bbxc_turntable_prize (tenant_id, turntable_id, prize_name, coupon_id, chance, sort) VALUES
    ${sql.join(
      prizes.map((p, i) => sql`(${tenantId}, ${turntableId}, ${p.prizeName}, ${p.couponId}, ${p.chance}, ${i})`),
      sql`, `,
    )}`);
}

export async function prizesOf(tx: Db, tenantId: string, turntableId: string) {
  // The coupon's name comes along so a form can show the chosen coupon before its list loads.
  const rows = await rowsOf<{
    id: string;
    prize_name: string;
    coupon_id: string | null;
    coupon_name: string | null;
    chance: number;
  }>(
    tx,
    sql`SELECT p.id, p.prize_name, p.coupon_id, c.coupon_name, p.chance
    FROM bbxc_turntable_prize p LEFT JOIN bbxc_coupon c ON c.id = p.coupon_id AND c.tenant_id = p.tenant_id
    WHERE p.tenant_id = ${tenantId} AND p.turntable_id = ${turntableId} ORDER BY p.sort, p.id`,
  );
  return rows.map((r) => ({
    id: String(r.id),
    prizeName: r.prize_name,
    couponId: r.coupon_id === null ? null : String(r.coupon_id),
    couponName: r.coupon_name,
    chance: Number(r.chance),
    probability: probabilityOf(Number(r.chance)),
  }));
}
