// `npm start` on a fresh clone must work: build the console and the server when their
// output is missing or older than the sources, otherwise start at once.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { execSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const mtime = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);
// The domain and the areas' folders (definitions, server and web parts) feed both builds.
const domain = Math.max(newestMtime(join(root, 'packages/domain/src')), newestMtime(join(root, 'areas')));
const targets = [
  {
    name: 'web',
    out: join(root, 'apps/web/dist/index.html'),
    sources: [join(root, 'apps/web/src'), join(root, 'apps/web/index.html')],
  },
  { name: 'server', out: join(root, 'apps/server/dist/main.js'), sources: [join(root, 'apps/server/src')] },
];
for (const t of targets) {
  const newest = Math.max(domain, ...t.sources.map((s) => (statSync(s).isDirectory() ? newestMtime(s) : mtime(s))));
  if (mtime(t.out) < newest) {
    console.log(`building ${t.name}...`);
    execSync(`npm run build -w @coach/${t.name}`, { cwd: root, stdio: 'inherit' });
  }
}
