import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/testApp';
import { CAPTCHA_TTL_SECONDS, captchaKey, checkCaptcha, createCaptcha } from './captcha';
import { CAPTCHA_FONT_FAMILY, CAPTCHA_HEIGHT, CAPTCHA_WIDTH, drawGlyphs } from './captchaImage';

const BACKGROUND = [0xf2, 0xfb, 0xf7];
const pngOf = (img: string) => Buffer.from(img.replace(/^data:image\/png;base64,/, ''), 'base64');
const isInk = (r: number, g: number, b: number) =>
  Math.abs(r - BACKGROUND[0]) + Math.abs(g - BACKGROUND[1]) + Math.abs(b - BACKGROUND[2]) > 90;

// The store of the running app (PostgreSQL/PGlite, or Redis when REDIS_URL is set).
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('captcha picture', () => {
  it('is a 120×40 PNG that decodes, with ink in several colours on the light background', async () => {
    const { img } = await createCaptcha(t.services.kv);
    expect(img).toMatch(/^data:image\/png;base64,/);
    const meta = await sharp(pngOf(img)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
    const { data, info } = await sharp(pngOf(img)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    let ink = 0;
    let background = 0;
    const hues = new Set<string>();
    for (let p = 0; p < data.length; p += info.channels) {
      const [r, g, b] = [data[p], data[p + 1], data[p + 2]];
      if (r === BACKGROUND[0] && g === BACKGROUND[1] && b === BACKGROUND[2]) background++;
      if (!isInk(r, g, b)) continue;
      ink++;
      hues.add(`${r >> 6}${g >> 6}${b >> 6}`);
    }
    const pixels = CAPTCHA_WIDTH * CAPTCHA_HEIGHT;
    // Four glyphs, curves and dots cover a good part, yet most of it stays background.
    expect(ink).toBeGreaterThan(pixels * 0.08);
    expect(background).toBeGreaterThan(pixels * 0.4);
    expect(hues.size).toBeGreaterThanOrEqual(4);
  });

  it('differs from one code to the next', async () => {
    const a = await createCaptcha(t.services.kv);
    const b = await createCaptcha(t.services.kv);
    expect(a.captchaId).not.toBe(b.captchaId);
    expect(a.img).not.toBe(b.img);
  });

  it('keeps every glyph inside the 120×40 box', () => {
    // Drawn on a larger canvas shifted by a margin: any ink in the margin would be clipped
    // in the real picture (issue 15).
    const margin = 20;
    const canvas = createCanvas(CAPTCHA_WIDTH + 2 * margin, CAPTCHA_HEIGHT + 2 * margin);
    const ctx = canvas.getContext('2d');
    for (let i = 0; i < 200; i++) {
      ctx.clearRect(0, 0, canvas.width, canvas.height);
      ctx.save();
      ctx.translate(margin, margin);
      drawGlyphs(ctx, i % 2 ? 'WMQg' : 'jpyJ');
      ctx.restore();
      const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
      let inside = 0;
      const outside: string[] = [];
      for (let y = 0; y < canvas.height; y++) {
        for (let x = 0; x < canvas.width; x++) {
          if (data[(y * canvas.width + x) * 4 + 3] === 0) continue;
          const inBox = x >= margin && x < margin + CAPTCHA_WIDTH && y >= margin && y < margin + CAPTCHA_HEIGHT;
          if (inBox) inside++;
          else outside.push(`${x - margin},${y - margin}`);
        }
      }
      expect(outside).toEqual([]);
      expect(inside).toBeGreaterThan(200);
    }
  });

  it('draws with the font file it ships, never a font of the machine', () => {
    // The family name resolves to the packaged Lato Bold: the same widths as the file
    // registered again under another name, other widths than the machine's fallback.
    const file = createRequire(import.meta.url).resolve('@fontsource/lato/files/lato-latin-700-normal.woff2');
    GlobalFonts.register(readFileSync(file), 'CaptchaTestCopy');
    const ctx = createCanvas(10, 10).getContext('2d');
    const width = (family: string) => {
      ctx.font = `700 30px ${family}`;
      return ctx.measureText('abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789').width;
    };
    expect(GlobalFonts.has(CAPTCHA_FONT_FAMILY)).toBe(true);
    expect(width(CAPTCHA_FONT_FAMILY)).toBe(width('CaptchaTestCopy'));
    expect(width(CAPTCHA_FONT_FAMILY)).not.toBe(width('NoSuchFamilyAnywhere'));
  });
});

describe('captcha answer', () => {
  const fresh = async () => {
    const { captchaId } = await createCaptcha(t.services.kv);
    const answer = await t.services.kv.get<string>(captchaKey(captchaId));
    return { captchaId, answer: answer! };
  };

  it('is kept lower-case and accepted once, in any case', async () => {
    const c = await fresh();
    // Lower-case of the drawn set: no 0 o 1 i, and l only as the lower case of a drawn L.
    expect(c.answer).toMatch(/^[a-hj-np-z2-9]{4}$/);
    expect(await checkCaptcha(t.services.kv, c.captchaId, ` ${c.answer.toUpperCase()} `)).toBe('ok');
    expect(await checkCaptcha(t.services.kv, c.captchaId, c.answer)).toBe('expired');
  });

  it('accepts a drawn L typed in either case', async () => {
    // The picture may show an upper-case L; its stored lower case is l (7 % of codes hold one).
    const captchaId = 'drawn-with-L';
    await t.services.kv.set(captchaKey(captchaId), 'lx2q', CAPTCHA_TTL_SECONDS);
    expect(await checkCaptcha(t.services.kv, captchaId, 'LX2Q')).toBe('ok');
  });

  it('is spent by a wrong answer', async () => {
    const c = await fresh();
    expect(await checkCaptcha(t.services.kv, c.captchaId, 'zzzzz')).toBe('wrong');
    expect(await checkCaptcha(t.services.kv, c.captchaId, c.answer)).toBe('expired');
  });

  it('answers expired for an unknown or missing id', async () => {
    expect(await checkCaptcha(t.services.kv, 'no-such-id', 'abcd')).toBe('expired');
    expect(await checkCaptcha(t.services.kv, undefined, 'abcd')).toBe('expired');
  });

  it('expires after CAPTCHA_TTL_SECONDS', async () => {
    const c = await fresh();
    const left = await t.services.kv.ttl(captchaKey(c.captchaId));
    expect(left).toBeGreaterThan(CAPTCHA_TTL_SECONDS - 5);
    expect(left).toBeLessThanOrEqual(CAPTCHA_TTL_SECONDS);
    // The store's own clock decides; let the same code run out in one second instead of 300.
    await t.services.kv.set(captchaKey(c.captchaId), c.answer, 1);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await checkCaptcha(t.services.kv, c.captchaId, c.answer)).toBe('expired');
  });
});
