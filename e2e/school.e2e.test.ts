import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launch, loginThroughPage, newPage, screenshot, toast, uiUrl, visible } from './browser';

async function api(token: string, path: string, body: unknown) {
  const res = await fetch(`${baseUrl()}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'ctl-token': token }, body: JSON.stringify(body) });
  return (await res.json()) as { status: boolean; message: string; result: Record<string, unknown> };
}

describe('School area in Chromium', () => {
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

  it('adds a store through the form under a school chosen by name, then sets it 停业 in the list', async () => {
    const school = await api(token, '/api/bbxc/operate/inner/school/v1/saveOrUpdate', {
      name: '金陵驾校', region: ['320000', '320100', '320106'], address: '中山北路268号', principal: '周国强', contactMobile: '13951000001',
    });
    expect(school.status).toBe(true);

    const { page, errors } = await newPage(browser);
    await loginThroughPage(page, 'admin', 'Admin2026');
    await page.goto(uiUrl('/school/storeMgList'));
    await visible(page, '[data-testid="list-toolbar"]').getByRole('button', { name: '新增' }).click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: '新增门店' });
    await drawer.getByLabel('门店名称').fill('金陵驾校鼓楼门店');
    // 所属驾校 is a select fed by the school lookup.
    await drawer.getByLabel('所属驾校').click();
    await page.locator('.ant-select-dropdown .ant-select-item-option').filter({ hasText: '金陵驾校' }).click();
    await drawer.getByLabel('所在地区').click();
    await page.locator('.ant-cascader-menu-item').filter({ hasText: '江苏省' }).click();
    await page.locator('.ant-cascader-menu-item').filter({ hasText: '南京市' }).click();
    await page.locator('.ant-cascader-menu-item').filter({ hasText: '鼓楼区' }).click();
    await drawer.getByLabel('详细地址').fill('中山北路268号一楼');
    await drawer.getByLabel('联系电话').fill('025-83301234');
    await screenshot(page, 'school-store-form');
    await drawer.getByRole('button', { name: '确定' }).click();
    await toast(page, '新增成功');

    const row = visible(page, '.ant-table-row').filter({ hasText: '金陵驾校鼓楼门店' });
    await row.waitFor();
    expect(await row.innerText()).toContain('金陵驾校');
    expect(await row.innerText()).toContain('营业');
    await row.getByRole('button', { name: '停业' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: '确定' }).click();
    await toast(page, '停业成功');
    await row.getByRole('button', { name: '营业' }).waitFor();
    expect(await row.locator('.ant-tag').allInnerTexts()).toContain('停业');
    await screenshot(page, 'school-store-closed');

    // The server agrees: the store left the store lookup.
    const lookup = await api(token, '/api/zjerp/inner/store/v1/listForSelector', {});
    expect(lookup.result).toEqual([]);
    expect(errors).toEqual([]);
  });
});
