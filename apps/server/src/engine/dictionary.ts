import { sql } from 'drizzle-orm';
import type { DictItem } from '@coach/domain';
import type { Db } from '../platform/db';
import { rowsOf } from './rowAccess';

/**
 * The dictionaries (字典管理) as a tenant sees them: its own entries of a type replace the
 * shared defaults of that type; disabled entries are left out. `types` narrows the read to
 * the types asked for (an export reads only its fields' dictionaries).
 */
export async function tenantDictionary(
  db: Db,
  tenantId: string,
  types?: readonly string[],
): Promise<Record<string, DictItem[]>> {
  if (types && types.length === 0) return {};
  const only = types
    ? sql`AND type IN (${sql.join(
        types.map((t) => sql`${t}`),
        sql`, `,
      )})`
    : sql``;
  const rows = await rowsOf<{ type: string; value: string; label: string; tenant_id: string | null }>(
    db,
    sql`
    SELECT type, value, label, tenant_id FROM sys_dictionary
    WHERE (tenant_id IS NULL OR tenant_id = ${tenantId}) AND disable = 0 ${only}
    ORDER BY type, sort, id`,
  );
  const tenantTypes = new Set(rows.filter((r) => r.tenant_id != null).map((r) => r.type));
  const dict: Record<string, DictItem[]> = {};
  for (const row of rows) {
    if (row.tenant_id == null && tenantTypes.has(row.type)) continue;
    (dict[row.type] ??= []).push({ value: row.value, label: row.label });
  }
  return dict;
}
