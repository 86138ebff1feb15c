import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db';
import type { RequestContext } from '../../platform/requestContext';

const str = (v: unknown) => (v == null ? null : String(v));

/** The user info of `load` (docs/platform-contract.md). Tenant: the signed-in user's own row and roles. */
export async function sessionUser(database: Database, ctx: RequestContext) {
  const [user] = await database.rows<Record<string, unknown>>(sql`
    SELECT u.id, u.account, u.name, u.mobile, u.tenant_id, t.name AS tenant_name, u.enterprise_type,
           u.channel_id, c.name AS channel_name, u.school_id, u.store_id, u.province, u.city
    FROM sys_user u JOIN sys_tenant t ON t.id = u.tenant_id
    LEFT JOIN bbxc_channel c ON c.id = u.channel_id
    WHERE u.id = ${ctx.userId}`);
  const roles = await database.rows<{ id: string; role_name: string; role_code: string }>(sql`
    SELECT r.id, r.role_name, r.role_code FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id
    WHERE ur.user_id = ${ctx.userId} AND r.disable = 0 AND r.deleted = 0 ORDER BY r.id`);
  return {
    id: String(user.id),
    account: String(user.account),
    name: String(user.name),
    mobile: str(user.mobile),
    tenantId: String(user.tenant_id),
    tenantName: String(user.tenant_name),
    enterpriseType: Number(user.enterprise_type),
    isChannel: ctx.isChannel,
    channelId: str(user.channel_id),
    channel: user.channel_id == null ? null : { id: String(user.channel_id), name: String(user.channel_name) },
    schoolId: str(user.school_id),
    storeId: str(user.store_id),
    roles: roles.map((r) => ({ id: String(r.id), roleName: r.role_name, roleCode: r.role_code })),
    province: str(user.province),
    city: str(user.city),
  };
}

/** Menu paths and button codes the user's enabled roles grant. Tenant: the user's own roles. */
export async function grantedResources(database: Database, userId: string, types: ('menu' | 'button')[]) {
  const rows = await database.rows<{ type: string; path: string; parent_path: string | null }>(sql`
    SELECT DISTINCT res.type, res.path, res.parent_path FROM sys_user_role ur
    JOIN sys_role r ON r.id = ur.role_id AND r.disable = 0 AND r.deleted = 0
    JOIN sys_role_resource rr ON rr.role_id = r.id
    JOIN sys_resource res ON res.id = rr.resource_id
    WHERE ur.user_id = ${userId} AND res.type IN (${sql.join(
      types.map((t) => sql`${t}`),
      sql`, `,
    )})
    ORDER BY res.path`);
  return rows;
}
