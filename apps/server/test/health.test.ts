import { afterAll, inject } from 'vitest';
import { sql } from 'drizzle-orm';
import { describe, expect, withApp } from './fixtures';
import { freshPostgresDatabase, type TestApp } from './testApp';
import { tcpRelay } from './tcpRelay';

const LIVE = '/api/health/live';
const READY = '/api/health/ready';
const LOAD = '/api/user/inner/sysUser/v1/load';
const redisUrl = process.env.REDIS_URL || undefined;

/** Everything a call could have written: the shared store (table or Redis) and the operation log. */
async function writtenState(t: TestApp) {
  const { database, config } = t.services;
  const [log] = await database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM sys_operation_log`);
  const kv = await database.rows(sql`SELECT key, value::text AS value, expires_at FROM sys_kv ORDER BY key`);
  let redis: [string, string | null][] = [];
  if (config.redisUrl) {
    const { Redis } = await import('ioredis');
    const client = new Redis(config.redisUrl);
    const keys = (await client.keys(`${config.redisPrefix}*`)).sort();
    const values = keys.length ? await client.mget(...keys) : [];
    redis = keys.map((k, i) => [k, values[i]]);
    client.disconnect();
  }
  return { log: log.n, kv, redis };
}

type Relay = Awaited<ReturnType<typeof tcpRelay>>;
let dbRelay: Relay;
let redisRelay: Relay;
// A server for each describe: a tight rate limit, PostgreSQL behind a relay (on a database of
// its own), Redis behind a relay. A relay is cut after its server has closed.
const limited = withApp({ rateLimit: { perUser: 5, perAddress: 5 } });
const databaseRelayed = withApp(async (onCleanup) => {
  const base = new URL(process.env.DATABASE_URL!);
  dbRelay = await tcpRelay({ hostname: base.hostname, port: Number(base.port || 5432) });
  const template = inject('dbTemplates')?.base;
  const fresh = await freshPostgresDatabase(
    process.env.DATABASE_URL!,
    template?.kind === 'pg' ? template.name : undefined,
  );
  onCleanup(fresh.dropDatabase);
  onCleanup(() => dbRelay.cut());
  return { databaseUrl: dbRelay.urlOf(fresh.databaseUrl) };
});
const redisRelayed = withApp(async (onCleanup) => {
  const redis = new URL(redisUrl!);
  redisRelay = await tcpRelay({ hostname: redis.hostname, port: Number(redis.port || 6379) });
  onCleanup(() => redisRelay.cut());
  return { redisUrl: redisRelay.urlOf(redisUrl!) };
});

describe('health probes: live and ready', () => {
  const it = limited;
  let t: TestApp;
  let admin: string;
  it.beforeAll(async ({ app, admin: signedIn }) => {
    [t, admin] = [app, signedIn.token];
  });

  it('answers without a session, and the probes are not counted by the rate limit', async () => {
    const probe = '10.9.0.1';
    for (let i = 0; i < 20; i++) {
      const live = await t.get(LIVE, { ip: probe });
      expect(live.http).toBe(200);
      expect(live.body).toMatchObject({ status: true, code: '200', message: 'ok' });
      expect(live.body.result.uptimeSeconds).toBeGreaterThanOrEqual(0);
      const ready = await t.get(i % 2 ? `${READY}?from=haproxy` : `${READY}/`, { ip: probe });
      expect(ready.http).toBe(200);
      expect(ready.body).toEqual({
        status: true,
        code: '200',
        message: 'ok',
        result: { database: true, redis: redisUrl ? true : null, draining: false },
      });
    }
    // The same address still has its whole allowance for other calls: 5, then 429.
    const calls = [];
    for (let i = 0; i < 6; i++) calls.push((await t.get(LOAD, { ip: probe })).http);
    expect(calls).toEqual([200, 200, 200, 200, 200, 429]);
    // And past the limit the probes still answer.
    expect((await t.get(READY, { ip: probe })).http).toBe(200);
  });

  it('reads no token and writes nothing: no session touched, no operation log, no counter', async () => {
    const before = await writtenState(t);
    for (const token of [admin, 'not-a-token', '']) {
      for (const path of [LIVE, READY]) expect((await t.get(path, { token, ip: '10.9.0.2' })).http).toBe(200);
    }
    expect(await writtenState(t)).toEqual(before);
  });

  it('leaves every other path to the gate: a made-up one under /api/health/ needs a session', async () => {
    const other = await t.get('/api/health/secrets', { ip: '10.9.0.3' });
    expect(other.body).toMatchObject({ status: false, code: '000002' });
  });

  it('answers ready 503 服务正在停止 at once while draining; live stays 200', async () => {
    t.built.drain.start();
    const ready = await t.get(READY, { ip: '10.9.0.4' });
    expect(ready.http).toBe(503);
    expect(ready.body).toEqual({
      status: false,
      code: '503',
      message: '服务正在停止',
      result: { database: null, redis: null, draining: true },
    });
    expect((await t.get(LIVE, { ip: '10.9.0.4' })).http).toBe(200);
    // Calls are still served while the balancer takes the process out.
    expect((await t.get(LOAD, { token: admin, ip: '10.9.0.5' })).body.status).toBe(true);
  });
});

/** Polls ready until it answers `http` (the pool and ioredis notice a loss or a return in their own time). */
async function readyBecomes(t: TestApp, http: number, withinMs: number) {
  const started = Date.now();
  let answer = await t.get(READY);
  while (answer.http !== http && Date.now() - started < withinMs) {
    await new Promise((r) => setTimeout(r, 100));
    answer = await t.get(READY);
  }
  return answer;
}

describe.runIf(process.env.DATABASE_URL)('ready while PostgreSQL is away', () => {
  const it = databaseRelayed;
  let t: TestApp;
  let relay: Relay;
  it.beforeAll(({ app }) => {
    [t, relay] = [app, dbRelay];
  });
  // Connected again before its server closes (a test that failed may have left it cut).
  afterAll(() => relay?.restore());

  it('answers 503 数据库不可用 when the server is gone, and 200 again when it is back', async () => {
    expect((await t.get(READY)).http).toBe(200);
    await relay.cut();
    const started = Date.now();
    const down = await t.get(READY);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(down.http).toBe(503);
    expect(down.body).toEqual({
      status: false,
      code: '503',
      message: '数据库不可用',
      result: { database: false, redis: redisUrl ? true : null, draining: false },
    });
    expect((await t.get(LIVE)).http).toBe(200);
    await relay.restore();
    expect((await readyBecomes(t, 200, 5000)).body.status).toBe(true);
  });

  it('answers 503 数据库不可用 within about a second when the database does not answer at all', async () => {
    relay.hang();
    try {
      // Several probes at once (a balancer per host): each answers in time, with one check underneath.
      const started = Date.now();
      const answers = await Promise.all([t.get(READY), t.get(READY), t.get(READY)]);
      const took = Date.now() - started;
      expect(took).toBeGreaterThanOrEqual(900);
      expect(took).toBeLessThan(2000);
      for (const a of answers) expect(a.body).toMatchObject({ status: false, message: '数据库不可用' });
    } finally {
      await relay.restore();
    }
    expect((await readyBecomes(t, 200, 5000)).http).toBe(200);
  });
});

describe.runIf(redisUrl)('ready while Redis is away', () => {
  const it = redisRelayed;
  let t: TestApp;
  let relay: Relay;
  it.beforeAll(({ app }) => {
    [t, relay] = [app, redisRelay];
  });
  afterAll(() => relay?.restore());

  it('answers 503 Redis不可用 within about a second, and 200 again when Redis is back', async () => {
    expect((await t.get(READY)).http).toBe(200);
    await relay.cut();
    const started = Date.now();
    const down = await t.get(READY);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(down.http).toBe(503);
    expect(down.body).toEqual({
      status: false,
      code: '503',
      message: 'Redis不可用',
      result: { database: true, redis: false, draining: false },
    });
    await relay.restore();
    expect((await readyBecomes(t, 200, 10_000)).body.status).toBe(true);
  });
});
