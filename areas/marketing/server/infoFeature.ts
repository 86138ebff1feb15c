import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Services } from '@coach/server/platform/services.ts';
import { BizError, ok } from '@coach/server/platform/envelope.ts';
import { engineContext, resourceHooks, rowsOf } from '@coach/server/engine/index.ts';

export const infoHooks = resourceHooks({
  infoCate: {
    async beforeDelete({ tx, ctx, ids }) {
      const [used] = await rowsOf(
        tx,
        sql`SELECT 1 FROM bbxc_info_item WHERE tenant_id = ${ctx.tenantId} AND deleted = 0
        AND cate_id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) LIMIT 1`,
      );
      if (used) throw new BizError('分类下还有资讯，不能删除');
    },
  },
  infoItem: {
    async beforeSave({ tx, ctx, values }) {
      if (!('cateId' in values)) return;
      const [cate] = await rowsOf(
        tx,
        sql`SELECT 1 FROM bbxc_info_cate WHERE id = ${values.cateId as string} AND tenant_id = ${ctx.tenantId} AND deleted = 0`,
      );
      if (!cate) throw new BizError('资讯分类：分类不存在或已删除');
    },
    async listRows({ tx, ctx, rows }) {
      const ids = [...new Set(rows.map((r) => String(r.cateId)))];
      if (ids.length === 0) return;
      const cates = await rowsOf<{ id: string; cate_name: string }>(
        tx,
        sql`SELECT id, cate_name FROM bbxc_info_cate
        WHERE tenant_id = ${ctx.tenantId} AND id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
      for (const row of rows) row.cateName = cates.find((c) => String(c.id) === String(row.cateId))?.cate_name ?? null;
    },
  },
});

/** Information categories, items (in a live category) and the information library. */
export function infoFeature(app: FastifyInstance, services: Services) {
  const db = services.database.db;

  app.post('/api/bbxc/operate/inner/infocate/v1/listAll', async (request) => {
    const ctx = engineContext(request);
    const rows = await rowsOf<{ id: string; cate_name: string }>(
      db,
      sql`SELECT id, cate_name FROM bbxc_info_cate
      WHERE tenant_id = ${ctx.tenantId} AND deleted = 0 ORDER BY sort_no, id LIMIT 500`,
    );
    return ok(rows.map((r) => ({ id: String(r.id), cateName: r.cate_name })));
  });
}
