import type { FastifyInstance } from 'fastify';
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Services } from '../../platform/services';
import { ok } from '../../platform/envelope';
import { ctxOf } from '../../platform/requestContext';
import { regionTree } from './regionTree';

const AUTH_CODE_TTL_SECONDS = 300;

export function systemRoutes(app: FastifyInstance, { database, kv }: Services) {
  app.get('/api/system/inner/sysDictionary/findDictMesToCache', async (request) => {
    const ctx = ctxOf(request);
    // Tenant rows of a type replace the shared defaults of that type.
    const rows = await database.rows<{ type: string; value: string; label: string; tenant_id: string | null }>(sql`
      SELECT type, value, label, tenant_id FROM sys_dictionary
      WHERE (tenant_id IS NULL OR tenant_id = ${ctx.tenantId}) AND disable = 0
      ORDER BY type, sort, id`);
    const tenantTypes = new Set(rows.filter((r) => r.tenant_id != null).map((r) => r.type));
    const dict: Record<string, { value: string; label: string }[]> = {};
    for (const row of rows) {
      if (row.tenant_id == null && tenantTypes.has(row.type)) continue;
      (dict[row.type] ??= []).push({ value: row.value, label: row.label });
    }
    return ok(dict);
  });

  app.post('/api/system/inner/sysRegion/tree', async () => ok(regionTree()));

  app.get('/api/system/authcodes/getPcRemoteAuthCode', async (request) => {
    const ctx = ctxOf(request);
    // A short-lived code the user reads out to remote support; kept in the shared store.
    const authCode = String(randomInt(100000, 1000000));
    await kv.set(`authcode:${authCode}`, { userId: ctx.userId, tenantId: ctx.tenantId }, AUTH_CODE_TTL_SECONDS);
    return ok({ authCode, expireTime: Math.floor(Date.now() / 1000) + AUTH_CODE_TTL_SECONDS });
  });
}
