// Requests per second of `load` (session lookup + permission gate + rate limit + the cached
// answer) side by side with two bare Fastify routes, in one run with autocannon:
// - `bare`: a bare route answering a small JSON body — the yardstick (`ratio`);
// - `same`: a bare route answering exactly the bytes `load` answers (same status, headers and
//   gzipped body), so `ratioSameAnswer` is what the platform's work per call costs and
//   `sameVsBare` what merely sending an answer of that size costs against the small one.
// The console runs once with the general rate limit off and once on (limits so high they
// count every call but never refuse). Requests carry what a browser sends (Accept-Encoding);
// the same call without it is reported beside (`ratioIdentity`). Each figure is the median of
// several short rounds taken in turn, after a warm-up, so none gets the quieter moments.
import autocannon from 'autocannon';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postJson, root, startNode } from './lib.mjs';

const BROWSER = { accept: 'application/json, text/plain, */*', 'accept-encoding': 'gzip, deflate, br' };
// Headers a bare route adds by itself (Fastify/Node) and so must not copy.
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

function cannon(url, headers, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: 20, duration: seconds }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function startConsole(dir, limits) {
  const server = await startNode(join(root, 'apps/server/dist/main.js'), {
    DATA_DIR: dir,
    COACH_LOGIN_RATE_LIMIT: '1000',
    COACH_RATE_LIMIT_USER: limits,
    COACH_RATE_LIMIT_ADDRESS: limits,
  });
  const login = await postJson(`${server.base}/api/auth/inner/sysAuth/v1/login.pass`, { account: 'operator01', password: 'Operator2026' });
  return { server, url: `${server.base}/api/user/inner/sysUser/v1/load`, headers: { 'ctl-token': login.result['ctl-token'], ...BROWSER } };
}

/** What the console answers a browser (raw bytes, still compressed), to be answered again by a bare route. */
function recordAnswer(target, file) {
  return new Promise((resolve, reject) => {
    get(target.url, { headers: target.headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const headers = Object.fromEntries(Object.entries(response.headers).filter(([name]) => !OWN_HEADERS.has(name)));
        const body = Buffer.concat(chunks);
        writeFileSync(file, JSON.stringify({ status: response.statusCode, headers, body: body.toString('base64') }));
        resolve(body.length);
      });
    }).on('error', reject);
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function benchLoadCall({ rounds = 5, seconds = 3 } = {}) {
  const dirs = [mkdtempSync(join(tmpdir(), 'coach-bench-')), mkdtempSync(join(tmpdir(), 'coach-bench-'))];
  const answerFile = join(dirs[0], 'load-answer.json');
  const off = await startConsole(dirs[0], '0');
  const on = await startConsole(dirs[1], '1000000000');
  const answerBytes = await recordAnswer(on, answerFile);
  const bare = await startNode(join(root, 'bench/bareFastify.mjs'), { BENCH_SAME_ANSWER: answerFile });
  try {
    const plainHeaders = { 'ctl-token': on.headers['ctl-token'] };
    const targets = {
      bare: [`${bare.base}/bare`, BROWSER],
      same: [`${bare.base}/same`, BROWSER],
      off: [off.url, off.headers],
      on: [on.url, on.headers],
      identity: [on.url, plainHeaders],
    };
    for (const [url, headers] of Object.values(targets)) await cannon(url, headers, 2);
    const runs = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
    for (let i = 0; i < rounds; i++) {
      for (const [name, [url, headers]] of Object.entries(targets)) runs[name].push((await cannon(url, headers, seconds)).requests.average);
    }
    const rps = Object.fromEntries(Object.entries(runs).map(([name, xs]) => [name, median(xs)]));
    const ratio = (a, b) => +(a / b).toFixed(3);
    return {
      answerBytes,
      bareRps: Math.round(rps.bare),
      sameAnswerRps: Math.round(rps.same),
      loadRpsNoLimit: Math.round(rps.off),
      loadRpsWithLimit: Math.round(rps.on),
      ratio: ratio(rps.on, rps.bare),
      ratioNoLimit: ratio(rps.off, rps.bare),
      ratioSameAnswer: ratio(rps.on, rps.same),
      sameVsBare: ratio(rps.same, rps.bare),
      ratioIdentity: ratio(rps.identity, rps.bare),
    };
  } finally {
    await Promise.all([off.server.stop(), on.server.stop(), bare.stop()]);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}
