import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { launch, newPage, screenshot, signIn, uiUrl, visible } from './browser';
import { api, apiLogin } from './api';

/** A call function of a demo account's session. */
async function apiAs(account: string, password: string) {
  const token = await apiLogin(account, password);
  return (path: string, body: unknown) => api(token, path, body);
}

describe('channel back office in Chromium (channel01)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it("logs in to the channel area only, opens 渠道订单 and exports the channel's orders", async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, 'channel01', 'Channel2026');
    await page.waitForURL(/\/channelMgs\/channelMgBg\/channelMgBgInfo/);
    const top = (await page.getByTestId('top-menu').locator('.ant-menu-title-content').allInnerTexts())
      .map((s) => s.trim())
      .filter(Boolean);
    expect(top).toEqual(['渠道后台']);
    const side = page.getByTestId('side-menu');
    for (const title of ['渠道信息', '渠道成员', '渠道班型', '渠道订单', '渠道优惠券订单', '渠道账单', '渠道统计'])
      await side.getByText(title, { exact: true }).waitFor();
    expect(await side.innerText()).not.toContain('营销管理');
    const info = visible(page, '[data-testid="channel-info"]');
    await info.getByText('城东合作渠道').waitFor();
    await screenshot(page, 'channel-back-info');

    await side.getByText('渠道订单', { exact: true }).click();
    await page.waitForURL(/channelOrderMgList/);
    const rows = visible(page, '.ant-table-row');
    await rows.first().waitFor();
    const toolbar = visible(page, '[data-testid="list-toolbar"]');
    // 财务核对 is platform finance's: the channel role does not hold the button.
    expect(await toolbar.getByRole('button', { name: '财务核对' }).count()).toBe(0);
    await screenshot(page, 'channel-back-orders');

    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      toolbar.getByRole('button', { name: '导出' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^渠道订单_\d{8}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('table')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('订单编号');
    const exported = new Set<string>();
    sheet.eachRow((row, n) => n > 1 && exported.add(String(row.getCell(1).value)));

    // Exactly the channel's orders, as the list call answers them to the same user.
    const call = await apiAs('channel01', 'Channel2026');
    const list = await call('/api/bbxc/order/inner/channelOrder/v1/list', { pageSize: 500 });
    expect(list.result.total).toBeGreaterThan(0);
    expect([...exported].sort()).toEqual(list.result.list.map((o: { orderNo: string }) => o.orderNo).sort());
    expect(errors).toEqual([]);
  });

  it('shows the bills and the statistics charts of the billing periods', async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, 'channel01', 'Channel2026', '/channelMgs/channelMgBg/BillMg');
    const bills = visible(page, '.ant-table-row');
    await bills.first().waitFor();
    expect(await bills.count()).toBeGreaterThan(5);
    expect(await visible(page, '.ant-table-tbody').innerText()).toContain('已打款');
    // Each bill's commission is its channel rule's 8 % of the amount settled, to the fen.
    const header = await visible(page, '.ant-table-thead th').allInnerTexts();
    const amountAt = header.findIndex((t) => t.includes('结算金额'));
    const commissionAt = header.findIndex((t) => t.includes('佣金金额'));
    const money = (text: string) => Math.round(Number(text.replace(/,/g, '')) * 100);
    let settled = 0;
    for (const row of await bills.all()) {
      const cells = await row.locator('td').allInnerTexts();
      const amount = money(cells[amountAt]);
      expect(money(cells[commissionAt]), cells.join(' | ')).toBe(Math.round((amount * 8) / 100));
      settled += amount;
    }
    expect(settled).toBeGreaterThan(0);
    await screenshot(page, 'channel-back-bills');
    await page.goto(uiUrl('/channelMgs/channelMgBg/channelStatistics'));
    await visible(page, '[data-testid="chart-orders"] canvas').waitFor();
    await visible(page, '[data-testid="chart-revenue"] canvas').waitFor();
    // Let the charts finish their entry animation before the picture.
    await page.waitForTimeout(1500);
    await screenshot(page, 'channel-back-statistics');
    expect(errors).toEqual([]);
  });
});
