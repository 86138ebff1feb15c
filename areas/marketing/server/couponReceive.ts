import { sql } from 'drizzle-orm';
import type { Db } from '@coach/server/platform/db.ts';
import { BizError } from '@coach/server/platform/envelope.ts';
import { NOT_FOUND_MESSAGE, rowsOf, type EngineContext } from '@coach/server/engine/index.ts';

export interface ReceiveArgs {
  couponId: string;
  userName: string;
  mobile: string;
  channelId?: string | null;
  /** 1 用户领取, 2 渠道发放, 3 大转盘. */
  source: number;
}

/**
 * Hands one coupon to a student inside the caller's transaction. The stock is taken by one
 * conditional UPDATE (never beyond the total, only while the coupon is 有效, enabled and not
 * expired); that UPDATE also locks the coupon, so the per-student count after it is exact.
 */
export async function receiveCoupon(tx: Db, ctx: EngineContext, args: ReceiveArgs): Promise<string> {
  const [taken] = await rowsOf<{ coupon_name: string; valid_start: string; valid_end: string; per_user_limit: number }>(
    tx,
    sql`
    UPDATE bbxc_coupon SET received_count = received_count + 1
    WHERE id = ${args.couponId} AND tenant_id = ${ctx.tenantId} AND deleted = 0 AND status = 1 AND disable = 0
      AND valid_end > extract(epoch from now())::bigint AND received_count < total_stock
    RETURNING coupon_name, valid_start, valid_end, per_user_limit`,
  );
  if (!taken) throw await whyNot(tx, ctx, args.couponId);
  const [{ n }] = await rowsOf<{ n: string }>(
    tx,
    sql`SELECT count(*) AS n FROM bbxc_coupon_received
    WHERE tenant_id = ${ctx.tenantId} AND coupon_id = ${args.couponId} AND mobile = ${args.mobile}`,
  );
  if (Number(n) >= Number(taken.per_user_limit)) throw new BizError(`每人限领${taken.per_user_limit}张，已达上限`);
  const [{ id }] = await rowsOf<{ id: string }>(
    tx,
    sql`
    INSERT INTO bbxc_coupon_received (tenant_id, coupon_id, coupon_name, user_name, mobile, channel_id, source, status, valid_start, valid_end, create_by, update_by)
    VALUES (${ctx.tenantId}, ${args.couponId}, ${taken.coupon_name}, ${args.userName}, ${args.mobile}, ${args.channelId ?? null}, ${args.source}, 0,
            ${taken.valid_start}, ${taken.valid_end}, ${ctx.userId}, ${ctx.userId}) RETURNING id`,
  );
  return String(id);
}

async function whyNot(tx: Db, ctx: EngineContext, couponId: string): Promise<BizError> {
  const [c] = await rowsOf<{
    status: number;
    disable: number;
    valid_end: string;
    received_count: number;
    total_stock: number;
  }>(
    tx,
    sql`
    SELECT status, disable, valid_end, received_count, total_stock FROM bbxc_coupon WHERE id = ${couponId} AND tenant_id = ${ctx.tenantId} AND deleted = 0`,
  );
  if (!c) return new BizError(NOT_FOUND_MESSAGE, '404');
  if (Number(c.status) === 2) return new BizError('优惠券已作废');
  if (Number(c.disable) === 1) return new BizError('优惠券已停止领取');
  if (Number(c.valid_end) <= Date.now() / 1000) return new BizError('优惠券已过期');
  return new BizError('优惠券已领完');
}
