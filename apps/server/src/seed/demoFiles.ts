import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db';
import { newFileKey, type FileStore } from '../platform/files/fileStore';

export interface DemoFile {
  name: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * Stores generated demo files and answers their keys, in order. With the files in the database
 * (FILE_STORE=db, the default) all go in one statement as the rows the database store writes
 * (`insertFileRow`), each distinct content sent once as base64 (PGlite would turn every bytea
 * parameter into hex in JavaScript, byte by byte): a put per file took ~1 ms each, ~2 s for the
 * demo's pictures. Otherwise through the file service, one file at a time.
 */
export async function storeDemoFiles(
  database: Database,
  files: FileStore,
  tenantId: string,
  list: DemoFile[],
  inDatabase: boolean,
): Promise<string[]> {
  if (!list.length) return [];
  if (!inDatabase) {
    const keys: string[] = [];
    for (const f of list)
      keys.push(await files.put({ tenantId, name: f.name, contentType: f.contentType, createBy: null }, f.bytes));
    return keys;
  }
  const distinct = new Map<Buffer, number>();
  for (const f of list) if (!distinct.has(f.bytes)) distinct.set(f.bytes, distinct.size);
  const keys = list.map(() => newFileKey());
  const rows = list.map((f, n) => ({
    n,
    key: keys[n],
    name: f.name,
    type: f.contentType,
    content: distinct.get(f.bytes),
  }));
  const contents = [...distinct.keys()].map((bytes) => bytes.toString('base64'));
  await database.rows(sql`INSERT INTO sys_file (tenant_id, key, name, content_type, size, bytes, create_by)
    SELECT ${tenantId}, f.key, f.name, f.type, octet_length(c.bytes), c.bytes, NULL
    FROM json_to_recordset(${JSON.stringify(rows)}::json) AS f(n int, key text, name text, type text, content int)
    JOIN (SELECT (x.at - 1)::int AS content, decode(x.b64, 'base64') AS bytes FROM json_array_elements_text(${JSON.stringify(contents)}::json) WITH ORDINALITY AS x(b64, at)) c
      ON c.content = f.content
    ORDER BY f.n`);
  return keys;
}
