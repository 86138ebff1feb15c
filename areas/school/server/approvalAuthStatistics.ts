import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { APPROVAL_AUTH_STATISTICS, resourcesByName } from '@coach/domain';
import type { Services } from '@coach/server/platform/services.ts';
import { ok } from '@coach/server/platform/envelope.ts';
import { parseBody } from '@coach/server/platform/validate.ts';
import { and, engineContext, orgWhere, rowsOf } from '@coach/server/engine/index.ts';
import { selectorBody } from './orgRefs';

/**
 * The 门店与授权 lookup of the timing statistics pages: per live store of the tenant, how many
 * coaches it has and how many of them are authorised to teach (enabled). Narrowed by
 * schoolId/storeId; at most `limit` stores, ordered by school then store.
 */
export function approvalAuthStatistics(app: FastifyInstance, services: Services) {
  const db = services.database.db;
  app.post(APPROVAL_AUTH_STATISTICS, async (request) => {
    const ctx = engineContext(request);
    const body = parseBody(selectorBody, request.body);
    const rows = await rowsOf<{
      id: string;
      name: string;
      school_id: string;
      school_name: string;
      status: number;
      total: string;
      enabled: string;
    }>(
      db,
      sql`
      SELECT s.id, s.name, s.school_id, s.school_name, s.status,
        count(c.id) AS total, count(c.id) FILTER (WHERE c.disable = 0) AS enabled
      FROM bbxc_store s
      LEFT JOIN bbxc_coach c ON c.tenant_id = s.tenant_id AND c.store_id = s.id::text AND c.deleted = 0
      WHERE ${and([sql`s.tenant_id = ${ctx.tenantId}`, sql`s.deleted = 0`, ...orgWhere(resourcesByName.store.org, ctx, 's')])}
        ${body.schoolId ? sql`AND s.school_id = ${body.schoolId}` : sql``}
        ${body.storeId ? sql`AND s.id = ${body.storeId}` : sql``}
      GROUP BY s.id ORDER BY s.school_id, s.id LIMIT ${body.limit}`,
    );
    return ok(
      rows.map((r) => ({
        storeId: String(r.id),
        storeName: r.name,
        schoolId: String(r.school_id),
        schoolName: r.school_name,
        status: Number(r.status),
        coachCount: Number(r.total),
        authorizedCount: Number(r.enabled),
        unauthorizedCount: Number(r.total) - Number(r.enabled),
      })),
    );
  });
}
