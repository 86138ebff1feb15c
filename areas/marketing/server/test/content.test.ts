import { sql } from 'drizzle-orm';
import { resourcesByName } from '@coach/domain';
import { callerOf, describe, expect, test as it, type Caller } from '@coach/server/test/fixtures.ts';
import type { TestApp } from '@coach/server/test/testApp.ts';
import { countRows, secondTenantAdmin } from '@coach/server/test/tenants.ts';

const operate = '/api/bbxc/operate/inner';
const guide = `${operate}/operateGuideContent/v1`;
const material = `${operate}/material/v1`;
const poster = `${operate}/enrollPoster`;
const { enrollPoster, material: materialDef, regGuide, sensitiveWord } = resourcesByName;

describe('registration guides, materials and enrolment posters', () => {
  let t: TestApp;
  let admin: Caller;
  it.beforeAll(async ({ app, admin: signedIn }) => {
    [t, admin] = [app, signedIn];
    await admin.call(sensitiveWord, 'create', { word: '保证拿证', category: 3 });
  });

  const post = (path: string, body: unknown, as = admin) => as.post(path, body);

  it('registration guide: saved, enabled/disabled, soft-deleted; sensitive words refused', async () => {
    const before = await countRows(t, 'bbxc_reg_guide');
    expect(
      (await admin.call(regGuide, 'save', { title: '报名须知', guideType: 1, content: '<p>保证拿证</p>' })).body
        .message,
    ).toBe('内容包含敏感词「保证拿证」，请修改后再提交');
    expect((await admin.call(regGuide, 'save', { title: '报名须知', guideType: 1, content: '' })).body.message).toBe(
      '内容：该输入项为必填项!',
    );
    expect(await countRows(t, 'bbxc_reg_guide')).toBe(before);
    const { id } = (
      await admin.call(regGuide, 'save', {
        title: '报名须知',
        guideType: 1,
        content: '<p>携带身份证原件到门店报名</p>',
      })
    ).body.result;
    expect((await admin.call(regGuide, 'detail', { id })).body.result).toMatchObject({ title: '报名须知', disable: 0 });
    expect((await post(`${guide}/enable`, { ids: [id] })).body.message).toBe('状态已变更，请刷新后重试');
    expect((await post(`${guide}/disable`, { ids: [id] })).body.status).toBe(true);
    expect((await admin.call(regGuide, 'delete', { ids: [id] })).body.status).toBe(true);
    expect((await admin.call(regGuide, 'detail', { id })).body.message).toBe('数据不存在或已删除');
  });

  it('material: save, save-and-release, release/withdraw by the state machine, images', async () => {
    const draft = (
      await admin.call(materialDef, 'save', {
        title: '春季招生朋友圈',
        materialType: 1,
        content: '春季报名享优惠',
        images: ['k1', 'k2'],
      })
    ).body.result.id;
    const detail = async (id: string) => (await admin.call(materialDef, 'detail', { id })).body.result;
    expect(await detail(draft)).toMatchObject({ status: 0, releaseTime: null });
    expect((await admin.get(`${material}/getImgsById?id=${draft}`)).body.result.images).toEqual(['k1', 'k2']);
    expect((await post(`${material}/withdraw`, { ids: [draft] })).body.message).toBe('状态已变更，请刷新后重试');
    expect((await post(`${material}/release`, { ids: [draft] })).body.message).toBe('发布成功');
    expect((await post(`${material}/release`, { ids: [draft] })).body.message).toBe('状态已变更，请刷新后重试');
    expect((await post(`${material}/withdraw`, { ids: [draft] })).body.message).toBe('撤回成功');
    expect((await detail(draft)).status).toBe(2);
    const released = (
      await admin.call(materialDef, 'save', { title: '暑期班文案', materialType: 2, content: '暑期学车', release: 1 })
    ).body.result.id;
    const row = await detail(released);
    expect(row.status).toBe(1);
    expect(row.releaseTime).toBeGreaterThan(0);
    expect(
      (await admin.call(materialDef, 'save', { title: '违规', materialType: 2, content: '保证拿证', release: 1 })).body
        .message,
    ).toBe('文案包含敏感词「保证拿证」，请修改后再提交');
  });

  it('poster: release/withdraw and usage counted by channel and member', async () => {
    const { id } = (
      await admin.call(enrollPoster, 'save', {
        posterName: '秋季招生海报',
        posterImage: 'poster-key',
        slogan: '学车就选示例驾校',
      })
    ).body.result;
    expect((await admin.call(enrollPoster, 'save', { posterName: '无图' })).body.message).toBe(
      '海报图片：该输入项为必填项!',
    );
    expect((await post(`${poster}/v1/release`, { ids: [id] })).body.message).toBe('发布成功');
    expect((await post(`${poster}/v1/withdraw`, { ids: [id] })).body.message).toBe('撤回成功');
    expect((await post(`${poster}/v1/withdraw`, { ids: [id] })).body.message).toBe('状态已变更，请刷新后重试');
    const { rows } = t.services.database;
    const [{ tenant_id: tenantId, channel_id: channelId }] = await rows<{ tenant_id: string; channel_id: string }>(
      sql`SELECT tenant_id, channel_id FROM sys_user WHERE account = 'channel01'`,
    );
    const [{ id: adminId }] = await rows<{ id: string }>(sql`SELECT id FROM sys_user WHERE account = 'admin'`);
    await rows(
      sql`INSERT INTO bbxc_poster_use (tenant_id, poster_id, channel_id) VALUES (${tenantId}, ${id}, ${channelId}), (${tenantId}, ${id}, ${channelId})`,
    );
    await rows(
      sql`INSERT INTO bbxc_poster_use (tenant_id, poster_id, user_id) VALUES (${tenantId}, ${id}, ${adminId})`,
    );
    const used = (await post(`${poster}/v1/usedCount`, { id })).body.result;
    expect(used.total).toBe(3);
    expect(used.list[0]).toMatchObject({ channelName: '城东合作渠道', count: 2 });
    expect(used.list[1]).toMatchObject({ channelName: '员工招生', name: '系统管理员', count: 1 });
    const other = callerOf(t, (await secondTenantAdmin(t)).token);
    expect((await post(`${poster}/v1/usedCount`, { id }, other)).body.message).toBe('数据不存在或已删除');
    expect((await other.call(enrollPoster, 'list')).body.result.total).toBe(0);
    expect((await other.call(materialDef, 'list')).body.result.total).toBe(0);
    expect((await other.call(enrollPoster, 'detail', { id })).body.message).toBe('数据不存在或已删除');
  });
});
