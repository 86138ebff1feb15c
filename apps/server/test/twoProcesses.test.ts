import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase } from './testApp';
import { startServerProcess, type ServerProcess } from './serverProcess';
import { defaultRedisPrefix } from '../src/config';
import { MONITOR_CALL } from '@coach/areas/system/domain/monitor.ts';

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

  /** The captcha's text, read the way a person reads the picture: from the shared store. */
  async function captchaAnswer(captchaId: string): Promise<string> {
    if (process.env.REDIS_URL) {
      const { Redis } = await import('ioredis');
      const redis = new Redis(process.env.REDIS_URL);
      const answer = JSON.parse((await redis.get(`${defaultRedisPrefix(databaseUrl, '')}cap:${captchaId}`))!);
      redis.disconnect();
      return answer;
    }
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const answer = (await client.query(`SELECT value FROM sys_kv WHERE key = $1`, [`cap:${captchaId}`])).rows[0].value;
    await client.end();
    return answer;
  }

  /** Signs in as admin with a captcha made by `made` and the login sent to `to`. */
  async function signIn(made: ServerProcess, to: ServerProcess) {
    const captcha = await json(await fetch(`${made.base}/api/auth/inner/sysAuth/v1/imageCode.pass`));
    return json(
      await fetch(`${to.base}/api/auth/inner/sysAuth/v1/login.pass`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          account: 'admin',
          password: 'Admin2026',
          captchaId: captcha.result.captchaId,
          captchaCode: await captchaAnswer(captcha.result.captchaId),
        }),
      }),
    );
  }

  it('verifies on B a captcha made by A, and B accepts the token issued by A', async () => {
    const login = await signIn(a, b);
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

  // 系统监控's 服务进程 (issue 51.6): each process beats into the database, so whichever process
  // answers the page lists both, with the other's slowest calls; a process that stops leaves it.
  it("lists both processes on either one, with the other one's calls, and drops one that stopped", async () => {
    const token = (await signIn(a, a)).result['ctl-token'] as string;
    const monitor = async (on: ServerProcess) =>
      json(await fetch(`${on.base}${MONITOR_CALL}`, { method: 'POST', headers: { 'ctl-token': token } }));
    // A call only B answers, then B's own monitor answer beats its call times into its row.
    await fetch(`${b.base}/api/user/inner/sysUser/v1/load`, { headers: { 'ctl-token': token } });
    const onB = await monitor(b);
    expect(onB.status).toBe(true);
    const onA = await monitor(a);
    expect(onA.status).toBe(true);
    const pids = (answer: typeof onA) =>
      (answer.result.processes as { pid: number; current: boolean }[]).map((p) => [p.pid, p.current]);
    expect(pids(onA)).toEqual(
      expect.arrayContaining([
        [a.child.pid, true],
        [b.child.pid, false],
      ]),
    );
    expect(pids(onB)).toEqual(
      expect.arrayContaining([
        [a.child.pid, false],
        [b.child.pid, true],
      ]),
    );
    const slow = onA.result.slowCalls as { path: string; name?: string }[];
    expect(slow.find((c) => c.path === '/api/user/inner/sysUser/v1/load')).toBeTruthy();
    // B stops as a supervisor stops it: its drain removes its row, and A lists only itself.
    b.child.kill('SIGTERM');
    expect(await b.exited).toBe(0);
    const after = await monitor(a);
    expect(
      pids(after)
        .filter(([, current]) => !current)
        .map(([pid]) => pid),
    ).not.toContain(b.child.pid);
    expect(pids(after)).toContainEqual([a.child.pid, true]);
  }, 60_000);
});
