import { sql } from 'drizzle-orm';
import { BizError } from '@coach/server/platform/envelope.ts';
import { resourceHooks, rowsOf, type SaveArgs } from '@coach/server/engine/index.ts';

/**
 * 员工招生 posters. Saving checks the three things a poster stands on — a released enrolment
 * poster, a live channel of the tenant, and an enabled member of that channel with the given
 * mobile — and keeps their names for the list. Each new poster is one use of the enrolment
 * poster (bbxc_poster_use + its used_count, in the same transaction), so 海报使用统计 counts it.
 */
export const staffPosterHooks = resourceHooks({
  staffPoster: {
    beforeSave: checkPosterParts,
    async afterSave({ tx, ctx, before, id, scratch }) {
      if (before) return;
      await tx.execute(sql`INSERT INTO bbxc_poster_use (tenant_id, poster_id, channel_id, member_id, user_id)
        VALUES (${ctx.tenantId}, ${scratch.posterId as string}, ${scratch.channelId as string}, ${scratch.memberId as string}, ${ctx.userId})`);
      await tx.execute(
        sql`UPDATE bbxc_enroll_poster SET used_count = used_count + 1 WHERE id = ${scratch.posterId as string} AND tenant_id = ${ctx.tenantId}`,
      );
      return { id };
    },
    async detail({ tx, ctx, row }) {
      // The member's enrolment link; the page turns it into the QR code printed on the poster.
      const [{ member_id: memberId }] = await rowsOf<{ member_id: string }>(
        tx,
        sql`SELECT member_id FROM bbxc_staff_poster WHERE id = ${String(row.id)} AND tenant_id = ${ctx.tenantId}`,
      );
      const query = new URLSearchParams({ t: ctx.tenantId, c: String(row.channelId), m: String(memberId) });
      return { enrolPath: `/h5/enroll?${query}` };
    },
  },
});

async function checkPosterParts({ tx, ctx, values, before, scratch }: SaveArgs) {
  const pick = (key: string) => String(key in values ? values[key] : before?.[key]);
  // What the poster is made of must be usable when chosen; a part that has since been withdrawn
  // or switched off does not stop the poster from being saved with it unchanged (issue 38.16).
  const changed = (key: string) => key in values && (!before || String(before[key]) !== String(values[key]));
  const posterId = pick('posterId');
  const channelId = pick('channelId');
  const [poster] = await rowsOf<{ poster_name: string; status: number }>(
    tx,
    sql`SELECT poster_name, status FROM bbxc_enroll_poster
    WHERE id = ${posterId} AND tenant_id = ${ctx.tenantId} AND deleted = 0`,
  );
  if (!poster) throw new BizError('招生海报：海报不存在或已删除');
  if (Number(poster.status) !== 1 && changed('posterId')) throw new BizError('招生海报：请选择已发布的海报');
  const [channel] = await rowsOf<{ name: string; disable: number }>(
    tx,
    sql`SELECT name, disable FROM bbxc_channel
    WHERE id = ${channelId} AND tenant_id = ${ctx.tenantId} AND deleted = 0`,
  );
  if (!channel) throw new BizError('渠道：渠道不存在或已删除');
  if (Number(channel.disable) === 1 && changed('channelId')) throw new BizError('渠道：该渠道已停用');
  // Absent when the mobile came back masked and unchanged (kept by the engine): the member is
  // then the one the poster has (its id is not among the answered fields).
  const mobile = changed('memberMobile') ? String(values.memberMobile) : undefined;
  if (mobile !== undefined || changed('channelId')) {
    const [member] = await rowsOf<{ id: string; name: string; disable: number }>(
      tx,
      sql`SELECT id, name, disable FROM bbxc_channel_member
      WHERE tenant_id = ${ctx.tenantId} AND channel_id = ${channelId} AND deleted = 0
        AND ${mobile !== undefined ? sql`mobile = ${mobile}` : sql`id = (SELECT member_id FROM bbxc_staff_poster WHERE id = ${String(before?.id)} AND tenant_id = ${ctx.tenantId})`} LIMIT 1`,
    );
    if (!member) throw new BizError('员工手机号：该手机号不是所选渠道的成员');
    if (Number(member.disable) === 1) throw new BizError('员工手机号：该成员已停用');
    values.$member_id = String(member.id);
    values.$member_name = member.name;
    scratch.memberId = String(member.id);
  }
  values.$poster_name = poster.poster_name;
  values.$channel_name = channel.name;
  scratch.posterId = posterId;
  scratch.channelId = channelId;
}
