// `npm test`: every Vitest project (domain, server API, web, end-to-end), then the plain
// summary line CI reads. Set DATABASE_URL to run the API suites on PostgreSQL.
//
// Two Vitest runs side by side: the end-to-end project (its files one after another, on one
// server) and the rest. In one run Vitest puts a project whose files run one at a time in a
// group of its own after every other group, so the browser suite would only start once the
// API and component suites had finished, while both mostly wait (on the browser, on the
// database) and leave the cores idle.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { findChromium, CHROMIUM_MISSING } from './chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'coach-test-'));
const env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
// `--project` choices (all four by default) are split the same way; other arguments go to both.
const given = process.argv.slice(2);
const projects = [];
const rest = [];
for (let i = 0; i < given.length; i++) {
  if (given[i] === '--project') projects.push(given[++i]);
  else if (given[i].startsWith('--project=')) projects.push(given[i].slice('--project='.length));
  else rest.push(given[i]);
}
const chosen = projects.length ? projects : ['domain', 'server', 'web', 'e2e', 'scripts'];
// Without a browser the end-to-end suite would build the console, start a server and then fail
// every file one by one: say so in one line before anything starts.
if (chosen.includes('e2e')) {
  const browser = findChromium(env);
  if (!browser) {
    console.error(
      env.COACH_CHROMIUM
        ? `COACH_CHROMIUM=${env.COACH_CHROMIUM} is not a runnable file. ${CHROMIUM_MISSING}`
        : CHROMIUM_MISSING,
    );
    process.exit(1);
  }
  env.COACH_CHROMIUM = browser;
}
const asArgs = (names) => names.flatMap((name) => ['--project', name]);
const e2eBeside = chosen.includes('e2e') && chosen.some((p) => p !== 'e2e');
// Beside the browser suite, the others leave it a core: with every core taken, Chromium's
// clicks and answers came late enough for scenarios to time out (CI, on two cores).
const unitWorkers =
  e2eBeside && !rest.some((a) => a.startsWith('--maxWorkers'))
    ? [`--maxWorkers=${Math.max(1, availableParallelism() - 1)}`]
    : [];
const runs = [
  { name: 'unit', args: [...asArgs(chosen.filter((p) => p !== 'e2e')), ...unitWorkers, ...rest] },
  { name: 'e2e', args: [...asArgs(chosen.filter((p) => p === 'e2e')), ...rest] },
].filter((run) => run.args.includes('--project'));

/** One Vitest run; its lines are passed on whole so the two runs' output never mixes mid-line. */
function vitest({ name, args }) {
  const report = join(dir, `${name}.json`);
  const child = spawn(
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      '--passWithNoTests',
      ...args,
    ],
    {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  createInterface({ input: child.stdout }).on('line', (line) => process.stdout.write(line + '\n'));
  createInterface({ input: child.stderr }).on('line', (line) => process.stderr.write(line + '\n'));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, report })));
}

console.log(
  `database: ${env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded)'}${env.REDIS_URL ? ', Redis' : ''}`,
);
const started = Date.now();
const results = await Promise.all(runs.map(vitest));

let passed = 0;
let failed = 0;
let skipped = 0;
for (const { code, report } of results) {
  if (!existsSync(report)) {
    failed += 1;
    continue;
  }
  const json = JSON.parse(readFileSync(report, 'utf8'));
  passed += json.numPassedTests;
  // A run that ended badly with no failed test (a file that did not load, an error outside
  // the tests) still counts as a failure.
  failed += json.numFailedTests || (code === 0 ? 0 : Math.max(1, json.numFailedTestSuites ?? 0));
  skipped += json.numPendingTests + json.numTodoTests;
}
const code = failed === 0 && passed > 0 && results.every((r) => r.code === 0) ? 0 : 1;
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped (${Math.round((Date.now() - started) / 1000)} s)`);
process.exit(code);
