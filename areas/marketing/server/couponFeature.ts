import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { firstError, fenToYuan, MSG_ONLY_ONE, resourcesByName, rules } from '@coach/domain';
import { CLASS_SCOPE_OPTIONS, COUPON_TYPE_OPTIONS, COUPON_WRITE_OFF } from '../domain';
import type { Services } from '@coach/server/platform/services.ts';
import { BizError, ok } from '@coach/server/platform/envelope.ts';
import { parseBody } from '@coach/server/platform/validate.ts';
import {
  appCall,
  engineContext,
  idSchema,
  idsSchema,
  NOT_FOUND_MESSAGE,
  resourceHooks,
  rowsOf,
  write,
} from '@coach/server/engine/index.ts';
import { checkCoupon } from './couponRules';
import { receiveCoupon } from './couponReceive';

const receivedDef = resourcesByName.couponReceived;
const base = '/api/bbxc/order/inner/coupon/v1';
/** Decided: receiving is a mini-program action; this is the server side of it. */
export const COUPON_RECEIVE_PATH = `${base}/receive`;
const inList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
const now = () => Math.floor(Date.now() / 1000);

export const couponHooks = resourceHooks({
  coupon: {
    beforeSave: checkCoupon,
    async detail({ tx, ctx, row }) {
      const [r] = await rowsOf<{ class_ids: string[] | null }>(
        tx,
        sql`SELECT class_ids FROM bbxc_coupon WHERE id = ${row.id as string}`,
      );
      const classIds = (r?.class_ids ?? []).map(String);
      // Names in the same order, so a form shows the chosen classes before their list loads.
      const named = classIds.length
        ? await rowsOf<{ id: string; class_name: string }>(
            tx,
            sql`SELECT id, class_name FROM bbxc_zsclass WHERE tenant_id = ${ctx.tenantId} AND id IN (${inList(classIds)})`,
          )
        : [];
      const nameOf = new Map(named.map((c) => [String(c.id), c.class_name]));
      return { classIds, classNames: classIds.map((id) => nameOf.get(id) ?? '已删除的班型') };
    },
    async beforeDelete({ tx, ctx, ids }) {
      const [held] = await rowsOf<{ coupon_name: string }>(
        tx,
        sql`SELECT c.coupon_name FROM bbxc_coupon c WHERE c.tenant_id = ${ctx.tenantId}
        AND c.id IN (${inList(ids)}) AND c.status = 1 AND EXISTS (SELECT 1 FROM bbxc_coupon_received r WHERE r.coupon_id = c.id AND r.status = 0
          AND r.valid_end > extract(epoch from now())::bigint) LIMIT 1`,
      );
      if (held) throw new BizError(`优惠券「${held.coupon_name}」已有用户领取未使用，请先作废再删除`);
    },
    async afterWrite({ tx, ctx, ids, action }) {
      // 作废 is final for the coupon and for every copy nobody has used yet (expired ones stay 已过期).
      if (action !== 'invalid') return;
      await tx.execute(sql`UPDATE bbxc_coupon_received SET status = 3, update_time = extract(epoch from now())::bigint, update_by = ${ctx.userId}
        WHERE tenant_id = ${ctx.tenantId} AND coupon_id IN (${inList(ids)}) AND status = 0 AND valid_end > extract(epoch from now())::bigint`);
    },
  },
});

