// A console on a database of its own on the PostgreSQL server, for benchmarks that need
// millions of rows: the server started on it, a direct `pg` client beside it, the demo
// tenant's id, and a stop that drops the database.
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { startConsole } from './lib.mjs';

const BASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)];

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
  const { rows: [{ id: tenantId }] } = await direct.query(`SELECT id FROM sys_tenant WHERE code = 'demo'`);
  return {
    server,
    direct,
    tenantId,
    async stop() {
      await direct.end();
      await server.stop();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * The two calls measured in turns, after a warm-up, so load on the machine hits both alike:
 * the p95 of each (ms) and their ratio.
 */
export async function sideBySide(runDirect, runApi, samples) {
  for (let i = 0; i < 20; i++) {
    await runDirect();
    await runApi();
  }
  const api = [];
  const sqlTimes = [];
  for (let i = 0; i < samples; i++) {
    let t = performance.now();
    await runDirect();
    sqlTimes.push(performance.now() - t);
    t = performance.now();
    await runApi();
    api.push(performance.now() - t);
  }
  return { apiP95Ms: +p95(api).toFixed(2), sqlP95Ms: +p95(sqlTimes).toFixed(2), ratio: +(p95(api) / p95(sqlTimes)).toFixed(3) };
}
