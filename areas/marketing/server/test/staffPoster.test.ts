import { sql } from 'drizzle-orm';
import { resourcesByName } from '@coach/domain';
import { callerOf, describe, expect, test as it, type Caller } from '@coach/server/test/fixtures.ts';
import type { TestApp } from '@coach/server/test/testApp.ts';
import { countRows, secondTenantAdmin } from '@coach/server/test/tenants.ts';

const base = '/api/bbxc/order/inner/poster/v1';
const enrollPoster = '/api/bbxc/operate/inner/enrollPoster';
const member = '/api/bbxc/tenant/inner/channelMember/v1';
const { channelMember, enrollPoster: enrollPosterDef, staffPoster } = resourcesByName;

describe('员工招生 staff posters', () => {
  let t: TestApp;
  let admin: Caller;
  let channelId: string;
  let released: string;
  let draft: string;
  it.beforeAll(async ({ app, admin: signedIn }) => {
    [t, admin] = [app, signedIn];
    [{ channel_id: channelId }] = await t.services.database.rows<{ channel_id: string }>(
      sql`SELECT channel_id FROM sys_user WHERE account = 'channel01'`,
    );
    released = (await admin.call(enrollPosterDef, 'save', { posterName: '秋季招生海报', posterImage: 'poster-key' }))
      .body.result.id;
    await post(`${enrollPoster}/v1/release`, { ids: [released] });
    draft = (await admin.call(enrollPosterDef, 'save', { posterName: '未发布海报', posterImage: 'poster-key' })).body
      .result.id;
    const headers = { 'bbxc-channel-id': channelId };
    await admin.call(
      channelMember,
      'save',
      { name: '李招生', mobile: '13500002222', position: '招生专员' },
      { headers },
    );
    const off = (await admin.call(channelMember, 'save', { name: '停用员工', mobile: '13500003333' }, { headers })).body
      .result.id;
    await admin.post(`${member}/disable`, { ids: [off] }, { headers });
  });

  const post = (path: string, body: unknown, as = admin) => as.post(path, body);
  const poster = (extra: Record<string, unknown> = {}) => ({
    title: '李招生的秋季海报',
    posterId: released,
    channelId,
    memberMobile: '13500002222',
    ...extra,
  });

  it('refuses a poster that is not released, a channel of nobody, or a mobile that is not an enabled member, writing nothing', async () => {
    const before = await countRows(t, 'bbxc_staff_poster');
    expect((await admin.call(staffPoster, 'create', poster({ posterId: draft }))).body.message).toBe(
      '招生海报：请选择已发布的海报',
    );
    expect((await admin.call(staffPoster, 'create', poster({ channelId: '999999' }))).body.message).toBe(
      '渠道：渠道不存在或已删除',
    );
    expect((await admin.call(staffPoster, 'create', poster({ memberMobile: '13900009999' }))).body.message).toBe(
      '员工手机号：该手机号不是所选渠道的成员',
    );
    expect((await admin.call(staffPoster, 'create', poster({ memberMobile: '13500003333' }))).body.message).toBe(
      '员工手机号：该成员已停用',
    );
    expect((await admin.call(staffPoster, 'create', poster({ memberMobile: '1350000' }))).body.message).toMatch(
      /^员工手机号：/,
    );
    expect(await countRows(t, 'bbxc_staff_poster')).toBe(before);
  });

  it('saves with the names it stands on, counts one use of the enrolment poster, and answers the enrolment link', async () => {
    const usedBefore = (await post(`${enrollPoster}/v1/usedCount`, { id: released })).body.result.total;
    const saved = await admin.call(staffPoster, 'create', poster());
    expect(saved.body.status).toBe(true);
    const { id } = saved.body.result;
    const detail = (await admin.call(staffPoster, 'detail', { id })).body.result;
    expect(detail).toMatchObject({
      posterName: '秋季招生海报',
      channelName: '城东合作渠道',
      memberName: '李招生',
      status: 0,
    });
    expect(detail.enrolPath).toMatch(new RegExp(`^/h5/enroll\\?t=\\d+&c=${channelId}&m=\\d+$`));
    const used = (await post(`${enrollPoster}/v1/usedCount`, { id: released })).body.result;
    expect(used.total).toBe(usedBefore + 1);
    expect(used.list.find((r: { name: string }) => r.name === '李招生')).toMatchObject({
      channelName: '城东合作渠道',
      count: 1,
    });
    const [{ used_count }] = await t.services.database.rows<{ used_count: number }>(
      sql`SELECT used_count FROM bbxc_enroll_poster WHERE id = ${released}`,
    );
    expect(Number(used_count)).toBe(usedBefore + 1);
    // Editing the title is not another use.
    expect((await admin.call(staffPoster, 'update', { id, title: '新标题' })).body.status).toBe(true);
    // Saved back unchanged by a user who sees the mobile masked (the form sends what it shows).
    const unchanged = { id, title: '新标题', posterId: released, channelId, memberMobile: '135****2222' };
    expect((await admin.call(staffPoster, 'update', unchanged)).body).toMatchObject({
      status: true,
      message: '修改成功',
    });
    expect((await admin.call(staffPoster, 'detail', { id })).body.result).toMatchObject({
      memberMobile: '13500002222',
      memberName: '李招生',
    });
    expect((await post(`${enrollPoster}/v1/usedCount`, { id: released })).body.result.total).toBe(usedBefore + 1);
  });

  it('saves unchanged a poster whose enrolment poster was withdrawn since, and refuses choosing a withdrawn one (issue 38.16)', async () => {
    const { id } = (await admin.call(staffPoster, 'create', poster({ title: '撤回后保存' }))).body.result;
    await t.services.database.rows(sql`UPDATE bbxc_enroll_poster SET status = 2 WHERE id = ${released}`);
    try {
      const unchanged = { id, title: '撤回后保存', posterId: released, channelId, memberMobile: '135****2222' };
      expect((await admin.call(staffPoster, 'update', unchanged)).body).toMatchObject({
        status: true,
        message: '修改成功',
      });
      expect((await admin.call(staffPoster, 'update', { ...unchanged, posterId: draft })).body.message).toBe(
        '招生海报：请选择已发布的海报',
      );
      expect((await admin.call(staffPoster, 'create', poster({ title: '新的一张' }))).body.message).toBe(
        '招生海报：请选择已发布的海报',
      );
    } finally {
      await t.services.database.rows(sql`UPDATE bbxc_enroll_poster SET status = 1 WHERE id = ${released}`);
    }
    expect((await admin.call(staffPoster, 'delete', { ids: [id] })).body.status).toBe(true);
  });

  it('follows release/withdraw and stays within its tenant', async () => {
    const { id } = (await admin.call(staffPoster, 'create', poster({ title: '第二张' }))).body.result;
    expect((await post(`${base}/withdraw`, { ids: [id] })).body.message).toBe('状态已变更，请刷新后重试');
    expect((await post(`${base}/release`, { ids: [id] })).body.message).toBe('发布成功');
    expect((await post(`${base}/withdraw`, { ids: [id] })).body.message).toBe('撤回成功');
    const other = callerOf(t, (await secondTenantAdmin(t)).token);
    expect((await other.call(staffPoster, 'list')).body.result.total).toBe(0);
    expect((await other.call(staffPoster, 'detail', { id })).body.message).toBe('数据不存在或已删除');
    expect((await other.call(staffPoster, 'create', poster())).body.message).toBe('招生海报：海报不存在或已删除');
    expect((await admin.call(staffPoster, 'delete', { ids: [id] })).body.status).toBe(true);
    expect((await admin.call(staffPoster, 'detail', { id })).body.message).toBe('数据不存在或已删除');
  });
});
