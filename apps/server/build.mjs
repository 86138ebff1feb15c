// Bundles the server into dist/main.js (Node 20 cannot run the TypeScript sources), copies the
// migrations beside it and prepares the data folder a first start copies (dist/db/pgdata-template,
// see src/db/dataTemplate.ts). Runtime packages stay external; the workspace domain package
// (TypeScript) is bundled in.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));
// zod, drizzle-orm, Fastify with its plugins and pino (Fastify's logger, one copy for both) are bundled in: as packages they are ~500 small
// modules (ESM and CommonJS) a start resolves, reads and links one by one (~0.15 s); the others
// keep their own files (wasm, native addons, fonts, workers) or load only when used.
const bundledPackages = new Set([
  'zod',
  'drizzle-orm',
  'pino',
  'fastify',
  '@fastify/helmet',
  '@fastify/rate-limit',
  '@fastify/static',
  '@fastify/multipart',
  '@fastify/compress',
]);
const external = Object.keys(pkg.dependencies).filter(
  (name) => !name.startsWith('@coach/') && !bundledPackages.has(name),
);
const options = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  // The oldest runtime engines allows (package.json)
  target: 'node22',
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
  // The bundled CommonJS packages require Node's own modules: give ESM chunks a require.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
};

rmSync(join(here, 'dist'), { recursive: true, force: true });
// Split: main.js opens the database while the chunk with the rest of the server (and its
// packages) loads. Chunks sit beside main.js, where the code looks for db/migrations.
await build({
  ...options,
  // The demo pictures are drawn on a worker thread at the first start (src/seed/demoPng.ts);
  // PGlite runs on one of its own (src/platform/pgliteThread).
  entryPoints: {
    main: join(here, 'src/main.ts'),
    demoLooksWorker: join(here, 'src/seed/demoLooksWorker.ts'),
    pgliteWorker: join(here, 'src/platform/pgliteThread/pgliteWorker.ts'),
  },
  outdir: join(here, 'dist'),
  splitting: true,
  chunkNames: 'chunk-[hash]',
  sourcemap: true,
});
cpSync(join(here, 'src/db/migrations'), join(here, 'dist/db/migrations'), { recursive: true });
cpSync(join(here, 'src/reference'), join(here, 'dist/reference'), { recursive: true });
// The template is made by the built code itself (PGlite, migrations, permission catalogue), then
// its one-off script goes.
const maker = join(here, 'dist/makeDataTemplate.js');
await build({ ...options, entryPoints: [join(here, 'src/db/makeDataTemplate.ts')], outfile: maker });
execFileSync(process.execPath, [maker, join(here, 'dist/db/migrations')], { stdio: 'inherit' });
rmSync(maker);
// The read calls for the balancer's retry rule (scripts/scale-out.mjs, docs/scale-out.md).
const readCallsWriter = join(here, 'dist/writeReadCalls.js');
await build({
  ...options,
  entryPoints: [join(here, 'src/platform/replicas/writeReadCalls.ts')],
  outfile: readCallsWriter,
});
execFileSync(process.execPath, [readCallsWriter, join(here, 'dist/read-calls.lst')], { stdio: 'inherit' });
rmSync(readCallsWriter);
console.log('server built: apps/server/dist/main.js');
