// Gzip size of what a route downloads: the entry, the lazy chunks the route opens and all
// their static imports, read from Vite's manifest. Usage (after a build):
//   node apps/web/scripts/bundle-report.mjs [chunk-source ...]
// e.g. `src/features/login/LoginPage.tsx` for /login; join sources with `+` for a route that
// opens several lazy chunks (the signed-in home: shell routes + Shell + homes area).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

const gz = (file) => gzipSync(readFileSync(join(dist, file))).length;
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const targets = process.argv.slice(2);
const routes = targets.length ? targets : ['src/features/login/LoginPage.tsx'];

// Chunks without a source facade are keyed `_<name>-<hash>.js`: match those by file name.
const baseName = (source) =>
  source
    .split('/')
    .pop()
    .replace(/\.[tj]sx?$/, '');
const keyOf = (source) =>
  Object.keys(manifest).find((k) => k === source || manifest[k].src === source) ??
  Object.keys(manifest).find((k) => k.startsWith(`_${baseName(source)}-`));

for (const target of routes) {
  const keys = target.split('+').map(keyOf);
  if (keys.some((k) => !k)) {
    console.log(`${target}: not in manifest`);
    continue;
  }
  const files = [...closure([entry, ...keys])].map((k) => manifest[k]);
  let js = 0;
  let css = 0;
  for (const chunk of files) {
    js += gz(chunk.file);
    for (const c of chunk.css ?? []) css += gz(c);
  }
  console.log(
    `${target}: ${files.length} chunks, JS ${(js / 1024).toFixed(1)} KB gzip, CSS ${(css / 1024).toFixed(1)} KB gzip`,
  );
}
