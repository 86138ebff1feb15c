import { randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { KvStore } from '../kv/kvStore';

export const CAPTCHA_TTL_SECONDS = 300;
const key = (id: string) => `cap:${id}`;

export interface CaptchaImage {
  captchaId: string;
  /** data URL of the SVG picture. */
  img: string;
}

/** A new image code; its text is kept in the shared store for 5 minutes, single use. */
export async function createCaptcha(kv: KvStore): Promise<CaptchaImage> {
  const captcha = svgCaptcha.create({
    size: 4,
    ignoreChars: '0oO1ilI',
    noise: 2,
    color: true,
    background: '#f2fbf7',
    // The box the login page shows (120×40); glyphs sized to stay inside it even when the
    // last one leans right (at the default 56 it was clipped at the right edge).
    width: 120,
    height: 40,
    fontSize: 38,
  });
  const captchaId = randomUUID();
  await kv.set(key(captchaId), captcha.text.toLowerCase(), CAPTCHA_TTL_SECONDS);
  return { captchaId, img: 'data:image/svg+xml;base64,' + Buffer.from(captcha.data).toString('base64') };
}

export type CaptchaCheck = 'ok' | 'wrong' | 'expired';

/** Takes the code out of the store whatever the answer, so a code is tried only once. */
export async function checkCaptcha(kv: KvStore, captchaId: unknown, answer: unknown): Promise<CaptchaCheck> {
  if (typeof captchaId !== 'string' || !captchaId) return 'expired';
  const expected = await kv.take<string>(key(captchaId));
  if (expected === undefined) return 'expired';
  return typeof answer === 'string' && answer.trim().toLowerCase() === expected ? 'ok' : 'wrong';
}

/** For tests that must read what the picture shows. */
export function captchaKey(id: string) {
  return key(id);
}
