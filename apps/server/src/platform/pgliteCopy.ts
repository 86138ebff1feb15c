import { entityKind } from 'drizzle-orm';
import type { Db } from './db';

/*
 * Bulk writing on PGlite: COPY from a blob, which PGlite takes as a parameter of the query. On
 * PostgreSQL (node-postgres has no COPY without another package) each function answers that it
 * did nothing, and the caller inserts otherwise (engine/insertRows.ts).
 */

/** What a PGlite client (or one of its transactions) offers beyond drizzle: COPY from a blob. */
interface PgliteQueryable {
  query(text: string, params?: unknown[], options?: { blob: Blob }): Promise<unknown>;
}

/** A value in COPY's text format. */
function copyText(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (value === null || value === undefined) return '\\N';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[\\\t\n\r]/.test(text) ? text.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c]) : text;
}
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/**
 * Writes rows with COPY when `db` (the database or a transaction) runs on PGlite, which takes
 * the data as a blob: ~1.5 to 2 times as fast as any INSERT for thousands of rows. Answers false
 * on PostgreSQL (node-postgres has no COPY without another package), for the caller's INSERT.
 */
export async function copyRows(
  db: Db,
  table: string,
  columns: string[],
  rows: readonly Record<string, unknown>[],
): Promise<boolean> {
  const client = pgliteClientOf(db);
  if (!client) return false;
  await copyInto(client, table, columns, rows);
  return true;
}

/**
 * copyRows for rows whose new ids the caller needs: the ids are drawn from the table's
 * sequence first (as the inserts would have drawn them, in order) and written with the rows.
 * Undefined on PostgreSQL.
 */
export async function copyRowsWithIds(
  db: Db,
  table: string,
  columns: string[],
  rows: readonly Record<string, unknown>[],
): Promise<string[] | undefined> {
  const client = pgliteClientOf(db);
  if (!client) return undefined;
  // One PGlite connection, in its transaction: nobody else draws from the sequence meanwhile,
  // so the next n values are taken at once (nextval per row costs ~5 µs each).
  const seq = `pg_get_serial_sequence('"${table}"', 'id')`;
  const drawn = (await client.query(
    `SELECT setval(${seq}, nextval(${seq}) + ${rows.length - 1}) - ${rows.length - 1} AS first`,
  )) as { rows: { first: string }[] };
  const first = BigInt(drawn.rows[0].first);
  const ids = rows.map((_, i) => String(first + BigInt(i)));
  await copyInto(
    client,
    table,
    ['id', ...columns.filter((c) => c !== 'id')],
    rows.map((row, i) => ({ ...row, id: ids[i] })),
  );
  return ids;
}

/**
 * On PGlite, copies rows into a temporary table of the target's columns (no constraints, no
 * indexes) and answers its name, for an INSERT … SELECT that needs more than COPY offers (ON
 * CONFLICT, RETURNING); the caller drops it. Undefined on PostgreSQL.
 */
export async function copyToTemporary(
  db: Db,
  table: string,
  columns: string[],
  rows: readonly Record<string, unknown>[],
): Promise<string | undefined> {
  const client = pgliteClientOf(db);
  if (!client) return undefined;
  const temporary = `copied_${table}`;
  await client.query(`DROP TABLE IF EXISTS "${temporary}"`);
  await client.query(
    `CREATE TEMPORARY TABLE "${temporary}" AS SELECT ${columns.map((c) => `"${c}"`).join(', ')} FROM "${table}" WITH NO DATA`,
  );
  await copyInto(client, temporary, columns, rows);
  return temporary;
}

/** The PGlite client (or transaction) under a drizzle database; undefined on PostgreSQL. */
function pgliteClientOf(db: Db): PgliteQueryable | undefined {
  // drizzle keeps the client of a session private; its kind tells PGlite's apart.
  const session = db._.session as unknown as { constructor: Record<symbol, unknown>; client: PgliteQueryable };
  return session.constructor[entityKind] === 'PgliteSession' ? session.client : undefined;
}

async function copyInto(
  client: PgliteQueryable,
  table: string,
  columns: string[],
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  const lines = rows.map((row) => columns.map((c) => copyText(row[c])).join('\t'));
  const list = columns.map((c) => `"${c}"`).join(', ');
  await client.query(`COPY "${table}" (${list}) FROM '/dev/blob'`, [], { blob: new Blob([lines.join('\n') + '\n']) });
}
