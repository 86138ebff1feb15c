// A restore drill with pgBackRest, on loopback only and in folders of its own that go when it
// ends (success, failure or Ctrl-C): a PostgreSQL cluster archiving its WAL into a pgBackRest
// repository, a full and a differential backup, writes through the console's API before and
// after a moment T, then a point-in-time restore to T into a new data folder. It passes when the
// restored cluster holds exactly the rows acknowledged before T. See docs/operations.md.
//
//   npm run restore-drill        # prints: restore: rows expected N, found N, took S s
//
// Needs: the PostgreSQL server binaries (/usr/lib/postgresql/<major>/bin, apt-get install
// postgresql), pgbackrest (apt-get install pgbackrest), and root or the postgres user: the
// cluster's files and the repository belong to postgres, and the tools run as postgres.
import { abortOnSignals, drillBase, undoSteps } from './drillKit.mjs';
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { asPostgres, binOf, postgresOwner, query } from './pgStandby.mjs';
import { freePort, startConsoleProcess } from './scale-out.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
export const STANZA = 'coach';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The drill's pgbackrest.conf: everything (repository, logs, locks) inside its folder, so that
 * neither /etc/pgbackrest.conf nor another run's stanza of the same name is touched.
 */
export function pgbackrestConfig({ dir, data, port }) {
  return `[global]
repo1-path=${join(dir, 'repo')}
repo1-retention-full=2
log-path=${join(dir, 'log')}
lock-path=${join(dir, 'lock')}
log-level-console=warn
log-level-file=info
process-max=1
# Checkpoint at once when a backup starts, instead of waiting for the next scheduled one.
start-fast=y

[${STANZA}]
pg1-path=${data}
pg1-port=${port}
pg1-socket-path=${dir}
`;
}

/** The cluster's own settings: loopback, and every WAL segment archived through pgbackrest. */
function clusterSettings({ dir, port, config }) {
  return [
    '',
    '# scripts/restore-drill.mjs',
    `port = ${port}`,
    `listen_addresses = '127.0.0.1'`,
    `unix_socket_directories = '${dir}'`,
    'wal_level = replica',
    'archive_mode = on',
    `archive_command = 'pgbackrest --config=${config} --stanza=${STANZA} archive-push %p'`,
    'max_connections = 50',
    'shared_buffers = 32MB',
    // The drill is about the archive and the restore, not about surviving a power cut.
    'fsync = off',
    '',
  ].join('\n');
}

function tail(file, chars = 2000) {
  return existsSync(file) && statSync(file).size ? readFileSync(file, 'utf8').slice(-chars) : '';
}

/** Signs in as the built-in administrator; COACH_CAPTCHA=off, so no image code is needed. */
async function signIn(base) {
  const res = await fetch(`${base}/api/auth/inner/sysAuth/v1/login.pass`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'admin', password: 'Admin2026', captchaId: '', captchaCode: '' }),
  });
  const body = await res.json();
  const token = body?.result?.['ctl-token'];
  if (!body?.status || !token) throw new Error(`sign-in refused: ${JSON.stringify(body)}`);
  return token;
}

/** Adds one sensitive word through the API; resolves once the console acknowledged it. */
async function addWord(base, token, word) {
  const res = await fetch(`${base}/api/system/inner/sensitiveWord/v1/save`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'ctl-token': token },
    body: JSON.stringify({ word, category: 3 }),
  });
  const body = await res.json().catch(() => undefined);
  if (!body?.status) throw new Error(`save of ${word} not acknowledged (${res.status}): ${JSON.stringify(body)}`);
}

/** Waits until the archiver has pushed `segment` (or a later one) into the repository. */
async function waitArchived(url, segment, live, seconds = 60) {
  for (let i = 0; i < seconds * 10; i++) {
    live();
    const [row] = await query(url, 'SELECT last_archived_wal, last_failed_wal FROM pg_stat_archiver');
    if (row.last_archived_wal && row.last_archived_wal >= segment) return;
    await sleep(100);
  }
  throw new Error(`WAL ${segment} not archived within ${seconds} s`);
}

/**
 * Runs the drill. `before` rows are written before T (a differential backup halfway through),
 * `after` rows past it. Resolves with what it found; never leaves a process or a folder behind.
 * Once `signal` aborts, it stops at the next step and cleans up.
 */
