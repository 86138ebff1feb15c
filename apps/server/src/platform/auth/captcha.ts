import { randomInt, randomUUID } from 'node:crypto';
import type { KvStore } from '../kv/kvStore';

export const CAPTCHA_TTL_SECONDS = 300;
const key = (id: string) => `cap:${id}`;

/** Without 0 o O 1 i l I, which readers take for one another. */
const CODE_CHARS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 4;

export interface CaptchaImage {
  captchaId: string;
  /** data URL of the PNG picture (120×40). */
  img: string;
}

/** A new image code; its text is kept in the shared store for 5 minutes, single use. */
export async function createCaptcha(kv: KvStore): Promise<CaptchaImage> {
  // The code is the secret: drawn from the system's random source, not Math.random.
  const text = Array.from({ length: CODE_LENGTH }, () => CODE_CHARS[randomInt(CODE_CHARS.length)]).join('');
  // The canvas (a native addon and its font) loads with the first image, not with every start.
  const { drawCaptcha } = await import('./captchaImage');
  const png = await drawCaptcha(text);
  const captchaId = randomUUID();
  await kv.set(key(captchaId), text.toLowerCase(), CAPTCHA_TTL_SECONDS);
  return { captchaId, img: 'data:image/png;base64,' + png.toString('base64') };
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
