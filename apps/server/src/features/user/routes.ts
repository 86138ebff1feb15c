import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ResponseCode, rules } from '@coach/domain';
import type { Services } from '../../platform/services';
import { BizError, ok } from '../../platform/envelope';
import { ctxOf } from '../../platform/requestContext';
import { parseBody } from '../../platform/validate';
import { hashPassword, verifyPassword } from '../../platform/auth/password';
import { sessionKey } from '../../platform/auth/session';
import { grantedResources, sessionUser } from './sessionUser';
import { preferenceRoutes } from './preferences';
import { prepareJson, sendPrepared, type PreparedJson } from '../../platform/preparedJson';

const base = '/api/user/inner/sysUser/v1';

const passwordBody = z.object({
  oldPassword: z.string({ error: '请输入原密码' }).min(1, '请输入原密码').max(64),
  newPassword: z.string({ error: '请输入新密码' }).superRefine((value, ctx) => {
    const message = rules.password(value) ?? rules.required(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  }),
});

export function userRoutes(app: FastifyInstance, services: Services) {
  const { database, auth } = services;
  // The user's own table layouts and theme (issue 40).
  preferenceRoutes(app, services);

  // Called on every page load: answered from the per-user copy, serialised and compressed
  // once (Buffers go out as they are; a string would be encoded again on every call). A copy
  // in this process is sent synchronously, without a promise per call.
  app.get(`${base}/load`, (request, reply) => {
    const ctx = ctxOf(request);
    const copy = auth.derivedLocal<PreparedJson>(ctx.userId, 'load');
    if (copy) {
      sendPrepared(request, reply, copy);
      return;
    }
    return auth
      .derive(ctx.userId, 'load', async () => {
        const user = await sessionUser(database, ctx);
        const granted = await grantedResources(database, ctx.userId, ['menu', 'button']);
        // `plaintext`: the grant 查看明文数据, so the console offers the masking switch to its holders only.
        // `mustChangePassword`: an initial password, changed in 修改密码 before anything else.
        return prepareJson(
          ok({
            user,
            isAdmin: ctx.isAdmin,
            plaintext: ctx.authz.plaintext,
            mustChangePassword: ctx.authz.mustChangePassword === true,
            permissions: granted.map((r) => r.path),
          }),
        );
      })
      .then((body) => sendPrepared(request, reply, body));
  });

  app.get(`${base}/loadStrategies`, async (request) => {
    const ctx = ctxOf(request);
    // Administrators hold every page and button; others what their roles grant.
    const rows = ctx.isAdmin
      ? await database.rows<{ type: string; path: string; parent_path: string | null }>(
          sql`SELECT type, path, parent_path FROM sys_resource WHERE type IN ('menu', 'button') ORDER BY path`,
        )
      : await grantedResources(database, ctx.userId, ['menu', 'button']);
    const map: Record<string, { fields: string[]; buttons: string[] }> = {};
    for (const row of rows) if (row.type === 'menu') map[row.path] = { fields: [], buttons: [] };
    for (const row of rows) {
      if (row.type !== 'button') continue;
      const page = row.parent_path ?? row.path.split(':')[0];
      (map[page] ??= { fields: [], buttons: [] }).buttons.push(row.path);
    }
    // Pages where the roles name the visible fields list them; elsewhere every field shows.
    for (const [page, keys] of Object.entries(ctx.isAdmin ? {} : (ctx.authz.fields ?? {})))
      (map[page] ??= { fields: [], buttons: [] }).fields = keys;
    return ok(map);
  });

  // Tenant: the signed-in user's own row.
  app.post(`${base}/updatePwd`, async (request) => {
    const ctx = ctxOf(request);
    const body = parseBody(passwordBody, request.body);
    if (body.oldPassword === body.newPassword) throw new BizError('新密码不能与原密码相同', ResponseCode.BAD_REQUEST);
    const [user] = await database.rows<{ password_hash: string }>(
      sql`SELECT password_hash FROM sys_user WHERE id = ${ctx.userId}`,
    );
    if (!(await verifyPassword(user.password_hash, body.oldPassword))) {
      throw new BizError('原密码错误', ResponseCode.OLD_PASSWORD_WRONG);
    }
    const hashed = await hashPassword(body.newPassword);
    // The stamp ends every other session of the user; this one is re-issued with it, and stays
    // in 在线用户 (the trigger that lists the others out spares the session named keep_session).
    const stamp = await database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT set_config('coach.keep_session', ${sessionKey(ctx.token)}, true)`);
      const { rows } = (await tx.execute(sql`
        UPDATE sys_user SET password_hash = ${hashed}, initial_password = 0,
          password_stamp = greatest(password_stamp + 1, extract(epoch from clock_timestamp())::bigint * 1000),
          update_time = extract(epoch from now())::bigint, update_by = ${ctx.userId}
        WHERE id = ${ctx.userId} RETURNING password_stamp AS stamp`)) as unknown as { rows: { stamp: string }[] };
      await tx.execute(
        sql`UPDATE sys_user_online SET stamp = ${rows[0].stamp} WHERE session_key = ${sessionKey(ctx.token)}`,
      );
      return rows[0].stamp;
    });
    await auth.replace(ctx.token, { ...ctx.session, stamp: Number(stamp) });
    await auth.invalidateUsers([ctx.userId]);
    return ok(null, '密码修改成功');
  });
}
