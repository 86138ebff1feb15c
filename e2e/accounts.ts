import type { Page } from 'playwright-core';
import { uiUrl, visible } from './browser';

/**
 * 账号管理 › 新增 as the administrator fills it (an account holding one role), on `page`
 * signed in as the administrator; leaves the 账号已创建 dialog open and answers the initial
 * password it shows once.
 */
export async function addAccount(
  page: Page,
  account: { account: string; name: string; mobile: string; role: string },
): Promise<string> {
  await page.goto(uiUrl('/systems/accountMg'));
  await visible(page, '[data-testid="list-toolbar"]').getByRole('button', { name: '新增' }).click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: '新增账号' });
  await drawer.locator('#account-form_account').fill(account.account);
  await drawer.locator('#account-form_name').fill(account.name);
  await drawer.locator('#account-form_mobile').fill(account.mobile);
  await drawer.locator('#account-form_roleIds').click();
  await page.locator('.ant-select-item-option').filter({ hasText: account.role }).click();
  await drawer.getByRole('button', { name: '确定' }).click();
  return (await page.getByTestId('initial-password').innerText()).trim();
}
