import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrationsFolder } from '../../src/app';
import { openDatabase, type Database } from '../../src/platform/db';
import { freshPostgresDatabase } from '../testApp';

/** The migrations folder as it was before `tag` (the journal cut there). */
export function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'coach-migrations-'));
  cpSync(migrationsFolder(), dir, { recursive: true });
  const journalFile = join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((e) => e.tag === tag),
  );
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

/** Applies the remaining migrations to an open database, as the next start would. */
export async function migrateRest(database: Database): Promise<void> {
  if (database.driver === 'pg') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(database.db as never, { migrationsFolder: migrationsFolder() });
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, { migrationsFolder: migrationsFolder() });
  }
}

/**
 * A database (PGlite in memory, or a fresh one on DATABASE_URL's server) migrated up to just
 * before `tag`, as an installation that has not yet taken that migration; `close` drops it.
 */
export async function databaseBefore(tag: string): Promise<{ database: Database; close: () => Promise<void> }> {
  const folder = migrationsBefore(tag);
  let databaseUrl: string | undefined;
  let drop: (() => Promise<void>) | undefined;
  if (process.env.DATABASE_URL)
    ({ databaseUrl, dropDatabase: drop } = await freshPostgresDatabase(process.env.DATABASE_URL));
  const database = await openDatabase({ dataDir: 'memory://', databaseUrl, migrationsFolder: folder });
  return {
    database,
    async close() {
      await database.close();
      await drop?.();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
