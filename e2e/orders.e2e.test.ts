import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { api, apiLogin } from './api';
import { launch, newPage, pressConfirm, screenshot, signIn, toast, uiUrl, visible, unfoldSearch } from './browser';
import { DEMO_TENANT_ADMIN } from './demoTenant';

// Issue 19 in Chromium, on the full demo tenant: 预报名订单's 失效 asks for the reason (确定
// with an empty box keeps the dialog), the real call stores it; 订单管理 filtered by payment
// method opens an order's 财务订单详情; 订单流程配置 is saved at its own call; a refund is
// applied for and approved, and the order, the refund list and the open bill agree.
describe('订单管理 in Chromium', () => {
  let browser: Browser;
  let token: string;
  beforeAll(async () => {
    browser = await launch();
    token = await apiLogin(...DEMO_TENANT_ADMIN);
  });
  afterAll(() => browser?.close());

  it('deactivates a pre-registration with its reason', async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, ...DEMO_TENANT_ADMIN);
    const [target] = (await api(token, '/api/bbxc/order/inner/preregisterOrder/v1/list', { status: 1, pageSize: 1 }))
      .result.list;
    await page.goto(uiUrl(`/orders/preregisterOrder?status=1`));
    const row = visible(page, `tr[data-row-key="${target.id}"]`);
    await row.getByRole('button', { name: '失效' }).click();
    const dialog = page.locator('.ant-modal-confirm:visible');
    await dialog.getByText('确认将该预报名设为失效吗？失效后不能恢复。').waitFor();
    await dialog.getByRole('button', { name: '确定' }).click();
    await toast(page, '请填写失效原因');
    await dialog.getByLabel('失效原因').fill('学员联系不上');
    const answered = page.waitForResponse((r) => r.url().endsWith('/preregisterOrder/v1/deactivate'));
    await dialog.getByRole('button', { name: '确定' }).click();
    expect((await (await answered).json()).status).toBe(true);
    await toast(page, '失效成功');
    const detail = (await api(token, '/api/bbxc/order/inner/preregisterOrder/v1/detail', { id: target.id })).result;
    expect([detail.status, detail.deactivateReason]).toEqual([3, '学员联系不上']);
    await screenshot(page, 'orders-preregister-deactivated');
    expect(errors).toEqual([]);
  });

  it("filters orders by payment method and opens one's 财务订单详情", async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, ...DEMO_TENANT_ADMIN, '/orders/orderMgList?payMethod=2');
    const list = visible(page, '[data-testid="resource-list-generalOrder"]');
    const first = list.locator('.ant-table-row').first();
    await first.getByText('支付宝').waitFor();
    const expected = (await api(token, '/api/bbxc/order/inner/order/v1/list', { payMethod: 2 })).result.total;
    await list.getByText(`共 ${expected} 条`).waitFor();
    await first.getByRole('button', { name: '详情' }).click();
    await page.waitForURL(/\/financials\/orderDetail2\?id=/);
    await page.getByText('订单详情').first().waitFor();
    await page.locator('.ant-descriptions').getByText('支付宝').waitFor();
    await screenshot(page, 'orders-order-detail');
    expect(errors).toEqual([]);
  });

  it('filters orders by 下单时间, a second date range beside 支付时间', async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, ...DEMO_TENANT_ADMIN, '/orders/orderMgList');
    const list = visible(page, '[data-testid="resource-list-generalOrder"]');
    await list.locator('.ant-table-row').first().waitFor();
    const day = (daysAgo: number) =>
      new Date(Date.now() + 8 * 3600_000 - daysAgo * 86400_000).toISOString().slice(0, 10);
    await unfoldSearch(page);
    const placed = visible(page, '[data-testid="search-form"] .ant-form-item').filter({ hasText: '下单时间' });
    await placed.locator('input').nth(0).click();
    await placed.locator('input').nth(0).fill(day(30));
    await placed.locator('input').nth(0).press('Enter');
    // As a person does: click the end box before typing in it.
    // Enter in the end box may search at once (the form's own submit): that search counts too,
    // and 查询 after it asks nothing new (the same filter is still fresh), so listen before it.
    const answered = page.waitForResponse(
      (r) =>
        r.url().endsWith('/order/v1/list') &&
        /createTimeStart.*createTimeEnd|createTimeEnd.*createTimeStart/.test(r.request().postData() ?? ''),
    );
    await placed.locator('input').nth(1).click();
    await placed.locator('input').nth(1).fill(day(0));
    await placed.locator('input').nth(1).press('Enter');
    await expect
      .poll(() => Promise.all([0, 1].map((i) => placed.locator('input').nth(i).inputValue())))
      .toEqual([day(30), day(0)]);
    await visible(page, '[data-testid="search-form"]')
      .getByRole('button', { name: /查\s*询/ })
      .click();
    const sent = JSON.parse((await answered).request().postData()!);
    expect(sent.startTime).toBeUndefined();
    expect(sent.createTimeEnd - sent.createTimeStart).toBe(31 * 86400 - 1);
    const url = new URL(page.url());
    expect(url.searchParams.get('createTimeStart')).toBe(String(sent.createTimeStart));
    const [filtered, all] = await Promise.all([
      api(token, '/api/bbxc/order/inner/order/v1/list', {
        createTimeStart: sent.createTimeStart,
        createTimeEnd: sent.createTimeEnd,
      }),
      api(token, '/api/bbxc/order/inner/order/v1/list', {}),
    ]);
    expect(filtered.result.total).toBeGreaterThan(0);
    expect(filtered.result.total).toBeLessThan(all.result.total);
    await list.getByText(`共 ${filtered.result.total} 条`).waitFor();
    await screenshot(page, 'orders-two-date-ranges');
    expect(errors).toEqual([]);
  });

  it('saves 订单流程配置 at its own call and shows it again after a reload', async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, ...DEMO_TENANT_ADMIN, '/orders/orderProcessConfig');
    const minutes = page.getByLabel('未支付订单自动取消(分钟)');
    await expect.poll(() => minutes.inputValue()).toBe('30');
    await minutes.fill('50');
    const saved = page.waitForResponse((r) => r.url().endsWith('/processConfig/v1/saveConfig'));
    await page.getByRole('button', { name: /保\s*存/ }).click();
    expect((await (await saved).json()).status).toBe(true);
    await toast(page, '保存成功');
    await page.reload();
    await expect.poll(() => page.getByLabel('未支付订单自动取消(分钟)').inputValue()).toBe('50');
    expect((await api(token, '/api/bbxc/order/inner/processConfig/v1/getConfig', {})).result.autoCancelMinutes).toBe(
      50,
    );
    expect(errors).toEqual([]);
  });

  it('applies for a refund, approves it, and the order, the refund list and the open bill agree', async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, ...DEMO_TENANT_ADMIN);
    const paid = (
      await api(token, '/api/bbxc/order/inner/order/v1/list', { payStatus: 1, refundStatus: 0, pageSize: 50 })
    ).result.list as { id: string; orderNo: string; paidAmount: string; schoolId: string; schoolName: string }[];
    const target = paid[paid.length - 1];
    await page.goto(uiUrl('/orders/refundMgList'));
    await visible(page, '[data-testid="list-toolbar"]').getByRole('button', { name: '申请退款' }).click();
    const drawer = page.locator('.ant-drawer-open').filter({ hasText: '申请退款' });
    await drawer.locator('.ant-select').first().click();
    await page.keyboard.type(target.orderNo);
    await visible(page, '.ant-select-dropdown .ant-select-item-option').filter({ hasText: target.orderNo }).click();
    await drawer.getByLabel('退款金额(元)').fill('99999');
    await drawer.getByLabel('退款原因').fill('学员搬家转学');
    await drawer.getByRole('button', { name: /保\s*存|确\s*定/ }).click();
    // The server's refusal names the field: the form shows it under 退款金额.
    await drawer.getByText(`不能超过可退金额${target.paidAmount}元`).first().waitFor();
    await drawer.getByLabel('退款金额(元)').fill('300');
    const applied = page.waitForResponse((r) => r.url().endsWith('/refund/v1/apply'));
    await drawer.getByRole('button', { name: /保\s*存|确\s*定/ }).click();
    expect((await (await applied).json()).status).toBe(true);

    await page.goto(uiUrl(`/orders/refundMgList?orderNo=${target.orderNo}`));
    const row = visible(page, '.ant-table-row').filter({ hasText: target.orderNo }).filter({ hasText: '待审核' });
    await row.getByRole('button', { name: '通过' }).click();
    const approved = page.waitForResponse((r) => r.url().endsWith('/refund/v1/approve'));
    await pressConfirm(page, '确定', '确认通过该退款申请吗？');
    expect((await (await approved).json()).status).toBe(true);
    await toast(page, '通过成功');
    await visible(page, '.ant-table-row').filter({ hasText: target.orderNo }).filter({ hasText: '已退款' }).waitFor();
    await screenshot(page, 'orders-refund-approved');

    const order = (await api(token, '/api/bbxc/order/inner/order/v1/detail', { id: target.id })).result;
    // 300 of more than 300: 部分退款 (4), read from the amounts; the order may be refunded further.
    expect([order.refundedAmount, order.refundStatus]).toEqual(['300.00', 4]);
    const [refund] = (await api(token, '/api/bbxc/order/inner/refund/v1/list', { orderNo: target.orderNo, status: 3 }))
      .result.list;
    expect(refund.refundAmount).toBe('300.00');
    const [bill] = (
      await api(token, '/api/bbxc/order/inner/finBilling/v1/list', { schoolId: target.schoolId, status: 0 })
    ).result.list;
    expect(bill.periodLabel).toBe(refund.billPeriod);

    await page.goto(uiUrl(`/orders/finBillingMgList?schoolId=${target.schoolId}&status=0`));
    await visible(page, `tr[data-row-key="${bill.id}"]`).getByRole('button', { name: '详情' }).click();
    const lines = visible(page, '.ant-table').filter({ hasText: refund.refundNo });
    await lines.getByText('-300.00').waitFor();
    await page.waitForTimeout(400); // the drawer's slide-in, for the picture
    await screenshot(page, 'orders-bill-with-refund');
    expect(errors).toEqual([]);
  });

  it('turns a pre-registration into an order of a class on sale', async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, ...DEMO_TENANT_ADMIN);
    const [target] = (await api(token, '/api/bbxc/order/inner/preregisterOrder/v1/list', { status: 1, pageSize: 1 }))
      .result.list;
    const [cls] = (await api(token, '/api/bbxc/operate/inner/zsclass/list', { status: 1, pageSize: 1 })).result.list;
    await page.goto(uiUrl(`/orders/preregisterOrder?orderNo=${target.orderNo}`));
    await visible(page, `tr[data-row-key="${target.id}"]`).getByRole('button', { name: '转为订单' }).click();
    // The row form names the pre-registration and says the deposit counts toward the price.
    const dialog = page.locator('.ant-drawer-open').filter({ hasText: '报名班型' });
    await dialog.getByText(target.orderNo).waitFor();
    await dialog.getByText('定金将抵扣所选班型的价格。').waitFor();
    await dialog.locator('.ant-select').click();
    await page.keyboard.type(cls.className);
    await visible(page, '.ant-select-dropdown .ant-select-item-option')
      .filter({ hasText: cls.className })
      .first()
      .click();
    const converted = page.waitForResponse((r) => r.url().endsWith('/preregisterOrder/v1/convert'));
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    const answer = await (await converted).json();
    expect(answer.status, answer.message).toBe(true);
    expect((await converted).request().postDataJSON()).toMatchObject({ id: target.id, classId: String(cls.id) });
    await visible(page, `tr[data-row-key="${target.id}"]`).filter({ hasText: '已报名' }).waitFor();
    const [order] = (await api(token, '/api/bbxc/order/inner/order/v1/list', { orderNo: answer.result.orderNo })).result
      .list;
    expect([order.className, order.payStatus]).toEqual([cls.className, 0]);
    expect(errors).toEqual([]);
  });

  it("applies for a refund from an order's row, the order already chosen", async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, ...DEMO_TENANT_ADMIN);
    const [order] = (
      await api(token, '/api/bbxc/order/inner/order/v1/list', { payStatus: 1, refundStatus: 0, pageSize: 1 })
    ).result.list;
    await page.goto(uiUrl(`/orders/orderMgList?orderNo=${order.orderNo}`));
    await visible(page, `tr[data-row-key="${order.id}"]`).getByRole('button', { name: '申请退款' }).click();
    const drawer = page.locator('.ant-drawer-open').filter({ hasText: '申请退款' });
    await drawer.locator('.ant-select').filter({ hasText: order.orderNo }).waitFor();
    await drawer.getByLabel('退款金额(元)').fill('100');
    await drawer.getByLabel('退款原因').fill('重复缴费');
    const applied = page.waitForResponse((r) => r.url().endsWith('/refund/v1/apply'));
    await drawer.getByRole('button', { name: /确\s*定/ }).click();
    expect((await (await applied).json()).status).toBe(true);
    await visible(page, `tr[data-row-key="${order.id}"]`).filter({ hasText: '退款申请中' }).waitFor();
    const [refund] = (await api(token, '/api/bbxc/order/inner/refund/v1/list', { orderNo: order.orderNo })).result.list;
    expect([refund.status, refund.refundAmount, refund.reason]).toEqual([0, '100.00', '重复缴费']);
    expect(errors).toEqual([]);
  });
});
