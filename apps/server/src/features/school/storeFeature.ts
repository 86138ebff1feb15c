import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { resourcesByName, STORE_SELECTOR } from '@coach/domain';
import type { Services } from '../../platform/services';
import { ok } from '../../platform/envelope';
import { parseBody } from '../../platform/validate';
import { registerResource } from '../../engine/registerResource';
import { engineContext, rowsOf } from '../../engine/rowAccess';
import { likeName, schoolOf, selectorBody } from './orgRefs';

const def = resourcesByName.store;

/** Stores: the engine (营业/停业 are its transitions) and the store lookup. */
export function storeFeature(app: FastifyInstance, services: Services) {
  const db = services.database.db;

  registerResource(app, services, def, {
    async beforeSave({ tx, ctx, values, creating }) {
      // The school is chosen once, when the store is added (its coaches belong to it too).
      if (creating) values.schoolName = (await schoolOf(tx, ctx, values.schoolId)).name;
    },
    async afterSave({ tx, ctx, values, before, id }) {
      if (before && 'name' in values && values.name !== before.name) {
        await tx.execute(sql`UPDATE bbxc_coach SET store_name = ${values.name as string} WHERE tenant_id = ${ctx.tenantId} AND store_id = ${id}`);
      }
    },
  });

  // Only stores that are 营业: a closed store takes no new coach or student.
  app.post(STORE_SELECTOR, async (request) => {
    const ctx = engineContext(request);
    const body = parseBody(selectorBody, request.body);
    const rows = await rowsOf<{ id: string; name: string; school_id: string }>(db, sql`SELECT id, name, school_id FROM bbxc_store
      WHERE tenant_id = ${ctx.tenantId} AND deleted = 0 AND status = 1
        ${body.schoolId ? sql`AND school_id = ${body.schoolId}` : sql``}
        ${body.name?.trim() ? sql`AND name ILIKE ${likeName(body.name)}` : sql``}
      ORDER BY id LIMIT ${body.limit}`);
    return ok(rows.map((r) => ({ id: String(r.id), name: r.name, schoolId: String(r.school_id) })));
  });
}
