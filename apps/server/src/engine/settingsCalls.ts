import type { FastifyInstance } from 'fastify';
import type { SettingsDef } from '@coach/domain';
import type { Services } from '../platform/services';
import { ok } from '../platform/envelope';
import { engineContext } from './rowAccess';
import { readSettings, writeSettings } from './settingsStore';
import { readerOf } from '../platform/replicas/readRouting';

/**
 * The read and save calls a settings definition names (`calls`): the stored values (defaults
 * until saved), and a save checked field by field, logged with what it was before.
 */
export function registerSettingsCalls(app: FastifyInstance, { database }: Services, def: SettingsDef) {
  if (!def.calls) throw new Error(`settings ${def.key} names no calls`);
  app.post(def.calls.get, async (request) =>
    ok(await readSettings(readerOf(request, database), engineContext(request), def)),
  );
  app.post(def.calls.save, async (request) => {
    const body =
      request.body && typeof request.body === 'object' && !Array.isArray(request.body)
        ? (request.body as Record<string, unknown>)
        : {};
    await writeSettings(database.db, engineContext(request), def, body);
    return ok(null, '保存成功');
  });
}
