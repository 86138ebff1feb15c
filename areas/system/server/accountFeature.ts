import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { resourcesByName } from '@coach/domain';
import type { Services } from '@coach/server/platform/services.ts';
import type { Db } from '@coach/server/platform/db.ts';
import { BizError } from '@coach/server/platform/envelope.ts';
import { hashPassword } from '@coach/server/platform/auth/password.ts';
import { resetInitPasswordRoute } from './passwordReset';
import { bindActions, resourceHooks, rowsOf, type EngineContext } from '@coach/server/engine/index.ts';
import { liftLocks } from '@coach/server/platform/auth/loginGuard.ts';
import { initialPassword } from '@coach/server/platform/auth/initialPassword.ts';
import { endSessionsOf } from '@coach/server/platform/auth/session.ts';

const def = resourcesByName.account;

/**
 * Replaces an account's roles after checking every role is a live role of the tenant; answers
 * whether they changed.
 */
async function setRoles(tx: Db, ctx: EngineContext, userId: string, roleIds: string[]): Promise<boolean> {
  const found = await rowsOf<{ id: string }>(
    tx,
    sql`SELECT id FROM sys_role
    WHERE tenant_id = ${ctx.tenantId} AND deleted = 0 AND id IN (${sql.join(
      roleIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  if (found.length !== roleIds.length) throw new BizError('角色不存在或已删除');
  const held = await rowsOf<{ role_id: string }>(tx, sql`SELECT role_id FROM sys_user_role WHERE user_id = ${userId}`);
  const before = new Set(held.map((r) => String(r.role_id)));
  const after = new Set(roleIds.map(String));
  await tx.execute(sql`DELETE FROM sys_user_role WHERE user_id = ${userId}`);
  for (const roleId of roleIds)
    await tx.execute(sql`INSERT INTO sys_user_role (user_id, role_id) VALUES (${userId}, ${roleId})`);
  return before.size !== after.size || [...after].some((id) => !before.has(id));
}

/** Tenant: users of a page already read in the tenant's scope. */
async function rolesOf(tx: Db, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, { id: string; roleName: string }[]>();
  const rows = await rowsOf<{ user_id: string; id: string; role_name: string }>(
    tx,
    sql`
    SELECT ur.user_id, r.id, r.role_name FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id AND r.deleted = 0
    WHERE ur.user_id IN (${sql.join(
      userIds.map((id) => sql`${id}`),
      sql`, `,
    )}) ORDER BY r.id`,
  );
  const byUser = new Map<string, { id: string; roleName: string }[]>();
  for (const r of rows)
    (byUser.get(String(r.user_id)) ?? byUser.set(String(r.user_id), []).get(String(r.user_id))!).push({
      id: String(r.id),
      roleName: r.role_name,
    });
  return byUser;
}

/**
 * An account bound to a store belongs to the store's school; a school or store named must be
 * a live one of the tenant (the scope of what the account will see).
 */
async function placeInOrg(tx: Db, ctx: EngineContext, values: Record<string, unknown>) {
  if (values.storeId) {
    const [store] = await rowsOf<{ school_id: string }>(
      tx,
      sql`SELECT school_id FROM bbxc_store WHERE tenant_id = ${ctx.tenantId} AND id = ${values.storeId} AND deleted = 0`,
    );
    if (!store) throw new BizError('所属门店：所选门店不存在或已删除');
    if (values.schoolId && String(values.schoolId) !== String(store.school_id))
      throw new BizError('所属门店：所选门店不属于所属驾校');
    values.schoolId = String(store.school_id);
  }
  if (values.schoolId) {
    const [school] = await rowsOf(
      tx,
      sql`SELECT 1 FROM bbxc_school WHERE tenant_id = ${ctx.tenantId} AND id = ${values.schoolId} AND deleted = 0`,
    );
    if (!school) throw new BizError('所属驾校：所选驾校不存在或已删除');
  }
}

export const accountHooks = resourceHooks({
  account: ({ auth }) => ({
    async beforeSave({ tx, ctx, values, creating, scratch }) {
      await placeInOrg(tx, ctx, values);
      if (creating) {
        scratch.password = initialPassword();
        values.$password_hash = await hashPassword(scratch.password as string);
        values.$initial_password = 1;
      }
    },
    async afterSave({ tx, ctx, id, values, creating, scratch }) {
      const rolesChanged = values.roleIds ? await setRoles(tx, ctx, id, values.roleIds as string[]) : false;
      // New roles end the account's sessions: its holder signs in again under what it now may do.
      if (rolesChanged && !creating) await endSessionsOf(tx, ctx.tenantId, [id]);
      // The initial password is answered once, for the administrator to hand over.
      if (creating) return { initialPassword: scratch.password };
    },
    async listRows({ tx, rows }) {
      const roles = await rolesOf(
        tx,
        rows.map((r) => String(r.id)),
      );
      for (const row of rows) {
        const list = roles.get(String(row.id)) ?? [];
        row.roleIds = list.map((r) => r.id);
        row.roleNames = list.map((r) => r.roleName).join('、');
      }
    },
    async detail({ tx, row }) {
      const list = (await rolesOf(tx, [String(row.id)])).get(String(row.id)) ?? [];
      return { roleIds: list.map((r) => r.id), roleNames: list.map((r) => r.roleName).join('、') };
    },
    async beforeDelete({ ctx, ids }) {
      if (ids.includes(ctx.userId)) throw new BizError('不能删除当前登录的账号');
    },
    async afterWrite({ tx, ctx, ids, action }) {
      if (action === 'disable' && ids.includes(ctx.userId)) throw new BizError('不能停用当前登录的账号');
      // A disabled or deleted account's sessions end for good: enabling it again does not revive them.
      if (action === 'disable' || action === 'delete') await endSessionsOf(tx, ctx.tenantId, ids);
    },
    async afterCommit({ ids }) {
      // Role, state or deletion changes reach every process at once.
      await auth.invalidateUsers(ids);
    },
  }),
});

/** Operation accounts (sysOperationUser): the engine plus passwords, roles and session care. */
export function accountFeature(app: FastifyInstance, services: Services) {
  const { auth } = services;

  // 解除锁定: the account read in the administrator's scope (the engine claims the row), then its
  // locks lifted in the shared store once that has committed.
  bindActions(app, services.database.db, def, 'unlock', {
    run: async (_tx, _ctx, { row }) => String(row.account),
    afterCommit: async (_ctx, account) => void (await liftLocks(services.kv, account)),
    message: '已解除登录锁定',
  });

  resetInitPasswordRoute(app, services, {
    path: '/api/user/inner/sysOperationUser/v1/resetInitPassword',
    def,
    extraSets: [sql`initial_password = 1`],
    afterCommit: (id) => auth.invalidateUsers([id]),
  });
}
