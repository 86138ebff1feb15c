import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { baseUrl, launch, loginThroughPage, newPage, screenshot, toast, uiUrl, visible } from './browser';


async function api(token: string, path: string, body: unknown) {
  const res = await fetch(`${baseUrl()}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'ctl-token': token }, body: JSON.stringify(body) });
  return (await res.json()) as { status: boolean; message: string; result: Record<string, unknown> };
}

describe('Marketing area in Chromium', () => {
  let browser: Browser;
  let token: string;
  beforeAll(async () => {
    browser = await launch();
    const login = await fetch(`${baseUrl()}/api/auth/inner/sysAuth/v1/login.pass`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'admin', password: 'Admin2026' }),
    });
    token = ((await login.json()) as { result: Record<string, string> }).result['ctl-token'];
  });
  afterAll(() => browser?.close());

  it('invalidates a coupon in the list and its received, unused coupon shows 作废', async () => {
    const now = Math.floor(Date.now() / 1000);
    const coupon = await api(token, '/api/bbxc/order/inner/coupon/v1/save', {
      couponName: '报名立减200元',
      couponType: 3,
      discountAmount: '200.00',
      validStart: now - 3600,
      validEnd: now + 30 * 86400,
      totalStock: 100,
      perUserLimit: 1,
    });
    expect(coupon.message).toBe('新增成功');
    const received = await api(token, '/api/bbxc/order/inner/coupon/v1/receive', { couponId: coupon.result.id, userName: '张小明', mobile: '13700000001' });
    expect(received.status).toBe(true);

    const { page, errors } = await newPage(browser);
    await loginThroughPage(page, 'admin', 'Admin2026');
    await page.goto(uiUrl('/marketings/activities/couponList'));
    const row = visible(page, '.ant-table-row').filter({ hasText: '报名立减200元' });
    await row.locator('.ant-checkbox-input').check();
    await visible(page, '[data-testid="list-toolbar"]').getByRole('button', { name: '作废' }).click();
    const confirm = page.locator('.ant-modal-confirm').filter({ hasText: '作废后已领取未使用的优惠券将一并作废' });
    await confirm.getByRole('button', { name: '确定' }).click();
    await toast(page, '作废成功');
    await row.filter({ hasText: '已作废' }).waitFor();

    await page.goto(uiUrl('/marketings/activities/couponReceivedList'));
    const receivedRow = visible(page, '.ant-table-row').filter({ hasText: '张小明' });
    await receivedRow.waitFor();
    expect(await receivedRow.innerText()).toContain('已作废');
    await screenshot(page, 'coupon-received-void');
    expect(errors).toEqual([]);
  });

  it('downloads a channel QR code as a real PNG', async () => {
    const { page } = await newPage(browser);
    await loginThroughPage(page, 'admin', 'Admin2026');
    await page.goto(uiUrl('/marketings/channelMgList'));
    const row = visible(page, '.ant-table-row').filter({ hasText: '城东合作渠道' });
    await row.getByText('二维码', { exact: true }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '下载' });
    await dialog.locator('img').first().waitFor();
    await screenshot(page, 'channel-qrcode');
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByText('下载').click()]);
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  });
});
