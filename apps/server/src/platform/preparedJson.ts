import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chosenEncoding } from './acceptEncoding';

/** A JSON answer serialised and compressed once, sent many times (per-user cached answers). */
export interface PreparedJson {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

// Distinct answers kept compressed (~10 KB each with the plain bytes, 5 MB in all): a user's
// copy is rebuilt every few seconds but its bytes rarely change, so the costly compression runs
// once per distinct answer.
const MAX_KEPT = 500;
const kept = new Map<string, Promise<PreparedJson>>();

/**
 * Serialises `value` and compresses it with brotli at its best quality (a fifth smaller than
 * gzip for the permission list `load` answers: fewer bytes for the server to send and the
 * browser to read on every page load) and gzip for clients without brotli. Both run on
 * libuv's threads, never blocking the event loop (brotli's best quality takes milliseconds),
 * and only for an answer not prepared before: identical answers share one preparation, also
 * while it is under way.
 */
export function prepareJson(value: unknown): Promise<PreparedJson> {
  const identity = Buffer.from(JSON.stringify(value));
  const key = createHash('sha256').update(identity).digest('base64');
  const known = kept.get(key);
  if (known) {
    // Most recently used last: the oldest unused answer is the one dropped.
    kept.delete(key);
    kept.set(key, known);
    return known;
  }
  const prepared = Promise.all([
    gzipped(identity, { level: 9 }),
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ]).then(([gz, br]) => ({ identity, gzip: gz, br }));
  prepared.catch(() => kept.delete(key));
  kept.set(key, prepared);
  if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value as string);
  return prepared;
}

/**
 * Sends the smallest form the client accepts (every browser takes brotli or gzip): a fraction
 * of the bytes on the wire for the call every page load makes, at no compression cost per call.
 */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, body: PreparedJson) {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const encoding = chosenEncoding(request.headers['accept-encoding']);
  if (encoding === 'br') return reply.header('content-encoding', 'br').send(body.br);
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(body.gzip);
  return reply.send(body.identity);
}
