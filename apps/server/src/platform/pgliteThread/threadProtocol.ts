/*
 * What the server's thread and the PGlite thread say to each other (threadedPglite.ts and
 * pgliteWorker.ts). Every request carries an id its answer repeats.
 */

/** What the PGlite thread is started with (workerData). */
export interface PgliteThreadOptions {
  dataDir: string;
  /** Settings after PGlite's own start parameters. */
  extraStartParams: string[];
  /** Types answered as their text, for the server's thread to parse (see threadedPglite.ts). */
  textTypes: number[];
  /** A dumped data folder to start from (tests' migrated template). */
  loadDataDir?: Blob;
}

export type PgliteRequest =
  | {
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object';
      textTypes: number[];
      blob?: Blob;
      tx?: number;
    }
  | { op: 'exec'; sql: string; textTypes: number[]; blob?: Blob; tx?: number }
  | { op: 'begin' }
  | { op: 'commit' | 'rollback'; tx: number }
  | { op: 'dump'; compression: 'none' | 'gzip' | 'auto' }
  | { op: 'close' };

export type PgliteAnswer = { id: number } & ({ ok: true; result: unknown } | { ok: false; error: PgliteErrorFields });

/** A database error as it crosses threads: its message and PostgreSQL's fields (code first). */
export interface PgliteErrorFields {
  message: string;
  [field: string]: string | number | undefined;
}

/** PostgreSQL's error fields (pg-protocol's DatabaseError), and the statement PGlite adds. */
const ERROR_FIELDS = [
  'name',
  'code',
  'severity',
  'detail',
  'hint',
  'position',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
  'query',
] as const;

export function errorFieldsOf(error: unknown): PgliteErrorFields {
  const source = (error ?? {}) as Record<string, unknown>;
  const fields: PgliteErrorFields = { message: error instanceof Error ? error.message : String(error) };
  for (const key of ERROR_FIELDS) {
    const value = source[key];
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return fields;
}
