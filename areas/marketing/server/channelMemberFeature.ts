import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { mask, resourcesByName } from '@coach/domain';
import type { Services } from '@coach/server/platform/services.ts';
import { BizError, ok } from '@coach/server/platform/envelope.ts';
import { parseBody } from '@coach/server/platform/validate.ts';
import {
  and,
  appCall,
  engineContext,
  fetchOne,
  resourceHooks,
  rowsOf,
  scopeWhere,
} from '@coach/server/engine/index.ts';
import { enrolUrl, sendQrcode } from './qrcode';

const def = resourcesByName.channelMember;
const base = '/api/bbxc/tenant/inner/channelMember/v1';

export const channelMemberHooks = resourceHooks({
  channelMember: {
    async beforeSave({ tx, ctx, values, before }) {
      if (!('mobile' in values)) return;
      const channelId = before ? String(before.channelId) : ctx.channelId;
      const [hit] = await rowsOf(
        tx,
        sql`SELECT 1 FROM bbxc_channel_member WHERE tenant_id = ${ctx.tenantId} AND channel_id = ${channelId}
        AND deleted = 0 AND mobile = ${values.mobile as string} ${before ? sql`AND id <> ${before.id as string}` : sql``} LIMIT 1`,
      );
      if (hit) throw new BizError('手机号已存在', '409');
    },
  },
});

/** Channel members: one mobile per channel, selectors, coach sync and personal QR codes. */
export function channelMemberFeature(app: FastifyInstance, services: Services) {
  const db = services.database.db;

  app.post(`${base}/list`, async (request) => {
    const ctx = engineContext(request);
    const { name } = parseBody(z.object({ name: z.string().max(20).optional() }).passthrough(), request.body ?? {});
    // Selectors list one channel's enabled members: staff must have chosen the channel.
    if (!ctx.channelId) throw new BizError('请先选择渠道');
    const rows = await rowsOf<{ id: string; name: string; mobile: string; member_type: number }>(
      db,
      sql`SELECT t.id, t.name, t.mobile, t.member_type FROM bbxc_channel_member t
      WHERE ${and(scopeWhere(def, ctx))} AND t.disable = 0 ${name?.trim() ? sql`AND t.name ILIKE ${'%' + name.trim().replace(/[\\%_]/g, '\\$&') + '%'}` : sql``}
      ORDER BY t.id LIMIT 500`,
    );
    return ok(
      rows.map((r) => ({
        id: String(r.id),
        name: r.name,
        mobile: ctx.plaintext ? r.mobile : mask(r.mobile),
        memberType: Number(r.member_type),
      })),
    );
  });

  appCall(app, db, {
    path: `${base}/syncCoach`,
    def,
    action: 'syncCoach',
    body: z.object({}),
    run: async (tx, ctx) => {
      if (!ctx.channelId) throw new BizError('请先选择渠道');
      // Coaches already in the channel (by coach id or mobile) are left as they are.
      const rows = await rowsOf<{ id: string }>(
        tx,
        sql`
        INSERT INTO bbxc_channel_member (tenant_id, channel_id, name, mobile, member_type, coach_id, create_by, update_by)
        SELECT c.tenant_id, ${ctx.channelId}, c.name, c.mobile, 2, c.id::text, ${ctx.userId}, ${ctx.userId}
        FROM bbxc_coach c
        WHERE c.tenant_id = ${ctx.tenantId} AND c.deleted = 0 AND c.disable = 0 AND NOT EXISTS (
          SELECT 1 FROM bbxc_channel_member m WHERE m.tenant_id = c.tenant_id AND m.channel_id = ${ctx.channelId} AND m.deleted = 0
            AND (m.coach_id = c.id::text OR m.mobile = c.mobile))
        RETURNING id`,
      );
      return rows.map((r) => String(r.id));
    },
    message: (_, ids) => (ids.length > 0 ? `已同步${ids.length}名教练` : '教练均已在渠道成员中'),
    logged: (_, ids) => ({ ids }),
    answer: (ids) => ({ added: ids.length }),
  });

  app.post(`${base}/getChannelMemberQrcode`, async (request, reply) => {
    const ctx = engineContext(request);
    const body = parseBody(
      z.object(
        {
          id: z
            .union([z.string(), z.number()])
            .transform(String)
            .pipe(z.string().regex(/^\d{1,19}$/, '请选择要操作的数据')),
          format: z.string().optional(),
        },
        { error: '请选择要操作的数据' },
      ),
      request.body,
    );
    const member = await fetchOne(db, def, ctx, body.id);
    if (Number(member.disable) === 1) throw new BizError('该成员已停用，不能生成二维码');
    const url = enrolUrl(request, { tenantId: ctx.tenantId, channelId: String(member.channelId), memberId: body.id });
    return sendQrcode(reply, url, `${member.name}-招生二维码`, body.format);
  });
}
