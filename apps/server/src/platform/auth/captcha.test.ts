import { describe, expect, it } from 'vitest';
import type { KvStore } from '../kv/kvStore';
import { createCaptcha } from './captcha';

// Issue 15: the last glyph was clipped at the right edge of the 120×40 box.
const kv = { set: async () => undefined } as unknown as KvStore;

/** Every x of the glyph outlines (svg-captcha draws each character as one filled path). */
function glyphXs(svg: string): number[] {
  const glyphs = [...svg.matchAll(/<path fill="[^"]+" d="([^"]+)"/g)].map((m) => m[1]);
  return glyphs.flatMap((d) => [...d.matchAll(/(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g)].map((m) => Number(m[1])));
}

describe('captcha image', () => {
  it('keeps every glyph inside its 120×40 box', async () => {
    for (let i = 0; i < 200; i++) {
      const { img } = await createCaptcha(kv);
      const svg = Buffer.from(img.split(',')[1], 'base64').toString();
      expect(svg).toContain('width="120" height="40"');
      const xs = glyphXs(svg);
      expect(xs.length).toBeGreaterThan(0);
      expect(Math.max(...xs)).toBeLessThanOrEqual(120);
      expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    }
  });
});
