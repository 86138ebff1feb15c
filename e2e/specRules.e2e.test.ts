import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, newPage, screenshot, signIn, visible } from './browser';
import { api, apiLogin } from './api';

const dict = '/api/system/inner/sysDictionary/v1';

// Issue 50.7, the spec's last rules, as a person meets them: a hand-written form submitted
// empty says the spec's 该输入项为必填项!, a chance takes 4 decimals, the administrator reaches
// 数据脱敏, a label renamed in 字典管理 is what the page shows, the editor comes from /UEditor/.
describe('the spec’s last rules in Chromium', () => {
  let browser: Browser;
  let token: string;
  beforeAll(async () => {
    browser = await launch();
    token = await apiLogin();
  });
  afterAll(() => browser?.close());

  it('大转盘 saved empty says 该输入项为必填项! under each prize input; 12.3456 % is a chance, 12.34567 is not', async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, 'admin', 'Admin2026', '/marketings/activities/turntable');
    await visible(page, '[data-testid="list-toolbar"]').getByRole('button', { name: '新增' }).click();
    await page.waitForURL(/turntableModify/);
    const form = visible(page, '.ant-card').filter({ hasText: '新增大转盘' });
    await form.getByLabel('奖品2名称').fill('');
    await form.getByRole('button', { name: '保存' }).click();
    const required = form.locator('.ant-form-item-explain-error').filter({ hasText: /^该输入项为必填项!$/ });
    // 活动名称 is the definition's; both prize names and both chances the page's own.
    await expect.poll(() => required.count()).toBeGreaterThanOrEqual(4);
    expect(await form.getByText('请输入奖品名称').count()).toBe(0);
    expect(await form.getByText('请输入中奖概率').count()).toBe(0);
    await screenshot(page, 'turntable-required');
    await form.getByLabel('奖品1中奖概率').fill('12.34567');
    await form.getByText('请输入0-100之间的数字,最多四位小数').waitFor();
    await form.getByLabel('奖品1中奖概率').fill('12.3456');
    await form.getByLabel('奖品2中奖概率').fill('87.6544');
    await form.getByText('请输入0-100之间的数字,最多四位小数').waitFor({ state: 'detached' });
    await form.getByText('合计 100.00% / 100%').waitFor();
    await screenshot(page, 'turntable-four-decimals');
    expect(errors).toEqual([]);
  });

  it('offers the administrator 数据脱敏, which masks the phone numbers on screen', async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, 'admin', 'Admin2026', '/systems/accountMg');
    const row = visible(page, '.ant-table-row').filter({ hasText: 'operator01' });
    await row.getByText('13900000001').waitFor();
    await page.getByTestId('user-menu').click();
    const item = visible(page, '.ant-dropdown-menu-item').filter({ hasText: '数据脱敏' });
    await item.waitFor();
    await screenshot(page, 'masking-switch');
    await item.click();
    await row.getByText('139****0001').waitFor();
    await screenshot(page, 'masking-on');
    expect(errors).toEqual([]);
  });

  it('shows on 账号管理 the label 字典管理 gives 账号类型 (enterprise_type), and loads the editor from /ui/coach/UEditor/', async () => {
    const saved = await api(token, `${dict}/save`, { type: 'enterprise_type', value: '1', label: '集团总部', sort: 1 });
    expect(saved.status).toBe(true);
    const [entry] = (await api(token, `${dict}/list`, { type: 'enterprise_type', label: '集团总部' })).result.list as {
      id: string;
    }[];
    try {
      const { page, errors } = await newPage(browser);
      await signIn(page, 'admin', 'Admin2026', '/systems/accountMg');
      const row = visible(page, '.ant-table-row').filter({ hasText: '系统管理员' });
      await row.getByText('集团总部').waitFor();
      // 驾校 (2) is no entry of the tenant's own: operator01 keeps the definition's label.
      await visible(page, '.ant-table-row')
        .filter({ hasText: 'operator01' })
        .getByText('驾校', { exact: true })
        .waitFor();
      await screenshot(page, 'dict-label-account');

      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(page.url().replace(/\/systems\/accountMg.*$/, '/marketings/aboutUs'));
      await visible(page, '[data-testid="list-toolbar"]').getByRole('button', { name: '新增' }).click();
      await visible(page, '.ProseMirror').first().waitFor();
      expect(scripts.some((p) => /^\/ui\/coach\/UEditor\/editor-[\w-]+\.js$/.test(p))).toBe(true);
      await screenshot(page, 'editor-from-ueditor');
      // Rich text of spaces only is empty (<p> </p>): 内容 says so, as the server would.
      const drawer = visible(page, '.ant-drawer').filter({ hasText: '新增关于我们' });
      await drawer.getByLabel('标题').fill('驾校简介');
      await drawer.locator('.ProseMirror').click();
      await page.keyboard.type('   ');
      await drawer.getByRole('button', { name: /确\s*定/ }).click();
      await drawer.getByText('该输入项为必填项!').waitFor();
      await screenshot(page, 'rich-spaces-required');
      expect(errors).toEqual([]);
    } finally {
      await api(token, `${dict}/delete`, { ids: [entry.id] });
    }
  });
});
