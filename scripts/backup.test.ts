import { afterAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startServerProcess, type ServerProcess } from '../apps/server/test/serverProcess';

// Issue 51.1, the embedded database: `npm run backup` copies the folder while the console runs,
// `npm run restore` refuses a folder in use and puts the copy back once the console is stopped,
// and a second server refuses a folder another one holds.
const root = new URL('..', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'coach-backup-'));
const dataDir = join(dir, 'data');
const env = { DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', COACH_SEED_DEMO: 'off', COACH_CAPTCHA: 'off' };
const WORDS = '/api/system/inner/sensitiveWord/v1';

const run = (script: string, file: string) =>
  spawnSync(process.execPath, [join(root, 'scripts', script), file], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });

async function signIn(server: ServerProcess) {
  const login = await fetch(`${server.base}/api/auth/inner/sysAuth/v1/login.pass`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'admin', password: 'Admin2026', captchaId: '', captchaCode: '' }),
  });
  return ((await login.json()) as { result: { 'ctl-token': string } }).result['ctl-token'];
}

async function call(server: ServerProcess, token: string, path: string, body: object) {
  const answer = await fetch(`${server.base}${WORDS}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'ctl-token': token },
    body: JSON.stringify(body),
  });
  return (await answer.json()) as { status: boolean; result: { list: { word: string }[] } };
}

async function stop(server: ServerProcess) {
  server.child.kill('SIGTERM');
  return server.exited;
}

describe('npm run backup and npm run restore on the embedded database', () => {
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const s of servers) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
    await Promise.all(servers.map((s) => s.exited));
    rmSync(dir, { recursive: true, force: true });
  });

  it('copies the folder while the console runs and puts it back once it is stopped', async () => {
    const first = await startServerProcess({ ...env, COACH_DRAIN_WAIT_MS: '0' });
    servers.push(first);
    let token = await signIn(first);
    expect((await call(first, token, 'save', { word: '备份之前的词', category: 3 })).status).toBe(true);

    const file = join(dir, 'coach.tar');
    const backup = run('backup.mjs', file);
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    expect(backup.stdout).toContain('from the running server');
    expect((await call(first, token, 'save', { word: '备份之后的词', category: 3 })).status).toBe(true);

    // In use: restore refuses, and so does a second server on the same folder.
    const refused = run('restore.mjs', file);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('正由运行中的服务使用');
    const second = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/main.ts')], {
      cwd: root,
      // A port of its own (PORT=0 is refused as a setting): what it must refuse is the folder.
      env: { ...process.env, ...env, PORT: String(await freePort()) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let said = '';
    second.stderr.on('data', (chunk) => (said += chunk));
    expect(await new Promise((resolve) => second.once('exit', resolve))).toBe(1);
    expect(said).toContain('正由另一个运行中的服务使用');

    expect(await stop(first)).toBe(0);
    const restored = run('restore.mjs', file);
    expect(restored.stderr).toBe('');
    expect(restored.status).toBe(0);
    expect(readdirSync(dir).some((name) => name.startsWith('data.before-restore-'))).toBe(true);

    const again = await startServerProcess(env);
    servers.push(again);
    token = await signIn(again);
    const words = (await call(again, token, 'list', { pageNum: 1, pageSize: 50 })).result.list.map((w) => w.word);
    expect(words).toContain('备份之前的词');
    expect(words).not.toContain('备份之后的词');
    expect(await stop(again)).toBe(0);
    console.log(backup.stdout.trim(), '|', restored.stdout.trim());
  }, 240_000);
});
