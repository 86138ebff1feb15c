import { CALLS } from '@coach/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db';

const inGroups = (path: string, groups: string[]) => groups.some((g) => path === g || path.startsWith(g + '/'));

/** Api paths used by the pages of the given menu groups (per the spec's call table). */
export function apisOfGroups(groups: string[]): string[] {
  return [...new Set(CALLS.filter((c) => c.pages.some((p) => inGroups(p, groups))).map((c) => c.path))];
}

/** Grants a role every menu node and page of the groups, and the calls those pages make. */
export async function grantGroups(tx: Db, roleId: string, groups: string[]): Promise<void> {
  const apis = apisOfGroups(groups);
  const menuMatch = sql.join(groups.map((g) => sql`(path = ${g} OR path LIKE ${g + '/%'})`), sql` OR `);
  await tx.execute(sql`
    INSERT INTO sys_role_resource (role_id, resource_id)
    SELECT ${roleId}, id FROM sys_resource
    WHERE (type = 'menu' AND (${menuMatch}))
       OR (type = 'api' AND path IN (${sql.join(apis.map((a) => sql`${a}`), sql`, `)}))
    ON CONFLICT DO NOTHING`);
}
