import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ResponseCode } from '@coach/domain';
import type { Services } from '../../platform/services';
import { BizError, ok } from '../../platform/envelope';
import { parseBody } from '../../platform/validate';
import { checkCaptcha, createCaptcha } from '../../platform/auth/captcha';
import { dummyPasswordHash, verifyPassword } from '../../platform/auth/password';
import { recordLogin } from './loginLog';
import { listSession, unlistSession } from './onlineSessions';
import { sessionKey } from '../../platform/auth/session';
import {
  clearFailures,
  ipOverLimit,
  lockOf,
  minutesOf,
  recordFailure,
  type LoginLock,
} from '../../platform/auth/loginGuard';

const base = '/api/auth/inner/sysAuth/v1';

const loginBody = z.object({
  account: z.string({ error: '请输入账号' }).trim().min(1, '请输入账号').max(50, '最多输入50个字符!'),
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(64, '最多输入64个字符!'),
  captchaId: z.string().max(64).optional().default(''),
  captchaCode: z.string().max(10).optional().default(''),
});

/** The refusal of a locked login, with how long it holds (also as `Retry-After`). */
function lockedError(lock: NonNullable<LoginLock>) {
  const minutes = minutesOf(lock.retryAfterSeconds);
  return new BizError(
    lock.scope === 'account' ? `账号已锁定，请${minutes}分钟后再试` : `密码错误次数过多，请${minutes}分钟后再试`,
    ResponseCode.ACCOUNT_LOCKED,
  );
}

export function authRoutes(app: FastifyInstance, { config, database, kv, auth }: Services) {
  // With the captcha off (COACH_CAPTCHA=off) no picture is made: the login page leaves the row out.
  app.get(`${base}/imageCode.pass`, async () =>
    ok(config.captcha ? await createCaptcha(kv) : { captchaId: '', img: '', enabled: false }),
  );

  app.post(`${base}/login.pass`, async (request, reply) => {
    const wait = await ipOverLimit(kv, request.ip, config.loginRateLimit);
    if (wait > 0) {
      return reply
        .code(429)
        .header('retry-after', String(wait))
        .send({ status: false, code: ResponseCode.TOO_MANY, message: '登录过于频繁，请稍后再试', result: null });
    }
    const body = parseBody(loginBody, request.body);
    // Every attempt past the form's own checks goes to 登录日志, with how it ended.
    try {
      return await signIn(request, reply, body);
    } catch (error) {
      if (error instanceof BizError)
        await recordLogin(database, request, { account: body.account, ok: false, reason: error.message });
      throw error;
    }
  });

  async function signIn(request: FastifyRequest, reply: FastifyReply, body: z.infer<typeof loginBody>) {
    if (config.captcha) {
      const check = await checkCaptcha(kv, body.captchaId, body.captchaCode);
      if (check === 'expired') throw new BizError('验证码已失效，请刷新', ResponseCode.CAPTCHA_EXPIRED);
      if (check === 'wrong') throw new BizError('验证码错误', ResponseCode.CAPTCHA_WRONG);
    }
    const lock = await lockOf(kv, body.account, request.ip);
    if (lock) {
      reply.header('retry-after', String(lock.retryAfterSeconds));
      throw lockedError(lock);
    }
    const [user] = await database.rows<{
      id: string;
      tenant_id: string;
      password_hash: string;
      password_stamp: string;
      disable: number;
      enterprise_type: number;
      channel_id: string | null;
    }>(sql`SELECT id, tenant_id, password_hash, password_stamp, disable, enterprise_type, channel_id
           FROM sys_user WHERE account = ${body.account} AND deleted = 0`);
    const valid = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), body.password);
    if (!user || !valid) {
      const locked = await recordFailure(kv, body.account, request.ip, config.loginLockAddresses);
      if (locked) reply.header('retry-after', String(locked.retryAfterSeconds));
      throw locked ? lockedError(locked) : new BizError('账号或密码错误', ResponseCode.BAD_CREDENTIALS);
    }
    if (Number(user.disable) === 1) throw new BizError('账号已停用', ResponseCode.ACCOUNT_DISABLED);
    await clearFailures(kv, body.account, request.ip);
    const userId = String(user.id);
    const session = { userId, tenantId: String(user.tenant_id), stamp: Number(user.password_stamp) };
    const token = await auth.start(session);
    await listSession(database, request, { ...session, token, account: body.account });
    // Tenant: the user who has just proved their password (login names are unique across tenants).
    await database.rows(
      sql`UPDATE sys_user SET last_login_time = extract(epoch from now())::bigint WHERE id = ${userId}`,
    );
    const isChannel = Number(user.enterprise_type) === 4;
    request.log.info({ userId }, 'login');
    await recordLogin(database, request, { account: body.account, ok: true, reason: '登录成功' });
    return ok(
      { 'ctl-token': token, isChannel, userId, channelId: user.channel_id == null ? null : String(user.channel_id) },
      '登录成功',
    );
  }

  app.get(`${base}/logout/sendLogoutMessage.pass`, async (request) => {
    if (request.ctx) {
      await auth.end(request.ctx.token);
      await unlistSession(database, sessionKey(request.ctx.token));
    }
    return ok(null, '退出成功');
  });

  app.post(`${base}/wxBind.pass`, async (request) => {
    const body = parseBody(
      z.object({
        code: z.string({ error: '缺少微信授权码' }).min(1, '缺少微信授权码').max(200),
        state: z.string().max(200).optional(),
      }),
      request.body,
    );
    // `state` names the tenant (its code). Without that tenant's official-account binding
    // the code cannot be exchanged; say so plainly instead of pretending the binding worked.
    const [config] = await database.rows(sql`SELECT 1 FROM bbxc_tenant_config c JOIN sys_tenant t ON t.id = c.tenant_id
      WHERE t.code = ${body.state ?? 'demo'} AND c.config_key = 'wx_official_account'`);
    if (!config) throw new BizError('公众号尚未配置，无法完成微信绑定，请联系管理员', ResponseCode.BAD_REQUEST);
    return ok({ bound: false, code: body.code });
  });
}
