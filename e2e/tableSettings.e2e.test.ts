import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, test as it } from './scenario';
import { screenshot, visible } from './browser';

// Issue 40.2: column settings as a person uses them (tick, drag, pin, density, full screen),
// kept on the server for that user alone, and the export taking the shown columns in order.
const ACCOUNTS = '/systems/accountMg';
const headers = async (page: Page) =>
  (await visible(page, `[data-page="${ACCOUNTS}"] thead th`).allInnerTexts()).map((t) => t.trim()).filter(Boolean);
const panel = (page: Page) => visible(page, '[data-testid="column-settings"]');
const openPanel = async (page: Page) => {
  await visible(page, 'button[aria-label="列设置"]').click();
  await panel(page).waitFor();
};
const node = (page: Page, title: string) =>
  panel(page)
    .locator('.ant-tree-treenode')
    .filter({ has: page.locator(`[data-column]`, { hasText: title }) });

describe('column settings of a list', () => {
  it('hides, reorders and pins columns for this user only, and exports what is shown', async ({ scenario }) => {
    await scenario('admin', ACCOUNTS, async ({ page }) => {
      await visible(page, `[data-page="${ACCOUNTS}"] .ant-table-row`).first().waitFor();
      // A previous run's settings are the server's: start from the default.
      await openPanel(page);
      await panel(page).getByText('重置').click();
      await expect.poll(() => headers(page)).toContain('手机号');

      const saved = page.waitForResponse((r) => r.url().endsWith('/preference/save'));
      await node(page, '手机号').locator('.ant-tree-checkbox').click();
      expect((await (await saved).json()).status).toBe(true);
      await expect.poll(() => headers(page)).not.toContain('手机号');

      // Dragged: 状态 before 登录账号.
      await node(page, '状态').dragTo(node(page, '登录账号'), { targetPosition: { x: 40, y: 2 } });
      await expect
        .poll(async () => (await headers(page)).indexOf('状态'))
        .toBeLessThan((await headers(page)).indexOf('登录账号'));
      // Pinned left: 姓名 stays in view as the table scrolls.
      await node(page, '姓名').getByLabel('固定在左侧').click();
      await visible(page, `[data-page="${ACCOUNTS}"] th.ant-table-cell-fix-start`)
        .filter({ hasText: '姓名' })
        .waitFor();
      await page.keyboard.press('Escape');

      await visible(page, 'button[aria-label="密度"]').click();
      await visible(page, '.ant-dropdown-menu-item').filter({ hasText: '紧凑' }).click();
      await visible(page, `[data-page="${ACCOUNTS}"] .ant-table-small`).waitFor();
      await screenshot(page, 'table-settings');

      // The export has the shown columns, in the shown order.
      const shown = (await headers(page)).filter((h) => h !== '操作');
      const download = page.waitForEvent('download');
      await visible(page, 'button')
        .filter({ hasText: /^导\s?出$/ })
        .click();
      const file = await (await download).path();
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile(file!);
      const exported = (book.worksheets[0].getRow(1).values as unknown[]).filter(Boolean);
      // (角色 is a column the page adds beside the definition's fields, from the list call: not exported.)
      expect(exported).toEqual(shown.filter((h) => h !== '角色'));

      // Kept on the server: a new page (another computer) shows the same.
      await page.reload();
      await visible(page, `[data-page="${ACCOUNTS}"] .ant-table-small`).waitFor();
      expect(await headers(page)).not.toContain('手机号');
    });
    // Another user's list (the demo tenant's administrator) is untouched.
    await scenario('fullAdmin', ACCOUNTS, async ({ page }) => {
      await visible(page, `[data-page="${ACCOUNTS}"] .ant-table-row`).first().waitFor();
      expect(await headers(page)).toContain('手机号');
    });
  });

  it('shows the list alone in full screen', async ({ scenario }) => {
    await scenario('admin', ACCOUNTS, async ({ page }) => {
      await visible(page, 'button[aria-label="全屏"]').click();
      await expect
        .poll(() => page.evaluate(() => document.fullscreenElement?.classList.contains('list-card')))
        .toBe(true);
      await visible(page, 'button[aria-label="退出全屏"]').click();
      await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
    });
  });
});
