import { sql } from 'drizzle-orm';
import { CHANNEL_ID_HEADER, REPORTS, RESOURCES, SETTINGS, callPath } from '@coach/domain';
import { declaredCalls } from '../src/engine/serveCatalogue';
import { describe, expect, test as it, type Caller } from './fixtures';
import type { TestApp } from './testApp';

// Issue 39: the engine serves every definition of the domain's catalogue itself (features only
// add hooks by name), so no definition is declared and forgotten by the server. demoContent.test.ts
// opens every list on the demo data; this one holds on a fresh installation, for every call.

describe('the catalogue served', () => {
  let t: TestApp;
  let admin: Caller;
  let channelId: string;
  it.beforeAll(async ({ app, admin: signedIn }) => {
    [t, admin] = [app, signedIn];
    [{ id: channelId }] = await t.services.database.rows<{ id: string }>(
      sql`SELECT id FROM bbxc_channel WHERE deleted = 0 ORDER BY id LIMIT 1`,
    );
  });

  it('routes every call each resource, report and settings form declares', () => {
    const calls = declaredCalls({ resources: RESOURCES, reports: REPORTS, settings: SETTINGS });
    expect(calls.length).toBeGreaterThan(RESOURCES.length);
    const missing = calls.filter((c) => !t.built.app.hasRoute(c)).map((c) => `${c.of}: ${c.method} ${c.url}`);
    expect(missing).toEqual([]);
  });

  it('answers the administrator every declared list', async () => {
    const refused: string[] = [];
    for (const def of RESOURCES) {
      if (!def.api.list) continue;
      const headers: Record<string, string> = def.scope === 'channel' ? { [CHANNEL_ID_HEADER]: channelId } : {};
      const params = def.routes?.[0]?.params;
      const answer = await admin.post(
        callPath(def, def.api.list, params),
        { ...params, pageNum: 1, pageSize: 10 },
        { headers },
      );
      if (answer.http === 404 || !answer.body.status)
        refused.push(`${def.name} ${def.title}: ${answer.http} ${answer.body.message}`);
    }
    expect(refused).toEqual([]);
  });
});
