// Requests per second of `load` (session lookup + permission gate + user queries) against a
// bare Fastify route, measured side by side in one run with autocannon: once with the general
// rate limit off and once on (limits set so high they count every call but never refuse).
// Requests carry what a browser sends (Accept-Encoding), so the cached answer goes out gzipped
// as it does in the console; the same call without it is reported beside (`ratioIdentity`).
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

async function startConsole(dirs, limits) {
  const dir = mkdtempSync(join(tmpdir(), 'coach-bench-'));
  dirs.push(dir);
  const server = await startNode(join(root, 'apps/server/dist/main.js'), {
    DATA_DIR: dir,
    COACH_LOGIN_RATE_LIMIT: '1000',
    COACH_RATE_LIMIT_USER: limits,
    COACH_RATE_LIMIT_ADDRESS: limits,
  });
  const login = await postJson(`${server.base}/api/auth/inner/sysAuth/v1/login.pass`, { account: 'operator01', password: 'Operator2026' });
  return { server, url: `${server.base}/api/user/inner/sysUser/v1/load`, headers: { 'ctl-token': login.result['ctl-token'], ...BROWSER } };
}

const mean = (xs) => xs.reduce((a, b) => a + b) / xs.length;
const BROWSER = { accept: 'application/json, text/plain, */*', 'accept-encoding': 'gzip, deflate, br' };

export async function benchLoadCall({ seconds = 8 } = {}) {
  const dirs = [];
  const bare = await startNode(join(root, 'bench/bareFastify.mjs'));
  const off = await startConsole(dirs, '0');
  const on = await startConsole(dirs, '1000000000');
  try {
    // Warm all up, then alternate so none gets the quieter part of the run.
    const plainHeaders = { 'ctl-token': on.headers['ctl-token'] };
    await cannon(off.url, off.headers, 2);
    await cannon(on.url, on.headers, 2);
    await cannon(`${bare.base}/bare`, BROWSER, 2);
    const runs = { bare: [], off: [], on: [], identity: [] };
    for (let i = 0; i < 2; i++) {
      runs.bare.push((await cannon(`${bare.base}/bare`, BROWSER, seconds / 2)).requests.average);
      runs.off.push((await cannon(off.url, off.headers, seconds / 2)).requests.average);
      runs.on.push((await cannon(on.url, on.headers, seconds / 2)).requests.average);
      runs.identity.push((await cannon(on.url, plainHeaders, seconds / 2)).requests.average);
    }
    const [bareRps, offRps, onRps, identityRps] = [mean(runs.bare), mean(runs.off), mean(runs.on), mean(runs.identity)];
    return {
      bareRps: Math.round(bareRps),
      loadRpsNoLimit: Math.round(offRps),
      loadRpsWithLimit: Math.round(onRps),
      ratioNoLimit: +(offRps / bareRps).toFixed(3),
      ratio: +(onRps / bareRps).toFixed(3),
      ratioIdentity: +(identityRps / bareRps).toFixed(3),
    };
  } finally {
    await Promise.all([off.server.stop(), on.server.stop(), bare.stop()]);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}
