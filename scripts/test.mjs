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
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { findChromium, CHROMIUM_MISSING } from './chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'coach-test-'));
const env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
// `--project` choices (all by default) are split into runs the same way; other arguments go to
// every run. Two options are CI's, to run the API suite on more than one runtime and database in
// one go (.ci/run): `--server-node PATH` runs the server project on that Node binary, and
// `--then-postgres URL` (with `--then-redis URL`) runs it again on PostgreSQL (+ Redis).
const given = process.argv.slice(2);
const projects = [];
const rest = [];
let serverNode;
let thenPostgres;
let thenRedis;
for (let i = 0; i < given.length; i++) {
  if (given[i] === '--project') projects.push(given[++i]);
  else if (given[i].startsWith('--project=')) projects.push(given[i].slice('--project='.length));
  else if (given[i] === '--server-node') serverNode = given[++i];
  else if (given[i] === '--then-postgres') thenPostgres = given[++i];
  else if (given[i] === '--then-redis') thenRedis = given[++i];
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
const run = (name, names, more = {}) => ({ name, args: [...asArgs(names), ...unitWorkers, ...rest], ...more });
const others = chosen.filter((p) => p !== 'e2e');
const server = others.includes('server');
/**
 * Lanes run side by side, the runs of a lane one after another. By default: the browser suite,
 * and every other project in one run beside it. With CI's options the API suite on another Node
 * takes the other projects' place in the second lane (after the domain, web and scripts suites),
 * and its PostgreSQL run comes last, alone with every core: run as a third lane beside the
 * other two, the API suite's runs (each a Node process and its database's) and Chromium took
 * turns on two cores, and both API runs took ~28 min instead of ~5 each (CI, one run).
 */
const lanes = [];
const last = [];
if (chosen.includes('e2e')) lanes.push([{ name: 'e2e', args: [...asArgs(['e2e']), ...rest] }]);
if (serverNode || thenPostgres) {
  const first = others.filter((p) => p !== 'server');
  const unitLane = [];
  if (first.length) unitLane.push(run('unit', first));
  if (server) unitLane.push(run('server', ['server'], serverNode ? { node: serverNode } : {}));
  if (unitLane.length) lanes.push(unitLane);
  if (server && thenPostgres)
    last.push({
      name: 'server-postgres',
      args: [...asArgs(['server']), ...rest],
      env: { DATABASE_URL: thenPostgres, REDIS_URL: thenRedis ?? '' },
    });
} else if (others.length) {
  lanes.push([run('unit', others)]);
}

/** One Vitest run; its lines are passed on whole so the two runs' output never mixes mid-line. */
function vitest({ name, args, node, env: own = {} }) {
  const report = join(dir, `${name}.json`);
  const vitestArgs = [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    '--passWithNoTests',
    ...args,
  ];
  // Another Node runs Vitest itself (its workers are forks of it), and comes first on PATH for
  // what the tests start (`npm start`, the server processes).
  const runEnv = { ...env, ...own, ...(node ? { PATH: `${dirname(node)}:${env.PATH}` } : {}) };
  const child = node
    ? spawn(node, [join(root, 'node_modules/vitest/vitest.mjs'), ...vitestArgs], {
        cwd: root,
        env: runEnv,
        stdio: ['ignore', 'pipe', 'pipe'],
      })
    : spawn('npx', ['vitest', ...vitestArgs], { cwd: root, env: runEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  const label = describeRun({ name, node, env: runEnv });
  const started = Date.now();
  console.log(`-- ${label}: started`);
  // With more than two runs, each line says whose it is (two runs of the server project differ
  // only by their database or Node).
  const prefix = lanes.flat().length + last.length > 2 ? `[${name}] ` : '';
  createInterface({ input: child.stdout }).on('line', (line) => process.stdout.write(prefix + line + '\n'));
  createInterface({ input: child.stderr }).on('line', (line) => process.stderr.write(prefix + line + '\n'));
  return new Promise((resolve) =>
    child.on('close', (code) => {
      console.log(`-- ${label}: exit ${code} after ${Math.round((Date.now() - started) / 1000)} s`);
      resolve({ code, report });
    }),
  );
}

/** What a run runs on: its database, Redis, and Node when not this one. */
function describeRun({ name, node, env: runEnv }) {
  const database = runEnv.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded)';
  const runtime = node ? `, Node at ${node}` : '';
  return `${name} on ${database}${runEnv.REDIS_URL ? ', Redis' : ''}${runtime}`;
}

const started = Date.now();
const results = (
  await Promise.all(
    lanes.map(async (lane) => {
      const done = [];
      for (const one of lane) done.push(await vitest(one));
      return done;
    }),
  )
).flat();
for (const one of last) results.push(await vitest(one));

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
