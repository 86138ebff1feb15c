import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { BizError } from '../../platform/envelope';
import { readLimited, type FileMeta, type FileStore } from '../../platform/files/fileStore';
import { contentDisposition, withExtension } from '../../platform/files/contentDisposition';
import { uniqueEntryName, zipStream, type ZipEntry } from '../../platform/files/zipWriter';

/** Far below the 4 GB a zip without Zip64 allows, and a download a browser finishes. */
const MAX_ZIP_BYTES = 1024 * 1024 * 1024;

/**
 * Streams a zip of the tenant's files. Everything that can be refused (a key of another
 * tenant, a missing file, too much in total) is refused before the first byte, as an envelope
 * the page can show; then the files are read one at a time, so memory holds one file at most.
 */
export async function sendZip(reply: FastifyReply, files: FileStore, tenantId: string, keys: string[], name: string) {
  const metas = await files.stat(keys, tenantId);
  if (metas.length !== keys.length) throw new BizError('文件不存在或无权访问');
  const total = metas.reduce((sum, m) => sum + m.size, 0);
  if (total > MAX_ZIP_BYTES) throw new BizError('打包文件总大小不能超过1GB');

  async function* entries(): AsyncGenerator<ZipEntry> {
    const taken = new Set<string>();
    for (const meta of metas) yield await entryOf(files, meta, tenantId, taken);
  }
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', contentDisposition(withExtension(name, '.zip', '文件打包')))
    .header('cache-control', 'no-store')
    .send(Readable.from(zipStream(entries())));
}

async function entryOf(files: FileStore, meta: FileMeta, tenantId: string, taken: Set<string>): Promise<ZipEntry> {
  const stored = await files.get(meta.key, { tenantId });
  // Deleted between the check and now: the response is already under way, so it is cut off.
  if (!stored) throw new Error(`file ${meta.key} vanished while zipping`);
  return {
    name: uniqueEntryName(meta.name, taken),
    bytes: await readLimited(stored.stream, meta.size),
    mtime: meta.createTime,
  };
}
