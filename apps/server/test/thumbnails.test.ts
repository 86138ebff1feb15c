import { beforeAll } from 'vitest';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { thumbnailUrl } from '@coach/domain';
import { buildApp } from '../src/app';
import { createUrlSigner } from '../src/platform/files/signedUrl';
import { describe, expect, test as it, withApp } from './fixtures';
import type { TestApp } from './testApp';
import { download, FILE_BASE, otherTenantAdmin, photoJpeg, PNG, upload } from './fileHelpers';

// Lists ask for `variant=thumb` of a picture's signed URL (issue 36): a small WebP made once
// and kept in the file store, the picture itself where there is nothing smaller to show.
let photo: Buffer;
beforeAll(async () => {
  photo = await photoJpeg();
});

const thumbKeyOf = (key: string) => `${key}_t240`;

/** A server keeping its files in `kind`, under a folder of its own removed after it has closed. */
const storeApp = (kind: 'db' | 'disk') =>
  withApp((onCleanup) => {
    const dir = mkdtempSync(join(tmpdir(), 'coach-thumbs-'));
    onCleanup(() => rmSync(dir, { recursive: true, force: true }));
    return { fileStore: kind, fileDir: dir };
  });
const stores = { db: storeApp('db'), disk: storeApp('disk') };

describe.each(['db', 'disk'] as const)('thumbnails in the %s file store', (kind) => {
  const it = stores[kind];
  let t: TestApp;
  let admin: string;
  it.beforeAll(async ({ app, admin: signedIn }) => {
    [t, admin] = [app, signedIn.token];
  });

  const rowsOf = async (key: string) =>
    t.services.database.rows<{ size: number }>(sql`SELECT size FROM sys_file WHERE key = ${key}`);

  it('makes a small WebP of a large photo once and serves it from the store afterwards, to every process', async () => {
    expect(photo.length).toBeGreaterThan(1024 * 1024);
    const { body } = await upload(t, admin, { name: '教练车.jpg', bytes: photo });
    const { key, url } = body.result;
    const res = await download(t, thumbnailUrl(url));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('教练车.webp')}`);
    expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+, immutable$/);
    expect(res.headers.etag).toBe(`"${thumbKeyOf(key)}"`);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 240, height: 160 });
    expect(res.rawPayload.length).toBeLessThan(photo.length / 50);
    // The original is untouched and still what the plain URL answers.
    expect((await download(t, url)).rawPayload.equals(photo)).toBe(true);
    expect((await download(t, thumbnailUrl(url), { 'if-none-match': `"${thumbKeyOf(key)}"` })).statusCode).toBe(304);

    const [stored] = await t.services.files.stat([thumbKeyOf(key)]);
    const [original] = await t.services.files.stat([key]);
    expect(stored).toMatchObject({
      tenantId: original.tenantId,
      contentType: 'image/webp',
      size: res.rawPayload.length,
    });

    // Replaced in the store by other bytes, the thumbnail answers those: it is read, not made again.
    const planted = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#14cd88' } })
      .webp()
      .toBuffer();
    await t.services.files.delete(thumbKeyOf(key));
    await t.services.files.put(
      { tenantId: original.tenantId, name: 'x.webp', contentType: 'image/webp', createBy: null, key: thumbKeyOf(key) },
      planted,
    );
    expect((await download(t, thumbnailUrl(url))).rawPayload.equals(planted)).toBe(true);
    const second = await buildApp(t.services.config, { database: t.services.database });
    try {
      const there = await second.app.inject({ method: 'GET', url: thumbnailUrl(url) });
      expect(there.rawPayload.equals(planted)).toBe(true);
    } finally {
      await second.close();
    }
  });

  it('starts the thumbnail at the upload, before any list asks for it', async () => {
    const { body } = await upload(t, admin, { name: 'c.jpg', bytes: photo });
    await expect.poll(() => rowsOf(thumbKeyOf(body.result.key)), { timeout: 10_000 }).toHaveLength(1);
    const [row] = await rowsOf(thumbKeyOf(body.result.key));
    expect(row.size).toBeGreaterThan(0);
    expect((await download(t, thumbnailUrl(body.result.url))).rawPayload.length).toBe(row.size);
  });

  it('makes one thumbnail when pages ask for it many times at once, in two processes', async () => {
    // Stored as a seed or an older installation stores it: no thumbnail started by an upload.
    const key = await t.services.files.put(
      { tenantId: '1', name: 'b.jpg', contentType: 'image/jpeg', createBy: null },
      photo,
    );
    const url = thumbnailUrl((await createUrlSigner(t.services.database).sign(key)).url);
    // The second process makes its own at the same moment: one row is kept, both answer.
    const second = await buildApp(t.services.config, { database: t.services.database });
    try {
      const answers = await Promise.all([
        ...Array.from({ length: 4 }, () => download(t, url)),
        ...Array.from({ length: 2 }, () => second.app.inject({ method: 'GET', url })),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(answers.every((a) => a.rawPayload.equals(answers[0].rawPayload))).toBe(true);
    } finally {
      await second.close();
    }
    expect(await rowsOf(thumbKeyOf(key))).toEqual([{ size: (await download(t, url)).rawPayload.length }]);
  });

  it('answers the file itself where there is nothing smaller to show, never an error', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(40_000), Buffer.from('\n%%EOF\n')]);
    const corrupt = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(40_000)]);
    const cases = [
      { name: '合同.pdf', bytes: pdf, type: 'application/pdf', remembered: false },
      { name: 'dot.png', bytes: PNG, type: 'image/png', remembered: false },
      // Accepted by its first bytes, undecodable after them: shown as stored, and remembered
      // as having no thumbnail (an empty file) so it is not decoded at each ask.
      { name: 'broken.jpg', bytes: corrupt, type: 'image/jpeg', remembered: true },
    ];
    for (const { name, bytes, type, remembered } of cases) {
      const { body } = await upload(t, admin, { name, bytes });
      for (let ask = 0; ask < 2; ask++) {
        const res = await download(t, thumbnailUrl(body.result.url));
        expect(res.statusCode, name).toBe(200);
        expect(res.headers['content-type'], name).toBe(type);
        expect(res.rawPayload.equals(bytes), name).toBe(true);
      }
      expect(await rowsOf(thumbKeyOf(body.result.key)), name).toEqual(remembered ? [{ size: 0 }] : []);
    }
  });

  it('never rasterises an SVG, whatever type it was stored as', async () => {
    // Uploads refuse SVG; a file stored another way (an older installation, a script) may not.
    const svg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="3000"><rect width="3000" height="3000" fill="red"/>${' '.repeat(30_000)}</svg>`,
    );
    const signer = createUrlSigner(t.services.database);
    for (const contentType of ['image/svg+xml', 'image/png']) {
      const key = await t.services.files.put({ tenantId: '1', name: 'logo.svg', contentType, createBy: null }, svg);
      const res = await download(t, thumbnailUrl((await signer.sign(key)).url));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(contentType);
      expect(res.rawPayload.equals(svg)).toBe(true);
    }
  });
});

