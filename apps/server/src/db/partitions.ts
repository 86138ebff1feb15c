import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db';

/**
 * The fact tables range-partitioned by month of their time column (Unix seconds), made so by
 * migration 0030. Each has monthly partitions `<table>_pYYYYMM` and a default partition
 * `<table>_default` that takes any row no month is made for yet, so an insert never fails.
 */
export interface PartitionedFact {
  table: string;
  column: string;
}
export const PARTITIONED_FACTS: readonly PartitionedFact[] = [
  { table: 'bbxc_study_record', column: 'start_time' },
  { table: 'bbxc_point_event', column: 'create_time' },
];
/**
 * The audit logs, partitioned the same way by migration 0036 so that their retention
 * (COACH_AUDIT_RETENTION_DAYS, db/auditRetention.ts) drops whole months.
 */
export const AUDIT_LOGS: readonly PartitionedFact[] = [
  { table: 'sys_operation_log', column: 'create_time' },
  { table: 'sys_login_log', column: 'create_time' },
];
/** Every table whose months the server makes ahead. */
export const MONTHLY_TABLES: readonly PartitionedFact[] = [...PARTITIONED_FACTS, ...AUDIT_LOGS];

/** Months made ahead of the current one: a quarter, so a missed daily run or two changes nothing. */
export const MONTHS_AHEAD = 3;
/**
 * How far back a row in the default partition still gets its month. Older rows (a mistyped
 * year, a 1970 from a zero) stay in the default: a month per year of such history would be
 * hundreds of empty partitions, and the answers are the same wherever a row sits.
 */
export const MONTHS_BACK_AT_MOST = 120;

/**
 * Months are Shanghai months (+08:00 all year since 1991), not UTC ones: every report period is
 * made of Shanghai days and months, so a month's report reads exactly one partition and a year's
 * twelve (thirteen for a year that is not whole months). A month is counted as year * 12 + month
 * (0-based).
 */
const OFFSET = 8 * 3600;
export const monthOf = (at: number): number => {
  const wall = new Date((at + OFFSET) * 1000);
  return wall.getUTCFullYear() * 12 + wall.getUTCMonth();
};
export const monthStart = (month: number): number => Date.UTC(Math.floor(month / 12), month % 12, 1) / 1000 - OFFSET;
export const partitionName = (fact: PartitionedFact, month: number): string =>
  `${fact.table}_p${Math.floor(month / 12)}${String((month % 12) + 1).padStart(2, '0')}`;
export const defaultPartitionOf = (fact: PartitionedFact): string => `${fact.table}_default`;

const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

/** The months that have a partition of their own (by name: only this module and 0030 make them). */
export async function monthPartitions(database: Database, fact: PartitionedFact): Promise<Set<number>> {
  const found = await database.rows<{
    name: string;
  }>(sql`SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
    WHERE i.inhparent = to_regclass(${fact.table})`);
  const pattern = new RegExp(`^${fact.table}_p(\\d{4})(\\d{2})$`);
  const months = new Set<number>();
  for (const { name } of found) {
    const m = pattern.exec(name);
    if (m) months.add(Number(m[1]) * 12 + Number(m[2]) - 1);
  }
  return months;
}

export interface EnsureResult {
  table: string;
  /** Partitions made by this run, with the rows each took over from the default. */
  made: { name: string; moved: number }[];
}

/**
 * Makes sure every month has its partition from the month of the oldest row (that of the
 * oldest partition, or of the oldest row waiting in the default partition, at most
 * MONTHS_BACK_AT_MOST back) up to MONTHS_AHEAD months after the current one, with no gaps: a
 * range query over made months then never reads the default partition. Run at start-up and
 * once a day (partitionUpkeep.ts); doing nothing costs two catalogue queries per table.
 */
export async function ensureFactPartitions(
  database: Database,
  options: { now?: number; tables?: readonly PartitionedFact[] } = {},
): Promise<EnsureResult[]> {
  const now = options.now ?? Math.floor(Date.now() / 1000);
  const current = monthOf(now);
  const last = current + MONTHS_AHEAD;
  const floor = current - MONTHS_BACK_AT_MOST;
  const results: EnsureResult[] = [];
  for (const fact of options.tables ?? PARTITIONED_FACTS) {
    const have = await monthPartitions(database, fact);
    const [waiting] = await database.rows<{
      oldest: string | null;
    }>(sql`SELECT min(${ident(fact.column)})::text AS oldest
      FROM ${ident(defaultPartitionOf(fact))} WHERE ${ident(fact.column)} >= ${monthStart(floor)} AND ${ident(fact.column)} < ${monthStart(last + 1)}`);
    let first = Math.min(current, ...have);
    if (waiting?.oldest != null) first = Math.min(first, monthOf(Number(waiting.oldest)));
    first = Math.max(first, floor);
    const made: EnsureResult['made'] = [];
    for (let month = first; month <= last; month++) {
      if (have.has(month)) continue;
      const done = await makeMonthPartition(database, fact, month);
      if (done) made.push(done);
    }
    results.push({ table: fact.table, made });
  }
  return results;
}

/**
 * Makes one month's partition, taking over the rows of that month the default partition holds
 * (inserted before the month had its partition: imports of old records, a clock far ahead). In
 * one transaction: the new table is filled with those rows (deleted from the default) and then
 * attached, so every query sees each row exactly once, before or after. PostgreSQL refuses to
 * make a partition while the default holds rows of its range, which is why they move first; the
 * default is locked for the move (queries that read it wait that long — it is meant to be
 * nearly empty) so no such row can arrive between the move and the attach.
 *
 * Several servers on one database run this at once: the advisory lock lets one of them do it,
 * the others skip (undefined) and find the partition made on their next run. A lock it cannot get
 * within 10 s (a long report reading the default) gives up likewise instead of holding up writes.
 */
export async function makeMonthPartition(
  database: Database,
  fact: PartitionedFact,
  month: number,
): Promise<{ name: string; moved: number } | undefined> {
  const name = partitionName(fact, month);
  const from = monthStart(month);
  const to = monthStart(month + 1);
  const column = ident(fact.column);
  const fallback = ident(defaultPartitionOf(fact));
  return database.db.transaction(async (tx) => {
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
    await tx.execute(sql`SET LOCAL lock_timeout = '10s'`);
    const [lock] = await rows<{ got: boolean }>(
      sql`SELECT pg_try_advisory_xact_lock(hashtext('coach:fact-partitions')) AS got`,
    );
    if (!lock.got) return undefined;
    const [exists] = await rows<{ name: string | null }>(sql`SELECT to_regclass(${name})::text AS name`);
    if (exists.name) return undefined;
    await tx.execute(sql`LOCK TABLE ${fallback} IN ACCESS EXCLUSIVE MODE`);
    await tx.execute(sql`CREATE TABLE ${ident(name)} (LIKE ${ident(fact.table)} INCLUDING DEFAULTS)`);
    const [moved] = await rows<{
      n: string;
    }>(sql`WITH moved AS (DELETE FROM ${fallback} WHERE ${column} >= ${from} AND ${column} < ${to} RETURNING *),
      copied AS (INSERT INTO ${ident(name)} SELECT * FROM moved RETURNING 1) SELECT count(*)::text AS n FROM copied`);
    // Attaching builds the partitioned indexes (the key included) on the new table.
    await tx.execute(
      sql`ALTER TABLE ${ident(fact.table)} ATTACH PARTITION ${ident(name)} FOR VALUES FROM (${sql.raw(String(from))}) TO (${sql.raw(String(to))})`,
    );
    return { name, moved: Number(moved.n) };
  });
}
