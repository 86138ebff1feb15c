import type { FastifyReply, FastifyRequest } from 'fastify';
import { ResponseCode } from '@coach/domain';
import { BizError } from '../../platform/envelope';
import type { ByteRange, FileStore } from '../../platform/files/fileStore';
import { contentDisposition } from '../../platform/files/contentDisposition';
import { isInline } from '../../platform/files/fileTypes';
import { thumbnailKeyOf } from '../../platform/files/thumbnail';
import type { Thumbnails } from './fileThumbnails';

/**
 * Sends a stored file whose URL signature was verified. A stored file never changes (a new
 * upload gets a new key), so the key is a perfect ETag and the browser may keep the bytes for
 * as long as the URL is valid.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  files: FileStore,
  key: string,
  exp: number,
) {
  if (answeredFromCache(request, reply, `"${key}"`, exp)) return reply.code(304).send();
  return sendBytes(request, reply, files, key);
}

/**
 * Sends the thumbnail of a stored picture (or the picture, when it has none). Its ETag is the
 * thumbnail's key whichever bytes answer: the URL always answers the same bytes.
 */
export async function sendThumbnail(
  request: FastifyRequest,
  reply: FastifyReply,
  files: FileStore,
  thumbnails: Thumbnails,
  key: string,
  exp: number,
) {
  if (answeredFromCache(request, reply, `"${thumbnailKeyOf(key) ?? key}"`, exp)) return reply.code(304).send();
  const served = await thumbnails.servedKey(key);
  if (!served) throw new BizError('文件不存在', ResponseCode.NOT_FOUND, 404);
  return sendBytes(request, reply, files, served);
}

/** Sets the caching headers; true when the browser's copy is current (answer 304). */
function answeredFromCache(request: FastifyRequest, reply: FastifyReply, etag: string, exp: number): boolean {
  const maxAge = Math.max(0, exp - Math.floor(Date.now() / 1000));
  reply.header('cache-control', `private, max-age=${maxAge}, immutable`).header('etag', etag);
  return request.headers['if-none-match'] === etag;
}

async function sendBytes(request: FastifyRequest, reply: FastifyReply, files: FileStore, key: string) {
  // Videos are played by seeking: answer a single byte range (Safari will not play without).
  const rangeHeader = request.headers.range;
  let range: ByteRange | undefined;
  let size: number | undefined;
  if (rangeHeader) {
    const [meta] = await files.stat([key]);
    if (!meta) throw new BizError('文件不存在', ResponseCode.NOT_FOUND, 404);
    size = meta.size;
    const parsed = parseRange(rangeHeader, size);
    if (parsed === null) return reply.code(416).header('content-range', `bytes */${size}`).send();
    range = parsed;
  }
  const stored = await files.get(key, { range });
  if (!stored) throw new BizError('文件不存在', ResponseCode.NOT_FOUND, 404);
  const { meta } = stored;
  reply
    .header('content-type', meta.contentType)
    .header('content-disposition', contentDisposition(meta.name, isInline(meta.contentType) ? 'inline' : 'attachment'))
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff');
  if (range) {
    reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
    reply.header('content-length', range.end - range.start + 1);
  } else {
    reply.header('content-length', meta.size);
  }
  return reply.send(stored.stream);
}

/**
 * One `bytes=start-end`, `bytes=start-` or `bytes=-suffix` range. `undefined` means "ignore
 * the header, send everything" (several ranges, other units); `null` means unsatisfiable.
 */
export function parseRange(header: string, size: number): ByteRange | undefined | null {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return null;
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || start > end) return null;
  return { start, end };
}
