import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import { BizError } from '../envelope';
import type { Database } from '../db';
import { FILE_MESSAGES } from './fileTypes';

/** What is known about a stored file without reading its bytes. */
export interface FileMeta {
  key: string;
  tenantId: string;
  name: string;
  contentType: string;
  size: number;
  /** Unix seconds. */
  createTime: number;
  createBy: string | null;
}

export interface NewFile {
  tenantId: string;
  name: string;
  contentType: string;
  createBy: string | null;
  /** A key handed out earlier (upload token); a fresh one is drawn when absent. */
  key?: string;
}

/** Inclusive byte positions, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredFile {
  meta: FileMeta;
  stream: Readable;
}

export interface GetOptions {
  /** When given, a file of another tenant reads as missing. */
  tenantId?: string;
  /** Only these bytes (video seeking); the whole file when absent. */
  range?: ByteRange;
}

/**
 * Where uploaded files live. Metadata is always in table sys_file, so every server process sees
 * the same files and the tenant check is one indexed query; the bytes sit in the row (default)
 * or on a disk.
 */
export interface FileStore {
  put(file: NewFile, body: Buffer | Readable): Promise<string>;
  get(key: string, options?: GetOptions): Promise<StoredFile | undefined>;
  /** Metadata of the keys found (of the tenant, when given), in the order asked. */
  stat(keys: string[], tenantId?: string): Promise<FileMeta[]>;
  delete(key: string): Promise<void>;
}

/** 24 random bytes: 32 URL-safe characters nobody can guess. */
export function newFileKey(): string {
  return randomBytes(24).toString('base64url');
}

export const FILE_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** Reads a body into memory, refusing it as soon as it passes the limit. */
export async function readLimited(body: Buffer | Readable, maxBytes: number): Promise<Buffer> {
  if (Buffer.isBuffer(body)) {
    if (body.length > maxBytes) throw new BizError(FILE_MESSAGES.tooLarge(maxBytes));
    return body;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      body.destroy();
      throw new BizError(FILE_MESSAGES.tooLarge(maxBytes));
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks, size);
}

/** Bytes from either driver (Buffer from node-postgres, Uint8Array from PGlite) as a Buffer. */
export function asBuffer(value: Uint8Array | null | undefined): Buffer {
  if (!value) return Buffer.alloc(0);
  return Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength);
}

interface MetaRow {
  key: string;
  tenant_id: string;
  name: string;
  content_type: string;
  size: number | string;
  create_time: number | string;
  create_by: string | null;
}

export const META_COLUMNS = sql`key, tenant_id, name, content_type, size, create_time, create_by`;

export function metaOf(row: MetaRow): FileMeta {
  return {
    key: row.key,
    tenantId: String(row.tenant_id),
    name: row.name,
    contentType: row.content_type,
    size: Number(row.size),
    createTime: Number(row.create_time),
    createBy: row.create_by === null ? null : String(row.create_by),
  };
}

export const tenantFilter = (tenantId: string | undefined): SQL =>
  tenantId ? sql` AND tenant_id = ${tenantId}` : sql``;

/** Keys per query: PGlite fails on statements with several hundred bound parameters. */
const KEYS_PER_QUERY = 100;

/** Metadata lookup shared by both stores: one query per hundred keys. */
export async function statFiles(database: Database, keys: string[], tenantId?: string): Promise<FileMeta[]> {
  const wanted = keys.filter((k) => FILE_KEY_PATTERN.test(k));
  const byKey = new Map<string, FileMeta>();
  for (let at = 0; at < wanted.length; at += KEYS_PER_QUERY) {
    const list = sql.join(
      wanted.slice(at, at + KEYS_PER_QUERY).map((k) => sql`${k}`),
      sql`, `,
    );
    const rows = await database.rows<MetaRow>(
      sql`SELECT ${META_COLUMNS} FROM sys_file WHERE key IN (${list})${tenantFilter(tenantId)}`,
    );
    for (const row of rows) byKey.set(row.key, metaOf(row));
  }
  return wanted.flatMap((k) => byKey.get(k) ?? []);
}

/** Inserts the metadata row (bytes given by the database store, NULL for the disk store). */
export async function insertFileRow(
  database: Database,
  key: string,
  file: NewFile,
  size: number,
  bytes: Buffer | null,
) {
  await database.rows(sql`
    INSERT INTO sys_file (tenant_id, key, name, content_type, size, bytes, create_by)
    VALUES (${file.tenantId}, ${key}, ${file.name}, ${file.contentType}, ${size}, ${bytes}, ${file.createBy})`);
}
