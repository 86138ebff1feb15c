import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../platform/db';
import { rowsOf } from '../engine';

/**
 * Writes many demo rows a few hundred per statement (`into` wraps each chunk's joined VALUES):
 * one statement per row is slow, and one for all of them passes PGlite's parameter limit.
 * Answers what the statements returned (their RETURNING rows, in order).
 */
export async function insertChunks(tx: Db, rows: SQL[], into: (values: SQL) => SQL, size = 500): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  for (let i = 0; i < rows.length; i += size) out.push(...(await rowsOf(tx, into(sql.join(rows.slice(i, i + size), sql`, `)))));
  return out;
}
