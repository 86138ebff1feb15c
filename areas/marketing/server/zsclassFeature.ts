import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { CAR_CATEGORIES, yuanToFen } from '@coach/domain';
import type { Services } from '@coach/server/platform/services.ts';
import { BizError, ok } from '@coach/server/platform/envelope.ts';
import { resourceHooks, rowsOf } from '@coach/server/engine/index.ts';
import { instalmentRoutes } from './zsclassInstalment';

const base = '/api/bbxc/operate/inner/zsclass';

export const zsclassHooks = resourceHooks({
  zsclass: {
    async beforeSave({ tx, ctx, values, before }) {
      const fen = (key: string) =>
        key in values
          ? (values[key] as number | null)
          : before?.[key] == null
            ? null
            : yuanToFen(before[key] as string);
      const price = fen('price');
      const original = fen('originalPrice');
      if (price !== null && original !== null && original < price) throw new BizError('原价(元)：原价不能低于班型价格');
      if (before && 'price' in values && price !== yuanToFen(before.price as string)) {
        // The plan's amounts add up to the old price: changing it would leave a plan that no longer balances.
        const [plan] = await rowsOf(
          tx,
          sql`SELECT 1 FROM bbxc_zsclass_instalment WHERE tenant_id = ${ctx.tenantId} AND class_id = ${before.id as string} LIMIT 1`,
        );
        if (plan) throw new BizError('该班型已设置分期，修改价格前请先调整或关闭分期设置');
      }
    },
    async beforeDelete({ tx, ctx, ids }) {
      const [onShelf] = await rowsOf<{ class_name: string }>(
        tx,
        sql`SELECT class_name FROM bbxc_zsclass WHERE tenant_id = ${ctx.tenantId}
        AND status = 1 AND id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) LIMIT 1`,
      );
      if (onShelf) throw new BizError(`班型「${onShelf.class_name}」上架中，请先下架再删除`);
    },
    async afterWrite({ tx, ctx, ids, action }) {
      // The first shelving ends the draft: from then on installments need the class on the shelf.
      if (action !== 'onShelf') return;
      await tx.execute(sql`UPDATE bbxc_zsclass SET shelf_time = coalesce(shelf_time, extract(epoch from now())::bigint)
        WHERE tenant_id = ${ctx.tenantId} AND id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`);
    },
  },
});

/** Recruitment classes: prices that make sense, shelf rules, installments and car types. */
export function zsclassFeature(app: FastifyInstance, services: Services) {
  app.get(`${base}/getCarType`, async () =>
    ok(CAR_CATEGORIES.map((c) => ({ value: String(c.code), label: c.name, fullName: c.fullName ?? c.name }))),
  );

  instalmentRoutes(app, services);
}
