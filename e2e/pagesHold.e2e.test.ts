import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import { biRecruit } from '@coach/areas/bi/domain/index.ts';
import { describe, expect, test as it } from './scenario';
import { baseUrl, HEADER_CELLS, screenshot, visible } from './browser';
import { columnTexts } from './tableColumns';

// Issue 50.6, pages that say what they hold, as a person meets them in Chromium.
const { finBill, school } = resourcesByName;

/** The Shanghai day as the export's file name carries it. */
const shanghaiDay = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');

/** Holds every call to `path` until `release` is called; the calls stay real (they go on after). */
async function holdCalls(page: Page, path: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith(path),
    async (route) => {
      await held;
      await route.continue().catch(() => undefined); // the page went away meanwhile
    },
  );
  return release;
}

describe('pages that say what they hold', () => {
  it('财务账单 waits for its rows with a skeleton under the spinner, never 暂无数据', async ({ scenario }) => {
    await scenario('fullAdmin', finBill.route, async ({ page }) => {
      await visible(page, `[data-page="${finBill.route}"] .ant-table-row`).first().waitFor();
      const release = await holdCalls(page, finBill.api.list!);
      await page.reload();
      await visible(page, '[data-testid="table-waiting"]').waitFor();
      await visible(page, '.ant-spin-spinning').first().waitFor();
      expect(await visible(page, '.ant-empty').count()).toBe(0);
      expect(await page.getByText('暂无数据').filter({ visible: true }).count()).toBe(0);
      await screenshot(page, 'finbill-waiting');
      release();
      await visible(page, `[data-page="${finBill.route}"] .ant-table-row`).first().waitFor();
      expect(await visible(page, '[data-testid="table-waiting"]').count()).toBe(0);
    });
  });

  it('驾校管理 names the regions, never their codes', async ({ scenario }) => {
    await scenario('fullAdmin', school.route, async ({ page }) => {
      await visible(page, `[data-page="${school.route}"] .ant-table-row`).first().waitFor();
      const region = school.fields.find((f) => f.kind === 'region')!;
      await expect
        .poll(async () => (await columnTexts(page, region.label)).filter((t) => /[省市区县]/.test(t)).length)
        .toBeGreaterThan(0);
      const shown = await columnTexts(page, region.label);
      expect(shown.filter((t) => /\d{6}/.test(t))).toEqual([]);
      expect(shown[0]).toMatch(/^\S+ \/ \S+/); // 江苏省 / 南京市 / …
      await screenshot(page, 'school-regions');
    });
  });

  it('招生报表 exports what it shows, in a file named after the page', async ({ scenario }) => {
    const route = '/bi/enrollmentReport';
    await scenario('fullAdmin', route, async ({ page }) => {
      const rows = visible(page, `[data-page="${route}"] [data-testid="report-table"] .ant-table-row`);
      await rows.first().waitFor();
      const shown = await visible(page, `[data-page="${route}"] [data-testid="report-table"]`)
        .locator('tbody tr.ant-table-row > td:first-child')
        .allInnerTexts();
      const sent = page.waitForRequest((r) => r.url().endsWith(biRecruit.api.export!) && r.method() === 'POST');
      const saved = page.waitForEvent('download');
      await visible(page, `[data-page="${route}"] button`)
        .filter({ hasText: /^导\s?出$/ })
        .click();
      expect((await sent).postDataJSON()).toMatchObject({ type: 'biRecruit' });
      const download = await saved;
      expect(download.suggestedFilename()).toBe(`招生报表_${shanghaiDay()}.xlsx`);
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile((await download.path())!);
      const sheet = book.worksheets[0];
      expect(sheet.name).toBe('table'); // spec §9: the sheet is named table
      const labels = Array.from({ length: sheet.rowCount - 1 }, (_, i) => String(sheet.getRow(i + 2).getCell(1).value));
      expect(labels).toEqual([...shown.map((t) => t.trim()), '合计']);
      await screenshot(page, 'enrollment-report-export');
    });
  });

  it('an expired session opens one dialog at the first refused call, 重新登录 only', async ({ scenario }) => {
    const route = resourcesByName.account.route;
    await scenario('admin', route, async ({ page }) => {
      await visible(page, `[data-page="${route}"] .ant-table-row`).first().waitFor();
      // The session ends on the server (expired, signed out elsewhere): the next call is refused.
      const token = (await page.context().cookies()).find((c) => c.name === 'ctl-token')!.value;
      await fetch(`${baseUrl()}/api/auth/inner/sysAuth/v1/logout/sendLogoutMessage.pass`, {
        headers: { 'ctl-token': decodeURIComponent(token) },
      });
      // The person's next click (刷新) makes a call, which is refused.
      const refused = page.waitForResponse((r) => r.url().endsWith(resourcesByName.account.api.list!));
      const clicked = Date.now();
      await visible(page, `[data-page="${route}"] button[aria-label="刷新"]`).click();
      expect(['-1', '000002']).toContain(String((await (await refused).json()).code));
      const answered = Date.now() - clicked;
      const dialog = page.locator('.ant-modal-confirm').filter({ visible: true });
      await dialog.waitFor();
      const waited = Date.now() - clicked;
      console.info(`lost session: answer ${answered} ms, dialog ${waited} ms after the click`);
      // At once on the refused answer: no wait of its own beyond the call (the call itself may be slow on a busy machine).
      expect(waited - answered).toBeLessThan(1000);
      expect(await dialog.innerText()).toContain('登录已失效');
      expect(await dialog.getByRole('button').allInnerTexts()).toEqual(['重新登录']);
      // Neither Esc nor a click beside it leaves a dead page, and nothing stacks a second dialog.
      await page.keyboard.press('Escape');
      await page.mouse.click(10, 10);
      await expect.poll(() => page.locator('.ant-modal-confirm').filter({ visible: true }).count()).toBe(1);
      await screenshot(page, 'lost-session-one-dialog');
      await dialog.getByRole('button', { name: '重新登录' }).click();
      await page.waitForURL(/\/login/);
    });
  });

  it('folds a search form over two rows (展开/收起) and remembers the choice', async ({ scenario }) => {
    const route = resourcesByName.generalOrder.route;
    await scenario('admin', route, async ({ page }) => {
      const form = visible(page, `[data-page="${route}"] [data-testid="search-form"]`);
      const toggle = form.getByTestId('search-fold');
      await toggle.waitFor();
      const items = form.locator('[data-search-item]');
      const total = await items.count();
      const shownNow = () => form.locator('[data-search-item]').filter({ visible: true }).count();
      // Folded first, as ProTable starts: one row of filters beside 查询/重置/展开.
      expect(await toggle.innerText()).toContain('展开');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      const folded = await shownNow();
      expect(folded).toBeGreaterThan(0);
      expect(folded).toBeLessThan(total);
      const formBox = (await form.boundingBox())!;
      expect(formBox.height).toBeLessThan(80);
      await screenshot(page, 'search-folded');
      await toggle.click();
      expect(await shownNow()).toBe(total);
      expect(await toggle.innerText()).toContain('收起');
      await screenshot(page, 'search-unfolded');
      // Remembered: a reload shows it unfolded, and folded again once 收起 was chosen.
      await page.reload();
      await toggle.waitFor();
      expect(await toggle.innerText()).toContain('收起');
      expect(await shownNow()).toBe(total);
      await toggle.click();
      await page.reload();
      await toggle.waitFor();
      expect(await toggle.innerText()).toContain('展开');
      expect(await shownNow()).toBe(folded);
    });
  });

  it('账号管理 at 1440 px clips no column', async ({ scenario }) => {
    const route = resourcesByName.account.route;
    await scenario('admin', route, async ({ page }) => {
      expect(page.viewportSize()?.width).toBe(1440);
      await visible(page, `[data-page="${route}"] .ant-table-row`).first().waitFor();
      const table = visible(page, `[data-page="${route}"] .ant-table`).first();
      // The table fits: nothing scrolls under the fixed 操作 column (创建时间 did).
      const overflow = await table.evaluate((root) => {
        const scroller = root.querySelector<HTMLElement>('.ant-table-content, .ant-table-body')!;
        return scroller.scrollWidth - scroller.clientWidth;
      });
      // Every header and cell shows its whole text: no text node wraps onto a second line, no box cuts it.
      const clipped = await table.evaluate(
        (root, headerCells) =>
          [...root.querySelectorAll<HTMLElement>(`${headerCells}, tbody tr.ant-table-row > td`)].flatMap((cell) => {
            const text = cell.innerText.trim();
            if (!text) return [];
            const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
            let wrapped = false;
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const range = document.createRange();
              range.selectNodeContents(node);
              const tops = new Set(
                [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
              );
              if (tops.size > 1) wrapped = true;
            }
            // (A switch's inner track is wider than it shows by design: not text cut.)
            const cut = [cell, ...cell.querySelectorAll<HTMLElement>('*')].some(
              (el) =>
                !el.closest('.ant-switch') &&
                el.scrollWidth > el.clientWidth + 1 &&
                getComputedStyle(el).overflow !== 'visible',
            );
            return wrapped || cut ? [`${text.replace(/\n/g, ' ')}${wrapped ? ' (wrapped)' : ' (cut)'}`] : [];
          }),
        HEADER_CELLS,
      );
      await screenshot(page, 'accounts-1440');
      expect(clipped).toEqual([]);
      expect(overflow).toBeLessThanOrEqual(1);
      const created = await columnTexts(page, '创建时间');
      expect(created[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      await screenshot(page, 'accounts-1440');
    });
  });
});