/** Coupons, their received records, invalidation with the received ones, and write-off. */
export function couponFeature(app: FastifyInstance, services: Services) {
  const db = services.database.db;

  // 已过期 is derived in the query from validEnd (the field's `lapse`): reading writes nothing.

  app.post(`${base}/param`, async (request) => {
    const ctx = engineContext(request);
    const classes = await rowsOf<{ id: string; class_name: string; price: string; car_type: number }>(
      db,
      sql`SELECT id, class_name, price, car_type
      FROM bbxc_zsclass WHERE tenant_id = ${ctx.tenantId} AND deleted = 0 ORDER BY sort, id LIMIT 500`,
    );
    return ok({
      couponTypes: COUPON_TYPE_OPTIONS,
      classScopes: CLASS_SCOPE_OPTIONS,
      classes: classes.map((c) => ({
        id: String(c.id),
        className: c.class_name,
        price: fenToYuan(Number(c.price)),
        carType: Number(c.car_type),
      })),
    });
  });

  // 核销 as the definition declares it (the list's row button): `{id}`, or the row button's `{ids: [id]}`.
  appCall(app, db, {
    path: COUPON_WRITE_OFF.path,
    def: receivedDef,
    action: COUPON_WRITE_OFF.name,
    body: idsSchema,
    run: async (tx, ctx, ids) => {
      if (ids.length > 1) throw new BizError(MSG_ONLY_ONE);
      const id = ids[0];
      // Only an unused coupon inside its window: of two simultaneous write-offs one changes the row.
      const [done] = await rowsOf(
        tx,
        sql`UPDATE bbxc_coupon_received SET status = ${COUPON_WRITE_OFF.to}, use_time = extract(epoch from now())::bigint,
          update_time = extract(epoch from now())::bigint, update_by = ${ctx.userId}
        WHERE id = ${id} AND tenant_id = ${ctx.tenantId} AND status IN (${sql.join(
          COUPON_WRITE_OFF.from.map((s) => sql`${s}`),
          sql`, `,
        )})
          AND valid_start <= extract(epoch from now())::bigint AND valid_end > extract(epoch from now())::bigint
        RETURNING id`,
      );
      if (!done) throw await whyNoWriteOff(tx, ctx.tenantId, id);
      return null;
    },
    logged: (ids) => ({ ids }),
    message: '核销成功',
  });

  app.post(COUPON_RECEIVE_PATH, async (request) => {
    const ctx = engineContext(request);
    const body = parseBody(
      z.object({
        couponId: idSchema.shape.id,
        userName: z
          .string({ error: '领取人：该输入项为必填项!' })
          .trim()
          .min(1, '领取人：该输入项为必填项!')
          .max(20, '领取人：最多输入20个字符!'),
        mobile: z.string({ error: '手机号：该输入项为必填项!' }),
        channelId: z
          .union([z.string(), z.number()])
          .optional()
          .transform((v) => (v === undefined || v === '' ? null : String(v))),
      }),
      request.body,
    );
    const mobileError = firstError(body.mobile, [rules.required, rules.mobile]);
    if (mobileError) throw new BizError(`手机号：${mobileError}`);
    const channelId = ctx.isChannel ? ctx.channelId : (body.channelId ?? ctx.channelId);
    const id = await write(db, receivedDef, async (tx) => {
      if (channelId) {
        const [ch] = await rowsOf(
          tx,
          sql`SELECT 1 FROM bbxc_channel WHERE id = ${channelId} AND tenant_id = ${ctx.tenantId} AND deleted = 0`,
        );
        if (!ch) throw new BizError('渠道不存在', '404');
      }
      return receiveCoupon(tx, ctx, {
        couponId: body.couponId,
        userName: body.userName,
        mobile: body.mobile,
        channelId,
        source: channelId ? 2 : 1,
      });
    });
    return ok({ id }, '领取成功');
  });
}

async function whyNoWriteOff(
  tx: import('@coach/server/platform/db.ts').Db,
  tenantId: string,
  id: string,
): Promise<BizError> {
  const [r] = await rowsOf<{ status: number; valid_start: string; valid_end: string }>(
    tx,
    sql`SELECT status, valid_start, valid_end
    FROM bbxc_coupon_received WHERE id = ${id} AND tenant_id = ${tenantId}`,
  );
  if (!r) return new BizError(NOT_FOUND_MESSAGE, '404');
  if (Number(r.status) === 1) return new BizError('优惠券已核销，不能重复核销', '409');
  if (Number(r.status) === 3) return new BizError('优惠券已作废，不能核销');
  if (Number(r.valid_start) > now()) return new BizError('优惠券未到使用时间，不能核销');
  return new BizError('优惠券已过期，不能核销');
}
