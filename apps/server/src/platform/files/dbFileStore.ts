import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import {
  asBuffer,
  FILE_KEY_PATTERN,
  insertFileRow,
  META_COLUMNS,
  metaOf,
  newFileKey,
  readLimited,
  statFiles,
  tenantFilter,
  type FileStore,
} from './fileStore';

/**
 * Files kept in PostgreSQL (column sys_file.bytes): nothing to share between server processes
 * but the database itself, and backups include the files. Uploads are capped (10 MB by
 * default), which keeps each row well within what bytea handles comfortably.
 */
export function createDbFileStore(database: Database, maxBytes: number): FileStore {
  return {
    async put(file, body) {
      const bytes = await readLimited(body, maxBytes);
      const key = file.key ?? newFileKey();
      await insertFileRow(database, key, file, bytes.length, bytes);
      return key;
    },

    async get(key, options = {}) {
      if (!FILE_KEY_PATTERN.test(key)) return undefined;
      const { range } = options;
      // A range is cut in the database so seeking in a video does not ship the whole file.
      const bytes = range
        ? sql`substring(bytes from ${range.start + 1} for ${range.end - range.start + 1})`
        : sql`bytes`;
      const [row] = await database.rows<Parameters<typeof metaOf>[0] & { bytes: Uint8Array | null }>(
        sql`SELECT ${META_COLUMNS}, ${bytes} AS bytes FROM sys_file WHERE key = ${key}${tenantFilter(options.tenantId)}`,
      );
      if (!row || row.bytes === null) return undefined;
      return { meta: metaOf(row), stream: Readable.from([asBuffer(row.bytes)]) };
    },

    stat: (keys, tenantId) => statFiles(database, keys, tenantId),

    // Tenant: a key is random and names one file of one tenant; callers pass a key they read in their tenant.
    async delete(key) {
      await database.rows(sql`DELETE FROM sys_file WHERE key = ${key}`);
    },
  };
}
