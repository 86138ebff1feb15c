// What the login page downloads: every script the browser fetches for /ui/coach/login, counted
// as the server sends them (the compressed bytes on the wire, as Chromium reports them) beside
// their size unpacked; and that each feature area is its own chunk.
import { chromium } from 'playwright-core';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { root, startConsole } from './lib.mjs';
import { CHROMIUM_ARGS, requireChromium } from '../scripts/chromium.mjs';

const kb = (bytes) => +(bytes / 1024).toFixed(1);

/** `dist`: another build to measure (served as WEB_DIST), e.g. the one before a change. */
export async function benchBundle(dist = join(root, 'apps/web/dist')) {
  const dir = mkdtempSync(join(tmpdir(), 'coach-bench-'));
  const server = await startConsole({ DATA_DIR: dir, WEB_DIST: dist });
  const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const scripts = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      scripts.push(
        (async () => {
          const response = await request.response();
          const [sizes, headers, body] = await Promise.all([request.sizes(), response.allHeaders(), response.body()]);
          return {
            sent: sizes.responseBodySize,
            raw: body.length,
            encoding: headers['content-encoding'] ?? 'identity',
          };
        })(),
      );
    });
    await page.goto(`${server.base}/ui/coach/login`, { waitUntil: 'networkidle' });
    const login = await Promise.all(scripts);
    const sum = (key) => login.reduce((total, script) => total + script[key], 0);
    // Every chunk as a brotli client receives it: the .br the build wrote, else the file. The
    // rich-text editor's chunk sits in UEditor/ (spec §9), the others in assets/.
    const assets = ['assets', 'UEditor']
      .filter((folder) => existsSync(join(dist, folder)))
      .flatMap((folder) =>
        readdirSync(join(dist, folder))
          .filter((f) => f.endsWith('.js'))
          .map((f) => `${folder}/${f}`),
      );
    const sentSize = (f) => statSync(join(dist, existsSync(join(dist, `${f}.br`)) ? `${f}.br` : f)).size;
    return {
      loginScripts: login.length,
      loginJsSentKB: kb(sum('sent')),
      loginJsRawKB: kb(sum('raw')),
      loginEncodings: [...new Set(login.map((s) => s.encoding))],
      allJsSentKB: kb(assets.reduce((total, f) => total + sentSize(f), 0)),
      allJsRawKB: kb(assets.reduce((total, f) => total + statSync(join(dist, f)).size, 0)),
      chunks: assets.length,
    };
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
