import { sql } from 'drizzle-orm';
import { hashPassword } from '../src/platform/auth/password';
import type { TestApp } from './testApp';

/** A second tenant with its own administrator, to prove rows never cross tenants. */
export async function secondTenantAdmin(t: TestApp): Promise<{ tenantId: string; token: string }> {
  const { rows } = t.services.database;
  const [{ id: tenantId }] = await rows<{ id: string }>(
    sql`INSERT INTO sys_tenant (name, code) VALUES ('另一家驾校', 'other') RETURNING id`,
  );
  const [{ id: roleId }] = await rows<{
    id: string;
  }>(sql`INSERT INTO sys_role (tenant_id, role_name, role_code, is_default)
    VALUES (${tenantId}, '超级管理员', 'BBFW_ADMIN', 1) RETURNING id`);
  const hash = await hashPassword('Other2026');
  const [{ id: userId }] = await rows<{
    id: string;
  }>(sql`INSERT INTO sys_user (tenant_id, account, password_hash, name, enterprise_type)
    VALUES (${tenantId}, 'otheradmin', ${hash}, '别家管理员', 1) RETURNING id`);
  await rows(sql`INSERT INTO sys_user_role (user_id, role_id) VALUES (${userId}, ${roleId})`);
  return { tenantId: String(tenantId), token: await t.login('otheradmin', 'Other2026') };
}

export async function countRows(t: TestApp, table: string): Promise<number> {
  const [{ n }] = await t.services.database.rows<{ n: string }>(sql`SELECT count(*) AS n FROM ${sql.raw(table)}`);
  return Number(n);
}
