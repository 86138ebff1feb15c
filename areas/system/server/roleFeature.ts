import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Services } from '@coach/server/platform/services.ts';
import type { Db } from '@coach/server/platform/db.ts';
import { BizError, ok } from '@coach/server/platform/envelope.ts';
import { engineContext, resourceHooks, rowsOf } from '@coach/server/engine/index.ts';
import { usersOfRole } from '@coach/server/platform/auth/authz.ts';
import { pageLookups } from '@coach/domain';

const base = '/api/user/inner/sysRole/v1';

interface TreeNode {
  id: string;
  name: string;
  type: string;
  path: string;
  children: TreeNode[];
}

/** Menu > page > (buttons, apis) tree the role form ticks. Calls without a page go last. */
async function resourceTree(db: Db): Promise<TreeNode[]> {
  const rows = await rowsOf<{ id: string; type: string; path: string; name: string; parent_path: string | null }>(
    db,
    sql`SELECT id, type, path, name, parent_path FROM sys_resource ORDER BY sort, id`,
  );
  const menus = new Map<string, TreeNode>();
  const roots: TreeNode[] = [];
  const common: TreeNode = { id: 'common', name: '公共接口与数据权限', type: 'group', path: '', children: [] };
  for (const r of rows)
    if (r.type === 'menu')
      menus.set(r.path, { id: String(r.id), name: r.name, type: r.type, path: r.path, children: [] });
  for (const r of rows) {
    const node =
      r.type === 'menu'
        ? menus.get(r.path)!
        : { id: String(r.id), name: r.name, type: r.type, path: r.path, children: [] };
    const parent = r.parent_path ? menus.get(r.parent_path) : undefined;
    if (parent) parent.children.push(node);
    else if (r.type === 'menu') roots.push(node);
    else common.children.push(node);
  }
  addLookups(menus, rows);
  return [...roots, common];
}

/**
 * Under each page, the lookups its filters and forms call that belong to another page
 * (`pageLookups`): granted with the page, shown so the administrator sees it, not ticked.
 */
function addLookups(
  menus: Map<string, TreeNode>,
  rows: { type: string; path: string; name: string; parent_path: string | null }[],
) {
  const apis = new Map(rows.filter((r) => r.type === 'api').map((r) => [r.path, r]));
  for (const [page, lookups] of pageLookups()) {
    const node = menus.get(page);
    if (!node) continue;
    const brought: TreeNode[] = [];
    for (const path of lookups) {
      const api = apis.get(path);
      if (!api || api.parent_path === page) continue;
      const owner = api.parent_path ? menus.get(api.parent_path)?.name : undefined;
      const name = `随页面授予：${api.name}${owner ? `（${owner}）` : ''}`;
      brought.push({ id: `lookup:${page}:${path}`, name, type: 'lookup', path, children: [] });
    }
    // First under the page, where the administrator ticking it reads what comes along.
    node.children.unshift(...brought);
  }
}

/** The users holding any of the roles: their cached permissions are dropped. */
async function invalidateRoleUsers({ auth, database }: Services, ids: string[]) {
  const users = new Set<string>();
  for (const id of ids) for (const u of await usersOfRole(database, id)) users.add(u);
  await auth.invalidateUsers(users);
}

export const roleHooks = resourceHooks({
  role: (services) => ({
    async afterSave({ tx, id, values }) {
      if (!values.resourceIds) return;
      const ids = values.resourceIds as string[];
      if (ids.length) {
        const found = await rowsOf<{ n: string }>(
          tx,
          sql`SELECT count(*) AS n FROM sys_resource WHERE id IN (${sql.join(
            ids.map((i) => sql`${i}`),
            sql`, `,
          )})`,
        );
        if (Number(found[0].n) !== ids.length) throw new BizError('权限资源不存在，请刷新后重试');
      }
      await tx.execute(sql`DELETE FROM sys_role_resource WHERE role_id = ${id}`);
      for (let i = 0; i < ids.length; i += 100) {
        const chunk = ids.slice(i, i + 100);
        await tx.execute(
          sql`INSERT INTO sys_role_resource (role_id, resource_id) VALUES ${sql.join(
            chunk.map((r) => sql`(${id}, ${r})`),
            sql`, `,
          )}`,
        );
      }
    },
    async detail({ tx, row }) {
      const rows = await rowsOf<{ resource_id: string }>(
        tx,
        sql`SELECT resource_id FROM sys_role_resource WHERE role_id = ${row.id}`,
      );
      return { resourceIds: rows.map((r) => String(r.resource_id)) };
    },
    async listRows({ tx, rows }) {
      if (rows.length === 0) return;
      const counts = await rowsOf<{ role_id: string; n: string }>(
        tx,
        sql`SELECT role_id, count(*) AS n FROM sys_user_role
        WHERE role_id IN (${sql.join(
          rows.map((r) => sql`${r.id}`),
          sql`, `,
        )}) GROUP BY role_id`,
      );
      const byRole = new Map(counts.map((c) => [String(c.role_id), Number(c.n)]));
      for (const row of rows) row.userCount = byRole.get(String(row.id)) ?? 0;
    },
    async beforeDelete({ tx, ids }) {
      // Tenant: roles the engine has just found in the tenant's scope; any user holding one counts.
      const [used] = await rowsOf<{ n: string }>(
        tx,
        sql`SELECT count(*) AS n FROM sys_user_role ur JOIN sys_user u ON u.id = ur.user_id AND u.deleted = 0
        WHERE ur.role_id IN (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )})`,
      );
      if (Number(used.n) > 0) throw new BizError('角色已分配给账号，请先解除后再删除');
    },
    async afterCommit({ ids }) {
      await invalidateRoleUsers(services, ids);
    },
  }),
});

/** Roles: the engine plus the granted resources, permission refresh and selector lists. */
export function roleFeature(app: FastifyInstance, services: Services) {
  const { database } = services;

  app.post(`${base}/resourceTree`, async () => ok(await resourceTree(database.db)));

  app.post(`${base}/listForSelector`, async (request) => {
    const ctx = engineContext(request);
    const rows = await rowsOf<{ id: string; role_name: string; role_code: string }>(
      database.db,
      sql`
      SELECT id, role_name, role_code FROM sys_role WHERE tenant_id = ${ctx.tenantId} AND deleted = 0 AND disable = 0 ORDER BY id`,
    );
    return ok(rows.map((r) => ({ id: String(r.id), roleName: r.role_name, roleCode: r.role_code })));
  });
}
