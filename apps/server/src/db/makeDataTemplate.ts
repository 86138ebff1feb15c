// Build step (build.mjs runs it bundled): makes the PGlite data folder that every new data
// folder starts as a copy of (see dataTemplate.ts), at dist/db/pgdata-template.
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { openDatabase, sql } from '../platform/db';
import { syncResources } from '../platform/permission/syncResources';
import { templateFolderOf, writeTemplateManifest } from './dataTemplate';

const migrationsFolder = process.argv[2];
if (!migrationsFolder) throw new Error('usage: makeDataTemplate <migrations folder>');
const dir = templateFolderOf(migrationsFolder);
rmSync(dir, { recursive: true, force: true });
rmSync(`${dir}.json`, { force: true });
const database = await openDatabase({ dataDir: dir, migrationsFolder });
await syncResources(database);
// PGlite never creates a database, so the two template databases are 15 MB and ~1 400 files
// every new folder would copy for nothing. Checkpointed: nothing to replay at the first start.
await database.rows(sql`UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`);
await database.rows(sql`DROP DATABASE template0`);
await database.rows(sql`DROP DATABASE template1`);
await database.rows(sql`CHECKPOINT`);
await database.close();
writeTemplateManifest(dir);
console.log(`data folder template: ${join(dirname(migrationsFolder), 'pgdata-template')}`);
