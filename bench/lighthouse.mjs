// Lighthouse's figures of the built console (issues 52, 53): performance, accessibility, total
// blocking time and layout shift of 登录, 首页 and a list (账号管理), desktop preset, the median
// of three runs per page. Lighthouse drives Debian's Chromium (CHROME_PATH, headless) through
// its own launcher; the signed-in pages need the session in the browser's cookies (the console
// reads its token from document.cookie, so a Cookie header alone would not do): they are set
// over the same debugging port with playwright-core before those pages run. Lighthouse resets
// the page's storage and cache before each run, not its cookies.
import { chromium } from 'playwright-core';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { median, startConsole } from './lib.mjs';
import { adminCookies } from './firstScreen.mjs';
import { requireChromium } from '../scripts/chromium.mjs';

// Exactly 12.2.3: later ones wanted Node 22 or failed `npm ci` on our machines (stack.md).
const TOOLS = ['lighthouse@12.2.3', 'chrome-launcher@1.2.1'];

/**
 * Lighthouse and its launcher: a measuring tool of this bench only, ~100 MB with what it brings,
 * so `npm ci` does not install it (issue 54.5, the install's size); the first run of the bench
 * installs it into the user's cache folder, and later runs use that copy.
 */
async function lighthouseTools() {
  const dir = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'coach-console', 'lighthouse-12.2.3');
  const file = (rel) => pathToFileURL(join(dir, 'node_modules', rel)).href;
  if (!existsSync(join(dir, 'node_modules/lighthouse/package.json'))) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ private: true }));
    console.log(`installing ${TOOLS.join(' and ')} into ${dir} (once)`);
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--save-exact', ...TOOLS], {
      cwd: dir,
      stdio: 'inherit',
    });
  }
  const [{ default: lighthouse }, { default: desktopConfig }, { launch }] = await Promise.all([
    import(file('lighthouse/core/index.js')),
    import(file('lighthouse/core/config/desktop-config.js')),
    import(file('chrome-launcher/dist/index.js')),
  ]);
  return { lighthouse, desktopConfig, launch };
}

const PAGES = [
  { title: '登录', path: '/login', signedIn: false },
  { title: '首页', path: '/homes/home/index', signedIn: true },
  { title: '账号管理', path: '/systems/accountMg', signedIn: true },
];

/** One Lighthouse run of `url` on the browser at `port`: the figures and the failed accessibility audits. */
async function audit({ lighthouse, desktopConfig }, url, port, signedIn) {
  const { lhr } = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
    desktopConfig,
  );
  const failing = lhr.categories.accessibility.auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a.score !== null && a.score < 1)
    .map((a) => a.id);
  if (lhr.runtimeError) return { error: lhr.runtimeError.code };
  // A lost session would measure the login page under the list's name.
  if (signedIn && new URL(lhr.finalDisplayedUrl).pathname.endsWith('/login')) throw new Error(`${url}: not signed in`);
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: +lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    failing,
  };
}

/** `titles`: only those pages (all three by default). */
export async function benchLighthouse(runs = 3, titles = PAGES.map((p) => p.title)) {
  const tools = await lighthouseTools();
  const dir = mkdtempSync(join(tmpdir(), 'coach-bench-'));
  const server = await startConsole({ DATA_DIR: dir });
  const chrome = await tools.launch({
    chromePath: process.env.CHROME_PATH ?? requireChromium(),
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const results = {};
    for (const page of PAGES.filter((p) => titles.includes(p.title))) {
      // 登录 first, before the cookies are set; the signed-in pages after.
      if (page.signedIn && !cdp.contexts()[0].__signedIn) {
        await cdp.contexts()[0].addCookies(await adminCookies(server.base));
        cdp.contexts()[0].__signedIn = true;
      }
      const all = [];
      for (let i = 0; i < runs; i++)
        all.push(await audit(tools, `${server.base}/ui/coach${page.path}`, chrome.port, page.signedIn));
      // A run Lighthouse could not finish (its runtimeError) is named, not counted.
      const samples = all.filter((s) => !s.error);
      const errors = all.filter((s) => s.error).map((s) => s.error);
      const mid = (key) => (samples.length ? median(samples.map((s) => s[key])) : null);
      results[page.title] = {
        performance: mid('performance'),
        accessibility: mid('accessibility'),
        tbtMs: mid('tbtMs'),
        cls: mid('cls'),
        lcpMs: mid('lcpMs'),
        failingAccessibility: [...new Set(samples.flatMap((s) => s.failing))],
        ...(errors.length ? { errors } : {}),
      };
    }
    return { preset: 'desktop', runs, ...results };
  } finally {
    await cdp.close();
    chrome.kill();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
