import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/platform/db';
import { AUDIT_LOGS, ensureFactPartitions, monthOf, monthPartitions, partitionName } from '../../src/db/partitions';
import { sendRetentionJob, RETENTION_QUEUE } from '@coach/areas/system/server/auditRetention.ts';
import { test } from '../fixtures';
import { databaseBefore, migrateRest } from './migrationsBefore';

const DAY = 86400;
const [operationLog, loginLog] = AUDIT_LOGS;

// Issue 51.6: the operation log and the login log keep COACH_AUDIT_RETENTION_DAYS days (180 by
// default): both are partitioned by month, and the daily job of the job queue drops the months
// wholly older than that, once across processes, keeping the recent ones.
describe('audit retention', () => {
  test('the daily job drops a month past the window and keeps the recent ones, once per day', async ({ app }) => {
    const { database, queue } = app.services;
    const q = <T>(query: ReturnType<typeof sql>) => database.rows<T>(query);
    const now = Math.floor(Date.now() / 1000);
    const current = monthOf(now);
    // The start asked for today's clean-up: it runs first (the upkeep skips a month while it holds the lock).
    await expect.poll(() => queue.pending(RETENTION_QUEUE.name), { timeout: 20_000 }).toBe(0);
    const old = now - 400 * DAY; // past 180 days
    const recent = now - 100 * DAY; // within
    for (const at of [old, recent, now]) {
      await q(
        sql`INSERT INTO sys_login_log (account, ok, reason, create_time) VALUES ('retention', 1, '登录成功', ${at})`,
      );
      await q(
        sql`INSERT INTO sys_operation_log (tenant_id, resource, action, create_time) VALUES (1, 'retention', 'save', ${at})`,
      );
    }
    // The daily upkeep gives the old rows their months (they arrived in the default partition).
    await ensureFactPartitions(database, { tables: AUDIT_LOGS });
    for (const log of AUDIT_LOGS) {
      const months = await monthPartitions(database, log);
      for (const at of [old, recent, now]) expect(months.has(monthOf(at)), `${log.table} ${monthOf(at)}`).toBe(true);
      expect(months.has(current + 3)).toBe(true);
    }

    // 在线用户: a session the store no longer holds (expired) leaves the list, a live one stays.
    await app.login('operator01', 'Operator2026');
    await q(sql`INSERT INTO sys_user_online (tenant_id, user_id, session_key, stamp, account)
      SELECT tenant_id, id, 'sess:expired-long-ago', 0, account FROM sys_user WHERE account = 'operator01'`);

    expect(await sendRetentionJob(queue, database.db, `test-${now}`)).toBe(true);
    expect(await sendRetentionJob(queue, database.db, `test-${now}`)).toBe(false); // the same day's job is one job
    await expect.poll(() => queue.pending(RETENTION_QUEUE.name), { timeout: 20_000 }).toBe(0);

    for (const log of AUDIT_LOGS) {
      const months = await monthPartitions(database, log);
      expect(months.has(monthOf(old)), `${log.table} old month`).toBe(false);
      const [{ gone }] = await q<{ gone: string | null }>(
        sql`SELECT to_regclass(${partitionName(log, monthOf(old))})::text AS gone`,
      );
      expect(gone).toBeNull();
      expect(months.has(monthOf(recent))).toBe(true);
      expect(months.has(current)).toBe(true);
      // Months wholly before the cut are gone; the one the cut falls in reaches into the window and stays.
      expect(Math.min(...months)).toBe(monthOf(now - 180 * DAY));
    }
    const online = await q<{ key: string }>(
      sql`SELECT session_key AS key FROM sys_user_online WHERE account = 'operator01'`,
    );
    expect(online).toHaveLength(1);
    expect(online[0].key).not.toBe('sess:expired-long-ago');
    const left = await q<{ at: string }>(
      sql`SELECT create_time::text AS at FROM sys_login_log WHERE account = 'retention' ORDER BY create_time`,
    );
    expect(left.map((r) => Number(r.at))).toEqual([recent, now]);
    const [{ n }] = await q<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ${sql.raw(operationLog.table)} WHERE resource = 'retention'`,
    );
    expect(n).toBe(2);
  });
});

// Migration 0036 turns the two logs of an installation that has rows into partitioned ones: every
// row moves over with its id into its month, and new rows draw ids after them.
describe('migration 0036 of a database with audit rows', () => {
  let database: Database;
  let close: (() => Promise<void>) | undefined;
  const now = Math.floor(Date.now() / 1000);
  beforeAll(async () => {
    ({ database, close } = await databaseBefore('0036_audit_online'));
  }, 120_000);
  afterAll(() => close?.());

  it('moves every row into its month with its id and keeps the sequence', async () => {
    const q = <T>(query: ReturnType<typeof sql>) => database.rows<T>(query);
    const times = [now - 70 * DAY, now - DAY, now];
    for (const at of times) {
      await q(
        sql`INSERT INTO sys_login_log (account, ok, reason, create_time) VALUES ('m', 0, '账号或密码错误', ${at})`,
      );
      await q(
        sql`INSERT INTO sys_operation_log (tenant_id, resource, action, create_time) VALUES (1, 'm', 'save', ${at})`,
      );
    }
    const read = (table: string) =>
      q<{ id: string; at: string; part: string }>(
        sql`SELECT id::text AS id, create_time::text AS at, tableoid::regclass::text AS part FROM ${sql.raw(table)} ORDER BY id`,
      );
    const before = { login: await read('sys_login_log'), operation: await read('sys_operation_log') };
    expect(before.login.every((r) => r.part === 'sys_login_log')).toBe(true);

    await migrateRest(database);

    for (const [log, rows] of [
      [loginLog, before.login],
      [operationLog, before.operation],
    ] as const) {
      const after = await read(log.table);
      expect(after.map(({ id, at }) => ({ id, at }))).toEqual(rows.map(({ id, at }) => ({ id, at })));
      expect(after.map((r) => r.part)).toEqual(times.map((at) => partitionName(log, monthOf(at))));
      const months = await monthPartitions(database, log);
      expect(Math.min(...months)).toBe(monthOf(times[0]));
      expect(Math.max(...months)).toBe(monthOf(now) + 3);
      const [{ id }] = await q<{ id: string }>(
        sql`SELECT nextval(pg_get_serial_sequence(${log.table}, 'id'))::text AS id`,
      );
      expect(BigInt(id)).toBeGreaterThan(BigInt(rows[rows.length - 1].id));
    }
    // New rows still insert without an id.
    await q(sql`INSERT INTO sys_login_log (account, ok, reason) VALUES ('m', 1, '登录成功')`);
  });
});
