import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { LOCKS, withAdvisoryLock } from './advisoryLock';

type Rows = <T = Record<string, unknown>>(query: SQL) => Promise<T[]>;

/**
 * Applies the migrations the database lacks. A restart finds the journal's last migration
 * applied with one query, instead of drizzle reading and hashing every migration file and
 * running three statements first.
 *
 * On PostgreSQL (`lockUrl`) processes starting together would each apply the same migration
 * (all but one dying on `CREATE TABLE` of a table the other just made): the migrator runs
 * under an advisory lock, and a process that waited for it looks again and finds nothing to
 * do. PGlite has one process per data folder and needs no lock.
 */
export async function migrateOnce(
  rows: Rows,
  migrationsFolder: string,
  migrate: () => Promise<void>,
  lockUrl?: string,
): Promise<void> {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const last = Math.max(...journal.entries.map((e) => e.when));
  const upToDate = async () => {
    const [table] = await rows<{ name: string | null }>(
      sql`SELECT to_regclass('drizzle.__drizzle_migrations')::text AS name`,
    );
    if (!table?.name) return false;
    // The migrator applies what is newer than the newest applied one: nothing, when that is the journal's last.
    const [applied] = await rows<{ last: string | null }>(
      sql`SELECT max(created_at)::text AS last FROM drizzle.__drizzle_migrations`,
    );
    return Number(applied?.last) >= last;
  };
  // Checked before the lock too: a restart of an up-to-date installation waits for no one.
  if (await upToDate()) return;
  await withAdvisoryLock(lockUrl, LOCKS.migrations, async () => {
    if (!(await upToDate())) await migrate();
  });
}
