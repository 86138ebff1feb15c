import type { FastifyInstance } from 'fastify';
import { randomInt } from 'node:crypto';
import type { Services } from '../../platform/services';
import { ok } from '../../platform/envelope';
import { ctxOf } from '../../platform/requestContext';
import { regionTree } from './regionTree';
import { tenantDictionary } from '../../engine';

const AUTH_CODE_TTL_SECONDS = 300;

export function systemRoutes(app: FastifyInstance, { database, kv }: Services) {
  app.get('/api/system/inner/sysDictionary/findDictMesToCache', async (request) => {
    const ctx = ctxOf(request);
    return ok(await tenantDictionary(database.db, ctx.tenantId));
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
