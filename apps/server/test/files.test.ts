import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createUrlSigner } from '../src/platform/files/signedUrl';
import { buildApp } from '../src/app';
import { describe, expect, test as it, type Caller } from './fixtures';
import type { TestApp } from './testApp';
import { download, FILE_BASE, JPEG, otherTenantAdmin, PNG, readZip, upload } from './fileHelpers';

describe('the file store calls', () => {
  let t: TestApp;
  let admin: Caller;
  it.beforeAll(async ({ app, admin: signedIn }) => {
    [t, admin] = [app, signedIn];
  });

  it('uploads an image with a token and reads it back through the signed URL', async () => {
    const granted = await admin.post(`${FILE_BASE}/getUploadToken`, {
      fileName: '头像.png',
      contentType: 'image/png',
      size: PNG.length,
    });
    expect(granted.body.status).toBe(true);
    expect(granted.body.result).toMatchObject({ uploadUrl: `${FILE_BASE}/upload` });
    expect(granted.body.result.expireTime).toBeGreaterThan(Date.now() / 1000 + 500);

    const { body } = await upload(
      t,
      admin.token,
      { name: '头像.png', bytes: PNG, type: 'image/png' },
      { token: granted.body.result.token },
    );
    expect(body.status).toBe(true);
    expect(body.result).toMatchObject({
      key: granted.body.result.key,
      name: '头像.png',
      size: PNG.length,
      contentType: 'image/png',
    });
    expect(body.result.url).toMatch(/^\/api\/common\/inner\/file\/v1\/download\?key=.+&exp=\d+&sig=.+$/);

    const res = await download(t, body.result.url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PNG)).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="__.png"; filename*=UTF-8''%E5%A4%B4%E5%83%8F.png`,
    );
    expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+, immutable$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const again = await download(t, body.result.url, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);

    // The token was used up.
    const reuse = await upload(t, admin.token, { name: 'b.png', bytes: PNG }, { token: granted.body.result.token });
    expect(reuse.body).toMatchObject({ status: false, message: '上传凭证无效或已过期，请重新上传' });
  });

  it('hands out download URLs by key and answers byte ranges', async () => {
    const { body } = await upload(t, admin.token, { name: 'clip.jpg', bytes: JPEG });
    const { body: link } = await admin.post(`${FILE_BASE}/getDownloadUrl`, { key: body.result.key });
    expect(link.result.expireTime).toBeGreaterThan(Date.now() / 1000 + 3600);
    const part = await download(t, link.result.url, { range: 'bytes=2-9' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 2-9/${JPEG.length}`);
    expect(part.rawPayload.equals(JPEG.subarray(2, 10))).toBe(true);
    expect((await download(t, link.result.url, { range: `bytes=${JPEG.length}-` })).statusCode).toBe(416);
    const missing = await admin.post(`${FILE_BASE}/getDownloadUrl`, { key: 'A'.repeat(32) });
    expect(missing.body).toMatchObject({ status: false, message: '文件不存在' });
  });

  it('refuses tampered and expired signatures with 403 and the envelope', async () => {
    const { body } = await upload(t, admin.token, { name: 'a.png', bytes: PNG });
    const url = new URL(body.result.url, 'http://x');
    const variants = [
      (u: URL) =>
        u.searchParams.set(
          'sig',
          u.searchParams.get('sig')!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
        ),
      (u: URL) => u.searchParams.set('exp', String(Number(u.searchParams.get('exp')) + 3600)),
      (u: URL) => u.searchParams.set('key', 'B'.repeat(32)),
      (u: URL) => u.searchParams.delete('sig'),
    ];
    for (const change of variants) {
      const bad = new URL(url);
      change(bad);
      const res = await download(t, bad.pathname + bad.search);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: false, code: '403', message: '下载链接无效或已过期' });
    }
    // Signed three hours ago with the shared secret: valid signature, past its expiry.
    const signer = createUrlSigner(t.services.database);
    const old = await signer.sign(body.result.key, Math.floor(Date.now() / 1000) - 3 * 3600);
    expect((await download(t, old.url)).statusCode).toBe(403);
    expect((await download(t, (await signer.sign(body.result.key)).url)).statusCode).toBe(200);
  });

  it('refuses a fake image, an unsupported type, an empty file and a file too big', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const fake = await upload(t, admin.token, { name: 'photo.png', bytes: html, type: 'image/png' });
    expect(fake.body).toMatchObject({ status: false, message: '文件内容与类型不符' });
    const fakePdf = await upload(t, admin.token, { name: 'a.pdf', bytes: html, type: 'application/pdf' });
    expect(fakePdf.body.message).toBe('文件内容与类型不符');
    const exe = await upload(t, admin.token, { name: 'a.html', bytes: html, type: 'text/html' });
    expect(exe.body.message).toMatch(/^不支持的文件类型/);
    const empty = await upload(t, admin.token, { name: 'a.txt', bytes: Buffer.alloc(0) });
    expect(empty.body.message).toBe('文件不能为空');
    // A JPEG saved as .png is still an image: the bytes decide which.
    const renamed = await upload(t, admin.token, { name: 'renamed.png', bytes: JPEG });
    expect(renamed.body.result.contentType).toBe('image/jpeg');

    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await upload(t, admin.token, { name: 'big.png', bytes: big });
    expect(tooBig.body).toMatchObject({ status: false, message: '文件大小不能超过10MB' });
    const announced = await admin.post(`${FILE_BASE}/getUploadToken`, { fileName: 'big.mp4', size: big.length });
    expect(announced.body.message).toBe('文件大小不能超过10MB');
    const noFile = await admin.post(`${FILE_BASE}/upload`, {});
    expect(noFile.body).toMatchObject({ status: false, message: '请选择文件' });
  });

  it('keeps files inside their tenant', async () => {
    const { body } = await upload(t, admin.token, { name: '合同.pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') });
    const other = await otherTenantAdmin(t);
    const url = await t.post(`${FILE_BASE}/getDownloadUrl`, { key: body.result.key }, { token: other });
    expect(url.body).toMatchObject({ status: false, message: '文件不存在' });
    const zip = await t.post(`${FILE_BASE}/downloadZip`, { keys: [body.result.key], name: 'x' }, { token: other });
    expect(zip.body).toMatchObject({ status: false, message: '文件不存在或无权访问' });
    // An upload token is bound to the user who asked for it.
    const granted = await admin.post(`${FILE_BASE}/getUploadToken`, { fileName: 'a.png', size: PNG.length });
    const stolen = await upload(t, other, { name: 'a.png', bytes: PNG }, { token: granted.body.result.token });
    expect(stolen.body.message).toBe('上传凭证无效或已过期，请重新上传');
    // The refused attempt did not spend it: its owner uploads with it once, and only once.
    const own = await upload(t, admin.token, { name: 'a.png', bytes: PNG }, { token: granted.body.result.token });
    expect(own.body.status).toBe(true);
    expect(own.body.result.key).toBe(granted.body.result.key);
    expect(
      (await upload(t, admin.token, { name: 'a.png', bytes: PNG }, { token: granted.body.result.token })).body.message,
    ).toBe('上传凭证无效或已过期，请重新上传');
    // Two uploads racing with one token: exactly one gets it.
    const raced = await admin.post(`${FILE_BASE}/getUploadToken`, { fileName: 'b.png', size: PNG.length });
    const both = await Promise.all(
      [1, 2].map(() => upload(t, admin.token, { name: 'b.png', bytes: PNG }, { token: raced.body.result.token })),
    );
    expect(both.filter((r) => r.body.status)).toHaveLength(1);
    expect((await t.post(`${FILE_BASE}/getUploadToken`, { fileName: 'a.png', size: 1 })).body.code).toBe('000002');
  });

  it('bundles files into a zip that unzip reads', async () => {
    const files = [
      { name: '学员名单.csv', bytes: Buffer.from('姓名,电话\n张三,13800000000\n') },
      { name: '照片.jpg', bytes: JPEG },
      { name: '照片.jpg', bytes: Buffer.concat([JPEG, Buffer.from([1])]) },
    ];
    const keys: string[] = [];
    for (const file of files) keys.push((await upload(t, admin.token, file)).body.result.key);
    const res = await t.built.app.inject({
      method: 'POST',
      url: `${FILE_BASE}/downloadZip`,
      payload: { keys, name: '资料' },
      headers: { 'ctl-token': admin.token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''%E8%B5%84%E6%96%99.zip`);
    const entries = readZip(res.rawPayload);
    expect(entries.map((e) => e.name)).toEqual(['学员名单.csv', '照片.jpg', '照片(2).jpg']);
    entries.forEach((entry, i) => {
      expect(entry.crcOk && entry.utf8).toBe(true);
      expect(entry.bytes.equals(files[i].bytes)).toBe(true);
    });
    if (existsSync('/usr/bin/unzip')) {
      const dir = mkdtempSync(join(tmpdir(), 'coach-zip-'));
      writeFileSync(join(dir, 'a.zip'), res.rawPayload);
      const tested = execFileSync('/usr/bin/unzip', ['-t', join(dir, 'a.zip')], { encoding: 'utf8' });
      rmSync(dir, { recursive: true, force: true });
      expect(tested).toContain('No errors detected');
    }
    const missing = await admin.post(`${FILE_BASE}/downloadZip`, { keys: [...keys, 'C'.repeat(32)] });
    expect(missing.body.message).toBe('文件不存在或无权访问');
  });
});

describe('download URLs across server processes', () => {
  // The file's server, and a second process of it on the same database that the test closes.
  it('are accepted by another process on the same database', async ({ app: t, admin: signedIn }) => {
    const second = await buildApp(t.services.config, { database: t.services.database });
    try {
      const admin = signedIn.token;
      const { body } = await upload(t, admin, { name: 'a.png', bytes: PNG });
      const res = await second.app.inject({ method: 'GET', url: body.result.url });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(PNG)).toBe(true);
    } finally {
      await second.close();
    }
  });
});