export async function runDrill({ before = 20, after = 10, log = () => undefined, signal } = {}) {
  const live = () => {
    if (signal?.aborted) throw new Error('interrupted');
  };
  const steps = undoSteps();
  const { cleanup } = steps;
  // Both throw before anything is made when the binaries or the postgres user are missing.
  const bin = binOf();
  const owner = postgresOwner();
  const dir = mkdtempSync(join(drillBase(), 'coach-restore-drill-'));
  steps.push(() => rmSync(dir, { recursive: true, force: true }));
  const own = (path) => owner && chownSync(path, ...owner);
  const data = join(dir, 'data');
  const restored = join(dir, 'restored');
  const config = join(dir, 'pgbackrest.conf');
  const serverLog = join(dir, 'postgres.log');
  const pgbackrest = (...args) => asPostgres('pgbackrest', [`--config=${config}`, `--stanza=${STANZA}`, ...args]);
  const pgCtl = (...args) => asPostgres(join(bin, 'pg_ctl'), args, { stdio: 'pipe' });
  const stopCluster = (folder) => () => pgCtl('-D', folder, '-m', 'immediate', '-w', 'stop');
  try {
    own(dir);
    for (const sub of ['repo', 'log', 'lock']) {
      mkdirSync(join(dir, sub));
      own(join(dir, sub));
    }
    const port = await freePort();
    live();
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    asPostgres(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    writeFileSync(join(data, 'postgresql.conf'), clusterSettings({ dir, port, config }), { flag: 'a' });
    writeFileSync(config, pgbackrestConfig({ dir, data, port }));
    own(config);
    pgCtl('-D', data, '-l', serverLog, '-w', '-t', '60', 'start');
    steps.push(stopCluster(data));
    log(`cluster on ${port} in ${data}`);

    pgbackrest('stanza-create');
    pgbackrest('check');
    pgbackrest('backup', '--type=full');
    log('full backup taken');

    // The console writes the rows, as an operator would: acknowledged means committed.
    const built = spawnSync(process.execPath, [join(root, 'scripts/ensure-built.mjs')], { stdio: 'inherit' });
    if (built.status !== 0) throw new Error('the console could not be built');
    const consolePort = await freePort();
    live();
    const proc = await startConsoleProcess({
      DATABASE_URL: url,
      PORT: String(consolePort),
      COACH_CAPTCHA: 'off',
      COACH_SEED_DEMO: 'off',
      COACH_DRAIN_WAIT_MS: '0',
    });
    const stopConsole = () =>
      proc.child.exitCode === null && proc.child.signalCode === null ? proc.kill() : undefined;
    steps.push(stopConsole);
    live();
    const base = `http://127.0.0.1:${consolePort}`;
    const token = await signIn(base);
    // A prefix of this run alone: the count below cannot meet words of anything else.
    const prefix = `drill${process.pid}x${Date.now().toString(36)}-`;
    const acknowledged = [];
    for (let i = 0; i < before; i++) {
      if (i === Math.floor(before / 2)) {
        pgbackrest('backup', '--type=diff');
        log(`differential backup taken after ${i} rows`);
      }
      const word = `${prefix}a${i}`;
      await addWord(base, token, word);
      acknowledged.push(word);
      live();
    }
    // T sits a second clear of the last acknowledged write and of the first one past it.
    await sleep(1000);
    const [{ t: target }] = await query(
      url,
      `SELECT to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') || '+00' AS t`,
    );
    await sleep(1000);
    live();
    log(`T = ${target}`);
    for (let i = 0; i < after; i++) {
      await addWord(base, token, `${prefix}b${i}`);
      live();
    }
    // The segment holding the rows past T is closed and archived: recovery must find a commit
    // after T to stop at, else it ends short of its target.
    const [{ segment }] = await query(url, 'SELECT pg_walfile_name(pg_switch_wal()) AS segment');
    await waitArchived(url, segment, live);
    log(`WAL up to ${segment} archived`);
    await proc.terminate();
    live();
    pgCtl('-D', data, '-m', 'fast', '-w', 'stop');

    // The restore: into a new folder, the old one left as it was.
    const started = performance.now();
    mkdirSync(restored, { mode: 0o700 });
    own(restored);
    pgbackrest('restore', `--pg1-path=${restored}`, '--type=time', `--target=${target}`, '--target-action=promote');
    const restoredPort = await freePort();
    live();
    const restoredUrl = `postgres://postgres@127.0.0.1:${restoredPort}/postgres`;
    // A copy made for a check must not archive: its new timeline's WAL in the repository would
    // be followed by the next restore (target-timeline=latest). See docs/operations.md.
    pgCtl(
      '-D',
      restored,
      '-l',
      join(dir, 'restored.log'),
      '-o',
      `-p ${restoredPort} -c archive_mode=off`,
      '-w',
      '-t',
      '60',
      'start',
    );
    steps.push(stopCluster(restored));
    for (let i = 0; ; i++) {
      live();
      const [{ recovering }] = await query(restoredUrl, 'SELECT pg_is_in_recovery() AS recovering');
      if (!recovering) break;
      if (i === 600) throw new Error('the restored cluster did not promote within 60 s');
      await sleep(100);
    }
    const took = (performance.now() - started) / 1000;
    log(`restored and promoted in ${took.toFixed(1)} s`);

    const rows = await query(restoredUrl, 'SELECT word FROM sys_sensitive_word WHERE starts_with(word, $1)', [prefix]);
    const found = new Set(rows.map((r) => r.word));
    const missing = acknowledged.filter((w) => !found.has(w));
    const extra = [...found].filter((w) => !acknowledged.includes(w)).sort();
    pgbackrest('verify');
    const info = pgbackrest('info');
    log(info.trim());
    return { expected: acknowledged.length, found: found.size, missing, extra, took, target };
  } catch (error) {
    if (signal?.aborted) throw error;
    const logs = [serverLog, join(dir, 'restored.log'), join(dir, 'log', `${STANZA}-restore.log`)]
      .map((file) => tail(file))
      .filter(Boolean)
      .join('\n---\n');
    throw new Error(`${error.message}${logs ? `\n${logs}` : ''}`);
  } finally {
    await cleanup();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // Ctrl-C or a kill: runDrill's finally still stops the clusters and the console and removes
  // the folder; the process ends once it has.
  const signal = abortOnSignals('restore drill');
  const verbose = Boolean(process.env.COACH_DRILL_VERBOSE);
  try {
    const result = await runDrill({ log: verbose ? (line) => console.error(line) : undefined, signal });
    console.log(`restore: rows expected ${result.expected}, found ${result.found}, took ${result.took.toFixed(1)} s`);
    if (result.missing.length || result.extra.length || result.found !== result.expected) {
      if (result.missing.length)
        console.log(`  missing (acknowledged before ${result.target}): ${result.missing.join(', ')}`);
      if (result.extra.length)
        console.log(`  present though written after ${result.target}: ${result.extra.join(', ')}`);
      process.exitCode = 1;
    }
  } catch (error) {
    console.error(`restore drill failed: ${error.message}`);
    process.exitCode = 1;
  }
}
