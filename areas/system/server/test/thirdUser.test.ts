import { resourcesByName } from '@coach/domain';
import { callerOf, describe, expect, test as it, type Caller } from '@coach/server/test/fixtures.ts';
import type { TestApp } from '@coach/server/test/testApp.ts';
import { secondTenantAdmin } from '@coach/server/test/tenants.ts';

const base = '/api/user/inner/sysThirdUser/v1';
const { thirdUser } = resourcesByName;
const partner = {
  name: '市驾培监管平台',
  account: 'jgpt2026',
  platformType: 1,
  contactName: '周工',
  mobile: '0755-86001234',
};

describe('third-party users', () => {
  let t: TestApp;
  let admin: Caller;
  it.beforeAll(async ({ app, admin: signedIn }) => {
    [t, admin] = [app, signedIn];
  });

  it('creates one with credentials shown once, lists, edits, disables, resets and deletes it', async () => {
    const created = await admin.call(thirdUser, 'save', partner);
    expect(created.body.status).toBe(true);
    expect(created.body.result.initialPassword).toMatch(/^[A-Za-z0-9]{12}$/);
    const id = created.body.result.id;
    const [row] = (await admin.call(thirdUser, 'list', { name: '监管' })).body.result.list;
    expect(row).toMatchObject({ id, account: 'jgpt2026', platformType: 1, disable: 0 });
    expect(row).not.toHaveProperty('passwordHash');

    // The account is set once: an edit cannot change it.
    await admin.call(thirdUser, 'save', { id, name: '市驾培监管平台（新）', account: 'changed' });
    expect((await admin.call(thirdUser, 'detail', { id })).body.result).toMatchObject({
      name: '市驾培监管平台（新）',
      account: 'jgpt2026',
    });

    expect((await admin.post(`${base}/disable`, { ids: [id] })).body.status).toBe(true);
    expect((await admin.post(`${base}/disable`, { ids: [id] })).body.message).toBe('状态已变更，请刷新后重试');
    const reset = await admin.post(`${base}/resetInitPassword`, { id });
    expect(reset.body.result.initialPassword).not.toBe(created.body.result.initialPassword);
    expect((await admin.call(thirdUser, 'delete', { ids: [id] })).body.status).toBe(true);
    expect((await admin.call(thirdUser, 'list')).body.result.total).toBe(0);
  });

  it('refuses a bad landline, a duplicate account, and another tenant', async () => {
    expect((await admin.call(thirdUser, 'save', { ...partner, mobile: '12345' })).body.message).toBe(
      '联系电话：请输入11位手机号码或座机号码',
    );
    await admin.call(thirdUser, 'save', { ...partner, account: 'dup2026' });
    expect((await admin.call(thirdUser, 'save', { ...partner, account: 'dup2026' })).body.message).toBe(
      '接入账号已存在',
    );
    const other = callerOf(t, (await secondTenantAdmin(t)).token);
    expect((await other.call(thirdUser, 'list')).body.result.total).toBe(0);
    const [mine] = (await admin.call(thirdUser, 'list')).body.result.list;
    expect((await other.post(`${base}/resetInitPassword`, { id: mine.id })).body.message).toBe('数据不存在或已删除');
  });
});
