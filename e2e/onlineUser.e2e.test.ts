import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import { launch, newPage, pressConfirm, screenshot, signIn, toast, visible } from './browser';
import { api } from './api';
import { columnTexts } from './tableColumns';

// Issue 51.6: 在线用户 under 系统管理 lists the signed-in sessions; the administrator 强退 one,
// and that session's next call is refused (登录已失效).
const { onlineUser } = resourcesByName;
// The frame of the page opened with its search (`?account=`) is named with it.
const LIST = `[data-page^="${onlineUser.route}"]`;
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('在线用户', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it('shows a second session of operator01, and 强退 ends it: its next call is refused', async () => {
    // operator01 signs in at another desk, in Firefox (the row this test ends).
    const signedIn = await api<Record<string, string>>(
      '',
      '/api/auth/inner/sysAuth/v1/login.pass',
      { account: 'operator01', password: 'Operator2026' },
      { 'user-agent': FIREFOX },
    );
    const token = signedIn.result['ctl-token'];

    const { page, errors } = await newPage(browser);
    await signIn(page, 'admin', 'Admin2026', `${onlineUser.route}?account=operator01`);
    const row = visible(page, `${LIST} .ant-table-row`).filter({ hasText: 'Firefox 133' });
    await row.first().waitFor();
    expect(await row.count()).toBe(1);
    expect(await columnTexts(page, '登录账号', LIST)).toContain('operator01');
    expect(await row.innerText()).toContain('驾校运营');
    await screenshot(page, 'online-users');

    await row.getByRole('button', { name: /强\s?退/ }).click();
    const forced = page.waitForResponse((r) => r.url().endsWith(onlineUser.actions![0].path!));
    await pressConfirm(page, /确\s?定/, '确定强退“operator01”的这次登录吗？');
    expect((await (await forced).json()).status).toBe(true);
    await toast(page, '已强退');
    await expect.poll(() => row.count()).toBe(0);

    // The forced session's next call is answered 登录已失效.
    const next = await api(token, '/api/system/inner/loginLog/v1/list', {});
    expect(next).toMatchObject({ status: false, code: '000002' });
    expect(errors).toEqual([]);
  });
});
