import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrationsFolder } from '../src/app';
import { openDatabase, sql, type Database } from '../src/platform/db';
import { syncResources } from '../src/platform/permission/syncResources';
import { seedBase } from '../src/seed/base';
import { freshPostgresDatabase } from './testApp';

/** What every server start does before serving: migrations, permission catalogue, base tenant. */
async function prepare(database: Database) {
  await syncResources(database);
  await seedBase(database);
}

/**
 * Migrates one database for the whole run; each test file starts from a copy of it (PGlite: the
 * dumped data folder; PostgreSQL: CREATE DATABASE … TEMPLATE) instead of migrating its own.
 */
export default async function setup(project: TestProject) {
  const migrations = migrationsFolder();
  if (process.env.DATABASE_URL) {
    const template = await freshPostgresDatabase(process.env.DATABASE_URL);
    const database = await openDatabase({ dataDir: '', databaseUrl: template.databaseUrl, migrationsFolder: migrations });
    await prepare(database);
    // No connection may stay open on a template while databases are copied from it.
    await database.close();
    project.provide('dbTemplate', { kind: 'pg', name: template.name });
    return () => template.dropDatabase();
  }
  const database = await openDatabase({ dataDir: 'memory://', migrationsFolder: migrations });
  await prepare(database);
  // Every file loads this folder into a PGlite of its own (~2 s each of the suite's time): it
  // loads faster without the two template databases (15 MB that PGlite cannot use: it never
  // creates a database) and checkpointed (nothing to replay at start): ~1.4 s → ~0.8 s.
  await database.rows(sql`UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`);
  await database.rows(sql`DROP DATABASE template0`);
  await database.rows(sql`DROP DATABASE template1`);
  await database.rows(sql`CHECKPOINT`);
  const dump = await database.dump!();
  await database.close();
  const dir = mkdtempSync(join(tmpdir(), 'coach-db-template-'));
  const file = join(dir, 'pglite.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('dbTemplate', { kind: 'pglite', file });
  return () => rmSync(dir, { recursive: true, force: true });
}
