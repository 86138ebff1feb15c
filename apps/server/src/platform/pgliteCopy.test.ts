import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import type { Db } from './db';
import { copyRows, copyRowsWithIds, copyToTemporary } from './pgliteCopy';

describe('COPY on PGlite', () => {
  let client: PGlite;
  let db: Db;
  const rowsOf = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  beforeAll(async () => {
    client = new PGlite({ parsers: { 20: (value: string) => value } });
    db = drizzle(client) as unknown as Db;
    await client.exec(`CREATE TABLE copied (id bigserial PRIMARY KEY, name text, n bigint, doc jsonb, note text)`);
  });
  afterAll(() => client.close());

  it('writes text with tabs, line breaks and backslashes, nulls, numbers and JSON as given', async () => {
    const rows = [
      { name: 'a\tb', n: 1, doc: { list: [1, 'x\\y'] }, note: null },
      { name: '第一行\n第二行\r', n: 12345678901, doc: [], note: 'C:\\temp' },
    ];
    expect(await copyRows(db, 'copied', ['name', 'n', 'doc', 'note'], rows)).toBe(true);
    const back = await rowsOf(sql`SELECT name, n, doc, note FROM copied ORDER BY id`);
    expect(back).toEqual([
      { name: 'a\tb', n: '1', doc: { list: [1, 'x\\y'] }, note: null },
      { name: '第一行\n第二行\r', n: '12345678901', doc: [], note: 'C:\\temp' },
    ]);
  });

  it('answers the ids the rows got, in order, and the sequence goes on after them', async () => {
    const ids = await copyRowsWithIds(db, 'copied', ['name'], [{ name: 'x' }, { name: 'y' }, { name: 'z' }]);
    const back = await rowsOf(sql`SELECT id, name FROM copied WHERE name IN ('x', 'y', 'z') ORDER BY id`);
    expect(back.map((r) => [r.id, r.name])).toEqual([
      [ids![0], 'x'],
      [ids![1], 'y'],
      [ids![2], 'z'],
    ]);
    const [next] = await rowsOf(sql`INSERT INTO copied (name) VALUES ('after') RETURNING id`);
    expect(BigInt(String(next.id))).toBe(BigInt(ids![2]) + 1n);
  });

  it('copies into a temporary table of the target columns for an INSERT … SELECT', async () => {
    const temporary = await copyToTemporary(db, 'copied', ['name', 'n'], [{ name: 'temp', n: 7 }]);
    const [inserted] = await rowsOf(
      sql`INSERT INTO copied (name, n) SELECT name, n FROM ${sql.identifier(temporary!)} RETURNING name, n`,
    );
    expect(inserted).toEqual({ name: 'temp', n: '7' });
    await db.execute(sql`DROP TABLE ${sql.identifier(temporary!)}`);
  });
});
