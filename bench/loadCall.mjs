// Requests per second of `load` (session lookup + permission gate + rate limit + the cached
// answer) side by side with two bare Fastify routes, in one run with autocannon:
// - `bare`: a bare route answering a small JSON body — the yardstick (`ratio`);
// - `same`: a bare route answering exactly the bytes `load` answers (same status, headers and
//   compressed body), so `ratioSameAnswer` is what the platform's work per call costs and
//   `sameVsBare` what merely sending an answer of that size costs against the small one.
// The console runs with the general rate limit off and on (limits so high they count every
// call but never refuse), two processes each, started on, off, off, on. Requests carry what a browser sends (Accept-Encoding);
// the same call without it is reported beside (`ratioIdentity`). Each figure is the median of
// several short rounds taken in turn, after a warm-up, so none gets the quieter moments.
// The servers share one CPU and autocannon has the other (taskset), as a load generator on a
// machine of its own would: unpinned, the two took turns on both cores and the figures swung
// by a fifth between runs. Beside requests per second, each target's CPU time per call (its
// process's user + system time over the calls, from /proc) says what a call costs the server
// whatever the generator does: `cpuRatio` is the bare route's cost over load's.
import autocannon from 'autocannon';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuMsOf, pinToCpu, postJson, root, startConsole, startNode } from './lib.mjs';

const BROWSER = { accept: 'application/json, text/plain, */*', 'accept-encoding': 'gzip, deflate, br' };
// Headers a bare route adds by itself (Fastify/Node) and so must not copy.
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

function cannon(url, headers, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: 20, duration: seconds }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function startLimitedConsole(dir, limits) {
  const server = await startConsole({
    DATA_DIR: dir,
    COACH_LOGIN_RATE_LIMIT: '1000',
    COACH_RATE_LIMIT_USER: limits,
    COACH_RATE_LIMIT_ADDRESS: limits,
  });
  const login = await postJson(`${server.base}/api/auth/inner/sysAuth/v1/login.pass`, {
    account: 'operator01',
    password: 'Operator2026',
  });
  return {
    server,
    url: `${server.base}/api/user/inner/sysUser/v1/load`,
    headers: { 'ctl-token': login.result['ctl-token'], ...BROWSER },
  };
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

const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export async function benchLoadCall({ rounds = 5, seconds = 3 } = {}) {
  // Two consoles per setting, started in the order on, off, (bare routes), off, on: each setting
  // gets one early and one late process, their rounds pooled, and the yardstick starts in the
  // middle. (Consoles started without `npm start`'s flags measured slower the earlier they were
  // started, 48.4, 39.0, 34.3, 33.2 µs per call: V8's memory reducer had run in the idle ones.)
  const settings = ['on', 'off', 'off', 'on'];
  const dirs = settings.map(() => mkdtempSync(join(tmpdir(), 'coach-bench-')));
  const answerFile = join(dirs[0], 'load-answer.json');
  const consoles = [];
  let bare;
  let answerBytes;
  for (const [i, setting] of settings.entries()) {
    if (i === settings.length / 2) {
      answerBytes = await recordAnswer(consoles[0], answerFile);
      bare = await startNode(join(root, 'bench/bareFastify.mjs'), { BENCH_SAME_ANSWER: answerFile });
    }
    consoles.push(await startLimitedConsole(dirs[i], setting === 'on' ? '1000000000' : '0'));
  }
  const servers = [bare, ...consoles.map((c) => c.server)];
  const pinned = servers.every((server) => pinToCpu(server.child.pid, 1)) && pinToCpu(process.pid, 0);
  try {
    // target name → [url, headers, server, setting its rounds are pooled under]
    const targets = {
      bare: [`${bare.base}/bare`, BROWSER, bare, 'bare'],
      same: [`${bare.base}/same`, BROWSER, bare, 'same'],
    };
    for (const [i, setting] of settings.entries()) {
      const c = consoles[i];
      targets[`${setting}${i}`] = [c.url, c.headers, c.server, setting];
      // The same call without Accept-Encoding (the identity body), on the limited consoles.
      if (setting === 'on')
        targets[`identity${i}`] = [c.url, { 'ctl-token': c.headers['ctl-token'] }, c.server, 'identity'];
    }
    for (const [url, headers] of Object.values(targets)) await cannon(url, headers, 2);
    const runs = { bare: [], same: [], on: [], off: [], identity: [] };
    const cpuRuns = { bare: [], same: [], on: [], off: [], identity: [] };
    // Every other round runs the targets in reverse order, so no target always follows the
    // same one.
    for (let i = 0; i < rounds; i++) {
      const order = Object.values(targets);
      for (const [url, headers, server, setting] of i % 2 ? order.reverse() : order) {
        const cpuBefore = cpuMsOf(server.child.pid);
        const result = await cannon(url, headers, seconds);
        runs[setting].push(result.requests.average);
        cpuRuns[setting].push(((cpuMsOf(server.child.pid) - cpuBefore) * 1000) / result.requests.total);
      }
    }
    const rps = Object.fromEntries(Object.entries(runs).map(([name, xs]) => [name, median(xs)]));
    const cpuUs = Object.fromEntries(Object.entries(cpuRuns).map(([name, xs]) => [name, median(xs)]));
    const ratio = (a, b) => +(a / b).toFixed(3);
    return {
      pinned,
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
      cpuMicrosPerCall: Object.fromEntries(Object.entries(cpuUs).map(([name, us]) => [name, +us.toFixed(1)])),
      cpuRatio: ratio(cpuUs.bare, cpuUs.on),
      cpuRatioNoLimit: ratio(cpuUs.bare, cpuUs.off),
    };
  } finally {
    if (pinned) pinToCpu(process.pid, `0-${os.cpus().length - 1}`);
    await Promise.all(servers.map((server) => server.stop()));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}
