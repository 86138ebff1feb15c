import type { Page } from 'playwright-core';
import { describe, expect, test as it } from './scenario';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import { openInApp, screenshot, visible } from './browser';

// Issue 40.1: the opened-page tabs, as a person uses them: back to a page as it was left,
// closing from the × and the right-click menu, the keep-alive limit of six, a reload, 刷新页面.
const ACCOUNTS = '/systems/accountMg';
const ROLES = '/systems/role/roleList';
const SENSITIVE = '/systems/sensitiveWordMg';
const VERSIONS = '/systems/versionMg';
const THIRD = '/systems/thirdUserMg';
const STUDENTS = '/timing/searchStudent';
const LEADS = '/homes/home/potentialCustomer';

const tabs = (page: Page) => page.getByTestId('page-tabs').locator('.ant-tabs-tab');
const tabTitles = async (page: Page) => (await tabs(page).allInnerTexts()).map((t) => t.trim());
const tab = (page: Page, title: string) => tabs(page).filter({ hasText: title });
const searchBox = (page: Page, path: string) =>
  visible(page, `[data-page="${path}"] .ant-card input[type="text"]`).first();

describe('opened-page tabs', () => {
  it('goes back to a page as it was left, closes tabs, and follows the keep-alive limit', async ({ scenario }) => {
    await scenario('admin', '/homes/home/index', async ({ page }) => {
      await tab(page, '首页').waitFor();
      // The home tab cannot close.
      expect(await tab(page, '首页').locator('.ant-tabs-tab-remove').count()).toBe(0);
      await openInApp(page, ACCOUNTS);
      await searchBox(page, ACCOUNTS).fill('operator');
      await openInApp(page, ROLES);
      expect(await tabTitles(page)).toEqual(['首页', '账号管理', '角色管理']);
      await tab(page, '账号管理').click();
      await page.waitForURL((url) => url.pathname.endsWith(ACCOUNTS));
      await expect.poll(() => searchBox(page, ACCOUNTS).inputValue()).toBe('operator');
      await screenshot(page, 'page-tabs');

      // × on the page on screen: its neighbour opens, the tab goes.
      await tab(page, '账号管理').locator('.ant-tabs-tab-remove').click();
      await page.waitForURL((url) => url.pathname.endsWith(ROLES));
      expect(await tabTitles(page)).toEqual(['首页', '角色管理']);

      // Six pages kept: the seventh pushes out the oldest, and its tab goes.
      for (const path of [SENSITIVE, VERSIONS, THIRD, STUDENTS, LEADS, ACCOUNTS]) await openInApp(page, path);
      const titles = await tabTitles(page);
      expect(titles[0]).toBe('首页'); // the home tab stays first (its page may have been pushed out)
      expect(titles.slice(1)).toEqual(
        ['角色管理', '敏感词管理', '版本管理', '第三方用户', '学员查询', '潜在客户', '账号管理'].slice(-6),
      );

      // Right-click → 关闭其他: home and this one remain.
      await tab(page, '学员查询').click({ button: 'right' });
      await visible(page, '.ant-dropdown-menu-item').filter({ hasText: '关闭其他' }).click();
      await page.waitForURL((url) => url.pathname.endsWith(STUDENTS));
      await expect.poll(() => tabTitles(page)).toEqual(['首页', '学员查询']);
    });
  });

  it('keeps the list of open pages over a reload, and 刷新页面 builds the page anew', async ({ scenario }) => {
    await scenario('admin', ACCOUNTS, async ({ page }) => {
      await tab(page, '账号管理').waitFor();
      await openInApp(page, ROLES);
      await openInApp(page, ACCOUNTS);
      await page.reload();
      await tab(page, '角色管理').waitFor();
      expect(await tabTitles(page)).toEqual(['首页', '账号管理', '角色管理']);
      await searchBox(page, ACCOUNTS).fill('admin');
      await tab(page, '账号管理').click({ button: 'right' });
      await visible(page, '.ant-dropdown-menu-item').filter({ hasText: '刷新页面' }).click();
      await expect.poll(() => searchBox(page, ACCOUNTS).inputValue()).toBe('');
      // A tab opened before the reload opens its page when clicked.
      await tab(page, '角色管理').click();
      await page.waitForURL((url) => url.pathname.endsWith(ROLES));
      await visible(page, `[data-page="${ROLES}"] .ant-table`).first().waitFor();
    });
  });

  it('刷新页面 asks again for that page’s data only, not for another open page’s', async ({ scenario }) => {
    const accountList = resourcesByName.account.api.list!;
    const roleList = resourcesByName.role.api.list!;
    await scenario('admin', ACCOUNTS, async ({ page }) => {
      await visible(page, `[data-page="${ACCOUNTS}"] .ant-table-row`).first().waitFor();
      await openInApp(page, ROLES);
      await visible(page, `[data-page="${ROLES}"] .ant-table-row`).first().waitFor();
      await openInApp(page, ACCOUNTS);
      const asked: string[] = [];
      page.on('request', (request) => asked.push(new URL(request.url()).pathname));

      const again = page.waitForRequest((r) => r.url().endsWith(accountList));
      await tab(page, '账号管理').click({ button: 'right' });
      await visible(page, '.ant-dropdown-menu-item').filter({ hasText: '刷新页面' }).click();
      await again;
      await visible(page, `[data-page="${ACCOUNTS}"] .ant-table-row`).first().waitFor();
      // 角色管理, open behind, shows what it had: its list is not asked for again.
      await tab(page, '角色管理').click();
      await visible(page, `[data-page="${ROLES}"] .ant-table-row`).first().waitFor();
      await page.waitForTimeout(500); // a refetch of a stale answer would start at once
      expect(asked.filter((path) => path === roleList)).toEqual([]);
      expect(asked.filter((path) => path === accountList).length).toBeGreaterThanOrEqual(1);
    });
  });
});
