import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { firstError, resourcesByName, rules } from '@coach/domain';
import type { Services } from '@coach/server/platform/services.ts';
import type { Db } from '@coach/server/platform/db.ts';
import { BizError, ok } from '@coach/server/platform/envelope.ts';
import { optionalId, parseBody } from '@coach/server/platform/validate.ts';
import { hashPassword } from '@coach/server/platform/auth/password.ts';
import {
  appCall,
  engineContext,
  fetchOne,
  idSchema,
  logOperation,
  resourceHooks,
  rowsOf,
  write,
  type EngineContext,
} from '@coach/server/engine/index.ts';
import { initialPassword } from '@coach/server/platform/auth/initialPassword.ts';
import { endSessionsOf } from '@coach/server/platform/auth/session.ts';
import { assertAccountFree, channelUserIds, createChannelAccount } from './channelAccount';
import { enrolUrl, sendQrcode } from './qrcode';

const def = resourcesByName.channel;
const base = '/api/bbxc/tenant/inner/channel/v1';
/** A channel (or rule) named in a body; none is null, as the columns keep it. */
const channelRef = (message: string) => optionalId(message).transform((id) => id ?? null);
const channelIdField = channelRef('请选择正确的渠道');

/** Rule names and member counts of the listed channels, in one query each. */
async function enrich(tx: Db, ctx: EngineContext, rows: Record<string, unknown>[]) {
  const ids = rows.map((r) => String(r.id));
  if (ids.length === 0) return;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const rules = await rowsOf<{ id: string; rule_name: string }>(
    tx,
    sql`SELECT r.id, r.rule_name FROM bbxc_channel_rule r
    JOIN bbxc_channel c ON c.channel_rule_id = r.id WHERE c.id IN (${list}) AND r.tenant_id = ${ctx.tenantId}`,
  );
  const members = await rowsOf<{ channel_id: string; n: string }>(
    tx,
    sql`SELECT channel_id, count(*) AS n FROM bbxc_channel_member
    WHERE tenant_id = ${ctx.tenantId} AND deleted = 0 AND channel_id IN (${list}) GROUP BY channel_id`,
  );
  for (const row of rows) {
    row.channelRuleName = rules.find((r) => String(r.id) === String(row.channelRuleId))?.rule_name ?? null;
    row.memberCount = Number(members.find((m) => String(m.channel_id) === String(row.id))?.n ?? 0);
  }
}

export const channelHooks = resourceHooks({
  // The channel's login sessions end with it (the auth service drops them once committed).
  channel: ({ auth, database }) => ({
    async beforeSave({ tx, values, creating }) {
      if (creating) await assertAccountFree(tx, String(values.account));
    },
    async afterSave({ tx, ctx, id, values, creating }) {
      if (!creating) return;
      const password = await createChannelAccount(tx, ctx, {
        id,
        account: String(values.account),
        name: String(values.name),
        mobile: (values.contactMobile as string) ?? null,
      });
      return { account: values.account, initialPassword: password };
    },
    listRows: ({ tx, ctx, rows }) => enrich(tx, ctx, rows),
    async detail({ tx, ctx, row }) {
      const copy = { ...row };
      await enrich(tx, ctx, [copy]);
      return { channelRuleName: copy.channelRuleName, memberCount: copy.memberCount };
    },
    async afterWrite({ tx, ctx, ids, action }) {
      // The channel's login account follows the channel: no login while it is disabled or gone.
      const users = await channelUserIds(tx, ctx, ids);
      if (users.length === 0 || !['enable', 'disable', 'delete'].includes(action)) return;
      const set = action === 'delete' ? sql`deleted = 1` : sql`disable = ${action === 'disable' ? 1 : 0}`;
      // The channel's login ends with it: its sessions stay ended when it is enabled again.
      if (action !== 'enable') await endSessionsOf(tx, ctx.tenantId, users);
      await tx.execute(sql`UPDATE sys_user SET ${set}, update_time = extract(epoch from now())::bigint
        WHERE tenant_id = ${ctx.tenantId} AND id IN (${sql.join(
          users.map((u) => sql`${u}`),
          sql`, `,
        )})`);
    },
    async afterCommit({ ctx, ids, action }) {
      if (['enable', 'disable', 'delete'].includes(action))
        await auth.invalidateUsers(await channelUserIds(database.db, ctx, ids));
    },
  }),
});

