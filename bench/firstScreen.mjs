// A route's first screen over a slow network (issue 53.1): a signed-in person opens 账号管理, 首页
// or 学员查询 by its address with an empty cache, at 150 ms round trip and 10 Mbit/s (Chromium's
// own throttling), until the page's content is on screen (a list's first row, 首页's figures).
// Besides the time it counts the files the page loads (scripts and styles; the page itself and
// the API calls apart), the calls, when the first call went out and when the last one answered.
//
// Before/after in one run: `BENCH_BEFORE_DIST=<a built apps/web/dist>` starts a second console
// serving that build (WEB_DIST), and the rounds alternate between the two.
import { chromium } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, startConsole } from './lib.mjs';
import { CHROMIUM_ARGS, requireChromium } from '../scripts/chromium.mjs';

const NETWORK = { offline: false, latency: 150, downloadThroughput: 10e6 / 8, uploadThroughput: 10e6 / 8 };
export const FIRST_SCREENS = [
  { title: '账号管理', path: '/systems/accountMg', content: '.ant-table-row' },
  { title: '首页', path: '/homes/home/index', content: '[data-testid="home-figures"]' },
  { title: '学员查询', path: '/timing/searchStudent', content: '.ant-table-row' },
];

/** The console's session cookies for admin, as the login page sets them. */
export async function adminCookies(base) {
  const res = await fetch(`${base}/api/auth/inner/sysAuth/v1/login.pass`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'admin', password: 'Admin2026' }),
  });
  const answer = await res.json();
  if (!answer.status) throw new Error(`login: ${answer.message}`);
  return [
    { name: 'ctl-token', value: answer.result['ctl-token'], url: base },
    { name: 'userId', value: String(answer.result.userId), url: base },
  ];
}

/** One cold first screen of `screen` in a fresh context (no cache). */
async function firstScreen(browser, base, cookies, screen) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  try {
    await context.addCookies(cookies);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    const requests = new Map();
    let bytes = 0;
    cdp.on('Network.requestWillBeSent', (event) =>
      requests.set(event.requestId, { url: event.request.url, type: event.type, start: event.timestamp }),
    );
    cdp.on('Network.loadingFinished', (event) => {
      bytes += event.encodedDataLength;
      const request = requests.get(event.requestId);
      if (request) request.end = event.timestamp;
    });
    const started = performance.now();
    await page.goto(`${base}/ui/coach${screen.path}`);
    await page
      .locator(`[data-page="${screen.path}"] ${screen.content}`)
      .filter({ visible: true })
      .first()
      .waitFor({ timeout: 60_000 });
    const ms = performance.now() - started;
    const all = [...requests.values()].filter((r) => r.end !== undefined);
    const files = all.filter((r) => r.type === 'Script' || r.type === 'Stylesheet').length;
    const api = all.filter((r) => new URL(r.url).pathname.startsWith('/api/'));
    // When the first call went out and the last one answered, from the page's own request: the
    // rest of `ms` is the browser's work (scripts, drawing).
    const t0 = Math.min(...all.map((r) => r.start));
    const at = (t) => Math.round((t - t0) * 1000);
    return {
      ms,
      files,
      calls: api.length,
      firstCallMs: at(Math.min(...api.map((r) => r.start))),
      lastAnswerMs: at(Math.max(...api.map((r) => r.end))),
      bytes,
    };
  } finally {
    await context.close();
  }
}

export async function benchFirstScreen(rounds = 3) {
  const dir = mkdtempSync(join(tmpdir(), 'coach-bench-'));
  const servers = { after: await startConsole({ DATA_DIR: join(dir, 'after') }) };
  if (process.env.BENCH_BEFORE_DIST)
    servers.before = await startConsole({ DATA_DIR: join(dir, 'before'), WEB_DIST: process.env.BENCH_BEFORE_DIST });
  const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
  try {
    const cookies = {};
    for (const [kind, server] of Object.entries(servers)) cookies[kind] = await adminCookies(server.base);
    // One unmeasured round each: the servers' first answers (cold caches) fall on neither.
    for (const [kind, server] of Object.entries(servers))
      for (const screen of FIRST_SCREENS) await firstScreen(browser, server.base, cookies[kind], screen);
    const runs = Object.fromEntries(Object.keys(servers).map((kind) => [kind, FIRST_SCREENS.map(() => [])]));
    for (let i = 0; i < rounds; i++) {
      // Alternate which goes first, so neither always follows the other.
      const kinds = Object.keys(servers);
      if (i % 2) kinds.reverse();
      for (const kind of kinds)
        for (const [s, screen] of FIRST_SCREENS.entries())
          runs[kind][s].push(await firstScreen(browser, servers[kind].base, cookies[kind], screen));
    }
    const summary = (xs) => ({
      medianMs: Math.round(median(xs.map((x) => x.ms))),
      files: median(xs.map((x) => x.files)),
      apiCalls: median(xs.map((x) => x.calls)),
      firstCallMs: median(xs.map((x) => x.firstCallMs)),
      lastAnswerMs: median(xs.map((x) => x.lastAnswerMs)),
      transferredKB: Math.round(median(xs.map((x) => x.bytes)) / 1024),
    });
    const result = { network: '150 ms round trip, 10 Mbit/s down and up', rounds };
    for (const [s, screen] of FIRST_SCREENS.entries()) {
      const entry = Object.fromEntries(Object.keys(servers).map((kind) => [kind, summary(runs[kind][s])]));
      if (entry.before) entry.ratio = +(entry.after.medianMs / entry.before.medianMs).toFixed(3);
      result[screen.title] = entry;
    }
    return result;
  } finally {
    await browser.close();
    for (const server of Object.values(servers)) await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
