import { createServer } from 'node:net';
import pg from 'pg';
import { readCalls } from '@coach/domain';
import { describe, expect, withApp } from '../fixtures';
import { ADMIN, type TestApp } from '../testApp';
import { startStandby, type Standby } from '../../../../scripts/pgStandby.mjs';

// Reads from a real hot standby (pg_basebackup + streaming replication, scripts/pgStandby.mjs)
// of the PostgreSQL the suite runs on. Runs where PostgreSQL does (CI's second pass).
const primaryUrl = process.env.DATABASE_URL;
const base = '/api/system/inner/sensitiveWord/v1';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Transactions the server has run in the test's database: the standby counts its own. */
async function transactionsOn(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      'SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = current_database()',
    );
    return Number(rows[0].n);
  } finally {
    await client.end();
  }
}

let standby: Standby;
// The standby is started before the server that reads from it, and stopped after it has closed.
const it = withApp(async (onCleanup) => {
  standby = await startStandby({ primaryUrl, port: await freePort() });
  onCleanup(() => standby.stop());
  return { readUrls: [standby.url('{database}')], readMaxLagMs: 20_000 };
});

describe.skipIf(!primaryUrl)('reads from a hot standby (DATABASE_READ_URL)', () => {
  let t: TestApp;
  let admin: string;
  let standbyUrl: string;

  it.beforeAll(async ({ app, admin: signedIn }) => {
    t = app;
    standbyUrl = standby.url(new URL(t.services.config.databaseUrl!).pathname.slice(1));
    admin = signedIn.token;
  }, 120_000);

  const figures = () => t.services.database.replicas!.figures();
  const words = async (token: string) =>
    ((await t.post(`${base}/list`, { pageSize: 50 }, { token })).body.result.list as { word: string }[]).map(
      (r) => r.word,
    );

  it('serves the read calls from the standby', { timeout: 30_000 }, async () => {
    await t.post(`${base}/save`, { word: '代考', category: 4 }, { token: admin });
    // Caught up with the write, the standby takes the session's reads.
    await expect
      .poll(async () => (await words(admin)).includes('代考') && figures().standbys[0].reads > 0, { timeout: 10_000 })
      .toBe(true);
    const before = { reads: figures().standbys[0].reads, onStandby: await transactionsOn(standbyUrl) };
    for (let i = 0; i < 20; i++) expect(await words(admin)).toContain('代考');
    expect(figures().standbys[0].reads - before.reads).toBeGreaterThanOrEqual(20);
    // Counted by the standby itself, not only by the process (a backend reports its counts
    // within about 10 s of going idle).
    await expect
      .poll(async () => (await transactionsOn(standbyUrl)) - before.onStandby, { timeout: 15_000, interval: 500 })
      .toBeGreaterThanOrEqual(20);
    expect(readCalls()).toContain(`${base}/list`);
  });

  it("shows a user's own write at once while the standby applies WAL late", async () => {
    await standby.setApplyDelay(3000);
    try {
      const other = await t.login(...ADMIN);
      await expect.poll(() => figures().standbys[0].lagMs, { timeout: 5000 }).toBeLessThan(3000);
      const saved = await t.post(`${base}/save`, { word: '包过', category: 3 }, { token: admin });
      expect(saved.body.status).toBe(true);
      const primaryBefore = figures().primaryReads;
      // The writer reads its row (from the primary: the standby has not replayed it) ...
      expect(await words(admin)).toContain('包过');
      expect(figures().primaryReads).toBeGreaterThan(primaryBefore);
      // ... while another session, which wrote nothing, reads the standby, 3 s behind.
      expect(await words(other)).not.toContain('包过');
      // Once replayed, the standby shows it to everyone.
      await expect
        .poll(async () => (await words(other)).includes('包过'), { timeout: 15_000, interval: 500 })
        .toBe(true);
    } finally {
      await standby.setApplyDelay(0);
    }
  }, 30_000);

  it('answers from the primary when the standby is gone, with no error shown', async () => {
    await standby.stop();
    for (let i = 0; i < 5; i++) {
      const answer = await t.post(`${base}/list`, {}, { token: admin });
      expect(answer.body.status).toBe(true);
      expect(answer.body.result.list.map((r: { word: string }) => r.word)).toContain('包过');
    }
    expect(figures().standbys[0].up).toBe(false);
  }, 30_000);
});
