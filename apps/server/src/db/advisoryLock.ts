/**
 * PostgreSQL advisory locks around the work a start does once for the whole installation
 * (migrations, then the permission catalogue and the seeds): several processes starting
 * together on one database take turns, and each finds the work done by the one before it.
 */
import { log } from '../platform/log';

/** Every lock of the console is (COACH, n): 'coac' in ASCII, so no other program's lock is ours. */
const COACH = 0x636f6163;

export const LOCKS = {
  migrations: 1,
  /** syncResources, seedBase and seedDemo. */
  startup: 2,
  /** The job queue's schema and queues (platform/queue/jobQueue.ts). */
  queue: 3,
} as const;

/**
 * Runs `work` while holding the session lock `(COACH, key)` of the database at `databaseUrl`,
 * on a connection of its own (a pooled one could be handed to someone else while it holds
 * the lock). The work itself may use any connection. Without a URL (PGlite: one process per
 * data folder) there is no one to wait for and the work runs at once.
 *
 * Everything the work decides must be read after the lock is taken: a process that waited
 * finds what the holder wrote.
 */
export async function withAdvisoryLock<T>(
  databaseUrl: string | undefined,
  key: number,
  work: () => Promise<T>,
): Promise<T> {
  if (!databaseUrl) return work();
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'coach-console start-up lock' });
  // Lost while waiting or working: the lock goes with the connection; the work's own
  // connections report their own failures.
  client.on('error', (error) => log.warn(`PostgreSQL start-up lock connection lost: ${error.message}`));
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1, $2)', [COACH, key]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1, $2)', [COACH, key]).catch(() => undefined);
    }
  } finally {
    // Ending the session releases the lock too, should the unlock above have failed.
    await client.end().catch(() => undefined);
  }
}
