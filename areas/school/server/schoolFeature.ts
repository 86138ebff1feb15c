import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { resourcesByName, SCHOOL_SELECTOR } from '@coach/domain';
import type { Services } from '@coach/server/platform/services.ts';
import { BizError } from '@coach/server/platform/envelope.ts';
import { resourceHooks, rowsOf } from '@coach/server/engine/index.ts';
import { lookupRoute } from './orgRefs';

/** Tables that show a school's name next to its id (copied there so lists need no join). */
const NAMED_BY_SCHOOL = ['bbxc_store', 'bbxc_training_center', 'bbxc_coach', 'bbxc_feedback'];

export const schoolHooks = resourceHooks({
  school: {
    async afterSave({ tx, ctx, values, before, id }) {
      if (!before || !('name' in values) || values.name === before.name) return;
      for (const table of NAMED_BY_SCHOOL) {
        await tx.execute(
          sql`UPDATE ${sql.raw(table)} SET school_name = ${values.name as string} WHERE tenant_id = ${ctx.tenantId} AND school_id = ${id}`,
        );
      }
    },
    async beforeDelete({ tx, ctx, ids }) {
      // The rows are locked by the engine: no store or coach can be added to them meanwhile
      // without the adder's check failing (they read the school inside their transaction).
      const counts = await rowsOf<{ name: string; stores: string; coaches: string; grounds: string }>(
        tx,
        sql`
        SELECT s.name,
          (SELECT count(*) FROM bbxc_store x WHERE x.tenant_id = s.tenant_id AND x.school_id = s.id::text AND x.deleted = 0) AS stores,
          (SELECT count(*) FROM bbxc_coach x WHERE x.tenant_id = s.tenant_id AND x.school_id = s.id::text AND x.deleted = 0) AS coaches,
          (SELECT count(*) FROM bbxc_training_center x WHERE x.tenant_id = s.tenant_id AND x.school_id = s.id::text AND x.deleted = 0) AS grounds
        FROM bbxc_school s WHERE s.tenant_id = ${ctx.tenantId} AND s.id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
      const busy = counts.find((c) => Number(c.stores) + Number(c.coaches) + Number(c.grounds) > 0);
      if (busy) {
        const parts = [
          [busy.stores, '个门店'],
          [busy.coaches, '名教练'],
          [busy.grounds, '个训练场'],
        ]
          .filter(([n]) => Number(n) > 0)
          .map(([n, unit]) => `${n}${unit}`);
        throw new BizError(`驾校“${busy.name}”下还有${parts.join('、')}，请先删除或移走后再删除驾校`);
      }
    },
  },
});

/** Schools: the engine, a delete that keeps the organisation whole, and the school lookup. */
export function schoolFeature(app: FastifyInstance, services: Services) {
  const db = services.database.db;

  lookupRoute(app, db, SCHOOL_SELECTOR, {
    table: 'bbxc_school',
    live: sql`TRUE`,
    parents: {},
    org: resourcesByName.school.org,
  });
}
