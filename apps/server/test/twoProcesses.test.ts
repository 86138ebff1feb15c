import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase } from './testApp';
import { startServerProcess, type ServerProcess } from './serverProcess';
import { defaultRedisPrefix } from '../src/config';

const json = async (res: Response) =>
  (await res.json()) as { status: boolean; code: string; message: string; result: any };

/** Proves nothing two processes must agree on lives in process memory. */
describe.runIf(process.env.DATABASE_URL)('two server processes on one PostgreSQL', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let drop: () => Promise<void>;
  let databaseUrl: string;
  beforeAll(async () => {
    const fresh = await freshPostgresDatabase(process.env.DATABASE_URL!);
    drop = fresh.dropDatabase;
    databaseUrl = fresh.databaseUrl;
    const env = {
      DATABASE_URL: fresh.databaseUrl,
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    };
    a = await startServerProcess(env);
    b = await startServerProcess(env);
    // Two servers compiled from source, the first migrating and seeding the demo tenant, beside
    // the Chromium suite on two cores: 60 s was not always enough in CI.
  }, 180_000);
  afterAll(async () => {
    a?.child.kill();
    b?.child.kill();
    await new Promise((r) => setTimeout(r, 300));
    await drop?.();
  });

  it('verifies on B a captcha made by A, and B accepts the token issued by A', async () => {
    const captcha = await json(await fetch(`${a.base}/api/auth/inner/sysAuth/v1/imageCode.pass`));
    // Read the expected text the way a person reads the picture: from the shared store.
    let answer: string;
    if (process.env.REDIS_URL) {
      const { Redis } = await import('ioredis');
      const redis = new Redis(process.env.REDIS_URL);
      answer = JSON.parse((await redis.get(`${defaultRedisPrefix(databaseUrl, '')}cap:${captcha.result.captchaId}`))!);
      redis.disconnect();
    } else {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      answer = (await client.query(`SELECT value FROM sys_kv WHERE key = $1`, [`cap:${captcha.result.captchaId}`]))
        .rows[0].value;
      await client.end();
    }
    const login = await json(
      await fetch(`${b.base}/api/auth/inner/sysAuth/v1/login.pass`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          account: 'admin',
          password: 'Admin2026',
          captchaId: captcha.result.captchaId,
          captchaCode: answer,
        }),
      }),
    );
    expect(login.status).toBe(true);
    const token = login.result['ctl-token'];
    const onA = await json(
      await fetch(`${a.base}/api/user/inner/sysUser/v1/load`, { headers: { 'ctl-token': token } }),
    );
    expect(onA.result.user.account).toBe('admin');
    const loadOnB = async () =>
      json(await fetch(`${b.base}/api/user/inner/sysUser/v1/load`, { headers: { 'ctl-token': token } }));
    // B has the session in its local copy now ...
    expect((await loadOnB()).status).toBe(true);
    // ... and logging out on A still ends it on B: the bus drops B's copy within moments.
    await fetch(`${a.base}/api/auth/inner/sysAuth/v1/logout/sendLogoutMessage.pass`, {
      headers: { 'ctl-token': token },
    });
    const started = Date.now();
    let onB = await loadOnB();
    while (onB.status && Date.now() - started < 1000) {
      await new Promise((r) => setTimeout(r, 20));
      onB = await loadOnB();
    }
    expect(onB.code).toBe('000002');
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
