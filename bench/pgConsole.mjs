// A console on a database of its own on the PostgreSQL server, for benchmarks that need
// millions of rows: the server started on it, a direct `pg` client beside it, the demo
// tenant's id, and a stop that drops the database.
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { callApi, median, p95, startConsole, startNode } from './lib.mjs';

const BASE_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function consoleOnPostgres() {
  const name = `coach_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(BASE_URL);
  url.pathname = '/' + name;
  const server = await startConsole({ DATABASE_URL: url.toString(), COACH_LOGIN_RATE_LIMIT: '1000' });
  const direct = new pg.Client({ connectionString: url.toString() });
  await direct.connect();
  const bare = await startNode('bench/bareStatements.mjs', { DATABASE_URL: url.toString() });
  const {
    rows: [{ id: tenantId }],
  } = await direct.query(`SELECT id FROM sys_tenant WHERE code = 'demo'`);
  return {
    server,
    direct,
    url: url.toString(),
    tenantId,
    /** Runs these statements ([text, values] each, together) through the bare yardstick server (bareStatements.mjs). */
    async bare(statements) {
      const json = await callApi(`${bare.base}/run`, '', { statements });
      if (!json.status) throw new Error(json.message);
      return json.result;
    },
    async stop() {
      await direct.end();
      await bare.stop();
      await server.stop();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * Quiets the database after a bulk load, before anything is timed. VACUUM (ANALYZE) sets the
 * hint bits and the visibility map of the new rows: otherwise whichever query first reads a
 * page writes its hint bits (and a later autovacuum, started by the load, takes a core of this
 * two-core machine in the middle of the samples). Then waits for autovacuum to be idle.
 */
export async function settle(direct, tables) {
  for (const table of tables) await direct.query(`VACUUM (ANALYZE) ${table}`);
  for (let i = 0; i < 120; i++) {
    const {
      rows: [{ n }],
    } = await direct.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE backend_type = 'autovacuum worker' AND datname = current_database()`,
    );
    if (n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Calls measured as the load benchmark measures: after a warm-up, `rounds` rounds of
 * `perRound` turns, each turn one call of each (the order reversed every other round, so no
 * call always follows another); each call's figure is the median of its rounds' medians. One
 * slow moment of the machine moves a p95 of 40 samples (the second-worst call) but not a median
 * of medians, which is why the p95 figures swung past their goals between runs.
 * @param {Record<string, () => Promise<unknown>>} calls
 */
export async function alternatingRounds(calls, { rounds = 7, perRound = 40, warmup = 20 } = {}) {
  const keys = Object.keys(calls);
  for (let i = 0; i < warmup; i++) for (const key of keys) await calls[key]();
  const all = Object.fromEntries(keys.map((key) => [key, []]));
  const medians = Object.fromEntries(keys.map((key) => [key, []]));
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 ? [...keys].reverse() : keys;
    const times = Object.fromEntries(keys.map((key) => [key, []]));
    for (let i = 0; i < perRound; i++) {
      for (const key of order) {
        const t = performance.now();
        await calls[key]();
        times[key].push(performance.now() - t);
      }
    }
    for (const key of keys) {
      all[key].push(...times[key]);
      medians[key].push(median(times[key]));
    }
  }
  return Object.fromEntries(
    keys.map((key) => [
      key,
      { medianMs: +median(medians[key]).toFixed(3), p95Ms: +p95(all[key]).toFixed(2), roundMedians: medians[key] },
    ]),
  );
}

/**
 * One call against another, round by round: the median of the rounds' ratios, and the lowest and
 * highest of them. This machine's speed moves between rounds (the same statement's database CPU
 * per call was measured 12.9 ms in one stretch of 200 calls and 16.4 ms in the next), and a
 * round's two figures are taken in the same few seconds: the ratio of a round cancels the drift
 * that a ratio of two medians taken over the whole run carries.
 */
export function roundRatio(times, over, under) {
  const ratios = times[over].roundMedians.map((value, i) => value / times[under].roundMedians[i]);
  return {
    ratio: +median(ratios).toFixed(3),
    roundRatios: [+Math.min(...ratios).toFixed(3), +Math.max(...ratios).toFixed(3)],
  };
}

/**
 * The API call against the same statements run directly: medians, their ratio round by round, and
 * the p95s; with `runBare` (the statements behind the bare yardstick server) also what the hop
 * alone costs (bareRatio) and what the console adds to it (apiOverBare), in the same rounds.
 */
export async function sideBySide(runDirect, runApi, samples, runBare) {
  const times = await alternatingRounds(
    { sql: runDirect, api: runApi, ...(runBare ? { bare: runBare } : {}) },
    { rounds: 15, perRound: Math.max(10, Math.round(samples / 15)) },
  );
  const { api, sql } = times;
  return {
    apiMedianMs: api.medianMs,
    sqlMedianMs: sql.medianMs,
    ...roundRatio(times, 'api', 'sql'),
    ratioOfMedians: +(api.medianMs / sql.medianMs).toFixed(3),
    apiP95Ms: api.p95Ms,
    sqlP95Ms: sql.p95Ms,
    p95Ratio: +(api.p95Ms / sql.p95Ms).toFixed(3),
    ...(runBare ? hopFigures(times, 'api', 'sql') : {}),
  };
}

/**
 * An API-against-SQL figure beside its goal (issue 36: the 1M-row list ≤ 1.1, 区域统计 ≤ 1.2),
 * and whether the goal is within any server's reach on this machine: `bareWithin` is false when
 * the bare yardstick alone (node:http and a pg pool in front of the same statements, nothing
 * else) already measures over it. Then the figure is the machine's (the cost of waking two more
 * processes per call) and what the console adds is `apiOverBare`.
 */
export const goalOf = (limit, ratio, bareRatio) => ({ limit, met: ratio <= limit, bareWithin: bareRatio <= limit });

/** bareMedianMs, bareRatio (the yardstick against the statements) and apiOverBare, round by round. */
export function hopFigures(times, api, sql, prefix = '') {
  const name = (key) => (prefix ? `${prefix}${key[0].toUpperCase()}${key.slice(1)}` : key);
  const hop = roundRatio(times, 'bare', sql);
  const own = roundRatio(times, api, 'bare');
  return {
    [name('bareMedianMs')]: times.bare.medianMs,
    [name('bareRatio')]: hop.ratio,
    [name('bareRoundRatios')]: hop.roundRatios,
    [name('apiOverBare')]: own.ratio,
    [name('apiOverBareRoundRatios')]: own.roundRatios,
  };
}
