import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppConfig } from '../config';
import type { DatabaseOptions } from '../platform/db';
import { templateFolderOf } from './dataTemplate';

/** Migrations sit beside the sources in development and beside the bundle in dist/. */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, 'db/migrations'), join(here, 'migrations'), join(here, '../src/db/migrations')];
  return candidates.find((c) => existsSync(join(c, 'meta/_journal.json'))) ?? candidates[0];
}

/** The server's database as configured; a new PGlite folder starts from the build's template. */
export function databaseOptionsOf(
  config: Pick<AppConfig, 'dataDir' | 'databaseUrl'> &
    Partial<Pick<AppConfig, 'readUrls' | 'readMaxLagMs' | 'pgliteThread' | 'slowQueryMs'>>,
): DatabaseOptions {
  const migrations = migrationsFolder();
  return {
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    readUrls: config.readUrls,
    readMaxLagMs: config.readMaxLagMs,
    migrationsFolder: migrations,
    dataTemplate: templateFolderOf(migrations),
    pgliteThread: config.pgliteThread,
    slowQueryMs: config.slowQueryMs,
  };
}
