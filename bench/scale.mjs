// `npm run bench -- scale`: the scale-out set of scripts/scale-out.mjs (PostgreSQL primary + a
// hot standby, three console processes, Redis, haproxy) measured in one run:
// - replication lag on loopback: a row written on the primary, the time until the standby
//   replayed it, over 50 probes (goal: p50 < 5 ms, max < 50 ms);
// - the share of the read calls' statements that ran on the standby, counted by the servers
//   themselves (the table scans of the bench database on each, pg_stat_user_tables, less what
//   the processes do while idle; goal ≥ 95 %);
// - requests per second of a list call through haproxy to three processes against one process
//   alone: a figure for machines with more cores, reported, not judged on two.
// Needs PostgreSQL (DATABASE_URL's server, default 127.0.0.1:5432), Redis and haproxy.
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, startScaleOut } from '../scripts/scale-out.mjs';
import { startStandby } from '../scripts/pgStandby.mjs';
import { median, postJson } from './lib.mjs';

const server = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
const urlOf = (database, port = server.port || 5432) =>
  `postgres://${server.username || 'postgres'}@${server.hostname}:${port}/${database}`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))];

async function admin(sql) {
  const client = new pg.Client({ connectionString: urlOf('postgres') });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

async function freshDatabase(name) {
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name}`);
}

/** Time from a commit on the primary until the standby has replayed it. */
async function replicationLag(probes) {
  const name = 'coach_bench_lag';
  await freshDatabase(name);
  const standby = await startStandby({ primaryUrl: urlOf(name), port: await freePort() });
  const primary = new pg.Client({ connectionString: urlOf(name) });
  const replica = new pg.Client({ connectionString: standby.url(name) });
  try {
    await primary.connect();
    await primary.query('CREATE TABLE lag_probe (id serial PRIMARY KEY, at timestamptz DEFAULT now())');
    await sleep(500);
    await replica.connect();
    const lags = [];
    for (let i = 0; i < probes; i++) {
      const { rows } = await primary.query(
        'INSERT INTO lag_probe DEFAULT VALUES RETURNING pg_current_wal_lsn()::text AS lsn',
      );
      const started = performance.now();
      for (;;) {
        const { rows: seen } = await replica.query('SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done', [
          rows[0].lsn,
        ]);
        if (seen[0].done) break;
      }
      lags.push(performance.now() - started);
      await sleep(20);
    }
    return { probes, p50Ms: Number(percentile(lags, 50).toFixed(2)), maxMs: Number(Math.max(...lags).toFixed(2)) };
  } finally {
    await primary.end().catch(() => undefined);
    await replica.end().catch(() => undefined);
    await standby.stop();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

/**
 * Table scans (sequential and index) counted by one server since its statistics began: the
 * statements that read data. The processes' own probes (where the primary writes, what a standby
 * replayed, the balancer's readiness checks) read no table, so unlike the servers' transaction
 * counts, which they fill at ~18 a second between them, this counts the read calls' statements.
 */
async function tableScans(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      'SELECT coalesce(sum(seq_scan + coalesce(idx_scan, 0)), 0) AS n FROM pg_stat_user_tables',
    );
    return Number(rows[0].n);
  } finally {
    await client.end();
  }
}

function cannon(url, headers, body, seconds) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
        connections: 20,
        duration: seconds,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

// Read calls of everyday pages: lists, a report, an export.
const READS = [
  ['/api/user/inner/student/v1/list', { pageNum: 1, pageSize: 10 }],
  ['/api/system/inner/operationLog/v1/list', { pageNum: 1, pageSize: 20 }],
  ['/api/system/inner/sensitiveWord/v1/export', {}],
];

export async function benchScale({ probes = 50, rounds = 2, seconds = 8 } = {}) {
  const lag = await replicationLag(probes);
  const name = 'coach_bench_scale';
  await freshDatabase(name);
  const set = await startScaleOut({
    primaryUrl: urlOf(name),
    env: { COACH_CAPTCHA: 'off', COACH_RATE_LIMIT_USER: '0', COACH_RATE_LIMIT_ADDRESS: '0', LOG_LEVEL: 'silent' },
  });
  try {
    const login = await postJson(`${set.url}/api/auth/inner/sysAuth/v1/login.pass`, {
      account: 'admin',
      password: 'Admin2026',
    });
    const headers = { 'ctl-token': login.result['ctl-token'] };
    const primaryUrl = urlOf(name);
    const standbyUrl = set.standby.url(name);
    // What the processes do by themselves (probes) over a quiet stretch, per second.
    const counts = async () => ({
      primary: await tableScans(primaryUrl),
      standby: await tableScans(standbyUrl),
      at: performance.now(),
    });
    await sleep(12_000); // backends report their counts within ~10 s of going idle
    const quietStart = await counts();
    await sleep(10_000);
    const quietEnd = await counts();
    const quietSeconds = (quietEnd.at - quietStart.at) / 1000;
    const idle = {
      primary: (quietEnd.primary - quietStart.primary) / quietSeconds,
      standby: (quietEnd.standby - quietStart.standby) / quietSeconds,
    };
    const start = await counts();
    let calls = 0;
    for (let i = 0; i < 300; i++) {
      for (const [path, body] of READS) {
        const answer = await fetch(`${set.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
        });
        await answer.arrayBuffer();
        calls++;
      }
    }
    await sleep(12_000);
    const end = await counts();
    const elapsed = (end.at - start.at) / 1000;
    const onPrimary = Math.max(0, end.primary - start.primary - idle.primary * elapsed);
    const onStandby = Math.max(0, end.standby - start.standby - idle.standby * elapsed);
    const share = {
      calls,
      standbyTableScans: Math.round(onStandby),
      primaryTableScans: Math.round(onPrimary),
      standbyShare: Number((onStandby / (onStandby + onPrimary)).toFixed(3)),
    };

    // Three processes behind haproxy against one process alone, alternating.
    const [path, body] = READS[0];
    const three = [];
    const one = [];
    for (let r = 0; r < rounds; r++) {
      three.push((await cannon(`${set.url}${path}`, headers, body, seconds)).requests.average);
      one.push(
        (await cannon(`http://127.0.0.1:${set.consoles[0].port}${path}`, headers, body, seconds)).requests.average,
      );
    }
    const throughput = {
      threeProcessesRps: Math.round(median(three)),
      oneProcessRps: Math.round(median(one)),
      ratio: Number((median(three) / median(one)).toFixed(2)),
      note: 'two-core machine: reported, not judged',
    };
    return { lag, reads: share, throughput };
  } finally {
    await set.stop();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
