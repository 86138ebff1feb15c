import type { Page } from 'playwright-core';
import { describe, expect, test as it } from './scenario';
import { EXPORT_PROGRESS_CALL, type ExportProgress } from '@coach/domain';
import { api, apiLogin, pageApi } from './api';
import { visible } from './browser';
import { DEMO_TENANT_ADMIN } from './demoTenant';

// Issue 40.5: an export says how far it has got (rows written of the total, recorded by the
// server under the export's id) and can be cancelled.
const ORDERS = '/orders/orderMgList';
const LIST = '/api/bbxc/order/inner/order/v1/list';

/** Holds the export call back a moment on its way, so its message is there to see (the call itself is the real one). */
const holdExport = (page: Page, ms: number) =>
  page.route('**/order/v1/export', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => undefined);
  });

describe('long exports', () => {
  it('shows its progress and records the rows written of the total', async ({ scenario }) => {
    await scenario('fullAdmin', ORDERS, async ({ page }) => {
      await visible(page, `[data-page="${ORDERS}"] .ant-table-row`).first().waitFor();
      // The demo's orders are written in a blink, and the message goes with the download.
      await holdExport(page, 1500);
      const sent = page.waitForRequest((r) => r.url().endsWith('/order/v1/export'));
      const saved = page.waitForEvent('download');
      await visible(page, 'button')
        .filter({ hasText: /^导\s?出$/ })
        .click();
      await page.getByTestId('export-progress').filter({ hasText: '正在导出' }).waitFor();
      await saved;
      const { exportId } = (await sent).postDataJSON() as { exportId: string };
      const token = await apiLogin(...DEMO_TENANT_ADMIN);
      // The export ran as the page's user; the progress is theirs (read with their token in the page).
      const progress = (await pageApi<ExportProgress>(page, EXPORT_PROGRESS_CALL, { exportId })).result;
      const total = (await api(token, LIST, { pageSize: 1 })).result.total;
      expect(progress).toEqual({ written: total, total });
      expect(total).toBeGreaterThan(10);
    });
  });

  it('stops when 取消 is pressed, saving nothing', async ({ scenario }) => {
    await scenario('fullAdmin', ORDERS, async ({ page }) => {
      await visible(page, `[data-page="${ORDERS}"] .ant-table-row`).first().waitFor();
      await holdExport(page, 2500);
      let downloaded = false;
      page.on('download', () => (downloaded = true));
      await visible(page, 'button')
        .filter({ hasText: /^导\s?出$/ })
        .click();
      await page.getByTestId('export-progress').getByText('取消').click();
      await page.locator('.ant-message-notice').filter({ hasText: '已取消导出' }).waitFor();
      await page.waitForTimeout(3000);
      expect(downloaded).toBe(false);
      await expect(page.getByTestId('export-progress').count()).resolves.toBe(0);
    });
  });
});
