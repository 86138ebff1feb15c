import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A JSON answer serialised and gzipped once, sent many times (per-user cached answers). */
export interface PreparedJson {
  identity: Buffer;
  gzip: Buffer;
}

export function prepareJson(value: unknown): PreparedJson {
  const identity = Buffer.from(JSON.stringify(value));
  return { identity, gzip: gzipSync(identity, { level: 6 }) };
}

const acceptsGzip = (request: FastifyRequest) => {
  const accept = request.headers['accept-encoding'];
  return typeof accept === 'string' && accept.includes('gzip');
};

/**
 * Sends the gzipped bytes to clients that accept them (every browser): a third of the bytes
 * on the wire for the call every page load makes, at no compression cost per call.
 */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, body: PreparedJson) {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (acceptsGzip(request)) return reply.header('content-encoding', 'gzip').send(body.gzip);
  return reply.send(body.identity);
}
