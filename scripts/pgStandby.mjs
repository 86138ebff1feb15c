// A PostgreSQL hot standby of the local primary, for tests, benchmarks and scripts/scale-out.mjs:
// made with pg_basebackup over streaming replication, on loopback only, in a folder of its own
// that goes when it stops (its replication slot and the pg_hba line it needed as well).
//
//   const standby = await startStandby({ primaryUrl, port: 5433 });
//   ... DATABASE_READ_URL=standby.url ...
//   await standby.setApplyDelay(300);   // recovery_min_apply_delay, to make it lag on purpose
//   await standby.stop();
//
// The cluster's files belong to the postgres user: run as root (the tools run as postgres
// through runuser) or as postgres itself.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  appendFileSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const HBA_MARK = '# coach-console standby (scripts/pgStandby.mjs)';

/** Runs a PostgreSQL tool as the postgres user (the owner of the cluster's files). */
export function asPostgres(command, args, options = {}) {
  const me = userInfo().username;
  const [file, argv] = me === 'postgres' ? [command, args] : ['runuser', ['-u', 'postgres', '--', command, ...args]];
  const run = spawnSync(file, argv, { encoding: 'utf8', ...options });
  if (run.status !== 0) throw new Error(`${command} failed (${run.status}): ${run.stderr || run.stdout}`);
  return run.stdout;
}

/** The tools of the primary's major version (Debian: /usr/lib/postgresql/<major>/bin). */
export function binOf(major) {
  const dir = `/usr/lib/postgresql/${major}/bin`;
  if (existsSync(join(dir, 'pg_ctl'))) return dir;
  const found = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .map((v) => `/usr/lib/postgresql/${v}/bin`)
        .find((d) => existsSync(join(d, 'pg_ctl')))
    : undefined;
  if (!found) throw new Error('pg_ctl not found: apt-get install postgresql');
  return found;
}

