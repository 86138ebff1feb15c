import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Response } from 'playwright-core';
import { photoJpeg } from '../apps/server/test/fileHelpers';
import { api, apiLogin } from './api';
import { DEMO_TENANT_ADMIN } from './demoTenant';
import { baseUrl, launch, newPage, screenshot, signIn, visible } from './browser';

// Issue 36: a list showed each picture by downloading all of it (up to 10 MB) for a 40 px
// cell. The cell now loads the picture's thumbnail; opening it loads the picture itself.
describe('pictures in a list', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it('load as a thumbnail of a few kilobytes, and whole in the preview', async () => {
    const token = await apiLogin();
    const photo = await photoJpeg();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), '驾校大门.jpg');
    const stored = await fetch(`${baseUrl()}/api/common/inner/file/v1/upload`, {
      method: 'POST',
      headers: { 'ctl-token': token },
      body: form,
    });
    const image = ((await stored.json()) as { result: { key: string } }).result.key;
    const now = Math.floor(Date.now() / 1000);
    const saved = await api(token, '/api/examroom/advert/save', {
      title: '缩略图广告',
      position: 1,
      image,
      sortNo: 1,
      validStart: now,
      validEnd: now + 30 * 86400,
    });
    expect(saved).toMatchObject({ status: true, message: '新增成功' });

    const { page, errors } = await newPage(browser);
    // What the browser fetched of the stored files: address and bytes on the wire.
    const fetched: { url: string; bytes: number }[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response: Response) => {
      if (!response.url().includes('/common/inner/file/v1/download')) return;
      pending.push(
        response
          .request()
          .sizes()
          .then((sizes) => void fetched.push({ url: response.url(), bytes: sizes.responseBodySize })),
      );
    });
    await signIn(page, 'admin', 'Admin2026', '/operates/advertMag');
    const cell = visible(page, '.ant-table-row').filter({ hasText: '缩略图广告' }).locator('img');
    await expect.poll(() => cell.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(240);
    expect(await cell.getAttribute('src')).toMatch(/&variant=thumb$/);
    await Promise.all(pending);
    const thumb = fetched.find((f) => f.url.includes(`key=${image}`));
    expect(thumb?.url).toMatch(/&variant=thumb$/);
    expect(thumb!.bytes).toBeGreaterThan(0);
    expect(thumb!.bytes).toBeLessThan(40 * 1024);
    // Nothing on the page loaded any picture whole.
    expect(fetched.filter((f) => !f.url.includes('variant=thumb'))).toEqual([]);
    await screenshot(page, 'list-thumbnails');

    await cell.click();
    const preview = visible(page, '.ant-image-preview-img');
    await expect
      .poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: 20_000 })
      .toBe(3000);
    expect(await preview.getAttribute('src')).not.toContain('variant');
    await Promise.all(pending);
    const original = fetched.find((f) => f.url.includes(`key=${image}`) && !f.url.includes('variant'));
    expect(original?.bytes).toBe(photo.length);
    await screenshot(page, 'list-thumbnail-preview');
    expect(errors).toEqual([]);
  });

  it("save a record's gallery as one zip from its detail (issue 38.13: the multi-file download)", async () => {
    const { page, errors } = await newPage(browser);
    // The tenant holding every area's demo data (the shared one starts without materials).
    await signIn(page, ...DEMO_TENANT_ADMIN, '/marketings/materials/materialList');
    await visible(page, '.ant-table-row').first().getByRole('button', { name: '详情' }).click();
    const drawer = visible(page, '.ant-drawer').filter({ hasText: '素材详情' });
    const zip = drawer.getByTestId('zip-download');
    await expect.poll(() => zip.innerText()).toBe('打包下载（3）');
    await screenshot(page, 'gallery-zip');
    const [download] = await Promise.all([page.waitForEvent('download'), zip.click()]);
    expect(download.suggestedFilename()).toBe('图片.zip');
    const bytes = readFileSync((await download.path())!);
    // Three local file headers (PK\x03\x04), each a PNG the seed stored.
    const entries = bytes.toString('latin1').split('PK\x03\x04').length - 1;
    expect(entries).toBe(3);
    expect(bytes.toString('latin1').split('\x89PNG').length - 1).toBe(3);
    expect(errors).toEqual([]);
  });
});
