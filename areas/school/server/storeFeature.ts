import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { resourcesByName, STORE_SELECTOR } from '@coach/domain';
import type { Services } from '@coach/server/platform/services.ts';
import { resourceHooks } from '@coach/server/engine/index.ts';
import { lookupRoute, schoolOf } from './orgRefs';

export const storeHooks = resourceHooks({
  store: {
    async beforeSave({ tx, ctx, values, creating }) {
      // The school is chosen once, when the store is added (its coaches belong to it too).
      if (creating) values.schoolName = (await schoolOf(tx, ctx, values.schoolId)).name;
    },
    async afterSave({ tx, ctx, values, before, id }) {
      if (before && 'name' in values && values.name !== before.name) {
        await tx.execute(
          sql`UPDATE bbxc_coach SET store_name = ${values.name as string} WHERE tenant_id = ${ctx.tenantId} AND store_id = ${id}`,
        );
      }
    },
  },
});

/** Stores: the engine (营业/停业 are its transitions) and the store lookup. */
export function storeFeature(app: FastifyInstance, services: Services) {
  const db = services.database.db;

  // Forms offer only stores that are 营业 (a closed store takes no new coach or student); a
  // list's filter offers the closed ones too, after them, as 停业: their records stay findable.
  lookupRoute(app, db, STORE_SELECTOR, {
    table: 'bbxc_store',
    live: sql`status = 1`,
    closedAs: '停业',
    parents: { schoolId: 'school_id' },
    extra: { schoolId: 'school_id' },
    org: resourcesByName.store.org,
  });
}
