import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { EXPORT_PROGRESS_CALL, type ExportProgress } from '@coach/domain';
import { userAnalysis } from '@coach/areas/statistics/domain/index.ts';
import { describe, expect, test as it } from './scenario';
import { pageApi } from './api';
import { screenshot, visible } from './browser';

// Issue 40.5 on a report page (用户分析, the full demo tenant's figures): its 导出 says how far it
// has got as a list's does (rows written of the file's total, recorded by the server under the
// export's id) and 取消 stops it, saving nothing.
const REPORT = '/statistics/userAnalysis';
const EXPORT = userAnalysis.api.export!;

const isExport = (url: string, method: string) => url.endsWith(EXPORT) && method === 'POST';
const startExport = async (page: Page) => {
  await visible(page, `[data-page="${REPORT}"] [data-testid="report-table"] .ant-table-row`).first().waitFor();
  await visible(page, `[data-page="${REPORT}"] button`)
    .filter({ hasText: /^导\s?出$/ })
    .click();
};
/** The server's whole answer reaches the page only after a moment, so the message is seen as it polls. */
const holdAnswers = (page: Page) =>
  page.route(
    (url) => url.pathname.endsWith(EXPORT),
    async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const response = await route.fetch().catch(() => undefined);
      if (!response) return;
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.fulfill({ response }).catch(() => undefined); // cancelled meanwhile
    },
  );
const progressMessage = (page: Page) => page.getByTestId('export-progress');

describe('a long report export', () => {
  it('shows the rows written of the total the server records, then saves the file', async ({ scenario }) => {
    await scenario('fullAdmin', REPORT, async ({ page }) => {
      await holdAnswers(page);
      const sent = page.waitForRequest((r) => isExport(r.url(), r.method()));
      const saved = page.waitForEvent('download');
      await startExport(page);
      const { exportId, type } = (await sent).postDataJSON() as { exportId: string; type: string };
      expect(type).toBe('userAnalysis');
      // The export is written by now (its answer is held on the way): the message comes to say so,
      // from the server (it may first show the total with none written, recorded before the rows).
      let total = 0;
      await expect
        .poll(async () => {
          const text = await progressMessage(page)
            .innerText({ timeout: 1000 })
            .catch(() => '');
          const [, written, of] = /已写出 (\d+) \/ (\d+) 行/.exec(text)?.map(Number) ?? [];
          if (of > 0 && written === of) total = of; // kept: the message goes once the file is saved
          return total > 0;
        })
        .toBe(true);
      const progress = (await pageApi<ExportProgress>(page, EXPORT_PROGRESS_CALL, { exportId })).result;
      expect(progress).toEqual({ written: total, total });

      // The file has those rows: the report's, then 合计, under the header row.
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile((await (await saved).path())!);
      const sheet = book.worksheets[0];
      expect(sheet.rowCount).toBe(total + 1);
      expect(sheet.getRow(sheet.rowCount).getCell(1).value).toBe('合计');
      await progressMessage(page).waitFor({ state: 'detached' });
    });
  });

  it('stops when 取消 is pressed, saving nothing', async ({ scenario }) => {
    await scenario('fullAdmin', REPORT, async ({ page }) => {
      await holdAnswers(page);
      let downloaded = false;
      page.on('download', () => (downloaded = true));
      await startExport(page);
      await progressMessage(page).filter({ hasText: '已写出' }).waitFor();
      await screenshot(page, 'report-export-progress');
      await progressMessage(page).getByText('取消').click();
      await page.locator('.ant-message-notice').filter({ hasText: '已取消导出' }).waitFor();
      await page.waitForTimeout(3500); // past the moment the held answer would have come
      expect(downloaded).toBe(false);
      await expect(progressMessage(page).count()).resolves.toBe(0);
      // The report page is as it was: 导出 can be pressed again.
      await expect(
        visible(page, `[data-page="${REPORT}"] button`)
          .filter({ hasText: /^导\s?出$/ })
          .isEnabled(),
      ).resolves.toBe(true);
    });
  });
});
