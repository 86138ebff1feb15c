import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { freshPostgresDatabase } from './testApp';
import { startServerProcess, type ServerProcess } from './serverProcess';
import { migrationsFolder } from '../src/app';

/** Demo tables and what names a row: a demo seed run twice would leave two rows of one name. */
const DEMO_NAMES: [table: string, key: string][] = [
  ['bbxc_channel_rule', 'rule_name'],
  ['bbxc_channel_member', 'mobile'],
  ['bbxc_coupon', 'coupon_name'],
  ['bbxc_school', 'name'],
];

/**
 * Several processes behind a load balancer start together on a new installation: each must
 * come up, and the migrations and the demo seed must run once (before the start-up locks two
 * of three died on `CREATE TABLE "sys_dictionary"`, the migration another was applying).
 */
describe.runIf(process.env.DATABASE_URL)('three server processes starting at once on an empty PostgreSQL', () => {
  const started: ServerProcess[] = [];
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    for (const p of started) p.child.kill();
    await Promise.all(started.map((p) => p.exited));
    await drop?.();
  });

  it('all become ready, with each migration applied once and the demo seeded once', async () => {
    const fresh = await freshPostgresDatabase(process.env.DATABASE_URL!);
    drop = fresh.dropDatabase;
    const env = {
      DATABASE_URL: fresh.databaseUrl,
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    };
    const starts = await Promise.allSettled([0, 1, 2].map(() => startServerProcess(env)));
    for (const s of starts) if (s.status === 'fulfilled') started.push(s.value);
    const failures = starts.flatMap((s) => (s.status === 'rejected' ? [String(s.reason).slice(0, 400)] : []));
    expect(failures).toEqual([]);

    for (const p of started) {
      const ready = await fetch(`${p.base}/api/health/ready`);
      expect(ready.status).toBe(200);
      // Each serves the demo tenant's data: the start-up work it waited for is done.
      const captcha = (await (await fetch(`${p.base}/api/auth/inner/sysAuth/v1/imageCode.pass`)).json()) as {
        status: boolean;
      };
      expect(captcha.status).toBe(true);
    }

    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: fresh.databaseUrl });
    await client.connect();
    try {
      const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta/_journal.json'), 'utf8')) as {
        entries: unknown[];
      };
      const applied = (
        await client.query(
          'SELECT count(*)::int AS n, count(DISTINCT hash)::int AS hashes FROM drizzle.__drizzle_migrations',
        )
      ).rows[0];
      expect(applied).toEqual({ n: journal.entries.length, hashes: journal.entries.length });

      const tenants = (await client.query("SELECT id FROM sys_tenant WHERE code = 'demo'")).rows;
      expect(tenants).toHaveLength(1);
      const marker = (await client.query('SELECT value FROM sys_meta WHERE key = $1', [`demo_seed:${tenants[0].id}`]))
        .rows;
      expect(marker).toHaveLength(1);
      for (const [table, key] of DEMO_NAMES) {
        const { rows } = await client.query(
          `SELECT count(*)::int AS n, count(DISTINCT ${key})::int AS names FROM ${table}`,
        );
        expect(rows[0].n, table).toBeGreaterThan(0);
        expect(rows[0].names, `${table} rows of one ${key}`).toBe(rows[0].n);
      }
    } finally {
      await client.end();
    }
    // Only the process that created the demo tenant prints its users (a first start's note).
    expect(started.filter((p) => p.output().includes('Demo users')).length).toBe(1);
  }, 300_000);
});
