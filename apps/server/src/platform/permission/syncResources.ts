import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import { resourceCatalog, type ResourceEntry } from './resourceCatalog';

/**
 * Brings sys_resource in line with the code's catalogue. Skipped when nothing changed since
 * the last start (hash in sys_meta), so an existing data folder starts fast.
 */
export async function syncResources(
  database: Database,
  { catalog, hash }: CatalogueState = catalogueState(),
): Promise<{ changed: boolean; count: number }> {
  const stored = await database.rows<{ value: string }>(sql`SELECT value FROM sys_meta WHERE key = 'resources_hash'`);
  if (stored[0]?.value === hash) return { changed: false, count: catalog.length };
  await database.db.transaction(async (tx) => {
    // Modest chunks: PGlite's WASM stack gives out on statements with thousands of parameters.
    for (let i = 0; i < catalog.length; i += 100) {
      const chunk = catalog.slice(i, i + 100);
      await tx.execute(sql`
        INSERT INTO sys_resource (type, path, name, parent_path, sort)
        VALUES ${sql.join(chunk.map(values), sql`, `)}
        ON CONFLICT (type, path) DO UPDATE SET name = excluded.name, parent_path = excluded.parent_path, sort = excluded.sort`);
    }
    // Resources the code no longer has go, and their grants with them.
    const wanted = new Set(catalog.map((e) => `${e.type} ${e.path}`));
    const existing = (await tx.execute(sql`SELECT id, type, path FROM sys_resource`)) as unknown as {
      rows: { id: string; type: string; path: string }[];
    };
    const stale = existing.rows.filter((r) => !wanted.has(`${r.type} ${r.path}`)).map((r) => String(r.id));
    for (let i = 0; i < stale.length; i += 100) {
      const ids = sql.join(
        stale.slice(i, i + 100).map((id) => sql`${id}`),
        sql`, `,
      );
      await tx.execute(sql`DELETE FROM sys_role_resource WHERE resource_id IN (${ids})`);
      await tx.execute(sql`DELETE FROM sys_resource WHERE id IN (${ids})`);
    }
    await tx.execute(sql`INSERT INTO sys_meta (key, value) VALUES ('resources_hash', ${hash})
      ON CONFLICT (key) DO UPDATE SET value = excluded.value`);
  });
  return { changed: true, count: catalog.length };
}

export interface CatalogueState {
  catalog: ResourceEntry[];
  hash: string;
}

/** The code's catalogue and its hash: no database needed (a restart makes it while PGlite opens). */
export function catalogueState(): CatalogueState {
  const catalog = resourceCatalog();
  return { catalog, hash: createHash('sha256').update(JSON.stringify(catalog)).digest('hex') };
}

function values(e: ResourceEntry) {
  return sql`(${e.type}, ${e.path}, ${e.name}, ${e.parentPath}, ${e.sort})`;
}
