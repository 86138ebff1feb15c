import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db';
import { sessionKey } from '../../platform/auth/session';
import { browserOf } from './loginLog';

/** 最后活动 moves on at most this often per session (one UPDATE a minute, not one a call). */
const TOUCH_EVERY_MS = 60_000;

/**
 * Lists the session just begun in 在线用户 (sys_user_online): its store key (the token's hash),
 * the account, its roles' names, the address and browser. A failure is reported and never
 * refuses the sign-in: the list is for the administrator, the session is in the store.
 */
export async function listSession(
  database: Database,
  request: FastifyRequest,
  session: { token: string; userId: string; tenantId: string; stamp: number; account: string },
): Promise<void> {
  const { browser, os } = browserOf(String(request.headers['user-agent'] ?? '').slice(0, 300));
  try {
    await database.rows(sql`INSERT INTO sys_user_online (tenant_id, user_id, session_key, stamp, account, role_names, ip, browser, os)
      SELECT ${session.tenantId}, ${session.userId}, ${sessionKey(session.token)}, ${session.stamp}, ${session.account.slice(0, 50)},
        (SELECT left(string_agg(r.role_name, '、' ORDER BY r.id), 200) FROM sys_user_role ur
          JOIN sys_role r ON r.id = ur.role_id AND r.deleted = 0 WHERE ur.user_id = ${session.userId}),
        ${request.ip.slice(0, 64)}, ${browser}, ${os}
      ON CONFLICT (session_key) DO NOTHING`);
  } catch (error) {
    request.log.warn({ err: error }, 'session not listed online');
  }
}

/** Removes a session that ended (sign-out) from 在线用户. */
export async function unlistSession(database: Database, key: string): Promise<void> {
  // Tenant: a session key is the hash of one session's token, so it names one tenant's row.
  await database.rows(sql`DELETE FROM sys_user_online WHERE session_key = ${key}`);
}

/**
 * Keeps 在线用户's 最后活动: after a signed-in call, the session's row is touched when this process
 * has not touched it for a minute. The write is not waited for and a failure only loses a
 * minute's precision; what each process last touched is forgotten after two minutes.
 */
export function registerSessionActivity(app: FastifyInstance, database: Database): void {
  const touched = new Map<string, number>();
  let swept = Date.now();
  app.addHook('onResponse', (request, _reply, done) => {
    const token = request.ctx?.token;
    if (token) {
      const now = Date.now();
      const last = touched.get(token);
      if (last === undefined || now - last >= TOUCH_EVERY_MS) {
        touched.set(token, now);
        // Tenant: the key of the caller's own session (a hash of its token) names one row.
        database
          .rows(
            sql`UPDATE sys_user_online SET last_active = extract(epoch from now())::bigint WHERE session_key = ${sessionKey(token)}`,
          )
          .catch((error: Error) => request.log.warn({ err: error }, 'session activity not kept'));
      }
      if (now - swept > 2 * TOUCH_EVERY_MS) {
        swept = now;
        for (const [key, at] of touched) if (now - at > 2 * TOUCH_EVERY_MS) touched.delete(key);
      }
    }
    done();
  });
}
