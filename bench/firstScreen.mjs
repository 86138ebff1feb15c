// The first screen over a slow network: from opening the login page with an empty cache to the
// first row of a list (sign in through the page, land, open 角色管理 as the menu does), at 150 ms
// round trip and 10 Mbit/s (Chromium's own throttling). Rounds alternate two consoles started
// alike: one serving the build as it is (brotli or gzip by Accept-Encoding), one serving a copy
// of it without the compressed files, as every asset went out before (WEB_DIST). Chromium
// decides Accept-Encoding itself (a header set by the page or an interception is not what it
// sends), so the two states are two servers; besides the times it counts the wire's bytes.
import { chromium } from 'playwright-core';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, root, startConsole } from './lib.mjs';
import { CHROMIUM_ARGS, requireChromium } from '../scripts/chromium.mjs';

const NETWORK = { offline: false, latency: 150, downloadThroughput: 10e6 / 8, uploadThroughput: 10e6 / 8 };
const LIST = '/systems/role/roleList';

/** One person's first screen in a fresh context (no cache). */
async function firstScreen(browser, base) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    reducedMotion: 'reduce',
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    let bytes = 0;
    cdp.on('Network.loadingFinished', (event) => (bytes += event.encodedDataLength));
    const started = performance.now();
    await page.goto(`${base}/ui/coach/login`);
    await page.getByTestId('login-account').fill('admin');
    await page.getByTestId('login-password').fill('Admin2026');
    await page.getByTestId('login-captcha').fill('abcd');
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 60_000 });
    const signedIn = performance.now() - started;
    // As the menu opens a page: the router moves, no reload (this runs in the page).
    /* global history, dispatchEvent, PopStateEvent */
    await page.evaluate((url) => {
      const idx = (history.state?.idx ?? 0) + 1;
      history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', url);
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    }, `/ui/coach${LIST}`);
    await page
      .locator(`[data-page="${LIST}"] .ant-table-row`)
      .filter({ visible: true })
      .first()
      .waitFor({ timeout: 60_000 });
    return { ms: performance.now() - started, signedInMs: signedIn, bytes };
  } finally {
    await context.close();
  }
}

export async function benchFirstScreen(rounds = 5) {
  const dir = mkdtempSync(join(tmpdir(), 'coach-bench-'));
  const rawDist = join(dir, 'dist-raw');
  cpSync(join(root, 'apps/web/dist'), rawDist, { recursive: true, filter: (path) => !/\.(br|gz)$/.test(path) });
  const servers = {
    raw: await startConsole({ DATA_DIR: join(dir, 'raw'), WEB_DIST: rawDist }),
    compressed: await startConsole({ DATA_DIR: join(dir, 'compressed') }),
  };
  const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
  try {
    // One unmeasured round each: the servers' first answers (cold caches) fall on neither.
    for (const server of Object.values(servers)) await firstScreen(browser, server.base);
    const runs = { raw: [], compressed: [] };
    for (let i = 0; i < rounds; i++) {
      // Alternate which goes first, so neither always follows the other.
      const order = i % 2 ? ['compressed', 'raw'] : ['raw', 'compressed'];
      for (const kind of order) runs[kind].push(await firstScreen(browser, servers[kind].base));
    }
    const summary = (xs) => ({
      medianMs: Math.round(median(xs.map((x) => x.ms))),
      signedInMedianMs: Math.round(median(xs.map((x) => x.signedInMs))),
      transferredKB: Math.round(median(xs.map((x) => x.bytes)) / 1024),
    });
    const before = summary(runs.raw);
    const after = summary(runs.compressed);
    return {
      network: '150 ms round trip, 10 Mbit/s down and up',
      rounds,
      before,
      after,
      ratio: +(after.medianMs / before.medianMs).toFixed(3),
      bytesRatio: +(after.transferredKB / before.transferredKB).toFixed(3),
    };
  } finally {
    await browser.close();
    for (const server of Object.values(servers)) await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
