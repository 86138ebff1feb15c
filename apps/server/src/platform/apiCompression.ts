import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import { constants } from 'node:zlib';
import { chosenEncoding } from './acceptEncoding';

/**
 * The levels, chosen by `npm run bench -- compression` (bench/apiCompression.mjs): of the levels
 * measured on real answers (loadStrategies, order list pages), those within 5 % of the least time
 * end to end at 10 Mbit/s (compress + bytes on the line + decompress), the cheapest to compress.
 * Brotli 5 saved ~0.1-0.3 ms an answer at 10 Mbit/s over 4 but cost the server more CPU per call,
 * side by side (order list of 100 rows: 1.23x the plain call's CPU against 1.13x); gzip 4 and 6
 * are within 5 % of each other from run to run. Brotli 11 (the prepared `load` answer's) takes
 * 0.1-0.4 s for loadStrategies.
 */
export const API_GZIP_LEVEL = 6;
export const API_BROTLI_QUALITY = 4;
/** Smaller answers fit a packet or two either way: compressing them saves no round trip. */
export const API_COMPRESS_MIN_BYTES = 1024;

/**
 * API answers (JSON) of 1 KB and more go out brotli or gzip by the client's Accept-Encoding
 * (@fastify/compress: Vary: Accept-Encoding, the compressed Content-Length), compressed in
 * place up to 64 KB (no zlib stream per answer: the plugin's stream path cost more CPU per call
 * than the compression itself for answers of this size). Not compressed: what already carries
 * a Content-Encoding (the prepared `load` answer, preparedJson.ts), other types than JSON
 * (xlsx, zip, pictures: compressed already), partial content, and the console's own files
 * (webStatic.ts sends the build's .br/.gz; its routes say `compress: false`). Request bodies
 * are read as before (no decompression of uploads).
 */
export async function registerApiCompression(app: FastifyInstance) {
  // The coding is chosen by the weights (acceptEncoding.ts), as the console's files and `load`
  // are: the plugin's negotiator answers brotli to `*;q=0.1, br;q=0`, a coding refused by name.
  app.addHook('onRequest', (request, _reply, done) => {
    request.headers['accept-encoding'] = chosenEncoding(request.headers['accept-encoding']);
    done();
  });
  await app.register(fastifyCompress, {
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: API_COMPRESS_MIN_BYTES,
    syncThreshold: 64 * 1024,
    customTypes: /(?:\+|\/)json(?:;|$)/,
    zlibOptions: { level: API_GZIP_LEVEL },
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: API_BROTLI_QUALITY,
      },
    },
  });
}
