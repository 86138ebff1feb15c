// `npm test`: every Vitest project (domain, server API, web, end-to-end) in one run, then
// the plain summary line CI reads. Set DATABASE_URL to run the API suites on PostgreSQL.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = join(mkdtempSync(join(tmpdir(), 'coach-test-')), 'report.json');
const args = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...process.argv.slice(2)];
const env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
console.log(`database: ${env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded)'}${env.REDIS_URL ? ', Redis' : ''}`);
const run = spawnSync('npx', args, { cwd: root, stdio: 'inherit', env });

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(out)) {
  const report = JSON.parse(readFileSync(out, 'utf8'));
  passed = report.numPassedTests;
  failed = report.numFailedTests + (report.numFailedTestSuites ?? 0);
  skipped = report.numPendingTests + report.numTodoTests;
} else {
  failed = 1;
}
const code = run.status === 0 && failed === 0 && passed > 0 ? 0 : 1;
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(code);
