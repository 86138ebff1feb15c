import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/platform/db';
import { migrationsFolder } from '../src/db/location';
import { configureLog, rootLog, withRequestLog } from '../src/platform/log';
import { ADMIN, freshPostgresDatabase, startTestApp, type TestApp } from './testApp';

/** The JSON lines the process's logger wrote, read back. */
const lines: Record<string, unknown>[] = [];
const capture = { write: (line: string) => lines.push(JSON.parse(line)) };

beforeAll(async () => {
  await configureLog({ logLevel: 'info' }, capture);
});
afterAll(async () => {
  await configureLog({ logLevel: 'warn' });
});

const slowLines = () => lines.filter((l) => l.msg === 'slow SQL statement');

describe('a SQL statement slower than COACH_SLOW_QUERY_MS', () => {
  let database: Database;
  let dropDatabase: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    // The real driver under drizzle, timed as `npm start` opens it: PGlite in memory, or a
    // database of its own on the PostgreSQL of DATABASE_URL.
    let databaseUrl: string | undefined;
    if (process.env.DATABASE_URL)
      ({ databaseUrl, dropDatabase } = await freshPostgresDatabase(process.env.DATABASE_URL));
    database = await openDatabase({
      dataDir: 'memory://',
      databaseUrl,
      migrationsFolder: migrationsFolder(),
      slowQueryMs: 150,
    });
    await database.rows(sql`SELECT 1 AS warm_up`);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await dropDatabase?.();
  });

  it('is logged as a warning with its duration, its text and the call that ran it', async () => {
    lines.length = 0;
    const request = rootLog().child({
      reqId: 'req-7',
      path: '/api/student/inner/v1/list',
      userId: '11',
      tenantId: '3',
    });
    await withRequestLog({ log: request }, async () => {
      await database.rows(sql`SELECT 1 AS fast`);
      await database.rows(sql`SELECT pg_sleep(${0.25}) AS slow`);
      // Inside a transaction too (drizzle's transaction runs on its own object).
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_sleep(0.2) AS in_transaction`);
      });
    });
    const slow = slowLines();
    expect(slow.map((l) => l.statement)).toEqual([
      'SELECT pg_sleep($1) AS slow',
      'SELECT pg_sleep(0.2) AS in_transaction',
    ]);
    for (const line of slow) {
      expect(line).toMatchObject({
        level: 40,
        reqId: 'req-7',
        path: '/api/student/inner/v1/list',
        userId: '11',
        tenantId: '3',
      });
      expect(line.durationMs).toBeGreaterThanOrEqual(195);
    }
    // The value of a parameter never reaches the log.
    expect(JSON.stringify(slow)).not.toContain('0.25');
  });

  it('outside a request goes to the process log, without a call', async () => {
    lines.length = 0;
    await database.rows(sql`SELECT pg_sleep(0.2) AS from_a_job`);
    expect(slowLines()).toHaveLength(1);
    expect(slowLines()[0]).not.toHaveProperty('reqId');
  });
});

describe("a request's log lines", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ logLevel: 'info' });
  }, 60_000);
  afterAll(() => t?.close());

  it('carry its request id and call path, and its user and tenant once signed in', async () => {
    const token = await t.login(...ADMIN);
    lines.length = 0;
    const { body } = await t.call('GET', '/api/user/inner/sysUser/v1/load', undefined, { token });
    expect(body.status).toBe(true);
    const ofCall = lines.filter((l) => l.path === '/api/user/inner/sysUser/v1/load');
    const completed = ofCall.find((l) => l.msg === 'request completed');
    expect(completed).toMatchObject({ level: 30, reqId: expect.any(String) });
    expect(completed!.userId).toMatch(/^\d+$/);
    expect(completed!.tenantId).toMatch(/^\d+$/);
    // Every line of the call has the same request id.
    expect(new Set(ofCall.map((l) => l.reqId)).size).toBe(1);
    expect(ofCall.map((l) => l.msg)).toContain('incoming request');
  });
});
