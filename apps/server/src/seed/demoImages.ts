import { sql } from 'drizzle-orm';
import { columnOf, RESOURCES, type FieldDef } from '@coach/domain';
import type { Database } from '../platform/db';
import { FILE_KEY_PATTERN, type FileStore } from '../platform/files/fileStore';
import { demoPng } from './demoPng';

const isKey = (value: unknown) => typeof value === 'string' && FILE_KEY_PATTERN.test(value);
const IMAGES_PER_GALLERY = 3;

/**
 * Gives every image of the demo records a real picture in the file store: seeds write names
 * such as `demo/examroom/advert-1.png`, which `getDownloadUrl` cannot find, so lists showed
 * the names instead of thumbnails. Each image field of every resource (not the ones only
 * students fill in) whose value is empty or not a stored key gets a generated PNG stored
 * through the file service, and the row then holds its key. Rows already holding keys are
 * left alone, so this runs at every start at the cost of one query per image column.
 */
export async function seedDemoImages(database: Database, files: FileStore, tenantId: string): Promise<number> {
  let stored = 0;
  const done = new Set<string>();
  for (const def of RESOURCES) {
    for (const field of def.fields) {
      if ((field.kind !== 'image' && field.kind !== 'images') || field.readOnly) continue;
      const column = columnOf(field);
      if (done.has(`${def.table}.${column}`)) continue;
      done.add(`${def.table}.${column}`);
      stored += await fillColumn(database, files, tenantId, def.table, column, field);
    }
  }
  return stored;
}

async function fillColumn(database: Database, files: FileStore, tenantId: string, table: string, column: string, field: FieldDef): Promise<number> {
  const rows = await database.rows<{ id: string; value: unknown }>(
    sql`SELECT id, ${sql.identifier(column)} AS value FROM ${sql.identifier(table)} WHERE tenant_id = ${tenantId} ORDER BY id`,
  );
  let stored = 0;
  const picture = async (name: string) => {
    stored++;
    return files.put({ tenantId, name: `${name}.png`, contentType: 'image/png', createBy: null }, demoPng(name, 320, 180));
  };
  // Keys collected and written in one statement per column (thousands of rows in a demo tenant).
  const filled: { id: string; value: string }[] = [];
  for (const row of rows) {
    const name = `${table}-${column}-${row.id}`;
    if (field.kind === 'image') {
      if (isKey(row.value)) continue;
      filled.push({ id: String(row.id), value: await picture(name) });
    } else {
      const list = Array.isArray(row.value) ? row.value : [];
      if (list.length && list.every(isKey)) continue;
      const keys: string[] = [];
      for (let i = 1; i <= IMAGES_PER_GALLERY; i++) keys.push(await picture(`${name}-${i}`));
      filled.push({ id: String(row.id), value: JSON.stringify(keys) });
    }
  }
  if (filled.length) {
    const value = field.kind === 'image' ? sql`v.value` : sql`v.value::jsonb`;
    await database.rows(sql`UPDATE ${sql.identifier(table)} AS t SET ${sql.identifier(column)} = ${value}
      FROM jsonb_to_recordset(${JSON.stringify(filled)}::jsonb) AS v(id text, value text) WHERE t.id::text = v.id`);
  }
  return stored;
}
