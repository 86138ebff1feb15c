import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { resourcesByName } from '@coach/domain';
import { BizError } from '@coach/server/platform/envelope.ts';
import type { Services } from '@coach/server/platform/services.ts';
import { ctxOf } from '@coach/server/platform/requestContext.ts';
import { sessionKey } from '@coach/server/platform/auth/session.ts';
import { bindActions } from '@coach/server/engine/index.ts';
import { MSG_OWN_SESSION } from '../domain/onlineUser';

const def = resourcesByName.onlineUser;

/**
 * 在线用户's 强退: the row leaves the list in the action's transaction, and after the commit the
 * session leaves the shared store and every process's copy (the bus), so its next call is
 * answered 登录已失效. The administrator's own current session is refused: they would lock
 * themselves out mid-action (退出登录 is the way to end it).
 */
export function onlineUserFeature(app: FastifyInstance, { database, auth }: Services) {
  bindActions<Record<never, never>, string, string>(app, database.db, def, 'forceLogout', {
    prepare: async (_ctx, _body, request) => sessionKey(ctxOf(request).token),
    run: async (tx, _ctx, { row, prepared: own }) => {
      const key = String(row.session_key);
      if (key === own) throw new BizError(MSG_OWN_SESSION);
      // Tenant: the row the engine claimed in the administrator's tenant, by its id.
      await tx.execute(sql`DELETE FROM sys_user_online WHERE id = ${row.id}`);
      return key;
    },
    logged: ({ row }) => ({ before: { account: row.account, ip: row.ip, createTime: row.create_time } }),
    afterCommit: (_ctx, key) => auth.endKey(key),
    message: '已强退',
  });
}
