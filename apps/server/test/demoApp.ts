import { sql } from 'drizzle-orm';
import { CHANNEL_ID_HEADER, type ResourceDef } from '@coach/domain';
import { withApp } from './fixtures';
import { ADMIN, startTestApp, type TestApp } from './testApp';

/** A server started as `npm start` starts it (every demo seed), signed in as the administrator. */
export interface DemoApp {
  t: TestApp;
  admin: string;
  /** 城东合作渠道, the demo channel the channel-scoped lists are read for. */
  channelId: string;
  /** The headers a call on `def` needs: the channel for channel-scoped resources. */
  headersFor(def: ResourceDef): Record<string, string>;
}

export async function startDemoApp(): Promise<DemoApp> {
  const t = await startTestApp({ seedDemo: true });
  return demoOf(t, await t.login(...ADMIN));
}

/** The API test fixtures on a server of the file's own started as `npm start` starts it, and `demo` on it. */
export const withDemo = () =>
  withApp({ seedDemo: true }).extend('demo', { scope: 'file' }, async ({ app, admin }) => demoOf(app, admin.token));

async function demoOf(t: TestApp, admin: string): Promise<DemoApp> {
  const [{ id: channelId }] = await t.services.database.rows<{ id: string }>(
    sql`SELECT id FROM bbxc_channel WHERE name = '城东合作渠道'`,
  );
  return {
    t,
    admin,
    channelId,
    headersFor: (def): Record<string, string> => (def.scope === 'channel' ? { [CHANNEL_ID_HEADER]: channelId } : {}),
  };
}
