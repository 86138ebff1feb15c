// Bundles the server into dist/main.js (Node 20 cannot run the TypeScript sources) and
// copies the migrations beside it. Runtime packages stay external; the workspace domain
// package (TypeScript) is bundled in.
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@coach/'));

rmSync(join(here, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: [join(here, 'src/main.ts')],
  outfile: join(here, 'dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
cpSync(join(here, 'src/db/migrations'), join(here, 'dist/db/migrations'), { recursive: true });
console.log('server built: apps/server/dist/main.js');