describe('the thumbnail URL and its signature', () => {
  let t: TestApp;
  let admin: string;
  it.beforeAll(async ({ app, admin: signedIn }) => {
    [t, admin] = [app, signedIn.token];
  });

  it("rides on the picture's own signature and opens nothing else", async () => {
    const { body } = await upload(t, admin, { name: 'a.jpg', bytes: photo });
    const { body: other } = await upload(t, admin, { name: 'b.png', bytes: PNG });
    const thumb = new URL(thumbnailUrl(body.result.url), 'http://x');
    const variants = [
      (u: URL) =>
        u.searchParams.set(
          'sig',
          u.searchParams.get('sig')!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
        ),
      (u: URL) => u.searchParams.set('exp', String(Number(u.searchParams.get('exp')) + 3600)),
      (u: URL) => u.searchParams.set('key', other.result.key),
      (u: URL) => u.searchParams.set('key', thumbKeyOf(body.result.key)),
      (u: URL) => u.searchParams.set('variant', 'original'),
      (u: URL) => u.searchParams.append('variant', 'thumb'),
    ];
    for (const change of variants) {
      const bad = new URL(thumb);
      change(bad);
      const res = await download(t, bad.pathname + bad.search);
      expect(res.statusCode, bad.search).toBe(403);
      expect(res.json()).toMatchObject({ status: false, code: '403', message: '下载链接无效或已过期' });
    }
    const signer = createUrlSigner(t.services.database);
    const expired = await signer.sign(body.result.key, Math.floor(Date.now() / 1000) - 3 * 3600);
    expect((await download(t, thumbnailUrl(expired.url))).statusCode).toBe(403);
    expect((await download(t, thumb.pathname + thumb.search)).statusCode).toBe(200);

    // A key signed but never stored: the envelope, not an error of the server.
    const missing = await download(t, thumbnailUrl((await signer.sign('Z'.repeat(32))).url));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: false, message: '文件不存在' });

    // The thumbnail is a file of the picture's tenant: another tenant cannot have it signed.
    const stranger = await otherTenantAdmin(t);
    const asked = await t.post(
      `${FILE_BASE}/getDownloadUrl`,
      { key: thumbKeyOf(body.result.key) },
      { token: stranger },
    );
    expect(asked.body).toMatchObject({ status: false, message: '文件不存在' });
  });
});
