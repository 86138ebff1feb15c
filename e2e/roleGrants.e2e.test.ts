import {
  dialogSettled,
  loginThroughPage,
  newPage,
  screenshot,
  signIn,
  toast,
  uiUrl,
  unfoldSearch,
  visible,
} from './browser';
import { api, apiLogin } from './api';
import { addAccount } from './accounts';
import { describe, expect, test as it } from './scenario';

/**
 * Issue 50.4 as the administrator and the new colleague do it: a role holding only 优惠券订单,
 * an account with it, the colleague's first sign-in (修改密码 first, it cannot be dismissed),
 * then 优惠券订单 with its 渠道 filter offering the channels.
 */
describe('a role gets what its pages need, in Chromium', () => {
  it('admin makes a role with only 优惠券订单 and an account; the account changes its password, then filters by 渠道', async ({
    browser,
  }) => {
    const admin = await newPage(browser);
    const { page } = admin;
    await signIn(page, 'admin', 'Admin2026', '/systems/role/add');
    await page.locator('#role-page-new_roleName').fill('券单查询员');
    await page.locator('#role-page-new_roleCode').fill('COUPON_ORDER_CLERK');
    const search = page.getByPlaceholder('搜索菜单、按钮或接口');
    await search.fill('优惠券订单');
    await search.press('Enter');
    const node = (title: string) => page.locator('.ant-tree-treenode').filter({ hasText: title }).first();
    await node('查询优惠券订单').waitFor();
    // Chinese names only, no call paths; the 渠道 filter's lookup shown as coming with the page.
    const tree = await page.locator('.ant-tree').innerText();
    expect(tree).not.toContain('/api/');
    expect(tree).toContain('随页面授予：查询渠道（渠道管理）');
    await page
      .locator('.ant-tree-treenode')
      .filter({ hasText: /^优惠券订单$/ })
      .locator('.ant-tree-checkbox')
      .first()
      .click();
    await node('查询优惠券订单').locator('.ant-tree-checkbox-checked').waitFor();
    await screenshot(page, 'role-tree-chinese');
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/\/systems\/role\/roleList/);

    const password = await addAccount(page, {
      account: 'quandan02',
      name: '券单查询员',
      mobile: '13612340002',
      role: '券单查询员',
    });
    const issued = visible(page, '.ant-modal').filter({ hasText: '账号已创建' });
    expect(await issued.getByTestId('password-warning').innerText()).toContain('使用者首次登录时须先修改该密码');
    await screenshot(page, 'account-created-first-sign-in');
    expect(admin.errors).toEqual([]);

    // The colleague signs in on the login page with the initial password.
    const clerk = await newPage(browser);
    await loginThroughPage(clerk.page, 'quandan02', password);
    const dialog = clerk.page.getByRole('dialog').filter({ hasText: '修改密码' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('您正在使用初始密码登录');
    await dialogSettled(clerk.page);
    await screenshot(clerk.page, 'first-sign-in-password');
    // It cannot be dismissed: no 取消, no ×, Esc and a click outside leave it open.
    expect(await dialog.getByRole('button', { name: '取消' }).count()).toBe(0);
    await clerk.page.keyboard.press('Escape');
    await clerk.page.mouse.click(10, 10);
    expect(await dialog.isVisible()).toBe(true);
    expect(await clerk.page.getByTestId('content').count()).toBe(0);

    await dialog.getByLabel('原密码').fill(password);
    await dialog.getByLabel('新密码', { exact: true }).fill('Quandan2026');
    await dialog.getByLabel('确认新密码').fill('Quandan2026');
    await dialog.getByRole('button', { name: '确定' }).click();
    await toast(clerk.page, '密码修改成功');
    await clerk.page.getByTestId('content').waitFor();

    // 优惠券订单 opens, and its 渠道 filter offers the tenant's channels (the lookup came with the page).
    await clerk.page.goto(uiUrl('/orders/couponOrderMgList'));
    const token = await apiLogin();
    const channels = (await api(token, '/api/bbxc/tenant/inner/channel/v1/list', { pageNum: 1, pageSize: 20 })).result
      .list as { name: string }[];
    expect(channels.length).toBeGreaterThan(0);
    // The 渠道 filter sits past the form's first row, which shows folded (展开 opens it).
    await visible(clerk.page, '[data-testid="search-form"]').waitFor();
    await unfoldSearch(clerk.page);
    const filter = visible(clerk.page, '.ant-select').filter({
      has: clerk.page.locator('#couponOrder-search_channelId'),
    });
    await filter.click();
    const option = clerk.page.locator('.ant-select-item-option').filter({ hasText: channels[0].name }).first();
    await option.waitFor();
    expect(await clerk.page.locator('.ant-select-status-warning').count()).toBe(0);
    await screenshot(clerk.page, 'coupon-order-channel-filter');
    await option.click();
    // 查询 sends the chosen channel's id with the page's own list call, which answers.
    const listed = clerk.page.waitForResponse(
      (r) => r.url().includes('/couponOrder/v1/list') && (r.request().postData() ?? '').includes('"channelId"'),
    );
    await visible(clerk.page, '[data-testid="search-form"]')
      .getByRole('button', { name: /查\s?询/ })
      .click();
    expect(((await (await listed).json()) as { status: boolean }).status).toBe(true);
    expect(clerk.errors).toEqual([]);
  }, 240_000);
});
