import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrationsFolder } from '../src/app';
import { openDatabase, sql, type Database } from '../src/platform/db';
import { syncResources } from '../src/platform/permission/syncResources';
import { seedBase } from '../src/seed/base';
import { freshPostgresDatabase, type DbTemplate, type TemplateName } from './testApp';
// The demo schools, stores, coaches and ~800 students: a dozen files start from them, ~2.5 s of
// seeding each when every file seeded its own.
import { seedDemoStudents } from './student/fixtures';

/** What every server start does before serving: migrations, permission catalogue, base tenant. */
async function prepare(database: Database) {
  await syncResources(database);
  await seedBase(database);
}

/**
 * Migrates one database for the whole run; each test file starts from a copy of it (PGlite: the
 * dumped data folder; PostgreSQL: CREATE DATABASE … TEMPLATE) instead of migrating its own.
 * A second template adds the demo students for the files that need them.
 */
export default async function setup(project: TestProject) {
  const migrations = migrationsFolder();
  if (process.env.DATABASE_URL) {
    const base = await freshPostgresDatabase(process.env.DATABASE_URL);
    const database = await openDatabase({ dataDir: '', databaseUrl: base.databaseUrl, migrationsFolder: migrations });
    await prepare(database);
    // No connection may stay open on a template while databases are copied from it.
    await database.close();
    const students = await freshPostgresDatabase(process.env.DATABASE_URL, base.name);
    const withStudents = await openDatabase({
      dataDir: '',
      databaseUrl: students.databaseUrl,
      migrationsFolder: migrations,
    });
    await seedDemoStudents(withStudents);
    await withStudents.close();
    const templates: Record<TemplateName, DbTemplate> = {
      base: { kind: 'pg', name: base.name },
      students: { kind: 'pg', name: students.name },
    };
    project.provide('dbTemplates', templates);
    return async () => {
      await students.dropDatabase();
      await base.dropDatabase();
    };
  }
  const database = await openDatabase({ dataDir: 'memory://', migrationsFolder: migrations });
  await prepare(database);
  // Every file loads one of these folders into a PGlite of its own: it loads faster without the
  // two template databases (15 MB that PGlite cannot use: it never creates a database) and
  // checkpointed (nothing to replay at start): ~1.4 s → ~0.8 s.
  await database.rows(sql`UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`);
  await database.rows(sql`DROP DATABASE template0`);
  await database.rows(sql`DROP DATABASE template1`);
  const dir = mkdtempSync(join(tmpdir(), 'coach-db-template-'));
  const dump = async (name: TemplateName): Promise<DbTemplate> => {
    await database.rows(sql`CHECKPOINT`);
    const file = join(dir, `${name}.tar`);
    writeFileSync(file, Buffer.from(await (await database.dump!()).arrayBuffer()));
    return { kind: 'pglite', file };
  };
  const base = await dump('base');
  await seedDemoStudents(database);
  const students = await dump('students');
  await database.close();
  project.provide('dbTemplates', { base, students });
  return () => rmSync(dir, { recursive: true, force: true });
}
