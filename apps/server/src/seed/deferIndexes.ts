import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db';
import { rowsOf } from '../engine';

/**
 * Runs `load`, which fills `table`, with the table's plain indexes dropped and built again
 * after it, when the table is empty (a first start): building an index over the loaded rows
 * costs a third less than keeping 10 to 15 indexes up to date row by row (bbxc_booking,
 * bbxc_plan_class, bbxc_exam_record: ~0.1 s each on PGlite). The indexes come back from their
 * own definitions (pg_get_indexdef), names and all, in the caller's transaction. Unique
 * indexes and those of constraints stay: they guard the load and serve its ON CONFLICT.
 * A table with rows, or a partitioned one, is loaded as it is.
 */
export async function withIndexesDeferred<T>(tx: Db, table: string, load: () => Promise<T>): Promise<T> {
  const indexes = await rowsOf<{ name: string; def: string }>(
    tx,
    sql`SELECT i.relname AS name, pg_get_indexdef(x.indexrelid) AS def
    FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
    WHERE t.oid = to_regclass(${table}) AND t.relkind = 'r' AND NOT x.indisunique
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)
      AND NOT EXISTS (SELECT 1 FROM ${sql.identifier(table)})
    ORDER BY i.relname`,
  );
  if (!indexes.length) return load();
  await tx.execute(sql.raw(`DROP INDEX ${indexes.map((i) => `"${i.name}"`).join(', ')}`));
  const answer = await load();
  for (const i of indexes) await tx.execute(sql.raw(i.def));
  return answer;
}
