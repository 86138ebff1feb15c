// Writes `<file>.br` and `<file>.gz` beside each text asset of the built console, once at build
// time, so the server sends the compressed bytes without compressing on any request
// (@fastify/static's `preCompressed`). Brotli at its best quality: it takes a few seconds for
// the whole console here, which a build can afford and no request could.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats compress well; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|wasm)$/i;
/** Below this a compressed answer saves less than its headers and the client's work cost. */
export const MIN_BYTES = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // dist/.vite holds the build manifest, which is never served.
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Compresses every compressible file of `dir` (recursively) and writes the variants that are
 * smaller than the file; returns what it wrote, for the build's log and the tests.
 * @param {string} dir
 */
export async function precompress(dir) {
  const written = { files: 0, raw: 0, br: 0, gzip: 0 };
  const work = [];
  for await (const path of files(dir)) {
    if (!COMPRESSIBLE.test(path)) continue;
    work.push(
      (async () => {
        const raw = await readFile(path);
        if (raw.length < MIN_BYTES) return;
        const [br, gz] = await Promise.all([
          brotli(raw, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          }),
          gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        written.files += 1;
        written.raw += raw.length;
        // A variant no smaller than the file is not written: the server then sends the file.
        if (br.length < raw.length) {
          await writeFile(`${path}.br`, br);
          written.br += br.length;
        }
        if (gz.length < raw.length) {
          await writeFile(`${path}.gz`, gz);
          written.gzip += gz.length;
        }
      })(),
    );
  }
  await Promise.all(work);
  return written;
}

/** The Vite plugin: runs once the bundle is written. */
export function precompressPlugin() {
  let outDir = 'dist';
  return {
    name: 'coach-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const { files: count, raw, br, gzip: gz } = await precompress(outDir);
      const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
      console.log(`precompressed ${count} files: ${kb(raw)} -> brotli ${kb(br)}, gzip ${kb(gz)}`);
    },
  };
}
