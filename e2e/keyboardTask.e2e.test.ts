import type { Page } from 'playwright-core';
import { describe, expect, test as it } from './scenario';
import { newPage, screenshot, uiUrl, visible } from './browser';
import { DEMO_TENANT_ADMIN } from './demoTenant';
import { columnTexts } from './tableColumns';

// Issue 52.4: one whole task by keyboard only, as a person who cannot use a mouse does it: sign
// in, find a student, open the detail, create a notice, save it and publish it. No click, no
// fill: only Tab, typed keys, Enter, Space and Ctrl+K (the page palette). On the tenant that
// holds every area's demo data, so the student search finds someone.

/** What the focused element says: its accessible name as a person hears it, roughly. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return '';
    const labelled = el.getAttribute('aria-labelledby');
    const byLabel = labelled
      ?.split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    return [el.getAttribute('aria-label'), byLabel, (el as HTMLInputElement).labels?.[0]?.textContent, el.textContent]
      .filter(Boolean)
      .join(' | ')
      .replace(/\s+/g, '');
  });

/** The text of the table row holding the focused element ('' outside a row). */
const rowOfFocus = (page: Page) => page.evaluate(() => document.activeElement?.closest('tr')?.textContent ?? '');

/**
 * Tabs forward (at most `max` stops) until the focused element's name matches, and, given
 * `inRow`, it sits in the table row holding that text (the row's own 发布, not the toolbar's).
 */
async function tabTo(page: Page, name: RegExp, max = 60, inRow?: string): Promise<void> {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (name.test(now) && (inRow === undefined || (await rowOfFocus(page)).includes(inRow))) return;
    seen.push(now.slice(0, 30));
  }
  throw new Error(`no stop named ${name} within ${max} Tabs; passed: ${seen.join(' › ')}`);
}

/** Opens a page from the palette by its pinyin initials, as the keyboard user does. */
async function palette(page: Page, initials: string, path: RegExp) {
  await page.keyboard.press('Control+k');
  await page.getByTestId('page-palette-input').waitFor();
  await page.keyboard.type(initials);
  await page.getByTestId('page-palette-list').getByRole('option').first().waitFor();
  await page.keyboard.press('Enter');
  await page.waitForURL(path);
}

describe('a whole task by keyboard only', () => {
  it('signs in, finds a student and opens the detail, then writes, saves and publishes a notice', async ({
    browser,
  }) => {
    const { page, errors } = await newPage(browser);
    try {
      // Sign in: the account field has focus on arrival; Tab to the password; Enter signs in.
      await page.goto(uiUrl('/login'));
      await page.getByTestId('login-account').waitFor();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
        .toBe('login-account');
      await page.keyboard.type(DEMO_TENANT_ADMIN[0]);
      await tabTo(page, /密码/, 3);
      await page.keyboard.type(DEMO_TENANT_ADMIN[1]);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 20_000 });
      await page.getByTestId('page-search').waitFor();

      // 学员查询 from the palette; the first stop of the page is the search form's 姓名.
      await palette(page, 'xycx', /\/timing\/searchStudent$/);
      const rows = visible(page, '[data-testid="resource-list-student"] .ant-table-row');
      await rows.first().waitFor();
      const name = (await columnTexts(page, '姓名', '[data-testid="resource-list-student"]'))[0].trim();
      expect(name).not.toBe('');
      await tabTo(page, /^姓名/, 10);
      await page.keyboard.type(name);
      const answered = page.waitForResponse((r) => r.url().endsWith('/student/v1/list'));
      await page.keyboard.press('Enter');
      await answered;
      await rows.filter({ hasText: name }).first().waitFor();
      // The row's 详情, reached by Tab and opened with Enter.
      await tabTo(page, /^详\s?情$/, 80);
      await page.keyboard.press('Enter');
      await page.waitForURL(/searchStudentDetail/);
      await page.getByText('阶段记录').first().waitFor();
      expect(await page.locator('#main-content').innerText()).toContain(name);
      await screenshot(page, 'keyboard-student-detail');

      // 公告管理 › 新增: type the title, keep the type, write the content, save.
      await palette(page, 'gggl', /\/operates\/noticeMag$/);
      const notices = visible(page, '[data-testid="resource-list-examNotice"] .ant-table-row');
      await notices.first().waitFor();
      await tabTo(page, /^新\s?增$/, 40);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/operates\/noticeMag\/add/);
      await visible(page, '#examNotice-page-new_title').waitFor();
      const title = `键盘公告${Date.now() % 100000}`;
      await tabTo(page, /公告标题/, 20);
      await page.keyboard.type(title);
      await tabTo(page, /公告内容|编辑器/, 40);
      await page.keyboard.type('考场周六照常开放，请按预约时间到场。');
      const saved = page.waitForResponse((r) => r.url().endsWith('/examroom/notice/save'));
      await tabTo(page, /^(确\s?定|保\s?存|提\s?交)$/, 40);
      await page.keyboard.press('Enter');
      expect((await (await saved).json()).status).toBe(true);
      // Saved: the form's tab closes and the list comes back, the new notice on it as 草稿.
      await page.waitForURL(/\/operates\/noticeMag$/);
      const row = notices.filter({ hasText: title });
      await row.waitFor();
      await expect.poll(() => row.innerText()).toContain('草稿');

      // 发布 on its row: Tab to it, Enter, and the confirmation answered with Enter.
      await tabTo(page, /^发\s?布$/, 120, title);
      await page.keyboard.press('Enter');
      const released = page.waitForResponse((r) => r.url().endsWith('/examroom/notice/release'));
      await page.getByRole('dialog').waitFor();
      await tabTo(page, /^确\s?定$/, 6);
      await page.keyboard.press('Enter');
      expect((await (await released).json()).status).toBe(true);
      await expect.poll(() => row.innerText()).toContain('待审核');
      await screenshot(page, 'keyboard-notice-published');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
