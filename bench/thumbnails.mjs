// List thumbnails (issue 36, `npm run bench -- thumbs`): 考场广告 with 20 rows, each holding a
// 3000×2000 photo-like JPEG of about 2 MB, opened in headless Chromium. What the browser
// transfers for the list's pictures as the console asks for them (thumbnails) against the same
// page with every thumbnail request turned back into the original's (the page as it was
// before), in one run on one console. A fresh browser context each load: no cached picture.
import { chromium } from 'playwright-core';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { postJson, root, startConsole } from './lib.mjs';
import { CHROMIUM_ARGS, requireChromium } from '../scripts/chromium.mjs';

const ROWS = 20;
const WIDTH = 3000;
const HEIGHT = 2000;

/**
 * A picture with a photo's weight: a drawn scene (sky, sun, hills, a caption) with texture a
 * thumbnail still shows (leaves, clouds: blotches ~40 px across) under the fine grain a camera
 * sensor leaves, which is what makes a phone photo 1.5–3 MB as a JPEG.
 */
async function photo(i) {
  const hue = (i * 37) % 360;
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue},60%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},55%,88%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="${WIDTH * 0.72}" cy="${HEIGHT * 0.3}" r="${HEIGHT * 0.14}" fill="hsl(${(hue + 180) % 360},75%,60%)"/>
    <path d="M0 ${HEIGHT * 0.72} Q ${WIDTH * 0.3} ${HEIGHT * 0.42} ${WIDTH * 0.6} ${HEIGHT * 0.68} T ${WIDTH} ${HEIGHT * 0.58} V ${HEIGHT} H 0 Z" fill="hsl(${(hue + 90) % 360},45%,32%)"/>
    <text x="${WIDTH * 0.06}" y="${HEIGHT * 0.92}" font-size="${HEIGHT * 0.16}" font-weight="bold" fill="#fff" font-family="Noto Sans CJK SC, sans-serif">广告 ${i + 1}</text>
  </svg>`;
  const noise = (width, height, sigma) =>
    sharp({
      create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma } },
    });
  const texture = await sharp(
    await noise(WIDTH / 25, HEIGHT / 25, 40)
      .png()
      .toBuffer(),
  )
    .resize(WIDTH, HEIGHT, { kernel: 'cubic' })
    .png()
    .toBuffer();
  const grain = await noise(WIDTH, HEIGHT, 14).png().toBuffer();
  const textured = await sharp(Buffer.from(scene))
    .composite([{ input: texture, blend: 'soft-light' }])
    .png()
    .toBuffer();
  return sharp(textured)
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Seeds the rows through the API, as the console's form does: upload, then save. */
async function seedAdverts(base, token) {
  let bytes = 0;
  for (let i = 0; i < ROWS; i++) {
    const jpeg = await photo(i);
    bytes += jpeg.length;
    const form = new FormData();
    form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), `广告${i + 1}.jpg`);
    const stored = await (
      await fetch(`${base}/api/common/inner/file/v1/upload`, {
        method: 'POST',
        headers: { 'ctl-token': token },
        body: form,
      })
    ).json();
    if (!stored.status) throw new Error(`upload: ${stored.message}`);
    const now = Math.floor(Date.now() / 1000);
    const saved = await postJson(
      `${base}/api/examroom/advert/save`,
      {
        title: `缩略图测试${i + 1}`,
        position: 1,
        image: stored.result.key,
        sortNo: 1,
        validStart: now,
        validEnd: now + 30 * 86400,
      },
      { 'ctl-token': token },
    );
    if (!saved.status) throw new Error(`advert: ${saved.message}`);
  }
  return bytes;
}

/**
 * Opens the list in a fresh context and waits until every row's picture is drawn. Returns the
 * bytes the stored-file responses took on the wire (body and headers, as Chromium counts
 * them), how many there were, and the time from navigation to the last picture drawn.
 */
async function loadList(browser, base, token, { originals = false, shot } = {}) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    reducedMotion: 'reduce',
  });
  await context.addCookies([{ name: 'ctl-token', value: token, url: base }]);
  const page = await context.newPage();
  // The page as it was before thumbnails: each thumbnail request asks for the original instead.
  if (originals)
    await page.route(/variant=thumb/, (route) =>
      route.continue({
        url: route
          .request()
          .url()
          .replace(/&variant=thumb/, ''),
      }),
    );
  const sizes = [];
  page.on('requestfinished', (request) => {
    if (request.url().includes('/common/inner/file/v1/download')) sizes.push(request.sizes());
  });
  const started = performance.now();
  await page.goto(`${base}/ui/coach/operates/advertMag?pageSize=${ROWS}`);
  const pictures = page.locator('.ant-table-row img');
  const drawn = () => pictures.evaluateAll((imgs) => imgs.filter((img) => img.complete && img.naturalWidth > 0).length);
  const deadline = Date.now() + 120_000;
  while ((await drawn()) < ROWS) {
    if (Date.now() > deadline) throw new Error("the list's pictures did not all load");
    await page.waitForTimeout(25);
  }
  const ms = performance.now() - started;
  const shown = await pictures.count();
  if (shot) {
    mkdirSync(join(root, 'bench/results'), { recursive: true });
    await page.screenshot({ path: shot });
  }
  const done = await Promise.all(sizes);
  await context.close();
  const wire = done.reduce((sum, s) => sum + s.responseBodySize + s.responseHeadersSize, 0);
  return { pictures: shown, responses: done.length, kb: +(wire / 1024).toFixed(1), ms: Math.round(ms) };
}

export async function benchThumbnails() {
  const dir = mkdtempSync(join(tmpdir(), 'coach-bench-'));
  const server = await startConsole({ DATA_DIR: dir, COACH_SEED_DEMO: 'off' });
  const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
  try {
    const login = await postJson(`${server.base}/api/auth/inner/sysAuth/v1/login.pass`, {
      account: 'admin',
      password: 'Admin2026',
    });
    const token = login.result['ctl-token'];
    const storedBytes = await seedAdverts(server.base, token);
    const before = await loadList(browser, server.base, token, { originals: true });
    // Uploads start their thumbnails, so even the first load reads made ones; the second shows
    // that nothing is made again.
    const firstLoad = await loadList(browser, server.base, token);
    const thumbs = await loadList(browser, server.base, token, {
      shot: join(root, 'bench/results/thumbnails-list.png'),
    });
    return {
      rows: ROWS,
      pictureKB: +(storedBytes / ROWS / 1024).toFixed(1),
      originals: before,
      thumbnailsFirstLoad: firstLoad,
      thumbnails: thumbs,
      ratio: +(thumbs.kb / before.kb).toFixed(4),
      screenshot: 'bench/results/thumbnails-list.png',
    };
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
