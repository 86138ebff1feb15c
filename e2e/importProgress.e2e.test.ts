import ExcelJS from 'exceljs';
import { describe, expect, test as it } from './scenario';
import { screenshot, toast, visible } from './browser';

// Issue 40.5: an import says how far it has got — rows checked of the sheet's, then rows
// written — from what the server records under the import's id (the progress call is real).
const PAGE = '/systems/sensitiveWordMg';
const ROWS = 1500;

async function workbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('table');
  sheet.addRow(['敏感词*', '分类*', '备注']);
  const run = Date.now().toString(36);
  for (let i = 1; i <= ROWS; i++) sheet.addRow([`进度词${run}${i}`, '广告', null]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('long imports', () => {
  it('shows the rows checked and written, from the progress the server records', async ({ scenario }) => {
    await scenario('admin', PAGE, async ({ page }) => {
      const list = visible(page, `[data-page="${PAGE}"]`);
      await list.locator('.ant-table').first().waitFor();
      await list.getByRole('button', { name: /^(?!.*模板).*导\s?入$/ }).click();
      const dialog = page.locator('.ant-modal').filter({ hasText: '导入敏感词' });
      // The answer is held back a moment on its way to the page (the import itself runs as
      // sent), so the dialog's progress asks see it through to the end.
      await page.route('**/sensitiveWord/v1/batchImport', async (route) => {
        const answer = await route.fetch();
        await new Promise((resolve) => setTimeout(resolve, 2000));
        await route.fulfill({ response: answer });
      });
      const asked = page.waitForResponse((r) => r.url().endsWith('/sysUser/v1/importProgress'));
      await dialog.locator('input[type=file]').setInputFiles({
        name: 'words.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: await workbook(),
      });
      expect((await (await asked).json()).status).toBe(true);
      const progress = dialog.getByTestId('import-progress');
      await progress.filter({ hasText: `已写入 ${ROWS} / ${ROWS} 行` }).waitFor();
      await screenshot(page, 'import-progress');
      await toast(page, `导入成功，共${ROWS}条`);
      await expect.poll(() => progress.count()).toBe(0);
    });
  });
});
