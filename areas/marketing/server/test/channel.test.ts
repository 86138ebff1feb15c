import { sql } from 'drizzle-orm';
import { resourcesByName } from '@coach/domain';
import { callerOf, describe, expect, test as it, type Caller } from '@coach/server/test/fixtures.ts';
import { CHANNEL, type TestApp } from '@coach/server/test/testApp.ts';
import { countRows, secondTenantAdmin } from '@coach/server/test/tenants.ts';

const base = '/api/bbxc/tenant/inner/channel/v1';
const { channel, channelRule } = resourcesByName;
const newChannel = {
  name: '城西驾考服务站',
  account: 'chengxi01',
  contactName: '赵站长',
  contactMobile: '13911112222',
  address: '城西大道88号',
};

describe('channels: login account, state, rules and QR code', () => {
  let t: TestApp;
  let admin: Caller;
  it.beforeAll(async ({ app, admin: signedIn }) => {
    [t, admin] = [app, signedIn];
  });

  const post = (path: string, body: unknown, as = admin) => as.post(path, body);

  it('creates the channel with its login account and answers the initial password once', async () => {
    const { body } = await admin.call(channel, 'save', newChannel);
    expect(body).toMatchObject({ status: true, message: '新增成功' });
    expect(body.result.account).toBe('chengxi01');
    const password = body.result.initialPassword as string;
    expect(password).toMatch(/^[A-Za-z0-9]{10}$/);
    const token = await t.login('chengxi01', password);
    const me = await t.get('/api/user/inner/sysUser/v1/load', { token });
    expect(me.body.result.user).toMatchObject({ enterpriseType: 4, channelId: body.result.id, isChannel: true });
    const detail = (await admin.call(channel, 'detail', { id: body.result.id })).body.result;
    expect(detail).toMatchObject({ name: '城西驾考服务站', account: 'chengxi01', disable: 0, memberCount: 0 });
    expect(detail.initialPassword).toBeUndefined();
  });

  it('refuses bad input and a taken account, writing nothing', async () => {
    const channels = await countRows(t, 'bbxc_channel');
    const users = await countRows(t, 'sys_user');
    expect(
      (await admin.call(channel, 'save', { ...newChannel, name: '甲', account: 'newone', contactMobile: '1234' })).body
        .message,
    ).toBe('联系电话：您输入的手机号不正确!');
    expect((await admin.call(channel, 'save', { ...newChannel, name: '乙', account: 'admin' })).body.message).toBe(
      '登录账号已存在',
    );
    expect(
      (await admin.call(channel, 'save', { ...newChannel, name: '城北#渠道', account: 'another2' })).body.message,
    ).toBe('渠道名称：不能包含特殊字符!');
    expect((await admin.call(channel, 'save', { ...newChannel, account: 'another1' })).body.message).toBe(
      '渠道名称已存在',
    );
    expect((await admin.call(channel, 'save', { ...newChannel, name: '丙', account: 'a b' })).body.message).toContain(
      '登录账号',
    );
    expect(await countRows(t, 'bbxc_channel')).toBe(channels);
    expect(await countRows(t, 'sys_user')).toBe(users);
  });

  it('disables the channel and its login with it; enables both again; wrong-state moves refused', async () => {
    const created = (await admin.call(channel, 'save', { ...newChannel, name: '南站渠道', account: 'nanzhan01' })).body
      .result;
    const token = await t.login('nanzhan01', created.initialPassword);
    expect((await post(`${base}/enable`, { ids: [created.id] })).body.message).toBe('状态已变更，请刷新后重试');
    expect((await post(`${base}/disable`, { ids: [created.id] })).body.message).toBe('停用成功');
    expect((await t.get('/api/user/inner/sysUser/v1/load', { token })).body.code).toBe('000002');
    const refused = await t.post('/api/auth/inner/sysAuth/v1/login.pass', {
      account: 'nanzhan01',
      password: created.initialPassword,
      captchaId: '',
      captchaCode: '',
    });
    expect(refused.body.message).toBe('账号已停用');
    expect((await post(`${base}/disable`, { ids: [created.id] })).body.message).toBe('状态已变更，请刷新后重试');
    expect((await post(`${base}/enable`, { ids: [created.id] })).body.status).toBe(true);
    await t.login('nanzhan01', created.initialPassword);
  });

  it('resets the channel password: the new one works, the old one and its sessions do not', async () => {
    const created = (await admin.call(channel, 'save', { ...newChannel, name: '北站渠道', account: 'beizhan01' })).body
      .result;
    const oldToken = await t.login('beizhan01', created.initialPassword);
    const reset = (await post(`${base}/resetPassword`, { id: created.id })).body;
    expect(reset).toMatchObject({ status: true, result: { account: 'beizhan01' } });
    expect(reset.result.initialPassword).not.toBe(created.initialPassword);
    expect((await t.get('/api/user/inner/sysUser/v1/load', { token: oldToken })).body.code).toBe('000002');
    await t.login('beizhan01', reset.result.initialPassword);
    await expect(t.login('beizhan01', created.initialPassword)).rejects.toThrow();
  });

  it('initialises a channel that has no login account, once', async () => {
    const { rows } = t.services.database;
    const [{ tenant_id: tenantId }] = await rows<{ tenant_id: string }>(
      sql`SELECT tenant_id FROM sys_user WHERE account = 'admin'`,
    );
    const [{ id }] = await rows<{ id: string }>(
      sql`INSERT INTO bbxc_channel (tenant_id, name) VALUES (${tenantId}, '导入渠道') RETURNING id`,
    );
    expect((await post(`${base}/resetPassword`, { id })).body.message).toBe('该渠道尚未初始化登录账号，请先初始化渠道');
    expect((await post(`${base}/initChannel`, { id })).body.message).toBe('登录账号：该输入项为必填项!');
    const init = (await post(`${base}/initChannel`, { id, account: 'daoru01' })).body;
    expect(init).toMatchObject({ status: true, result: { account: 'daoru01' } });
    await t.login('daoru01', init.result.initialPassword);
    expect((await post(`${base}/initChannel`, { id, account: 'daoru02' })).body.message).toBe(
      '该渠道已初始化，如需新密码请使用重置密码',
    );
  });

  it('channel rules: the figure of the type is required; attached rules show and cannot be deleted', async () => {
    expect((await admin.call(channelRule, 'create', { ruleName: '按比例', commissionType: 1 })).body.message).toBe(
      '佣金比例(%)：该输入项为必填项!',
    );
    expect(
      (await admin.call(channelRule, 'create', { ruleName: '按比例', commissionType: 1, commissionRate: '101' })).body
        .message,
    ).toContain('佣金比例(%)');
    expect((await admin.call(channelRule, 'create', { ruleName: '固定', commissionType: 2 })).body.message).toBe(
      '每单佣金(元)：请输入大于0的金额',
    );
    const rule = (
      await admin.call(channelRule, 'create', {
        ruleName: '每单返佣300元',
        commissionType: 2,
        commissionAmount: '300.00',
        commissionRate: '5',
      })
    ).body.result;
    const saved = (await admin.call(channelRule, 'detail', { id: rule.id })).body.result;
    expect(saved).toMatchObject({ commissionType: 2, commissionAmount: '300.00', commissionRate: null });
    const channelId = (await admin.call(channel, 'list', { name: '城西' })).body.result.list[0].id;
    expect((await post(`${base}/saveChannelRuleInfo`, { id: channelId, channelRuleId: '999999' })).body.message).toBe(
      '渠道规则不存在或已删除',
    );
    expect((await post(`${base}/saveChannelRuleInfo`, { id: channelId, channelRuleId: rule.id })).body.status).toBe(
      true,
    );
    expect((await admin.call(channel, 'list', { name: '城西' })).body.result.list[0].channelRuleName).toBe(
      '每单返佣300元',
    );
    expect((await admin.call(channelRule, 'delete', { ids: [rule.id] })).body.message).toBe(
      '渠道「城西驾考服务站」正在使用该规则，不能删除',
    );
    const employee = (await post(`${base}/getChannelDetailForEmployee`, { id: channelId })).body.result;
    expect(employee).toMatchObject({
      name: '城西驾考服务站',
      rule: { ruleName: '每单返佣300元', commissionAmount: '300.00' },
    });
    expect(employee.enrolUrl).toContain(`c=${channelId}`);
  });

  it('answers the channel QR code as a PNG of its enrolment link', async () => {
    const channelId = (await admin.call(channel, 'list', { name: '城西' })).body.result.list[0].id;
    const res = await t.built.app.inject({
      method: 'POST',
      url: '/api/bbxc/tenant/inner/common/getQrcode',
      payload: { channelId },
      headers: { 'ctl-token': admin.token },
    });
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.subarray(0, 4).toString('hex')).toBe('89504e47');
    expect(decodeURI(String(res.headers['x-qrcode-url']))).toContain(`/h5/enroll?`);
    const preview = (
      await post('/api/bbxc/tenant/inner/common/getQrcode', { url: 'https://example.com/a', format: 'base64' })
    ).body.result;
    expect(preview.dataUrl).toMatch(/^data:image\/png;base64,/);
    expect((await post('/api/bbxc/tenant/inner/common/getQrcode', { url: 'javascript:alert(1)' })).body.message).toBe(
      '链接：请输入正确网址',
    );
  });

  it('keeps channels of another tenant invisible', async () => {
    const other = callerOf(t, (await secondTenantAdmin(t)).token);
    const mine = (await admin.call(channel, 'list', { pageSize: 100 })).body.result;
    expect(mine.total).toBeGreaterThan(1);
    expect((await other.call(channel, 'list')).body.result.total).toBe(0);
    const id = mine.list[0].id;
    expect((await other.call(channel, 'detail', { id })).body.message).toBe('数据不存在或已删除');
    expect((await post(`${base}/disable`, { ids: [id] }, other)).body.message).toBe('数据不存在或已删除');
    expect((await post('/api/bbxc/tenant/inner/common/getQrcode', { channelId: id }, other)).body.message).toBe(
      '数据不存在或已删除',
    );
  });

  it('lets the seeded channel user in and soft-deletes a channel with its account', async () => {
    await t.login(...CHANNEL);
    const created = (await admin.call(channel, 'save', { ...newChannel, name: '临时渠道', account: 'linshi01' })).body
      .result;
    expect((await admin.call(channel, 'delete', { ids: [created.id] })).body.status).toBe(true);
    await expect(t.login('linshi01', created.initialPassword)).rejects.toThrow();
    const [row] = await t.services.database.rows<{ deleted: number }>(
      sql`SELECT deleted FROM bbxc_channel WHERE id = ${created.id}`,
    );
    expect(Number(row.deleted)).toBe(1);
  });
});
