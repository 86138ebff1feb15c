import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
// Types only: no call uses drizzle's relational queries, so the tables' modules stay out of the
// database's first load (a start opens PGlite while the rest of the server loads).
import type * as schema from '../db/schema';
import { startFromTemplate } from '../db/dataTemplate';
import type { ReplicaSet } from './replicas/replicaSet';
import { migrateOnce } from '../db/migrateOnce';
import type { PGlite as PGliteClient } from '@electric-sql/pglite';
import type { ThreadedPglite } from './pgliteThread/threadedPglite';
import { PGLITE_EXTRA_START_PARAMS, PGLITE_PARSERS } from './pgliteSettings';
import type { RawSql } from './queue/rawSql';
import { log } from './log';
import { timePglite, timeStatements } from './slowStatements';

export type Schema = typeof schema;
/** The one database type features use, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'pg';
  /** Runs raw SQL and returns its rows (hot paths and set-based statements). */
  rows<T = Record<string, unknown>>(query: SQL): Promise<T[]>;
  close(): Promise<void>;
  /** PostgreSQL with DATABASE_READ_URL: the hot standbys read calls may read from (see readRouting). */
  replicas?: ReplicaSet;
  /** PGlite only: the whole data folder as a tar (tests copy a migrated template from it). */
  dump?(): Promise<Blob>;
  /**
   * The driver itself for a library that brings its own SQL (the job queue's schema and
   * statements): with values one statement, without them a script of several.
   */
  raw: RawSql;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL only: hot standbys to read from, and how far behind one may be (ms). */
  readUrls?: readonly string[];
  readMaxLagMs?: number;
  migrationsFolder: string;
  /** PGlite only: start from this dumped data folder (already migrated) instead of initdb. */
  pgliteTemplate?: Blob;
  /** PGlite only: a new data folder starts as a copy of this prepared one (see dataTemplate.ts). */
  dataTemplate?: string;
  /** PGlite only: run it on a thread of its own (see pgliteThread/), or the one already started. */
  pgliteThread?: boolean | ThreadedPglite;
  /** A statement slower than this (ms) is logged as a warning (COACH_SLOW_QUERY_MS); unset or 0: not timed. */
  slowQueryMs?: number;
}

/** Opens PGlite (embedded, default) or PostgreSQL (DATABASE_URL) and applies the migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const { database, migrated } = await startDatabase(options);
  await migrated;
  return database;
}

/** A database handed over before it is open: nothing may be asked of it before `migrated`. */
export interface StartingDatabase {
  database: Database;
  /** PGlite open and the migrations applied (a failure has closed the client). */
  migrated: Promise<void>;
}

/**
 * openDatabase in two steps, for a start that has work of its own to do meanwhile: the client
 * at once, and the migrations' promise (on PGlite the first statement waits for the folder to
 * open, ~0.5 s on its thread, in which main.ts registers the calls). PostgreSQL is migrated
 * before this resolves, as openDatabase always did.
 */
export async function startDatabase(options: DatabaseOptions): Promise<StartingDatabase> {
  // Statements are timed once the migrations ran (the first waits for PGlite to open).
  const slowMs = options.slowQueryMs ?? 0;
  let timedFrom = 0;
  const threshold = () => timedFrom;
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // bigint columns come back as strings; ids stay strings, times are parsed where used.
    // A connection that cannot be had within 10 s (the primary lost, a balancer with nothing
    // behind it) fails the call (系统繁忙) instead of holding it until the client gives up.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 10_000 });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool opens a new one on the next query.
    pool.on('error', (error) => log.warn(`PostgreSQL idle connection lost: ${error.message}`));
    // A connection lost while checked out (a transaction waiting between statements, an import
    // whose backend is terminated) reports on the client itself: unheard, that error would end
    // the process. The statement in flight fails instead (系统繁忙) and the pool drops it.
    pool.on('connect', (client) => {
      client.on('error', (error) => log.warn(`PostgreSQL connection lost: ${error.message}`));
      // A transaction's statements go to its checked-out client (the pool's own query, below,
      // talks to the client with a callback, which is not timed twice).
      if (slowMs) timeStatements(client, threshold);
    });
    if (slowMs) timeStatements(pool, threshold);
    const db = drizzle(pool) as unknown as Db;
    const rows = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
    await migrateOnce(
      rows,
      options.migrationsFolder,
      () => migrate(db as never, { migrationsFolder: options.migrationsFolder }),
      options.databaseUrl,
    );
    timedFrom = slowMs;
    let replicas: ReplicaSet | undefined;
    if (options.readUrls?.length) {
      const { ReplicaSet } = await import('./replicas/replicaSet');
      replicas = new ReplicaSet(pool, options.readUrls, options.readMaxLagMs ?? 2000, slowMs);
      await replicas.start();
    }
    const close = async () => {
      await replicas?.close();
      await pool.end();
    };
    const raw: RawSql = {
      async executeSql(text, values) {
        // A script (no values) answers one result per statement: its last, as PGlite's does.
        const answer = (await pool.query(text, values)) as unknown as { rows: unknown[] } | { rows: unknown[] }[];
        return Array.isArray(answer) ? (answer.at(-1) ?? { rows: [] }) : answer;
      },
    };
    return { database: { db, driver: 'pg', rows, close, replicas, raw }, migrated: Promise.resolve() };
  }
  const inFolder = options.dataDir && !options.dataDir.includes('://') && !options.pgliteTemplate;
  if (inFolder && options.dataTemplate) await startFromTemplate(options.dataDir, options.dataTemplate);
  const loadDataDir = options.pgliteTemplate;
  // On its own thread, PGlite opens while this one loads the rest of the server (main.ts starts
  // the thread before even this module loads).
  const threaded =
    options.pgliteThread === true
      ? (await import('./pgliteThread/threadedPglite')).startPgliteThread(options.dataDir, loadDataDir)
      : options.pgliteThread || undefined;
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client =
    threaded ??
    new PGlite({
      dataDir: options.dataDir,
      startParams: [...PGlite.defaultStartParams, ...PGLITE_EXTRA_START_PARAMS],
      parsers: PGLITE_PARSERS,
      ...(loadDataDir ? { loadDataDir } : {}),
    });
  if (slowMs) timePglite(client, threshold);
  // drizzle's driver asks the client for query and transaction only, which both give alike.
  const db = drizzle(client as PGliteClient) as unknown as Db;
  const rows = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const migrated = migrateOnce(rows, options.migrationsFolder, () =>
    migrate(db as never, { migrationsFolder: options.migrationsFolder }),
  ).then(
    () => {
      timedFrom = slowMs;
    },
    async (error: unknown) => {
      await client.close().catch(() => undefined);
      throw error;
    },
  );
  // Awaited by whoever asked; a start that fails before that must not report it unheard.
  migrated.catch(() => undefined);
  const database: Database = {
    db,
    driver: 'pglite',
    rows,
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
    raw: {
      async executeSql(text, values) {
        if (values?.length) return client.query(text, values);
        return (await client.exec(text)).at(-1) ?? { rows: [] };
      },
    },
  };
  return { database, migrated };
}

export { sql };
