// Requests per second of `load` (session lookup + permission gate + user queries) against a
// bare Fastify route, measured side by side in one run with autocannon.
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postJson, root, startNode } from './lib.mjs';

function cannon(url, headers, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: 20, duration: seconds }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

export async function benchLoadCall({ seconds = 8, env = {} } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'coach-bench-'));
  const server = await startNode(join(root, 'apps/server/dist/main.js'), { DATA_DIR: dir, COACH_LOGIN_RATE_LIMIT: '1000', ...env });
  const bare = await startNode(join(root, 'bench/bareFastify.mjs'));
  try {
    const login = await postJson(`${server.base}/api/auth/inner/sysAuth/v1/login.pass`, { account: 'operator01', password: 'Operator2026' });
    const headers = { 'ctl-token': login.result['ctl-token'] };
    const loadUrl = `${server.base}/api/user/inner/sysUser/v1/load`;
    // Warm both up, then alternate so neither gets the quieter half of the run.
    await cannon(loadUrl, headers, 2);
    await cannon(`${bare.base}/bare`, {}, 2);
    const loads = [];
    const bares = [];
    for (let i = 0; i < 2; i++) {
      bares.push((await cannon(`${bare.base}/bare`, {}, seconds / 2)).requests.average);
      loads.push((await cannon(loadUrl, headers, seconds / 2)).requests.average);
    }
    const load = loads.reduce((a, b) => a + b) / loads.length;
    const bareRps = bares.reduce((a, b) => a + b) / bares.length;
    return { loadRps: Math.round(load), bareRps: Math.round(bareRps), ratio: +(load / bareRps).toFixed(3) };
  } finally {
    await server.stop();
    await bare.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
