import { sql } from 'drizzle-orm';
import type { Db } from '@coach/server/platform/db.ts';
import { BizError } from '@coach/server/platform/envelope.ts';
import { resourceHooks, rowsOf } from '@coach/server/engine/index.ts';
import { operationActionName, operationResourceName } from '@coach/domain/resources/operationNames.ts';

/** Who acted, as 姓名（账号）, for a page of log rows in one query. Tenant: the users the tenant's own log rows name. */
async function userNames(tx: Db, rows: Record<string, unknown>[]) {
  const ids = [
    ...new Set(
      rows
        .map((r) => r.userId)
        .filter((v) => v != null)
        .map(String),
    ),
  ];
  if (ids.length === 0) return;
  const users = await rowsOf<{ id: string; name: string; account: string }>(
    tx,
    sql`
    SELECT id, name, account FROM sys_user WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  const byId = new Map(users.map((u) => [String(u.id), `${u.name}（${u.account}）`]));
  for (const row of rows) row.userName = byId.get(String(row.userId)) ?? '-';
}

/** What was done, named by the resource it was done to (发布 on 通知公告, not another page's 解除). */
const named = (row: Record<string, unknown>) => ({
  actionName: operationActionName(row.resource, row.action),
  resourceName: operationResourceName(row.resource),
});

/** The operation-log viewer (names of who acted and of what was done) and the tenant's dictionary entries. */
export const logAndDictionaryHooks = resourceHooks({
  operationLog: {
    async listRows({ tx, rows }) {
      await userNames(tx, rows);
      for (const row of rows) Object.assign(row, named(row));
    },
    async detail({ tx, row }) {
      const copy = { ...row };
      await userNames(tx, [copy]);
      return { userName: copy.userName, ...named(row) };
    },
  },
  dictionary: {
    async beforeSave({ tx, ctx, values, before }) {
      const type = values.type ?? before?.type;
      const value = values.value ?? before?.value;
      const [dup] = await rowsOf(
        tx,
        sql`SELECT 1 FROM sys_dictionary WHERE tenant_id = ${ctx.tenantId} AND type = ${type}
        AND value = ${value} ${before ? sql`AND id <> ${before.id}` : sql``} LIMIT 1`,
      );
      if (dup) throw new BizError('该字典类型下已存在相同的字典值', '409');
    },
  },
});
