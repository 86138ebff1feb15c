import Bowser from 'bowser';
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db';

/** The browser and system a user agent names, as 登录日志 shows them (Chrome 131, Windows 10). */
export function browserOf(userAgent: string): { browser: string | null; os: string | null } {
  if (!userAgent) return { browser: null, os: null };
  const parsed = Bowser.parse(userAgent);
  const name = (part: { name?: string; version?: string; versionName?: string }, version?: string) =>
    part.name ? `${part.name}${version ? ` ${version}` : ''}`.slice(0, 60) : null;
  return {
    browser: name(parsed.browser, parsed.browser.version?.split('.')[0]),
    os: name(parsed.os, parsed.os.versionName ?? parsed.os.version),
  };
}

export interface LoginAttempt {
  account: string;
  ok: boolean;
  /** 登录成功, or the words the sign-in was refused with. */
  reason: string;
}

/**
 * Records a sign-in attempt (登录日志), under the tenant and user of the account typed (read by
 * the same statement; none for an account that does not exist). A failure to write it is
 * reported and never changes the answer: the log must not lock anyone out.
 */
export async function recordLogin(database: Database, request: FastifyRequest, attempt: LoginAttempt) {
  const userAgent = String(request.headers['user-agent'] ?? '').slice(0, 300);
  const { browser, os } = browserOf(userAgent);
  try {
    const account = attempt.account.slice(0, 50);
    await database.rows(sql`INSERT INTO sys_login_log (tenant_id, user_id, account, ip, browser, os, user_agent, ok, reason)
      SELECT u.tenant_id, u.id, ${account}, ${request.ip.slice(0, 64)}, ${browser}, ${os}, ${userAgent || null},
        ${attempt.ok ? 1 : 0}, ${attempt.reason.slice(0, 60)}
      FROM (SELECT 1) one LEFT JOIN sys_user u ON u.account = ${account} AND u.deleted = 0`);
  } catch (error) {
    request.log.warn({ err: error }, 'login attempt not recorded');
  }
}
