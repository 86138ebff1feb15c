import { afterAll, beforeAll } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { describe, expect, test, withApp } from '../fixtures';
import type { TestApp } from '../testApp';
import { tcpRelay } from '../tcpRelay';

const LIST = '/api/system/inner/sensitiveWord/v1/list';
const SAVE = '/api/system/inner/sensitiveWord/v1/save';
const IMPORT = '/api/system/inner/sensitiveWord/v1/batchImport';
const BUSY = { status: false, message: '系统繁忙，请稍后再试' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Errors nobody handled: any of them would have ended a real server process. */
const unhandled: unknown[] = [];
const onUnhandled = (error: unknown) => unhandled.push(error);

async function importFile(rows: number) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('table');
  sheet.addRow(['敏感词', '分类']);
  for (let i = 1; i <= rows; i++) sheet.addRow([`断线词${i}`, '广告']);
  const file = Buffer.from(await book.xlsx.writeBuffer());
  const boundary = '----coachfault';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="w.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

type Relay = Awaited<ReturnType<typeof tcpRelay>>;
let redisRelay: Relay;
// The file's server for the cuts of PostgreSQL; one whose Redis is behind a relay (cut after that
// server has closed) for Redis going away.
const redisRelayed = withApp(async (onCleanup) => {
  const redis = new URL(process.env.REDIS_URL!);
  redisRelay = await tcpRelay({ hostname: redis.hostname, port: Number(redis.port || 6379) });
  onCleanup(() => redisRelay.cut());
  return { redisUrl: redisRelay.urlOf(process.env.REDIS_URL!) };
});

describe.runIf(process.env.DATABASE_URL)('PostgreSQL connections cut under load', () => {
  const it = test;
  let t: TestApp;
  let admin: string;
  let terminate: () => Promise<number>;
  let closeAdmin: () => Promise<void>;
  let countWords: () => Promise<number>;
  let clearWords: () => Promise<unknown>;
  // Errors are collected from before the server starts (the next hook) until the describe ends.
  beforeAll(() => {
    process.on('uncaughtException', onUnhandled);
    process.on('unhandledRejection', onUnhandled);
  });
  it.beforeAll(async ({ app, admin: signedIn }) => {
    [t, admin] = [app, signedIn.token];
    const { default: pg } = await import('pg');
    const [{ db }] = await t.services.database.rows<{ db: string }>(sql`SELECT current_database() AS db`);
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${db}`;
    const counter = new pg.Client({ connectionString: url.toString() });
    await counter.connect();
    const [{ pid }] = (await counter.query('SELECT pg_backend_pid() AS pid')).rows;
    terminate = async () =>
      (
        await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> $2', [
          db,
          pid,
        ])
      ).rowCount ?? 0;
    closeAdmin = async () => {
      await counter.end();
      await client.end();
    };
    // Counted on the test's own connection: a pooled one of the app may be the one just
    // terminated, whose notice the pool has not read yet (57P01 on the count itself).
    countWords = async () =>
      Number((await counter.query("SELECT count(*) AS n FROM sys_sensitive_word WHERE word LIKE '断线词%'")).rows[0].n);
    clearWords = () => counter.query("DELETE FROM sys_sensitive_word WHERE word LIKE '断线词%'");
  });
  afterAll(async () => {
    await closeAdmin?.();
    process.off('uncaughtException', onUnhandled);
    process.off('unhandledRejection', onUnhandled);
  });

  const words = () => countWords();

  it('answers reads caught by the cut with 系统繁忙 and serves again at once', async () => {
    const calls = Array.from({ length: 40 }, (_, i) =>
      sleep(i * 5).then(() => t.post(LIST, { pageSize: 50 }, { token: admin })),
    );
    await sleep(60);
    expect(await terminate()).toBeGreaterThan(0);
    const answers = await Promise.all(calls);
    for (const a of answers) {
      expect(a.http).not.toBe(500);
      if (!a.body.status) expect(a.body).toMatchObject(BUSY);
    }
    expect((await t.post(LIST, {}, { token: admin })).body.status).toBe(true);
    expect(unhandled).toEqual([]);
  });

  it('survives a transaction whose backend dies between statements, writing nothing of it', async () => {
    const db = t.services.database.db;
    const failed = await db
      .transaction(async (tx) => {
        await tx.execute(
          sql`INSERT INTO sys_sensitive_word (tenant_id, word, category) SELECT id, '断线词半截', 3 FROM sys_tenant LIMIT 1`,
        );
        await terminate(); // the connection now sits idle in a transaction that is gone
        await sleep(200);
        await tx.execute(sql`SELECT 1`);
      })
      .then(
        () => false,
        () => true,
      );
    expect(failed).toBe(true);
    expect(await words()).toBe(0);
    expect(unhandled).toEqual([]);
    expect((await t.post(SAVE, { word: '断线后新词', category: 3 }, { token: admin })).body.status).toBe(true);
  });

  it('answers an import cut in the middle with 系统繁忙 or success, never a part of it', async () => {
    const { payload, contentType } = await importFile(3000);
    for (const delay of [30, 120, 300]) {
      const running = t.built.app.inject({
        method: 'POST',
        url: IMPORT,
        payload,
        headers: { 'content-type': contentType, 'ctl-token': admin },
      });
      await sleep(delay);
      await terminate();
      const res = await running;
      const body = res.json();
      expect(res.statusCode).not.toBe(500);
      const n = await words();
      if (body.status) {
        expect(n).toBe(3000);
        await clearWords();
      } else {
        expect(body).toMatchObject(BUSY);
        expect(n).toBe(0);
      }
    }
    expect(unhandled).toEqual([]);
    const again = t.built.app.inject({
      method: 'POST',
      url: IMPORT,
      payload,
      headers: { 'content-type': contentType, 'ctl-token': admin },
    });
    expect((await again).json()).toMatchObject({ status: true, message: '导入成功，共3000条' });
  });
});

describe.runIf(process.env.REDIS_URL)('Redis going away and coming back', () => {
  const it = redisRelayed;
  let t: TestApp;
  let relay: Relay;
  let admin: string;
  it.beforeAll(async ({ app, admin: signedIn }) => {
    [t, relay, admin] = [app, redisRelay, signedIn.token];
  });

  it('answers 系统繁忙 within seconds while Redis is away, and serves again when it is back', async () => {
    await relay.cut();
    const started = Date.now();
    // A login needs the session store: it cannot succeed without Redis, and must not hang.
    const login = await t.post('/api/auth/inner/sysAuth/v1/login.pass', {
      account: 'admin',
      password: 'Admin2026',
      captchaId: '',
      captchaCode: '',
    });
    expect(login.http).not.toBe(500);
    expect(login.body).toMatchObject(BUSY);
    expect(Date.now() - started).toBeLessThan(10_000);
    await relay.restore();
    let back = false;
    for (let i = 0; i < 50 && !back; i++) {
      back = (
        await t.post('/api/auth/inner/sysAuth/v1/login.pass', {
          account: 'admin',
          password: 'Admin2026',
          captchaId: '',
          captchaCode: '',
        })
      ).body.status;
      if (!back) await sleep(200);
    }
    expect(back).toBe(true);
    expect((await t.post(LIST, {}, { token: admin })).body.status).toBe(true);
  });
});
