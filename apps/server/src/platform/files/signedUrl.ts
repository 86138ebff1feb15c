import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { FILE_DOWNLOAD_PATH } from '@coach/domain';
import type { Database } from '../db';

/** How long a download URL works: long enough for a page left open for an afternoon. */
export const DOWNLOAD_URL_SECONDS = 2 * 3600;

export interface SignedUrl {
  url: string;
  /** Unix seconds. */
  expireTime: number;
}

/**
 * Download URLs an <img> or <a> tag can use without the session header: the key and expiry
 * signed with HMAC-SHA256. The secret is drawn once per installation and kept in sys_meta, so
 * a URL signed by one server process is accepted by every other.
 */
export function createUrlSigner(database: Database) {
  let secret: Promise<Buffer> | undefined;

  async function loadSecret(): Promise<Buffer> {
    // Two processes starting together both try to insert; the first wins and both read it.
    await database.rows(sql`
      INSERT INTO sys_meta (key, value) VALUES ('file_url_secret', ${randomBytes(32).toString('base64')})
      ON CONFLICT (key) DO NOTHING`);
    const [row] = await database.rows<{ value: string }>(sql`SELECT value FROM sys_meta WHERE key = 'file_url_secret'`);
    return Buffer.from(row.value, 'base64');
  }

  async function secretOnce(): Promise<Buffer> {
    secret ??= loadSecret().catch((error) => {
      secret = undefined;
      throw error;
    });
    return secret;
  }

  const mac = (key: Buffer, fileKey: string, exp: number) =>
    createHmac('sha256', key).update(`${fileKey}\n${exp}`).digest();

  return {
    /**
     * The expiry is rounded up to the hour, so the same file asked for again within the hour
     * gets the same URL and the browser answers it from its cache.
     */
    async sign(fileKey: string, nowSeconds = Math.floor(Date.now() / 1000)): Promise<SignedUrl> {
      const exp = Math.ceil((nowSeconds + DOWNLOAD_URL_SECONDS) / 3600) * 3600;
      const sig = mac(await secretOnce(), fileKey, exp).toString('base64url');
      const query = new URLSearchParams({ key: fileKey, exp: String(exp), sig });
      return { url: `${FILE_DOWNLOAD_PATH}?${query}`, expireTime: exp };
    },

    /** True when the signature is ours and the URL has not expired. */
    async verify(
      fileKey: string,
      exp: string,
      sig: string,
      nowSeconds = Math.floor(Date.now() / 1000),
    ): Promise<boolean> {
      if (!/^\d{1,12}$/.test(exp) || Number(exp) <= nowSeconds) return false;
      const expected = mac(await secretOnce(), fileKey, Number(exp));
      const given = Buffer.from(sig, 'base64url');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type UrlSigner = ReturnType<typeof createUrlSigner>;
