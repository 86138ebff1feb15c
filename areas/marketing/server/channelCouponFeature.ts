import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { fenToYuan, resourcesByName } from '@coach/domain';
import type { Services } from '@coach/server/platform/services.ts';
import { BizError, ok } from '@coach/server/platform/envelope.ts';
import {
  appCall,
  engineContext,
  fetchOne,
  idsSchema,
  listParams,
  rowsOf,
  type EngineContext,
} from '@coach/server/engine/index.ts';
import type { Db } from '@coach/server/platform/db.ts';

const base = '/api/bbxc/tenant/inner/channelrelation/v1';
const channelDef = resourcesByName.channel;
const id = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(z.string().regex(/^\d{1,19}$/, '请选择渠道'));

/** The channel a relation call acts on: a channel user's own, else the body's (checked in the tenant). */
async function channelOf(db: Db, ctx: EngineContext, body: unknown): Promise<string> {
  const given =
    (body && typeof body === 'object' ? (body as Record<string, unknown>).channelId : undefined) ?? ctx.channelId;
  const channelId = ctx.isChannel ? ctx.channelId : given;
  const parsed = id.safeParse(channelId);
  if (!parsed.success) throw new BizError('请选择渠道');
  await fetchOne(db, channelDef, ctx, parsed.data);
  return parsed.data;
}

const saveBody = z.object(
  {
    couponIds: z.array(id, { error: '请至少选择一个' }).min(1, '请至少选择一个').max(100),
    channelId: z.unknown().optional(),
  },
  { error: '请至少选择一个' },
);

/** Coupons related to a channel (channelMgCouponList): list, relate several, remove. */
export function channelCouponFeature(app: FastifyInstance, services: Services) {
  const db = services.database.db;

  app.post(`${base}/list`, async (request) => {
    const ctx = engineContext(request);
    const channelId = await channelOf(db, ctx, request.body);
    const { pageNum, pageSize } = listParams(request.body);
    const where = sql`r.tenant_id = ${ctx.tenantId} AND r.channel_id = ${channelId} AND c.deleted = 0`;
    const rows = await rowsOf<Record<string, string | number | null>>(
      db,
      sql`SELECT r.id, r.coupon_id, r.create_time, c.coupon_name, c.coupon_type,
        c.discount_amount, c.discount_rate, c.valid_start, c.valid_end, c.total_stock, c.received_count, c.status
      FROM bbxc_channel_coupon r JOIN bbxc_coupon c ON c.id = r.coupon_id WHERE ${where}
      ORDER BY r.id DESC LIMIT ${pageSize} OFFSET ${(pageNum - 1) * pageSize}`,
    );
    const [{ n }] = await rowsOf<{ n: string }>(
      db,
      sql`SELECT count(*) AS n FROM bbxc_channel_coupon r JOIN bbxc_coupon c ON c.id = r.coupon_id WHERE ${where}`,
    );
    const list = rows.map((r) => ({
      id: String(r.id),
      couponId: String(r.coupon_id),
      couponName: r.coupon_name,
      couponType: Number(r.coupon_type),
      discountAmount: r.discount_amount === null ? null : fenToYuan(Number(r.discount_amount)),
      discountRate: r.discount_rate,
      validStart: Number(r.valid_start),
      validEnd: Number(r.valid_end),
      remaining: Number(r.total_stock) - Number(r.received_count),
      status: Number(r.status),
      createTime: Number(r.create_time),
    }));
    return ok({ list, total: Number(n), pageNum, pageSize });
  });

  appCall(app, db, {
    path: `${base}/save`,
    def: channelDef,
    logResource: 'channelCoupon',
    action: 'create',
    body: saveBody,
    run: async (tx, ctx, body) => {
      const channelId = await channelOf(tx, ctx, body);
      const unique = [...new Set(body.couponIds)];
      const live = await rowsOf<{ id: string }>(
        tx,
        sql`SELECT id FROM bbxc_coupon WHERE tenant_id = ${ctx.tenantId} AND deleted = 0 AND status = 1
        AND id IN (${sql.join(
          unique.map((c) => sql`${c}`),
          sql`, `,
        )})`,
      );
      if (live.length !== unique.length) throw new BizError('优惠券不存在或已作废');
      // Already related coupons stay as they are: saving the same selection twice is harmless.
      // Chunks of 50 rows keep each statement well under PGlite's parameter limit.
      const rows: { id: string }[] = [];
      for (let i = 0; i < unique.length; i += 50) {
        rows.push(
          ...(await rowsOf<{ id: string }>(
            tx,
            sql`INSERT INTO bbxc_channel_coupon (tenant_id, channel_id, coupon_id, create_by, update_by)
          VALUES ${sql.join(
            unique
              .slice(i, i + 50)
              .map((c) => sql`(${ctx.tenantId}, ${channelId}, ${c}, ${ctx.userId}, ${ctx.userId})`),
            sql`, `,
          )}
          ON CONFLICT (channel_id, coupon_id) DO NOTHING RETURNING id`,
          )),
        );
      }
      return { channelId, couponIds: unique, ids: rows.map((r) => String(r.id)) };
    },
    message: '保存成功',
    logged: (_, { channelId, couponIds, ids }) => ({ ids, after: { channelId, couponIds } }),
    answer: ({ ids }) => ({ added: ids.length }),
  });

  appCall(app, db, {
    path: `${base}/delete`,
    def: channelDef,
    logResource: 'channelCoupon',
    action: 'delete',
    body: idsSchema,
    run: async (tx, ctx, ids) => {
      const gone = await rowsOf(
        tx,
        sql`DELETE FROM bbxc_channel_coupon WHERE tenant_id = ${ctx.tenantId}
        ${ctx.isChannel ? sql`AND channel_id = ${ctx.channelId}` : sql``} AND id IN (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )}) RETURNING id`,
      );
      if (gone.length !== ids.length) throw new BizError('数据不存在或已删除', '404');
      return ids;
    },
    message: '删除成功',
    logged: (ids) => ({ ids }),
    answer: () => null,
  });
}
