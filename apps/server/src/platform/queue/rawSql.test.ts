import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import { statementOf } from './rawSql';

describe('a library’s own SQL as a drizzle statement', () => {
  it('keeps the text and sends every $n as a parameter, repeated ones too', () => {
    const query = new PgDialect().sqlToQuery(
      statementOf("SELECT $1::uuid[], right($2, 1), CAST($2 AS text), '$' || $10", [
        ['a', 'b'],
        "x'; DROP TABLE t; --",
        ...Array(7).fill(0),
        undefined,
      ]),
    );
    expect(query.sql).toBe("SELECT $1::uuid[], right($2, 1), CAST($3 AS text), '$' || $4");
    expect(query.params).toEqual([['a', 'b'], "x'; DROP TABLE t; --", "x'; DROP TABLE t; --", null]);
  });
});
