import { sql } from 'drizzle-orm';
import { resourcesByName } from '@coach/domain';
import { callerOf, describe, expect, test as it, type Action, type Caller } from '@coach/server/test/fixtures.ts';
import type { TestApp } from '@coach/server/test/testApp.ts';
import { countRows, secondTenantAdmin } from '@coach/server/test/tenants.ts';

const base = '/api/bbxc/tenant/inner/channelMember/v1';
const { channel, channelMember } = resourcesByName;

describe('channel members: owned by their channel', () => {
  let t: TestApp;
  let admin: Caller;
  let channelUser: Caller;
  let seededChannel: string;
  let otherChannel: string;
  it.beforeAll(async ({ app, admin: signedIn, channel: channelSignedIn }) => {
    [t, admin, channelUser] = [app, signedIn, channelSignedIn];
    [{ id: seededChannel }] = await t.services.database.rows<{ id: string }>(
      sql`SELECT id FROM bbxc_channel WHERE name = '城东合作渠道'`,
    );
    otherChannel = (
      await admin.call(channel, 'save', {
        name: '城南渠道',
        account: 'chengnan01',
        contactName: '钱经理',
        contactMobile: '13700001111',
      })
    ).body.result.id;
  });

  const chosen = (channelId?: string) => ({
    headers: channelId ? { 'bbxc-channel-id': channelId } : ({} as Record<string, string>),
  });
  const asStaff = (path: string, body: unknown, channelId?: string) => admin.post(path, body, chosen(channelId));
  const staffCall = (action: Action, body: Record<string, unknown>, channelId?: string) =>
    admin.call(channelMember, action, body, chosen(channelId));

  it('needs a chosen channel to add a member; staff choose it with bbxc-channel-id', async () => {
    expect((await staffCall('save', { name: '周教练', mobile: '13500000001' })).body.message).toBe('请先选择渠道');
    const added = await staffCall(
      'save',
      { name: '周教练', mobile: '13500000001', position: '招生专员' },
      otherChannel,
    );
    expect(added.body).toMatchObject({ status: true, message: '新增成功' });
    const detail = (await staffCall('detail', { id: added.body.result.id }, otherChannel)).body.result;
    expect(detail).toMatchObject({ channelId: otherChannel, memberType: 1, disable: 0 });
  });

  it('refuses a bad mobile and a mobile already in the channel, writing nothing', async () => {
    const before = await countRows(t, 'bbxc_channel_member');
    expect((await staffCall('save', { name: '吴', mobile: '2350000000' }, otherChannel)).body.message).toBe(
      '手机号：您输入的手机号不正确!',
    );
    expect((await staffCall('save', { name: '吴', mobile: '13500000001' }, otherChannel)).body.message).toBe(
      '手机号已存在',
    );
    expect((await staffCall('save', { name: '', mobile: '13500000009' }, otherChannel)).body.message).toBe(
      '姓名：该输入项为必填项!',
    );
    expect(await countRows(t, 'bbxc_channel_member')).toBe(before);
    // The same person may recruit for another channel.
    expect((await staffCall('save', { name: '周教练', mobile: '13500000001' }, seededChannel)).body.status).toBe(true);
  });

  it('shows a channel user only its own members ; selectors list one channel', async () => {
    await channelUser.call(channelMember, 'save', { name: '孙小妹', mobile: '13600000002' });
    const own = (await channelUser.call(channelMember, 'list')).body.result;
    expect(own.list.map((m: { name: string }) => m.name).sort()).toEqual(['周教练', '孙小妹']);
    expect(own.list.every((m: { channelId: string }) => m.channelId === seededChannel)).toBe(true);
    // The header cannot move a channel user into another channel.
    const spoof = await channelUser.call(channelMember, 'list', {}, { headers: { 'bbxc-channel-id': otherChannel } });
    expect(spoof.body.result.total).toBe(2);
    const foreignId = (await staffCall('list', {}, otherChannel)).body.result.list[0].id;
    expect((await channelUser.call(channelMember, 'detail', { id: foreignId })).body.message).toBe(
      '数据不存在或已删除',
    );
    const selector = (await asStaff(`${base}/list`, {}, seededChannel)).body.result;
    expect(selector).toHaveLength(2);
  });

  it('disables and enables members; wrong-state moves and QR codes of disabled members refused', async () => {
    const id = (await staffCall('list', {}, otherChannel)).body.result.list[0].id;
    const png = await t.built.app.inject({
      method: 'POST',
      url: `${base}/getChannelMemberQrcode`,
      payload: { id },
      headers: { 'ctl-token': admin.token },
    });
    expect(png.headers['content-type']).toBe('image/png');
    expect(decodeURI(String(png.headers['x-qrcode-url']))).toContain(`m=${id}`);
    expect((await asStaff(`${base}/enable`, { ids: [id] }, otherChannel)).body.message).toBe(
      '状态已变更，请刷新后重试',
    );
    expect((await asStaff(`${base}/disable`, { ids: [id] }, otherChannel)).body.status).toBe(true);
    expect((await asStaff(`${base}/getChannelMemberQrcode`, { id }, otherChannel)).body.message).toBe(
      '该成员已停用，不能生成二维码',
    );
    expect((await asStaff(`${base}/list`, {}, otherChannel)).body.result).toHaveLength(0);
    expect((await asStaff(`${base}/enable`, { ids: [id] }, otherChannel)).body.status).toBe(true);
    expect((await staffCall('delete', { ids: [id] }, otherChannel)).body.status).toBe(true);
    expect((await staffCall('detail', { id }, otherChannel)).body.message).toBe('数据不存在或已删除');
  });

  it('needs a chosen channel to sync coaches; with no coach yet nothing is added', async () => {
    expect((await asStaff(`${base}/syncCoach`, {})).body.message).toBe('请先选择渠道');
    // The copy itself is tested with the school area's coaches (areas/school/server/test/coach.test.ts).
    expect((await asStaff(`${base}/syncCoach`, {}, seededChannel)).body).toMatchObject({
      status: true,
      result: { added: 0 },
      message: '教练均已在渠道成员中',
    });
  });

  it('keeps members and channels of another tenant out of reach', async () => {
    const other = callerOf(t, (await secondTenantAdmin(t)).token);
    expect((await other.call(channelMember, 'list')).body.result.total).toBe(0);
    const spoof = await other.call(channelMember, 'list', {}, { headers: { 'bbxc-channel-id': seededChannel } });
    expect(spoof.body.message).toBe('渠道不存在');
  });
});
