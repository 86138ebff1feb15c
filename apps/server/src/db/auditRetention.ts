import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db';
import { AUDIT_LOGS, defaultPartitionOf, monthPartitions, monthStart, partitionName } from './partitions';

const DAY = 86400;
const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

export interface RetentionResult {
  table: string;
  /** Month partitions dropped whole (every row older than the window). */
  dropped: string[];
  /** Rows older than the window removed from the default partition (dated before any month). */
  deleted: number;
}

/**
 * The audit logs keep `days` days (COACH_AUDIT_RETENTION_DAYS): a month partition whose every
 * row is older than that is detached and dropped (no long DELETE, no bloat), and the few old rows
 * the default partition may hold are deleted. A month that straddles the cut stays until its
 * last day has passed it, so a log keeps at least `days` days, at most a month more. Oldest
 * first; a month that cannot be locked within 10 s (a long export reading it) is left for the
 * next day. Run by the daily job of areas/system/server/auditRetention.ts, once across processes.
 */
export async function dropExpiredAuditMonths(
  database: Database,
  days: number,
  now = Math.floor(Date.now() / 1000),
): Promise<RetentionResult[]> {
  const cut = now - days * DAY;
  const results: RetentionResult[] = [];
  for (const log of AUDIT_LOGS) {
    const months = [...(await monthPartitions(database, log))].sort((a, b) => a - b);
    const dropped: string[] = [];
    for (const month of months) {
      if (monthStart(month + 1) > cut) break;
      const name = partitionName(log, month);
      const done = await database.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL lock_timeout = '10s'`);
        const { rows } = (await tx.execute(
          sql`SELECT pg_try_advisory_xact_lock(hashtext('coach:fact-partitions')) AS got`,
        )) as unknown as { rows: { got: boolean }[] };
        if (!rows[0].got) return false;
        await tx.execute(sql`ALTER TABLE ${ident(log.table)} DETACH PARTITION ${ident(name)}`);
        await tx.execute(sql`DROP TABLE ${ident(name)}`);
        return true;
      });
      if (done) dropped.push(name);
    }
    const [gone] = await database.rows<{ n: string }>(
      sql`WITH gone AS (DELETE FROM ${ident(defaultPartitionOf(log))} WHERE ${ident(log.column)} < ${cut} RETURNING 1)
        SELECT count(*)::text AS n FROM gone`,
    );
    results.push({ table: log.table, dropped, deleted: Number(gone.n) });
  }
  return results;
}
