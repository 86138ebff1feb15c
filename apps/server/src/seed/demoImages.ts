import { sql } from 'drizzle-orm';
import { columnOf, RESOURCES, type FieldDef } from '@coach/domain';
import type { Database } from '../platform/db';
import { FILE_KEY_PATTERN, type FileStore } from '../platform/files/fileStore';
import { ident } from '../engine';
import { demoPng } from './demoPng';
import { storeDemoFiles, type DemoFile } from './demoFiles';

const isKey = (value: unknown) => typeof value === 'string' && FILE_KEY_PATTERN.test(value);
const IMAGES_PER_GALLERY = 3;

type ImageColumn = { table: string; column: string; field: FieldDef };

/** Each image field of every resource (not the ones only students fill in), once per column. */
function imageColumns(): ImageColumn[] {
  const columns = new Map<string, ImageColumn>();
  for (const def of RESOURCES) {
    for (const field of def.fields) {
      if ((field.kind !== 'image' && field.kind !== 'images') || field.readOnly) continue;
      const column = columnOf(field);
      if (!columns.has(`${def.table}.${column}`))
        columns.set(`${def.table}.${column}`, { table: def.table, column, field });
    }
  }
  return [...columns.values()];
}

/**
 * Gives every image of the demo records a real picture in the file store: seeds write names
 * such as `demo/examroom/advert-1.png`, which `getDownloadUrl` cannot find, so lists showed
 * the names instead of thumbnails. Every image field's value that is empty or not a stored key
 * gets a generated PNG, and the row then holds its key; rows already holding keys are left
 * alone. With the files in the database (`inDatabase`, the default store) the ~2 000 pictures
 * are written by one statement (see storeDemoFiles), each of the ≤360 looks of a size sent once.
 */
export async function seedDemoImages(
  database: Database,
  files: FileStore,
  tenantId: string,
  inDatabase = false,
): Promise<number> {
  const columns = imageColumns();
  const rows = await database.rows<{ n: number; id: string; value: string | null }>(
    sql`SELECT * FROM (${sql.join(
      columns.map(
        (c, n) =>
          sql`SELECT ${n}::int AS n, id, ${ident(c.column)}::text AS value FROM ${ident(c.table)} WHERE tenant_id = ${tenantId}`,
      ),
      sql` UNION ALL `,
    )}) AS images ORDER BY n, id`,
  );
  const pictures: DemoFile[] = [];
  // Per column, the rows' new values: an index into `pictures`, or a gallery of them.
  const filled = columns.map(() => [] as { id: string; pictures: number[] }[]);
  for (const row of rows) {
    const { table, column, field } = columns[Number(row.n)];
    const name = `${table}-${column}-${row.id}`;
    const picture = (title: string) =>
      pictures.push({ name: `${title}.png`, contentType: 'image/png', bytes: demoPng(title, 320, 180) }) - 1;
    if (field.kind === 'image') {
      if (isKey(row.value)) continue;
      filled[Number(row.n)].push({ id: String(row.id), pictures: [picture(name)] });
    } else {
      const list = row.value ? (JSON.parse(row.value) as unknown) : [];
      if (Array.isArray(list) && list.length && list.every(isKey)) continue;
      filled[Number(row.n)].push({
        id: String(row.id),
        pictures: Array.from({ length: IMAGES_PER_GALLERY }, (_, i) => picture(`${name}-${i + 1}`)),
      });
    }
  }
  if (!pictures.length) return 0;
  const keys = await storeDemoFiles(database, files, tenantId, pictures, inDatabase);
  for (const [n, list] of filled.entries()) {
    if (!list.length) continue;
    const { table, column, field } = columns[n];
    const values = list.map((r) => ({
      id: r.id,
      value: field.kind === 'image' ? keys[r.pictures[0]] : JSON.stringify(r.pictures.map((p) => keys[p])),
    }));
    const value = field.kind === 'image' ? sql`v.value` : sql`v.value::jsonb`;
    await database.rows(sql`UPDATE ${ident(table)} AS t SET ${ident(column)} = ${value}
      FROM json_to_recordset(${JSON.stringify(values)}::json) AS v(id bigint, value text) WHERE t.id = v.id`);
  }
  return pictures.length;
}
