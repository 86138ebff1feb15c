import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { makeThumbnail, THUMBNAIL_SIZE, thumbnailKeyOf, thumbnailName, wantsThumbnail } from './thumbnail';

const noise = (width: number, height: number, channels: 3 | 4) =>
  sharp({
    create: { width, height, channels, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 50 } },
  });

describe('makeThumbnail', () => {
  it('turns a photo upright by its EXIF orientation, fits it in the square and drops its metadata', async () => {
    // Stored landscape (1200×800) with orientation 6: the camera was held upright.
    const photo = await noise(1200, 800, 3).jpeg({ quality: 90 }).withMetadata({ orientation: 6 }).toBuffer();
    const outcome = await makeThumbnail(photo, 'image/jpeg');
    if (!('bytes' in outcome)) throw new Error(`skipped: ${outcome.skipped}`);
    const meta = await sharp(outcome.bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: (THUMBNAIL_SIZE * 2) / 3, height: THUMBNAIL_SIZE });
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
  });

  it('keeps a transparent PNG transparent and never enlarges a small picture', async () => {
    const png = await noise(200, 100, 4).png().toBuffer();
    const outcome = await makeThumbnail(png, 'image/png');
    if (!('bytes' in outcome)) throw new Error(`skipped: ${outcome.skipped}`);
    expect(await sharp(outcome.bytes).metadata()).toMatchObject({
      format: 'webp',
      width: 200,
      height: 100,
      hasAlpha: true,
    });
  });

  it('refuses bytes that are not the stored type, SVG among them, without rasterising them', async () => {
    const svg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="4000"><rect width="4000" height="4000" fill="red"/>${' '.repeat(30_000)}</svg>`,
    );
    expect(await makeThumbnail(svg, 'image/png')).toEqual({ skipped: 'format' });
    expect(await makeThumbnail(svg, 'image/svg+xml')).toEqual({ skipped: 'format' });
    const jpeg = await noise(600, 400, 3).jpeg().toBuffer();
    expect(await makeThumbnail(jpeg, 'image/png')).toEqual({ skipped: 'format' });
  });

  it('gives up on corrupt data and on more pixels than the limit', async () => {
    const corrupt = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(40_000)]);
    expect(await makeThumbnail(corrupt, 'image/jpeg')).toEqual({ skipped: 'unreadable' });
    const whole = await noise(1200, 800, 3).jpeg().toBuffer();
    expect(await makeThumbnail(whole.subarray(0, whole.length >> 1), 'image/jpeg')).toEqual({ skipped: 'unreadable' });
    // 11 000 × 10 000 of one colour: a small file announcing 110 million pixels.
    const bomb = await sharp({ create: { width: 11_000, height: 10_000, channels: 3, background: '#fff' } })
      .png({ palette: true, compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await makeThumbnail(bomb, 'image/png')).toEqual({ skipped: 'unreadable' });
  });

  it('keeps a picture whose thumbnail would be no smaller', async () => {
    const dot = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    expect(await makeThumbnail(dot, 'image/png')).toEqual({ skipped: 'not-smaller' });
  });
});

describe('which files get a thumbnail, and under which key', () => {
  it('thumbnails the raster types above the small-file size only', () => {
    expect(wantsThumbnail('image/jpeg', 2_000_000)).toBe(true);
    expect(wantsThumbnail('image/webp', 30_000)).toBe(true);
    expect(wantsThumbnail('image/png', 10_000)).toBe(false);
    for (const type of ['image/svg+xml', 'application/pdf', 'video/mp4', 'text/plain'])
      expect(wantsThumbnail(type, 2_000_000)).toBe(false);
  });

  it('derives a key that stays a key, and a name that says webp', () => {
    const key = 'a'.repeat(32);
    expect(thumbnailKeyOf(key)).toBe(`${key}_t${THUMBNAIL_SIZE}`);
    expect(thumbnailKeyOf('b'.repeat(64))).toBeUndefined();
    expect(thumbnailName('头像.PNG')).toBe('头像.webp');
    expect(thumbnailName('.hidden')).toBe('.hidden.webp');
  });
});
