import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshPostgresDatabase } from './testApp';
import { startServerProcess, type ServerProcess } from './serverProcess';
import { accepts, answerOf, freshGet } from './rawHttp';

const DRAIN_WAIT_MS = 1500;
const SAVE = '/api/system/inner/sensitiveWord/v1/save';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A process told to stop (SIGTERM, as an orchestrator does before replacing it) must leave no
 * caller with a broken request: it says it is not ready while still serving, so the balancer
 * moves on, then stops accepting, finishes what it started, and exits 0.
 */
describe('a server process stopped with SIGTERM', () => {
  let server: ServerProcess;
  let cleanup: () => Promise<void> = async () => {};
  let token: string;
  beforeAll(async () => {
    const env: Record<string, string> = {
      COACH_DRAIN_WAIT_MS: String(DRAIN_WAIT_MS),
      COACH_SEED_DEMO: 'off',
      COACH_CAPTCHA: 'off',
    };
    if (process.env.DATABASE_URL) {
      const template = inject('dbTemplates')?.base;
      const fresh = await freshPostgresDatabase(
        process.env.DATABASE_URL,
        template?.kind === 'pg' ? template.name : undefined,
      );
      env.DATABASE_URL = fresh.databaseUrl;
      cleanup = fresh.dropDatabase;
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'coach-drain-'));
      Object.assign(env, { DATABASE_URL: '', DATA_DIR: dir });
      cleanup = async () => rmSync(dir, { recursive: true, force: true });
    }
    server = await startServerProcess(env);
    const login = await fetch(`${server.base}/api/auth/inner/sysAuth/v1/login.pass`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'admin', password: 'Admin2026', captchaId: '', captchaCode: '' }),
    });
    token = ((await login.json()) as { result: { 'ctl-token': string } }).result['ctl-token'];
  }, 180_000);
  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    await server?.exited;
    await cleanup();
  });

  it('turns unready at once, serves through the drain wait, finishes a slow request, refuses new connections, exits 0', async () => {
    const ready = await fetch(`${server.base}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('connection')).toBe('keep-alive');

    // A save whose body arrives slowly (a slow client, a large upload): in flight across the stop.
    const body = Buffer.from(JSON.stringify({ word: '停机时在途的词', category: 3 }));
    const slow = connect(server.port, '127.0.0.1');
    await new Promise((resolve) => slow.once('connect', resolve));
    const answered = answerOf(slow);
    slow.write(
      `POST ${SAVE} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nctl-token: ${token}\r\n\r\n`,
    );
    slow.write(body.subarray(0, 10));
    await sleep(100);

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await sleep(200);
    // A second signal (an impatient operator) joins the stop under way.
    server.child.kill('SIGTERM');

    const draining = await freshGet(server.port, '/api/health/ready');
    expect(draining.status).toBe(503);
    expect(draining.body).toMatchObject({ status: false, code: '503', message: '服务正在停止' });
    expect(draining.headers.connection).toBe('close');
    // Still serving meanwhile, each answer closing its connection.
    const live = await freshGet(server.port, '/api/health/live');
    expect(live.status).toBe(200);
    expect(live.headers.connection).toBe('close');

    // Then it closes its port: new connections are refused, while the slow request is still open.
    while (await accepts(server.port)) {
      expect(Date.now() - signalled).toBeLessThan(DRAIN_WAIT_MS + 5000);
      await sleep(50);
    }
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(DRAIN_WAIT_MS - 100);
    expect(server.child.exitCode).toBe(null);

    // The rest of the body, the client keeping its connection: the server answers, then ends
    // the connection itself (answerOf waits for that) so its close can complete.
    slow.write(body.subarray(10));
    const answer = await answered;
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: true });

    expect(await server.exited).toBe(0);
    // Well inside COACH_SHUTDOWN_TIMEOUT_MS (15 s): nothing waited on an idle connection.
    expect(Date.now() - signalled).toBeLessThan(DRAIN_WAIT_MS + 6000);
    expect(await accepts(server.port)).toBe(false);
    expect(server.output()).toContain('SIGTERM: draining for 1500 ms');
    expect(server.output()).toContain('SIGTERM: already stopping');
  }, 60_000);
});
