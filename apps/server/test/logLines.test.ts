import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './serverProcess';

const main = resolve(__dirname, '../dist/main.js');
const dataDir = mkdtempSync(join(tmpdir(), 'coach-log-lines-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The built server (as `npm start` runs it), its stdout apart from its stderr. */
async function start(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, [main], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  await new Promise<void>((ready, fail) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk;
      if (stdout.includes('ready in')) ready();
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    void exited.then((code) => fail(new Error(`server exited ${code}: ${stdout}${stderr}`)));
  });
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    async stop() {
      child.kill('SIGTERM');
      return { code: await exited, stdout, stderr };
    },
  };
}

describe('what the server writes on stdout', () => {
  it('is one pino JSON object a line, from the start banner to the stop, each call with its caller', async () => {
    const server = await start({ LOG_LEVEL: 'info', COACH_CAPTCHA: 'off', COACH_STARTUP_TRACE: '1' });
    const login = await fetch(`${server.base}/api/auth/inner/sysAuth/v1/login.pass`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'admin', password: 'Admin2026', captchaId: '', captchaCode: '' }),
    }).then((r) => r.json() as Promise<{ result: Record<string, string> }>);
    const token = login.result['ctl-token'];
    const load = await fetch(`${server.base}/api/user/inner/sysUser/v1/load`, { headers: { 'ctl-token': token } });
    expect(load.status).toBe(200);
    // A refused call (bad JSON) is logged too.
    await fetch(`${server.base}/api/user/inner/sysUser/v1/load`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'ctl-token': token },
      body: '{',
    });
    const { code, stdout } = await server.stop();
    expect(code).toBe(0);

    const lines = stdout.trimEnd().split('\n');
    const records = lines.map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`not a JSON line on stdout: ${line}`);
      }
    });
    for (const record of records) expect(record).toMatchObject({ level: expect.any(Number), msg: expect.any(String) });
    const messages = records.map((r) => r.msg as string);
    expect(messages.some((m) => m.startsWith('驾培运营管理后台 ready in'))).toBe(true);
    expect(messages).toContain('Demo users (change them on a real installation):');
    expect(records.filter((r) => r.phase).length).toBeGreaterThan(5);
    expect(messages.some((m) => m.startsWith('SIGTERM: draining'))).toBe(true);
    const loaded = records.find((r) => r.msg === 'request completed' && r.path === '/api/user/inner/sysUser/v1/load');
    expect(loaded).toMatchObject({
      reqId: expect.any(String),
      userId: expect.any(String),
      tenantId: expect.any(String),
    });
    // The token never reaches the log.
    expect(stdout).not.toContain(token);
  }, 120_000);

  it('is made readable for a person with LOG_FORMAT=pretty (and the start banner is printed at any level)', async () => {
    const server = await start({ LOG_FORMAT: 'pretty', LOG_LEVEL: 'silent' });
    const { code, stdout } = await server.stop();
    expect(code).toBe(0);
    const banner = stdout.split('\n').find((line) => line.includes('ready in'));
    expect(banner).toMatch(/INFO.*驾培运营管理后台 ready in \d+ ms/);
    expect(banner!.trimStart().startsWith('{')).toBe(false);
  }, 60_000);
});
