import { sql } from 'drizzle-orm';
import type { Db } from '@coach/server/platform/db.ts';
import { BizError } from '@coach/server/platform/envelope.ts';
import { hashPassword } from '@coach/server/platform/auth/password.ts';
import { rowsOf, type EngineContext } from '@coach/server/engine/index.ts';
import { initialPassword } from '@coach/server/platform/auth/initialPassword.ts';

/** Role every channel login account gets (seeded with each tenant). */
export const CHANNEL_ROLE_CODE = 'CHANNEL_USER';

/** Tenant: login names are unique across tenants (the login form names no tenant), so every tenant's users are asked. */
export async function assertAccountFree(tx: Db, account: string) {
  const [hit] = await rowsOf(tx, sql`SELECT 1 FROM sys_user WHERE account = ${account}`);
  if (hit) throw new BizError('登录账号已存在', '409');
}

/**
 * Creates the channel's login account (enterpriseType 4, bound to the channel, role
 * CHANNEL_USER) with a random initial password, answered once to the administrator.
 */
export async function createChannelAccount(
  tx: Db,
  ctx: EngineContext,
  channel: { id: string; account: string; name: string; mobile: string | null },
): Promise<string> {
  const [role] = await rowsOf<{ id: string }>(
    tx,
    sql`SELECT id FROM sys_role
    WHERE tenant_id = ${ctx.tenantId} AND role_code = ${CHANNEL_ROLE_CODE} AND deleted = 0 LIMIT 1`,
  );
  if (!role) throw new BizError('未找到渠道用户角色（CHANNEL_USER），请先在角色管理中创建');
  await assertAccountFree(tx, channel.account);
  const password = initialPassword();
  const hash = await hashPassword(password);
  const [{ id }] = await rowsOf<{ id: string }>(
    tx,
    sql`
    INSERT INTO sys_user (tenant_id, account, password_hash, name, mobile, enterprise_type, channel_id, initial_password, create_by, update_by)
    VALUES (${ctx.tenantId}, ${channel.account}, ${hash}, ${channel.name.slice(0, 50)}, ${channel.mobile}, 4, ${channel.id}, 1, ${ctx.userId}, ${ctx.userId})
    RETURNING id`,
  );
  await tx.execute(sql`INSERT INTO sys_user_role (user_id, role_id) VALUES (${id}, ${role.id})`);
  return password;
}

/** Login accounts bound to the channels (to disable, delete or log them out with the channel). */
export async function channelUserIds(tx: Db, ctx: EngineContext, channelIds: string[]): Promise<string[]> {
  if (channelIds.length === 0) return [];
  const rows = await rowsOf<{ id: string }>(
    tx,
    sql`SELECT id FROM sys_user WHERE tenant_id = ${ctx.tenantId}
    AND enterprise_type = 4 AND channel_id IN (${sql.join(
      channelIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return rows.map((r) => String(r.id));
}
