import { cpSync, rmSync } from 'node:fs';
import { openDatabase, sql, type Database } from '../platform/db';
import { createDbFileStore } from '../platform/files/dbFileStore';
import { syncResources } from '../platform/permission/syncResources';
import { seedBase } from '../seed/base';
import { seedDemo } from '../seed/demo';
import { shanghaiDay, writeTemplateManifest } from './dataTemplate';

/**
 * The data folders the build prepares for new data folders to start as (see dataTemplate.ts),
 * made by the code that will open them.
 */

/** Checkpointed: nothing to replay at the first start. */
async function finish(database: Database) {
  await database.rows(sql`CHECKPOINT`);
  await database.close();
}

function clear(folder: string) {
  rmSync(folder, { recursive: true, force: true });
  rmSync(`${folder}.json`, { force: true });
}

/** The cluster created and migrated, the permission catalogue synced. */
export async function makeBaseTemplate(dir: string, migrationsFolder: string): Promise<void> {
  clear(dir);
  const database = await openDatabase({ dataDir: dir, migrationsFolder });
  await syncResources(database);
  // PGlite never creates a database, so the two template databases are 15 MB and ~1 400 files
  // every new folder would copy for nothing.
  await database.rows(sql`UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`);
  await database.rows(sql`DROP DATABASE template0`);
  await database.rows(sql`DROP DATABASE template1`);
  await finish(database);
  writeTemplateManifest(dir);
}

/**
 * The base template with the demo tenant seeded as a first start seeds it (FILE_STORE=db, the
 * default: its pictures live in the folder too). The day is taken before seeding, so a build
 * across midnight makes a folder no start uses.
 */
export async function makeDemoTemplate(baseDir: string, demoDir: string, migrationsFolder: string): Promise<void> {
  clear(demoDir);
  const seededOn = shanghaiDay();
  cpSync(baseDir, demoDir, { recursive: true });
  const demo = await openDatabase({ dataDir: demoDir, migrationsFolder });
  const { tenantId } = await seedBase(demo);
  await seedDemo({ database: demo, files: createDbFileStore(demo, 10 * 1024 * 1024), tenantId, filesInDatabase: true });
  // The planner's statistics of the seeded tables, which a start seeding them itself lacks.
  await demo.rows(sql`VACUUM ANALYZE`);
  await finish(demo);
  writeTemplateManifest(demoDir, seededOn);
}
