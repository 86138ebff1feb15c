import { callerOf, describe, expect, test as it, type Caller } from '@coach/server/test/fixtures.ts';
import type { TestApp } from '@coach/server/test/testApp.ts';
import { secondTenantAdmin } from '@coach/server/test/tenants.ts';

const get = '/api/bbxc/tenant/inner/tenantConfig/getConfig';
const set = '/api/bbxc/tenant/inner/tenantConfig/setConfig';
const mini = {
  name: '学车助手',
  appId: 'wx0123456789abcdef',
  appSecret: 'a'.repeat(28) + 'Z9y8',
  originalId: 'gh_0123456789ab',
};

describe('per-tenant settings forms', () => {
  let t: TestApp;
  let admin: Caller;
  it.beforeAll(async ({ app, admin: signedIn }) => {
    [t, admin] = [app, signedIn];
  });

  it('starts empty, saves, and answers secrets masked', async () => {
    const empty = (await admin.post(get, { key: 'wx_mini_program' })).body.result;
    expect(empty).toMatchObject({ configured: false, appId: null });
    expect((await admin.post(set, { key: 'wx_mini_program', value: mini })).body.message).toBe('保存成功');
    const saved = (await admin.post(get, { key: 'wx_mini_program' })).body.result;
    expect(saved).toMatchObject({ configured: true, name: '学车助手', appId: mini.appId, appSecret: '******Z9y8' });
  });

  it('keeps the stored secret when the masked text comes back, and replaces it when a new one is typed', async () => {
    await admin.post(set, { key: 'wx_mini_program', value: { ...mini, name: '学车助手Pro', appSecret: '******Z9y8' } });
    const { sql } = await import('drizzle-orm');
    const [row] = await t.services.database.rows<{ value: { appSecret: string; name: string } }>(
      sql`SELECT value FROM bbxc_tenant_config WHERE config_key = 'wx_mini_program'`,
    );
    expect(row.value).toMatchObject({ appSecret: mini.appSecret, name: '学车助手Pro' });
    await admin.post(set, { key: 'wx_mini_program', value: { ...mini, appSecret: 'b'.repeat(32) } });
    expect((await admin.post(get, { key: 'wx_mini_program' })).body.result.appSecret).toBe('******bbbb');
  });

  it('refuses bad values with the field named and keeps the old settings', async () => {
    const bad = await admin.post(set, { key: 'wx_mini_program', value: { ...mini, appId: 'abc' } });
    expect(bad.body).toMatchObject({ status: false, message: 'AppID：请输入正确的AppID（wx开头的18位字符）' });
    const missing = await admin.post(set, { key: 'wx_mini_program', value: { appId: mini.appId } });
    expect(missing.body.message).toBe('小程序名称：该输入项为必填项!');
    expect((await admin.post(get, { key: 'wx_mini_program' })).body.result.appId).toBe(mini.appId);
    expect((await admin.post(get, { key: 'nope' })).body.message).toBe('配置项不存在');
  });

  it('stores pay settings through getPaySet/savePaySet', async () => {
    const pay = { mchId: '1600000001', mchName: '示例驾校', apiV3Key: 'k'.repeat(32), enabled: 1, installment: 1 };
    expect((await admin.post('/api/bbxc/operate/inner/opreatePaySet/v1/savePaySet', pay)).body.status).toBe(true);
    const read = (await admin.get('/api/bbxc/operate/inner/opreatePaySet/v1/getPaySet')).body.result;
    expect(read).toMatchObject({ mchId: '1600000001', apiV3Key: '******kkkk', enabled: 1, installment: 1 });
  });

  it('keeps tenants apart and closes the system settings to the operator', async ({ operator }) => {
    const other = callerOf(t, (await secondTenantAdmin(t)).token);
    expect((await other.post(get, { key: 'wx_mini_program' })).body.result.configured).toBe(false);
    expect((await operator.get('/api/bbxc/operate/inner/opreatePaySet/v1/getPaySet')).body.status).toBe(true); // used by the class form
    expect((await operator.post('/api/bbxc/operate/inner/opreatePaySet/v1/savePaySet', {})).http).toBe(403);
  });

  it('answers the editor limits of the spec', async () => {
    const res = (await admin.post('/api/bbxc/tenant/inner/common/attachment/config', {})).body.result;
    expect(res).toMatchObject({ maxLength: 65535, height: 340, zIndex: 2000, autoSave: false });
  });
});
