import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, newPage, pressConfirm, screenshot, signIn, toast, visible } from './browser';
import { api, apiLogin } from './api';

const ACCOUNT = '/api/user/inner/sysOperationUser/v1';
const LOGIN = '/api/auth/inner/sysAuth/v1/login.pass';

/**
 * 账号管理's 解除锁定: an account refused after failed logins signs in again once an
 * administrator lifts the lock on its row (a declared row action with its confirmation).
 */
describe('lifting a login lock in 账号管理', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it('lets an administrator lift the lock, after which the right password works again', async () => {
    const admin = await apiLogin();
    const roles = (await api(admin, '/api/user/inner/sysRole/v1/list', { pageSize: 50 })).result.list;
    const saved = await api(admin, `${ACCOUNT}/saveOrUpdate`, {
      account: 'lockme01',
      name: '锁定测试',
      mobile: '13712345678',
      enterpriseType: 1,
      roleIds: [roles.find((r: { roleName: string }) => r.roleName !== '超级管理员')?.id ?? roles[0].id],
    });
    expect(saved.status).toBe(true);
    const password: string = saved.result.initialPassword;
    for (let i = 0; i < 5; i++) await api('', LOGIN, { account: 'lockme01', password: `wrong-${i}` });
    expect((await api('', LOGIN, { account: 'lockme01', password })).message).toBe('密码错误次数过多，请15分钟后再试');

    const { page, errors } = await newPage(browser);
    await signIn(page, 'admin', 'Admin2026', '/systems/accountMg?account=lockme01');
    const row = visible(page, '.ant-table-row').filter({ hasText: 'lockme01' });
    await row.waitFor();
    await row.getByRole('button', { name: '解除锁定' }).click();
    await pressConfirm(page, '确定', '确定解除账号“lockme01”的登录锁定吗？');
    await toast(page, '已解除登录锁定');
    await screenshot(page, 'account-unlocked');
    expect((await api('', LOGIN, { account: 'lockme01', password })).status).toBe(true);
    expect(errors).toEqual([]);
  });
});
