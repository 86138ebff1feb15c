import type { Database } from '../platform/db';
import { ensureFactPartitions, MONTHLY_TABLES } from './partitions';
import { log, notice } from '../platform/log';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Makes the fact tables' and the audit logs' monthly partitions now (start-up) and again once a day, for as long as
 * the server runs. A failure is only a warning: rows without their month's partition wait in the
 * default partition, answered alike, and the next run makes it.
 *
 * The daily timer holds the database weakly and does not keep the process alive: a server that
 * is closed (tests close dozens in one process) leaves nothing that keeps its database in memory,
 * and the timer stops at its next turn once the database is gone.
 */
export async function keepFactPartitions(database: Database, every = DAY_MS): Promise<void> {
  await runLogged(database);
  const held = new WeakRef(database);
  const timer = setInterval(() => {
    const current = held.deref();
    if (!current) return clearInterval(timer);
    void runLogged(current);
  }, every);
  timer.unref();
}

async function runLogged(database: Database): Promise<void> {
  try {
    const results = await ensureFactPartitions(database, { tables: MONTHLY_TABLES });
    for (const { table, made } of results) {
      for (const m of made)
        notice(
          `partition ${m.name} of ${table} made${m.moved ? `, ${m.moved} rows moved from the default partition` : ''}`,
        );
    }
  } catch (error) {
    log.warn(`monthly partitions not made: ${(error as Error).message}`);
  }
}
