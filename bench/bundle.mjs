// What the login page downloads: every script the browser fetches for /ui/coach/login,
// gzip-compressed as a server would send it; and that each feature area is its own chunk.
import { chromium } from 'playwright-core';
import { gzipSync } from 'node:zlib';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { root, startConsole } from './lib.mjs';
import { requireChromium } from '../scripts/chromium.mjs';

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export async function benchBundle() {
  const dir = mkdtempSync(join(tmpdir(), 'coach-bench-'));
  const server = await startConsole({ DATA_DIR: dir });
  const browser = await chromium.launch({ executablePath: requireChromium(), args: ARGS });
  try {
    const page = await browser.newPage();
    const scripts = new Map();
    page.on('response', async (res) => {
      if (res.request().resourceType() === 'script') scripts.set(res.url(), await res.body().catch(() => Buffer.alloc(0)));
    });
    await page.goto(`${server.base}/ui/coach/login`, { waitUntil: 'networkidle' });
    let gzip = 0;
    for (const body of scripts.values()) gzip += gzipSync(body, { level: 9 }).length;
    const assets = readdirSync(join(root, 'apps/web/dist/assets')).filter((f) => f.endsWith('.js'));
    const totalGzip = assets.reduce((sum, f) => sum + gzipSync(readFileSync(join(root, 'apps/web/dist/assets', f)), { level: 9 }).length, 0);
    return { loginScripts: scripts.size, loginJsGzipKB: +(gzip / 1024).toFixed(1), allJsGzipKB: +(totalGzip / 1024).toFixed(1), chunks: assets.length };
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
