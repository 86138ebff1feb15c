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
  const menuMatch = sql.join(
    groups.map((g) => sql`(path = ${g} OR path LIKE ${g + '/%'})`),
    sql` OR `,
  );
  await tx.execute(sql`
    INSERT INTO sys_role_resource (role_id, resource_id)
    SELECT ${roleId}, id FROM sys_resource
    WHERE (type = 'menu' AND (${menuMatch}))
       OR (type = 'api' AND path IN (${sql.join(
         apis.map((a) => sql`${a}`),
         sql`, `,
       )}))
    ON CONFLICT DO NOTHING`);
}

/**
 * Grants a role the buttons of the groups' pages (or of the pages themselves) except the given actions (`<page>:<action>`):
 * the channel role holds its area's buttons but not the staff-only 财务核对 and 打款.
 */
export async function grantGroupButtons(
  tx: Db,
  roleId: string,
  groups: string[],
  exceptActions: readonly string[],
): Promise<void> {
  const pageMatch = sql.join(
    // A group is a menu group or a single page (学员查询): the page's own buttons too.
    groups.map((g) => sql`(parent_path = ${g} OR parent_path LIKE ${g + '/%'})`),
    sql` OR `,
  );
  const except = exceptActions.length
    ? sql`AND split_part(path, ':', 2) NOT IN (${sql.join(
        exceptActions.map((a) => sql`${a}`),
        sql`, `,
      )})`
    : sql``;
  await tx.execute(sql`
    INSERT INTO sys_role_resource (role_id, resource_id)
    SELECT ${roleId}, id FROM sys_resource WHERE type = 'button' AND (${pageMatch}) ${except}
    ON CONFLICT DO NOTHING`);
}

/**
 * The administrator's 查看明文数据 (`data:plaintext`): it sees phone and ID numbers whole and
 * is offered 数据脱敏 in the user menu to hide them again (domain.md: masking). Other roles get
 * it only when granted on the role page.
 */
export async function grantPlaintext(tx: Db, roleId: string): Promise<void> {
  await tx.execute(sql`
    INSERT INTO sys_role_resource (role_id, resource_id)
    SELECT ${roleId}, id FROM sys_resource WHERE type = 'button' AND path = 'data:plaintext'
    ON CONFLICT DO NOTHING`);
}
