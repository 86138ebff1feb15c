import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { BizError } from '../envelope';
import type { Database } from '../db';
import { FILE_KEY_PATTERN, insertFileRow, newFileKey, statFiles, type FileStore } from './fileStore';
import { FILE_MESSAGES } from './fileTypes';

/**
 * Bytes on a local disk (FILE_STORE=disk, FILE_DIR), metadata in sys_file. Several processes
 * can share it when FILE_DIR is one mounted folder. Files are spread over 64² sub-folders by
 * the first two characters of their key so no folder grows huge.
 */
export function createDiskFileStore(database: Database, dir: string, maxBytes: number): FileStore {
  const pathOf = (key: string) => join(dir, key.slice(0, 2), key);

  return {
    async put(file, body) {
      const key = file.key ?? newFileKey();
      const target = pathOf(key);
      await mkdir(join(dir, key.slice(0, 2)), { recursive: true });
      // Written under a temporary name and renamed: a reader never sees half a file, and the
      // row is inserted only once the bytes are complete.
      const temporary = `${target}.${randomBytes(6).toString('hex')}.part`;
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(size > maxBytes ? new BizError(FILE_MESSAGES.tooLarge(maxBytes)) : null, chunk);
        },
      });
      try {
        const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
        await pipeline(source, counter, createWriteStream(temporary, { flags: 'wx' }));
        await rename(temporary, target);
        await insertFileRow(database, key, file, size, null);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return key;
    },

    async get(key, options = {}) {
      if (!FILE_KEY_PATTERN.test(key)) return undefined;
      const [meta] = await statFiles(database, [key], options.tenantId);
      if (!meta) return undefined;
      const stream = createReadStream(pathOf(key), options.range);
      // A row whose bytes are gone (folder not mounted, deleted by hand) reads as missing.
      const opened = await new Promise<boolean>((resolve) => {
        stream.once('open', () => resolve(true));
        stream.once('error', () => resolve(false));
      });
      return opened ? { meta, stream } : undefined;
    },

    stat: (keys, tenantId) => statFiles(database, keys, tenantId),

    // Tenant: a key is random and names one file of one tenant; callers pass a key they read in their tenant.
    async delete(key) {
      if (!FILE_KEY_PATTERN.test(key)) return;
      await database.rows(sql`DELETE FROM sys_file WHERE key = ${key}`);
      await rm(pathOf(key), { force: true });
    },
  };
}
