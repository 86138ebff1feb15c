import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { EDITOR_LIMITS, SETTINGS, settingsByKey } from '@coach/domain';
import { paySettings } from '@coach/areas/system/domain/index.ts';
import { sql } from 'drizzle-orm';
import type { Services } from '../../platform/services';
import { BizError, ok } from '../../platform/envelope';
import { parseBody } from '../../platform/validate';
import { engineContext, readSettings, rowsOf, writeSettings } from '../../engine';

const tenantBase = '/api/bbxc/tenant/inner';
const keyBody = z.object({ key: z.string({ error: '请指定配置项' }).max(60) }).passthrough();

function settingsOf(key: string) {
  const def = settingsByKey(key);
  if (!def) throw new BizError('配置项不存在', '404');
  return def;
}

/** Per-tenant settings forms (tenantConfig, pay settings), tenant info and the editor config. */
export function settingsRoutes(app: FastifyInstance, { database }: Services) {
  const db = database.db;

  app.post(`${tenantBase}/tenantConfig/getConfig`, async (request) => {
    const { key } = parseBody(keyBody, request.body);
    return ok(await readSettings(db, engineContext(request), settingsOf(key)));
  });

  app.post(`${tenantBase}/tenantConfig/setConfig`, async (request) => {
    const body = parseBody(
      keyBody.extend({ value: z.record(z.string(), z.unknown(), { error: '请填写配置内容' }) }),
      request.body,
    );
    await writeSettings(db, engineContext(request), settingsOf(body.key), body.value);
    return ok(null, '保存成功');
  });

  app.get('/api/bbxc/operate/inner/opreatePaySet/v1/getPaySet', async (request) =>
    ok(await readSettings(db, engineContext(request), paySettings)),
  );

  app.post('/api/bbxc/operate/inner/opreatePaySet/v1/savePaySet', async (request) => {
    const body = parseBody(z.record(z.string(), z.unknown(), { error: '请填写配置内容' }), request.body);
    await writeSettings(db, engineContext(request), paySettings, body);
    return ok(null, '保存成功');
  });

  app.post(`${tenantBase}/tenant/v1/info`, async (request) => {
    const ctx = engineContext(request);
    const [tenant] = await rowsOf<{ id: string; name: string; code: string; create_time: string }>(
      db,
      sql`SELECT id, name, code, create_time FROM sys_tenant WHERE id = ${ctx.tenantId}`,
    );
    return ok({ id: String(tenant.id), name: tenant.name, code: tenant.code, createTime: Number(tenant.create_time) });
  });

  app.post(`${tenantBase}/common/v1/getTenantSetting`, async (request) => {
    const ctx = engineContext(request);
    // Which settings forms the tenant has filled in: the console hints at what is missing.
    const rows = await rowsOf<{ config_key: string }>(
      db,
      sql`SELECT config_key FROM bbxc_tenant_config WHERE tenant_id = ${ctx.tenantId}`,
    );
    const done = new Set(rows.map((r) => r.config_key));
    return ok(SETTINGS.map((s) => ({ key: s.key, title: s.title, route: s.route, configured: done.has(s.key) })));
  });

  app.post(`${tenantBase}/common/attachment/config`, async () =>
    ok({
      ...EDITOR_LIMITS,
      uploadUrl: '/api/common/inner/file/v1/upload',
      imageTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
      imageMaxBytes: 5 * 1024 * 1024,
    }),
  );
}
