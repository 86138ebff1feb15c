import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, loginThroughPage, newPage, screenshot, uiUrl, visible } from './browser';

/** Top-level menu texts of the header. */
async function topMenu(page: Page): Promise<string[]> {
  await page.getByTestId('top-menu').waitFor();
  return (await page.getByTestId('top-menu').locator('.ant-menu-title-content').allInnerTexts())
    .map((s) => s.trim())
    .filter(Boolean);
}

describe('console shell in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it('sends a visitor without a token to /login, and a logged-in user opening /login to the console', async () => {
    const { page, errors } = await newPage(browser);
    await page.goto(uiUrl('/systems/accountMg'));
    await page.waitForURL(/\/ui\/coach\/login/);
    await page.getByTestId('login-submit').waitFor();
    // The server runs with COACH_CAPTCHA=off: no captcha row to fill in (issue 50.6).
    expect(await page.getByTestId('login-captcha').count()).toBe(0);
    await screenshot(page, 'login');
    await loginThroughPage(page, 'admin', 'Admin2026');
    await page.goto(uiUrl('/login'));
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    expect(errors).toEqual([]);
  });

  it('shows the administrator every menu group and the operator only its own', async () => {
    const admin = await newPage(browser);
    await loginThroughPage(admin.page, 'admin', 'Admin2026');
    await admin.page.setViewportSize({ width: 2200, height: 900 });
    const adminMenu = await topMenu(admin.page);
    expect(adminMenu).toEqual(expect.arrayContaining(['首页', '营销管理', '订单管理', '系统管理']));
    await screenshot(admin.page, 'admin-home');

    const operator = await newPage(browser);
    await loginThroughPage(operator.page, 'operator01', 'Operator2026');
    const operatorMenu = await topMenu(operator.page);
    // 驾校运营 also finds its school's students (计时管理 › 学员查询) and orders (issue 50.3).
    expect(operatorMenu).toEqual(['首页', '计时管理', '运营管理', '营销管理', '驾校管理', '订单管理']);
    // A page outside the role is not there for the operator at all.
    await operator.page.goto(uiUrl('/systems/accountMg'));
    await operator.page.waitForURL(/\/error\/404/);
    await screenshot(operator.page, 'operator-denied');
    expect([...admin.errors, ...operator.errors]).toEqual([]);
  });

  it('shows the side menu of the current group and the breadcrumb, and no page left 建设中', async () => {
    const { page } = await newPage(browser);
    await loginThroughPage(page, 'admin', 'Admin2026');
    await page.goto(uiUrl('/teaching/commentMg/teachSatisfaction/storeMonth'));
    await visible(page, '[data-testid="breadcrumb"]').filter({ hasText: '门店月度满意度' }).waitFor();
    expect(await visible(page, '[data-testid="breadcrumb"]').innerText()).toContain('教学管理');
    // Depth-4 pages get the third-level menu of their siblings.
    expect(await visible(page, '[data-testid="three-menu"]').innerText()).toContain('教练月度满意度');
    expect(await page.getByTestId('side-menu').innerText()).toContain('评价管理');
    await screenshot(page, 'third-level');
    // The last pages still to come (数据统计) are built now: 班型访问统计 shows its report, no 建设中.
    await page.goto(uiUrl('/statistics/classVisit'));
    await visible(page, '[data-testid="report-classVisit"] [data-testid="report-table"]').waitFor();
    expect(await page.getByTestId('under-construction').count()).toBe(0);
  });

  it('follows the route properties: a detail page hides the tabs and leads back to its list; home has no breadcrumb (issue 38.12)', async () => {
    const { page, errors } = await newPage(browser);
    await loginThroughPage(page, 'admin', 'Admin2026');
    await page.goto(uiUrl('/homes/home/index'));
    await page.locator('[data-page="/homes/home/index"]').waitFor();
    expect(await page.getByTestId('breadcrumb').count()).toBe(0);
    await page.goto(uiUrl('/teaching/commentMg/teachSatisfaction/storeMonth'));
    await visible(page, '[data-testid="three-menu"]').waitFor();
    await page.goto(uiUrl('/teaching/commentMg/teachSatisfaction/storeMonthDetail'));
    const crumb = visible(page, '[data-testid="breadcrumb"]').filter({ hasText: '门店月度满意度详情' });
    await crumb.waitFor();
    expect(await page.locator('[data-testid="three-menu"]:visible').count()).toBe(0);
    await screenshot(page, 'route-parent-name');
    // The parent crumb is a link back to the list the detail was opened from.
    await crumb.getByRole('link', { name: '门店月度满意度', exact: true }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/teachSatisfaction/storeMonth'));
    expect(errors).toEqual([]);
  });

  it('shows a remote auth code from the user menu (issue 38.13)', async () => {
    const { page, errors } = await newPage(browser);
    await loginThroughPage(page, 'operator01', 'Operator2026');
    await page.getByTestId('user-menu').click();
    await visible(page, '.ant-dropdown-menu-item').filter({ hasText: '远程协助授权码' }).click();
    const code = visible(page, '[data-testid="remote-auth-code"]');
    await code.getByText(/^\d{6}$/).waitFor();
    expect(await code.innerText()).toMatch(/有效期至 \d\d:\d\d:\d\d（剩余 0[45]:\d\d）/);
    await screenshot(page, 'remote-auth-code');
    await visible(page, '.ant-modal').getByRole('button', { name: '关闭', exact: true }).last().click();
    await expect.poll(() => page.locator('[data-testid="remote-auth-code"]:visible').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('lands an unknown path on /error/404', async () => {
    const { page } = await newPage(browser);
    await loginThroughPage(page, 'admin', 'Admin2026');
    await page.goto(uiUrl('/no/such/page'));
    await page.waitForURL(/\/error\/404/);
    await page.getByText('抱歉，您访问的页面不存在或您没有访问权限。').waitFor();
    await screenshot(page, 'not-found');
  });

  it('opens the channel area for the channel user', async () => {
    const { page, errors } = await newPage(browser);
    await loginThroughPage(page, 'channel01', 'Channel2026');
    await page.waitForURL(/\/channelMgs\/channelMgBg\/channelMgBgInfo/);
    expect(await topMenu(page)).toEqual(['渠道后台']);
    await screenshot(page, 'channel-area');
    expect(errors).toEqual([]);
  });

  it('forces a logout with the 提示 confirm when the server answers 000002', async () => {
    const { page } = await newPage(browser);
    await loginThroughPage(page, 'admin', 'Admin2026');
    const cookies = await page.context().cookies();
    const token = cookies.find((c) => c.name === 'ctl-token')!.value;
    // The session ends elsewhere (another tab, an administrator): the next call gets 000002.
    await fetch(`${baseUrl()}/api/auth/inner/sysAuth/v1/logout/sendLogoutMessage.pass`, {
      headers: { 'ctl-token': decodeURIComponent(token) },
    });
    await page.goto(uiUrl('/systems/versionMg'));
    const dialog = page.locator('.ant-modal-confirm');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('提示');
    expect(await dialog.innerText()).toContain('登录已失效，请重新登录');
    await screenshot(page, 'lost-session');
    // One way on: 重新登录 (no 取消 that would leave a page whose every call fails).
    expect(await dialog.getByRole('button').allInnerTexts()).toEqual(['重新登录']);
    await dialog.getByRole('button', { name: '重新登录' }).click();
    await page.waitForURL(/\/login/);
    expect((await page.context().cookies()).some((c) => c.name === 'ctl-token')).toBe(false);
  });

  it('changes the password from the user menu (修改密码 dialog)', async () => {
    const { page } = await newPage(browser);
    await loginThroughPage(page, 'operator01', 'Operator2026');
    await page.getByTestId('user-menu').click();
    await page.getByText('修改密码', { exact: true }).click();
    const modal = page.locator('.ant-modal').filter({ hasText: '修改密码' });
    await modal.waitFor();
    const inputs = modal.locator('input[type="password"]');
    await inputs.nth(0).fill('Operator2026');
    await inputs.nth(1).fill('abc');
    await inputs.nth(2).fill('abc');
    await modal.getByRole('button', { name: /确\s*定/ }).click();
    await modal.getByText('请输入6-16位由数字,字母组合的密码').first().waitFor();
    await inputs.nth(1).fill('Operator2027');
    await inputs.nth(2).fill('Operator2027');
    await screenshot(page, 'change-password');
    await modal.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('密码修改成功').waitFor();
    // The new password works; put the old one back for the other scenarios.
    const res = await fetch(`${baseUrl()}/api/auth/inner/sysAuth/v1/login.pass`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'operator01', password: 'Operator2027' }),
    });
    const login = (await res.json()) as { status: boolean; result: Record<string, string> };
    expect(login.status).toBe(true);
    const restore = await fetch(`${baseUrl()}/api/user/inner/sysUser/v1/updatePwd`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'ctl-token': login.result['ctl-token'] },
      body: JSON.stringify({ oldPassword: 'Operator2027', newPassword: 'Operator2026' }),
    });
    expect(((await restore.json()) as { status: boolean }).status).toBe(true);
  });
});
