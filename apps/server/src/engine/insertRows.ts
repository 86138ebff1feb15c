import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../platform/db';
import { copyRows, copyRowsWithIds, copyToTemporary } from '../platform/pgliteCopy';
import { ident } from './codec';
import { rowsOf } from './rowAccess';

/** From how many rows an INSERT … SELECT on PGlite reads them from a temporary copy. */
const COPY_THROUGH_TEMPORARY = 1000;

export interface InsertRowsOptions {
  /** What to answer per row, e.g. sql`id, status`. Rows come back in the order given. */
  returning?: SQL;
  /** Answer the new rows' ids ({ id } per row, in order): on PGlite still by COPY (see copyRowsWithIds). */
  ids?: boolean;
  /** The target's alias, for an `onConflict` that reads the existing row. */
  alias?: string;
  /** e.g. sql`ON CONFLICT (...) DO UPDATE SET n = t.n + EXCLUDED.n`. */
  onConflict?: SQL;
  /** Rows per statement. */
  size?: number;
}

/**
 * Inserts many rows (objects keyed by column name, all of one shape): on PGlite with COPY when
 * nothing but ids is answered (see copyRows), from a temporary copy for thousands of rows with
 * ON CONFLICT or RETURNING, otherwise a few thousand per statement as one JSON
 * parameter that PostgreSQL expands with the table's own column types
 * (json_populate_recordset). A VALUES list with a bound parameter per value costs twice as
 * much (drizzle building it, the server parsing every parameter) and passes PGlite's
 * parameter limit past a few thousand rows.
 */
export async function insertRows<T = Record<string, unknown>>(
  tx: Db,
  table: string,
  rows: readonly Record<string, unknown>[],
  options: InsertRowsOptions = {},
): Promise<T[]> {
  if (!rows.length) return [];
  if (options.ids && !options.returning && !options.onConflict) {
    const ids = await copyRowsWithIds(tx, table, Object.keys(rows[0]), rows);
    if (ids) return ids.map((id) => ({ id }) as T);
    return insertRows<T>(tx, table, rows, { ...options, ids: false, returning: sql`id` });
  }
  if (!options.returning && !options.onConflict && (await copyRows(tx, table, Object.keys(rows[0]), rows))) return [];
  const columns = sql.join(
    Object.keys(rows[0]).map((c) => ident(c)),
    sql`, `,
  );
  const target = options.alias ? sql`${ident(table)} AS ${ident(options.alias)}` : ident(table);
  const tail = sql`${options.onConflict ?? sql``} ${options.returning ? sql`RETURNING ${options.returning}` : sql``}`;
  // Thousands of rows on PGlite: COPY into a temporary table beats parsing them out of JSON.
  const temporary =
    rows.length >= COPY_THROUGH_TEMPORARY ? await copyToTemporary(tx, table, Object.keys(rows[0]), rows) : undefined;
  if (temporary) {
    const answer = await rowsOf<T>(
      tx,
      sql`INSERT INTO ${target} (${columns}) SELECT ${columns} FROM ${ident(temporary)} ${tail}`,
    );
    await tx.execute(sql`DROP TABLE ${ident(temporary)}`);
    return answer;
  }
  const size = options.size ?? 5000;
  const out: T[] = [];
  for (let at = 0; at < rows.length; at += size) {
    const json = JSON.stringify(rows.slice(at, at + size));
    const answer = await rowsOf<T>(
      tx,
      sql`INSERT INTO ${target} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${ident(table)}, ${json}::json) ${tail}`,
    );
    out.push(...answer);
  }
  return out;
}