export async function query(url, text, params = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** The postgres user's [uid, gid] for chown, or undefined when this already runs as postgres. */
export function postgresOwner() {
  if (userInfo().username === 'postgres') return undefined;
  const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
  return [id('-u'), id('-g')];
}

/** Lets the postgres user replicate over loopback (the default pg_hba's `all` does not cover replication). */
async function allowReplication(primaryUrl) {
  const [{ hba }] = await query(primaryUrl, 'SHOW hba_file').then((rows) => rows.map((r) => ({ hba: r.hba_file })));
  const rules = await query(
    primaryUrl,
    `SELECT 1 FROM pg_hba_file_rules WHERE 'replication' = ANY(database) AND type = 'host' AND auth_method = 'trust' AND address IN ('127.0.0.1', 'all')`,
  );
  if (rules.length) return undefined;
  appendFileSync(hba, `\n${HBA_MARK}\nhost replication postgres 127.0.0.1/32 trust\n`);
  await query(primaryUrl, 'SELECT pg_reload_conf()');
  return hba;
}

function forgetReplicationLine(hba) {
  if (!hba) return;
  const text = readFileSync(hba, 'utf8');
  const at = text.indexOf(`\n${HBA_MARK}\n`);
  if (at >= 0)
    writeFileSync(
      hba,
      text.slice(0, at) +
        text.slice(at + HBA_MARK.length + 2).replace(/^host replication postgres 127\.0\.0\.1\/32 trust\n/, ''),
    );
}

/**
 * Starts a hot standby of `primaryUrl` on 127.0.0.1:`port`. Resolves once it accepts reads;
 * `url(database)` names a database on it, `stop()` removes everything it made.
 */
export async function startStandby({
  primaryUrl = 'postgres://postgres@127.0.0.1:5432/postgres',
  port = 5433,
  applyDelayMs = 0,
} = {}) {
  const [{ server_version_num: version }] = await query(primaryUrl, 'SHOW server_version_num');
  const bin = binOf(Math.floor(Number(version) / 10000));
  const hba = await allowReplication(primaryUrl);
  const slot = `coach_standby_${process.pid}_${port}`;
  const dir = mkdtempSync(join(tmpdir(), 'coach-standby-'));
  const cleanups = [];
  const stop = async () => {
    for (const step of cleanups.reverse())
      await Promise.resolve()
        .then(step)
        .catch(() => undefined);
    cleanups.length = 0;
  };
  try {
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    // (Undone in reverse: the line goes, then the primary reloads its rules.)
    cleanups.push(() => hba && query(primaryUrl, 'SELECT pg_reload_conf()'));
    cleanups.push(() => forgetReplicationLine(hba));
    const owner = postgresOwner();
    if (owner) chownSync(dir, ...owner);
    const data = join(dir, 'data');
    // A standby may not have fewer of these than its primary (recovery stops otherwise).
    const atLeastPrimary = await query(
      primaryUrl,
      `SELECT name, setting FROM pg_settings
      WHERE name IN ('max_connections', 'max_worker_processes', 'max_wal_senders', 'max_prepared_transactions', 'max_locks_per_transaction')`,
    );
    const primary = new URL(primaryUrl);
    await query(primaryUrl, 'SELECT pg_create_physical_replication_slot($1)', [slot]);
    cleanups.push(() =>
      query(primaryUrl, 'SELECT pg_drop_replication_slot($1) FROM pg_replication_slots WHERE slot_name = $1', [slot]),
    );
    // -R writes standby.signal and primary_conninfo; -X stream takes the WAL of the copy along.
    asPostgres(join(bin, 'pg_basebackup'), [
      '-h',
      primary.hostname,
      '-p',
      primary.port || '5432',
      '-U',
      primary.username || 'postgres',
      '-D',
      data,
      '-X',
      'stream',
      '-S',
      slot,
      '-R',
      '-c',
      'fast',
    ]);
    // Debian keeps postgresql.conf and pg_hba.conf in /etc: the copy gets its own, loopback only.
    writeFileSync(
      join(data, 'postgresql.conf'),
      [
        `port = ${port}`,
        `listen_addresses = '127.0.0.1'`,
        `unix_socket_directories = '${dir}'`,
        'hot_standby = on',
        'hot_standby_feedback = off',
        // A report's long read on the standby waits this long for replay before being cancelled
        // (the console then retries it on the primary).
        'max_standby_streaming_delay = 5s',
        `recovery_min_apply_delay = '${applyDelayMs}ms'`,
        'shared_buffers = 32MB',
        ...atLeastPrimary.map((row) => `${row.name} = ${row.setting}`),
        'fsync = off',
        '',
      ].join('\n'),
    );
    writeFileSync(join(data, 'pg_hba.conf'), 'local all all trust\nhost all all 127.0.0.1/32 trust\n');
    writeFileSync(join(data, 'pg_ident.conf'), '');
    if (owner)
      for (const file of ['postgresql.conf', 'pg_hba.conf', 'pg_ident.conf']) chownSync(join(data, file), ...owner);
    asPostgres(join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'standby.log'), '-w', '-t', '60', 'start'], {
      stdio: 'pipe',
    });
    cleanups.push(() => asPostgres(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']));
    const url = (database = primary.pathname.slice(1) || 'postgres') =>
      `postgres://${primary.username || 'postgres'}@127.0.0.1:${port}/${database}`;
    const [{ recovering }] = await query(url(), 'SELECT pg_is_in_recovery() AS recovering');
    if (!recovering) throw new Error('the copy is not in recovery: no standby');
    return {
      port,
      dir,
      url,
      /** Makes the standby apply WAL this long after the primary wrote it (0: at once). */
      async setApplyDelay(ms) {
        const file = join(data, 'postgresql.conf');
        writeFileSync(
          file,
          readFileSync(file, 'utf8').replace(
            /recovery_min_apply_delay = '[^']*'/,
            `recovery_min_apply_delay = '${ms}ms'`,
          ),
        );
        await query(url(), 'SELECT pg_reload_conf()');
      },
      stop,
    };
  } catch (error) {
    const log = join(dir, 'standby.log');
    const tail = existsSync(log) && statSync(log).size ? `\n${readFileSync(log, 'utf8').slice(-2000)}` : '';
    await stop();
    throw new Error(`standby on ${port} not started: ${error.message}${tail}`);
  }
}
