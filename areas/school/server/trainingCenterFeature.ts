import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { AREA_SELECTOR, resourcesByName, TRAINING_CENTER_SELECTOR } from '@coach/domain';
import type { Services } from '@coach/server/platform/services.ts';
import { ok } from '@coach/server/platform/envelope.ts';
import { parseBody } from '@coach/server/platform/validate.ts';
import { engineContext, resourceHooks, rowsOf } from '@coach/server/engine/index.ts';
import { lookupRoute, schoolOf, selectorBody } from './orgRefs';
import { areaCodeOf, areaName } from './areas';

export const trainingCenterHooks = resourceHooks({
  trainingCenter: {
    async beforeSave({ tx, ctx, values }) {
      if ('schoolId' in values) values.schoolName = (await schoolOf(tx, ctx, values.schoolId)).name;
      if ('region' in values) values.areaCode = areaCodeOf(values.region);
    },
  },
});

/** Training grounds (school, area = district of the address), their lookup and the area lookup. */
export function trainingCenterFeature(app: FastifyInstance, services: Services) {
  const db = services.database.db;

  lookupRoute(app, db, TRAINING_CENTER_SELECTOR, {
    table: 'bbxc_training_center',
    live: sql`disable = 0`,
    parents: { schoolId: 'school_id', areaCode: 'area_code' },
    org: resourcesByName.trainingCenter.org,
  });

  // The tenant's areas: districts where its open stores and enabled training grounds lie.
  app.post(AREA_SELECTOR, async (request) => {
    const ctx = engineContext(request);
    const body = parseBody(selectorBody, request.body);
    const rows = await rowsOf<{ code: string }>(
      db,
      sql`SELECT DISTINCT code FROM (
        SELECT area_code AS code FROM bbxc_training_center WHERE tenant_id = ${ctx.tenantId} AND deleted = 0 AND disable = 0
          ${body.schoolId ? sql`AND school_id = ${body.schoolId}` : sql``}
        UNION ALL
        SELECT coalesce(nullif(region->>2, ''), region->>1) FROM bbxc_store WHERE tenant_id = ${ctx.tenantId} AND deleted = 0 AND status = 1
          ${body.schoolId ? sql`AND school_id = ${body.schoolId}` : sql``}
      ) a WHERE code IS NOT NULL ORDER BY code LIMIT ${body.limit}`,
    );
    const areas = rows.map((r) => ({ id: r.code, name: areaName(r.code) }));
    const name = body.name?.trim();
    return ok(name ? areas.filter((a) => a.name.includes(name)) : areas);
  });
}
