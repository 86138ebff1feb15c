import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db';

/** What pg-boss asks of a database: one call taking its own SQL text and `$n` values. */
export interface RawSql {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Its own statement as drizzle SQL: the text around the `$n` placeholders kept as written and
 * each placeholder the value it names, sent as a parameter (never spliced into the text).
 */
export function statementOf(text: string, values: readonly unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, i) => {
    if (i % 2 === 0) chunks.push(sql.raw(part));
    // One parameter even for an array (`$3::uuid[]`), which a template value would spread into a list.
    else chunks.push(sql`${sql.param(values[Number(part) - 1] ?? null)}`);
  });
  return sql.join(chunks, sql``);
}

/**
 * A transaction (or the database) as pg-boss's `db` option: a job sent or completed through it
 * commits or rolls back with the rest of the transaction (the filing's answer and its job's
 * completion are one write). Single statements only, as send and complete are.
 */
export function rawSqlOver(db: Db): RawSql {
  return {
    async executeSql(text, values) {
      return (await db.execute(statementOf(text, values))) as unknown as { rows: unknown[] };
    },
  };
}
