import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, test as it } from './scenario';
import { screenshot, visible } from './browser';

// Issue 40.2 on a report page (用户分析, the full demo tenant's figures): 列设置 hides and orders
// its columns, 密度 changes the rows, kept on the server for this user and page alone, and 导出
// writes the rows' name then the shown columns in the shown order (起止时间 as 开始时间, 结束时间).
const REPORT = '/statistics/userAnalysis';
const headers = async (page: Page) =>
  (await visible(page, `[data-page="${REPORT}"] [data-testid="report-table"] thead th`).allInnerTexts())
    .map((t) => t.trim())
    .filter(Boolean);
const panel = (page: Page) => visible(page, '[data-testid="column-settings"]');
const openPanel = async (page: Page) => {
  await visible(page, `[data-page="${REPORT}"] button[aria-label="列设置"]`).click();
  await panel(page).waitFor();
};
const node = (page: Page, title: string) =>
  panel(page)
    .locator('.ant-tree-treenode')
    .filter({ has: page.locator('[data-column]', { hasText: title }) });
const saved = (page: Page) => page.waitForResponse((r) => r.url().endsWith('/preference/save'));
const rowsShown = (page: Page) => visible(page, `[data-page="${REPORT}"] [data-testid="report-table"] .ant-table-row`);
/** 重置 in 列设置: the definition's layout, saved on the server. */
const resetLayout = async (page: Page) => {
  await rowsShown(page).first().waitFor();
  await openPanel(page);
  const reset = saved(page);
  await panel(page).getByText('重置').click();
  await reset;
};

describe('column settings of a report table', () => {
  it('hides and reorders columns for this user and page, and exports what is shown', async ({ scenario }) => {
    let defaults: string[] = [];
    let laidOut: string[] = [];
    await scenario('fullAdmin', REPORT, async ({ page }) => {
      // A previous run's settings are the server's: start from the definition's.
      await resetLayout(page);
      await expect.poll(() => headers(page)).toContain('结业学员');
      defaults = await headers(page);
      expect(defaults.slice(0, 3)).toEqual(['时间', '起止时间', '新增线索']);

      // 结业学员 ticked off.
      const hidden = saved(page);
      await node(page, '结业学员').locator('.ant-tree-checkbox').click();
      expect((await (await hidden).json()).status).toBe(true);
      await expect.poll(() => headers(page)).not.toContain('结业学员');
      // 激活率 dragged before 新增学员.
      const moved = saved(page);
      await node(page, '激活率').dragTo(node(page, '新增学员'), { targetPosition: { x: 40, y: 2 } });
      await moved;
      await expect
        .poll(async () => (await headers(page)).indexOf('激活率'))
        .toBeLessThan((await headers(page)).indexOf('新增学员'));
      await page.keyboard.press('Escape');
      await visible(page, `[data-page="${REPORT}"] button[aria-label="密度"]`).click();
      await visible(page, '.ant-dropdown-menu-item').filter({ hasText: '中等' }).click();
      await visible(page, `[data-page="${REPORT}"] .ant-table-medium`).waitFor();
      laidOut = await headers(page);
      expect(laidOut[0]).toBe('时间'); // the rows' name stays first
      await screenshot(page, 'report-table-settings');

      // The export (the shared export call of the statistics area) has the shown columns, in order.
      const download = page.waitForEvent('download');
      const sent = page.waitForRequest((r) => r.url().endsWith('/export') && r.method() === 'POST');
      await visible(page, `[data-page="${REPORT}"] button`)
        .filter({ hasText: /^导\s?出$/ })
        .click();
      expect((await sent).postDataJSON()).toMatchObject({ type: 'userAnalysis' });
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile((await (await download).path())!);
      const exported = (book.worksheets[0].getRow(1).values as unknown[]).filter(Boolean);
      expect(exported).toEqual(laidOut.flatMap((h) => (h === '起止时间' ? ['开始时间', '结束时间'] : [h])));

      // Kept on the server: a new page (another computer) shows the same.
      await page.reload();
      await rowsShown(page).first().waitFor();
      await expect.poll(() => headers(page)).toEqual(laidOut);
      await visible(page, `[data-page="${REPORT}"] .ant-table-medium`).waitFor();
    });
    // Another user's report page is untouched.
    await scenario('admin', REPORT, async ({ page }) => {
      await visible(page, `[data-page="${REPORT}"] [data-testid="report-table"] thead th`).first().waitFor();
      await expect.poll(() => headers(page)).toEqual(defaults);
    });
    // Back to the definition's layout for the other scenarios.
    await scenario('fullAdmin', REPORT, async ({ page }) => {
      await resetLayout(page);
      await expect.poll(() => headers(page)).toEqual(defaults);
    });
  });
});
