import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from '../testApp';
import { secondTenantAdmin } from '../tenants';

const base = '/api/user/inner/sysThirdUser/v1';
const partner = {
  name: '市驾培监管平台',
  account: 'jgpt2026',
  platformType: 1,
  contactName: '周工',
  mobile: '0755-86001234',
};

describe('third-party users', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(...ADMIN);
  });
  afterAll(() => t.close());

  it('creates one with credentials shown once, lists, edits, disables, resets and deletes it', async () => {
    const created = await t.post(`${base}/saveOrUpdate`, partner, { token: admin });
    expect(created.body.status).toBe(true);
    expect(created.body.result.initialPassword).toMatch(/^[A-Za-z0-9]{12}$/);
    const id = created.body.result.id;
    const [row] = (await t.post(`${base}/list`, { name: '监管' }, { token: admin })).body.result.list;
    expect(row).toMatchObject({ id, account: 'jgpt2026', platformType: 1, disable: 0 });
    expect(row).not.toHaveProperty('passwordHash');

    // The account is set once: an edit cannot change it.
    await t.post(`${base}/saveOrUpdate`, { id, name: '市驾培监管平台（新）', account: 'changed' }, { token: admin });
    expect((await t.post(`${base}/detail`, { id }, { token: admin })).body.result).toMatchObject({
      name: '市驾培监管平台（新）',
      account: 'jgpt2026',
    });

    expect((await t.post(`${base}/disable`, { ids: [id] }, { token: admin })).body.status).toBe(true);
    expect((await t.post(`${base}/disable`, { ids: [id] }, { token: admin })).body.message).toBe(
      '状态已变更，请刷新后重试',
    );
    const reset = await t.post(`${base}/resetInitPassword`, { id }, { token: admin });
    expect(reset.body.result.initialPassword).not.toBe(created.body.result.initialPassword);
    expect((await t.post(`${base}/delete`, { ids: [id] }, { token: admin })).body.status).toBe(true);
    expect((await t.post(`${base}/list`, {}, { token: admin })).body.result.total).toBe(0);
  });

  it('refuses a bad landline, a duplicate account, and another tenant', async () => {
    expect((await t.post(`${base}/saveOrUpdate`, { ...partner, mobile: '12345' }, { token: admin })).body.message).toBe(
      '联系电话：请输入11位手机号码或座机号码',
    );
    await t.post(`${base}/saveOrUpdate`, { ...partner, account: 'dup2026' }, { token: admin });
    expect(
      (await t.post(`${base}/saveOrUpdate`, { ...partner, account: 'dup2026' }, { token: admin })).body.message,
    ).toBe('接入账号已存在');
    const other = await secondTenantAdmin(t);
    expect((await t.post(`${base}/list`, {}, { token: other.token })).body.result.total).toBe(0);
    const [mine] = (await t.post(`${base}/list`, {}, { token: admin })).body.result.list;
    expect((await t.post(`${base}/resetInitPassword`, { id: mine.id }, { token: other.token })).body.message).toBe(
      '数据不存在或已删除',
    );
  });
});