/** Channels (渠道): the engine plus the login account, rules, password reset and QR code. */
export function channelFeature(app: FastifyInstance, services: Services) {
  const { auth, database } = services;
  const db = database.db;

  // A handler, not an appCall: the password is hashed (argon2, ~50 ms) before the transaction
  // opens, and the account's sessions are ended once it has committed.
  app.post(`${base}/resetPassword`, async (request) => {
    const ctx = engineContext(request);
    const { id } = parseBody(idSchema, request.body);
    const password = initialPassword();
    const hashed = await hashPassword(password);
    const result = await write(db, def, async (tx) => {
      const channel = await fetchOne(tx, def, ctx, id, { lock: true });
      const [user] = await rowsOf<{ id: string; account: string }>(
        tx,
        sql`SELECT id, account FROM sys_user
        WHERE tenant_id = ${ctx.tenantId} AND enterprise_type = 4 AND channel_id = ${channel.id} AND deleted = 0 ORDER BY id LIMIT 1 FOR UPDATE`,
      );
      if (!user) throw new BizError('该渠道尚未初始化登录账号，请先初始化渠道');
      // A new stamp ends the account's sessions: whoever held the old password is logged out.
      await tx.execute(sql`UPDATE sys_user SET password_hash = ${hashed}, initial_password = 1,
        password_stamp = greatest(password_stamp + 1, extract(epoch from clock_timestamp())::bigint * 1000),
        update_time = extract(epoch from now())::bigint, update_by = ${ctx.userId} WHERE tenant_id = ${ctx.tenantId} AND id = ${user.id}`);
      await logOperation(tx, ctx, { resource: def.name, action: 'resetPassword', ids: [id] });
      return { userId: String(user.id), account: user.account };
    });
    await auth.invalidateUsers([result.userId]);
    return ok({ id, account: result.account, initialPassword: password }, '密码已重置');
  });

  appCall(app, db, {
    path: `${base}/initChannel`,
    def,
    action: 'initChannel',
    body: z.object(
      { id: z.union([z.string(), z.number()]).transform(String), account: z.string().optional() },
      { error: '请选择要操作的数据' },
    ),
    message: '渠道初始化成功',
    run: async (tx, ctx, body) => {
      const channel = await fetchOne(tx, def, ctx, body.id, { lock: true, plaintext: true });
      const users = await channelUserIds(tx, ctx, [String(channel.id)]);
      if (users.length > 0) throw new BizError('该渠道已初始化，如需新密码请使用重置密码');
      const account = (body.account ?? (channel.account as string | null) ?? '').trim();
      const error = firstError(account, [rules.required, rules.lettersOrDigits, rules.lengthRange(4, 30)]);
      if (error) throw new BizError(`登录账号：${error}`);
      const password = await createChannelAccount(tx, ctx, {
        id: String(channel.id),
        account,
        name: String(channel.name),
        mobile: (channel.contactMobile as string) ?? null,
      });
      await tx.execute(
        sql`UPDATE bbxc_channel SET account = ${account}, update_time = extract(epoch from now())::bigint WHERE tenant_id = ${ctx.tenantId} AND id = ${channel.id}`,
      );
      // The initial password goes to the caller once, never to the log.
      return { id: String(channel.id), account, initialPassword: password };
    },
  });

  appCall(app, db, {
    path: `${base}/saveChannelRuleInfo`,
    def,
    action: 'saveChannelRuleInfo',
    body: z.object(
      { id: z.union([z.string(), z.number()]).transform(String), channelRuleId: channelRef('请选择正确的渠道规则') },
      { error: '请选择要操作的数据' },
    ),
    message: '保存成功',
    run: async (tx, ctx, body) => {
      const before = await fetchOne(tx, def, ctx, body.id, { lock: true });
      if (body.channelRuleId) {
        const [rule] = await rowsOf(
          tx,
          sql`SELECT 1 FROM bbxc_channel_rule WHERE id = ${body.channelRuleId} AND tenant_id = ${ctx.tenantId} AND deleted = 0`,
        );
        if (!rule) throw new BizError('渠道规则不存在或已删除');
      }
      await tx.execute(sql`UPDATE bbxc_channel SET channel_rule_id = ${body.channelRuleId}, update_time = extract(epoch from now())::bigint,
        update_by = ${ctx.userId} WHERE id = ${body.id} AND tenant_id = ${ctx.tenantId}`);
      return { channelRuleId: before.channelRuleId };
    },
    logged: ({ id, channelRuleId }, before) => ({ ids: [id], before, after: { channelRuleId } }),
    answer: () => null,
  });

  app.post(`${base}/getChannelDetailForEmployee`, async (request) => {
    const ctx = engineContext(request);
    const body = parseBody(z.object({ id: channelIdField }).passthrough(), request.body ?? {});
    // A channel user sees its own channel; staff name the channel (body or bbxc-channel-id).
    const id = ctx.isChannel ? ctx.channelId : (body.id ?? ctx.channelId);
    if (!id) throw new BizError('当前账号未关联渠道，请先选择渠道');
    const channel = await fetchOne(db, def, ctx, id);
    await enrich(db, ctx, [channel]);
    const [rule] = channel.channelRuleId
      ? await rowsOf<Record<string, unknown>>(
          db,
          sql`SELECT rule_name AS "ruleName", commission_type AS "commissionType", commission_rate AS "commissionRate",
          commission_amount AS "commissionAmount" FROM bbxc_channel_rule WHERE tenant_id = ${ctx.tenantId} AND id = ${channel.channelRuleId} AND deleted = 0`,
        )
      : [];
    const [counts] = await rowsOf<{ enabled: string; total: string }>(
      db,
      sql`SELECT count(*) FILTER (WHERE disable = 0) AS enabled, count(*) AS total
      FROM bbxc_channel_member WHERE tenant_id = ${ctx.tenantId} AND channel_id = ${id} AND deleted = 0`,
    );
    return ok({
      ...channel,
      rule: rule
        ? {
            ...rule,
            commissionType: Number(rule.commissionType),
            commissionAmount: rule.commissionAmount == null ? null : (Number(rule.commissionAmount) / 100).toFixed(2),
          }
        : null,
      memberCount: Number(counts.total),
      enabledMemberCount: Number(counts.enabled),
      enrolUrl: enrolUrl(request, { tenantId: ctx.tenantId, channelId: id }),
    });
  });

  app.post('/api/bbxc/tenant/inner/common/getQrcode', async (request, reply) => {
    const ctx = engineContext(request);
    const body = parseBody(
      z
        .object({
          channelId: channelIdField,
          id: channelIdField,
          url: z.string().optional(),
          format: z.string().optional(),
        })
        .passthrough(),
      request.body ?? {},
    );
    const channelId = body.channelId ?? body.id;
    if (channelId) {
      const channel = await fetchOne(db, def, ctx, channelId);
      return sendQrcode(
        reply,
        enrolUrl(request, { tenantId: ctx.tenantId, channelId }),
        `${channel.name}-招生二维码`,
        body.format,
      );
    }
    const url = (body.url ?? '').trim();
    const error = firstError(url, [rules.required, rules.url, rules.maxLength(500)]);
    if (error) throw new BizError(`链接：${error}`);
    return sendQrcode(reply, url, '二维码', body.format);
  });
}
