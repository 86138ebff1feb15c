import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { api, apiLogin } from './api';
import { launch, newPage, openInApp, pressConfirm, screenshot, signIn, toast, uiUrl, visible } from './browser';
import { DEMO_TENANT_ADMIN } from './demoTenant';

// Issue 19 in Chromium, on the full demo tenant: every page of /orders and /financials the
// issue names opens with rows; 陪驾订单's 派单 and 退款审核 (the amount shown before 通过),
// 学时缴费订单's 更换手机号 and 激活, and 开票管理's upload and download go through their calls.
const PAGES = [
  '/orders/simulationOrder',
  '/orders/driveOrder',
  '/orders/timePay',
  '/orders/coachTimePay',
  '/orders/openDeductionOrder',
  '/orders/groupOrdersList',
  '/orders/finBillingMgList',
  '/orders/refundMgList',
  '/financials/extraProductBillMg',
  '/financials/invoicingMg',
  '/teaching/driveCoachMg',
];

describe('订单 kinds and 财务管理 in Chromium', () => {
  let browser: Browser;
  let token: string;
  beforeAll(async () => {
    browser = await launch();
    token = await apiLogin(...DEMO_TENANT_ADMIN);
  });
  afterAll(() => browser?.close());

  it('opens every page with rows, no 建设中 and no error', async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, ...DEMO_TENANT_ADMIN);
    for (const path of PAGES) {
      await openInApp(page, path);
      await visible(page, '.ant-table-row').first().waitFor();
      expect(await page.getByTestId('under-construction').count(), path).toBe(0);
    }
    await page.goto(uiUrl('/financials/timeStudentStatisticsSh'));
    await page.getByTestId('report-table').locator('.ant-table-row').first().waitFor();
    expect(errors).toEqual([]);
  });

  it('dispatches an accompany order to a coach and audits a refund with its amount', async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, ...DEMO_TENANT_ADMIN);
    const [waiting] = (await api(token, '/api/mall/inner/accompanyOrder/queryPage', { status: 1, pageSize: 1 })).result
      .list;
    const [coach] = (await api(token, '/api/mall/inner/accompanyCoach/queryPage', { disable: 0, pageSize: 1 })).result
      .list;
    await page.goto(uiUrl(`/orders/driveOrder?orderNo=${waiting.orderNo}`));
    await visible(page, `tr[data-row-key="${waiting.id}"]`).getByRole('button', { name: '派单' }).click();
    // 派单 is a row form about the order: its number shown, an enabled coach picked by name.
    const dialog = page.locator('.ant-drawer-open').filter({ hasText: '陪驾教练' });
    await dialog.getByText(waiting.orderNo).waitFor();
    await dialog.locator('.ant-select').click();
    await page.keyboard.type(coach.name);
    await visible(page, '.ant-select-dropdown .ant-select-item-option').filter({ hasText: coach.name }).first().click();
    const sent = page.waitForResponse((r) => r.url().endsWith('/accompanyOrder/dispatch'));
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    expect((await (await sent).json()).status).toBe(true);
    expect((await sent).request().postDataJSON()).toMatchObject({ id: waiting.id, coachId: String(coach.id) });
    await toast(page, '派单成功');
    expect((await api(token, '/api/mall/inner/accompanyOrder/getDetails', { id: waiting.id })).result).toMatchObject({
      status: 2,
      coachName: coach.name,
    });

    const [asking] = (await api(token, '/api/mall/inner/accompanyOrder/queryPage', { status: 4, pageSize: 1 })).result
      .list;
    const expected = ((asking.hours - asking.usedHours) * Number(asking.hourPrice)).toFixed(2);
    await page.goto(uiUrl(`/orders/driveOrder?orderNo=${asking.orderNo}`));
    await visible(page, `tr[data-row-key="${asking.id}"]`).getByRole('button', { name: '退款审核' }).click();
    await page.getByTestId('action-figure-refundAmount').filter({ hasText: expected }).waitFor();
    await page.locator('.ant-zoom-appear').waitFor({ state: 'detached', timeout: 10_000 });
    await screenshot(page, 'orders-accompany-refund-audit');
    const audited = page.waitForResponse((r) => r.url().endsWith('/accompanyOrder/refundAudit'));
    await page.getByRole('button', { name: '通过并退款' }).click();
    expect((await (await audited).json()).status).toBe(true);
    expect((await api(token, '/api/mall/inner/accompanyOrder/getDetails', { id: asking.id })).result).toMatchObject({
      status: 5,
      refundAmount: expected,
    });
    expect(errors).toEqual([]);
  });

  it('changes the phone of a remote timing order and activates one', async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, ...DEMO_TENANT_ADMIN);
    const [order] = (
      await api(token, '/api/mall/inner/remoteTiming/queryPage', { status: 1, activated: 0, pageSize: 1 })
    ).result.list;
    await page.goto(uiUrl(`/orders/timePay?orderNo=${order.orderNo}`));
    const row = visible(page, `tr[data-row-key="${order.id}"]`);
    await row.getByRole('button', { name: '更换手机号' }).click();
    // The row form says which order and number it replaces; the call carries the order's id.
    const dialog = page.locator('.ant-drawer-open').filter({ hasText: '更换手机号' });
    await dialog.getByText(order.orderNo).waitFor();
    await dialog.getByLabel('新手机号').fill('1234');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.getByText('您输入的手机号不正确!').first().waitFor();
    await dialog.getByLabel('新手机号').fill('13912345678');
    const changed = page.waitForResponse((r) => r.url().endsWith('/remoteTiming/changePhone'));
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    expect((await (await changed).json()).status).toBe(true);
    expect((await changed).request().postDataJSON()).toMatchObject({ id: order.id, mobile: '13912345678' });
    await toast(page, '手机号已更换');
    await row.getByRole('button', { name: '激活' }).click();
    const activated = page.waitForResponse((r) => r.url().endsWith('/remoteTiming/activate'));
    await pressConfirm(page, '确定', '确认激活该订单的学时吗？');
    expect((await (await activated).json()).status).toBe(true);
    await row.filter({ hasText: '已激活' }).waitFor();
    expect((await api(token, '/api/mall/inner/remoteTiming/getDetails', { id: order.id })).result).toMatchObject({
      activated: 1,
    });
    expect(errors).toEqual([]);
  });

  it('uploads an invoice PDF and downloads it', async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, ...DEMO_TENANT_ADMIN);
    const [waiting] = (await api(token, '/api/classhour/cost/inner/invoicePage', { status: 0, pageSize: 1 })).result
      .list;
    await page.goto(uiUrl(`/financials/invoicingMg?applyNo=${waiting.applyNo}`));
    const row = visible(page, `tr[data-row-key="${waiting.id}"]`);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
    const bound = page.waitForResponse((r) => r.url().endsWith('/uploadInvoice'));
    await row
      .locator('input[type="file"]')
      .setInputFiles({ name: '发票.pdf', mimeType: 'application/pdf', buffer: pdf });
    expect((await (await bound).json()).status).toBe(true);
    await toast(page, '发票已上传');
    await row.filter({ hasText: '已开票' }).waitFor();
    const saved = page.waitForEvent('download');
    await row.getByRole('button', { name: '下载发票' }).click();
    const file = await saved;
    expect(file.suggestedFilename()).toBe('发票.pdf');
    await screenshot(page, 'financials-invoice-uploaded');
    expect(errors).toEqual([]);
  });
});
