import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { resourcesByName } from '@coach/domain';
import type { Services } from '@coach/server/platform/services.ts';
import { ok } from '@coach/server/platform/envelope.ts';
import { parseBody } from '@coach/server/platform/validate.ts';
import { engineContext, fetchOne, idSchema, resourceHooks, rowsOf } from '@coach/server/engine/index.ts';

const operate = '/api/bbxc/operate/inner';
const truthy = (v: unknown) => v === true || v === 1 || v === '1';

export const contentHooks = resourceHooks({
  material: {
    async afterSave({ tx, ctx, id, body }) {
      if (!truthy(body.release)) return;
      // Releasing with the save: the same 0/2 -> 1 move as the release call, in the same write.
      await tx.execute(sql`UPDATE bbxc_material SET status = 1, release_time = extract(epoch from now())::bigint
        WHERE id = ${id} AND tenant_id = ${ctx.tenantId} AND status IN (0, 2)`);
    },
  },
});

/** Registration guides, materials (save or save-and-release) and enrolment posters. */
export function contentFeature(app: FastifyInstance, services: Services) {
  const db = services.database.db;

  const material = resourcesByName.material;

  app.get(`${operate}/material/v1/getImgsById`, async (request) => {
    const ctx = engineContext(request);
    const { id } = parseBody(idSchema, request.query);
    const row = await fetchOne(db, material, ctx, id);
    return ok({ id, title: row.title, images: row.images ?? [] });
  });

  const poster = resourcesByName.enrollPoster;

  app.post(`${operate}/enrollPoster/v1/usedCount`, async (request) => {
    const ctx = engineContext(request);
    const { id } = parseBody(idSchema, request.body);
    await fetchOne(db, poster, ctx, id);
    const rows = await rowsOf<{
      channel_id: string | null;
      channel_name: string | null;
      member_id: string | null;
      member_name: string | null;
      user_name: string | null;
      n: string;
    }>(
      db,
      sql`
      SELECT u.channel_id, c.name AS channel_name, u.member_id, m.name AS member_name, su.name AS user_name, count(*) AS n
      FROM bbxc_poster_use u
      LEFT JOIN bbxc_channel c ON c.id = u.channel_id
      LEFT JOIN bbxc_channel_member m ON m.id = u.member_id
      LEFT JOIN sys_user su ON su.id = u.user_id
      WHERE u.tenant_id = ${ctx.tenantId} AND u.poster_id = ${id}
      GROUP BY u.channel_id, c.name, u.member_id, m.name, su.name ORDER BY n DESC LIMIT 500`,
    );
    const list = rows.map((r) => ({
      channelId: r.channel_id === null ? null : String(r.channel_id),
      channelName: r.channel_name ?? '员工招生',
      memberId: r.member_id === null ? null : String(r.member_id),
      name: r.member_name ?? r.user_name ?? '-',
      count: Number(r.n),
    }));
    return ok({ total: list.reduce((sum, r) => sum + r.count, 0), list });
  });
}
