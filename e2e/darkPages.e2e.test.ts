import type { Page } from 'playwright-core';
import { PREFERENCE_CALLS, THEME_PREFERENCE } from '@coach/domain/preferences/index.ts';
import { describe, expect, test as it } from './scenario';
import { baseUrl, openInApp, pressConfirm, screenshot, visible } from './browser';
import { api, apiLogin } from './api';
import { DEMO_TENANT_ADMIN } from './demoTenant';

/**
 * Issue 40.6, the pages beyond the shell: in 深色 the surfaces pages paint themselves (排班管理's
 * week grid, 员工招生's poster frame, the rich-text editor, 404, the report's note, a campaign's
 * 说明 picture) are dark and their texts readable, not the light theme's fixed whites.
 *
 * `looks` measures what a person sees: the background behind an element (its own colour and its
 * ancestors' laid over each other, translucent tints included) as WCAG relative luminance, and the
 * contrast of its text against that background.
 */
interface Looks {
  background: number;
  contrast: number;
  /** The background's colour, [r, g, b]. */
  behind?: number[];
}
const looks = (page: Page, selector: string): Promise<Looks> =>
  visible(page, selector)
    .first()
    .evaluate((el) => {
      const rgba = (colour: string) => {
        const parts = colour.match(/[\d.]+/g);
        if (!parts) throw new Error(`not a colour: '${colour}' on ${el.outerHTML.slice(0, 120)}`);
        const [r, g, b, a = 1] = parts.map(Number);
        return [r, g, b, a];
      };
      const layers: number[][] = [];
      for (let node: Element | null = el; node; node = node.parentElement) {
        const colour = rgba(getComputedStyle(node).backgroundColor);
        if (colour[3] > 0) layers.push(colour);
        if (colour[3] >= 1) break;
      }
      // Nothing opaque: the canvas, white.
      let [r, g, b] = layers.at(-1)?.[3] === 1 ? layers.pop()! : [255, 255, 255];
      for (const [lr, lg, lb, la] of layers.reverse()) {
        [r, g, b] = [lr * la + r * (1 - la), lg * la + g * (1 - la), lb * la + b * (1 - la)];
      }
      const channel = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      const luminance = ([cr, cg, cb]: number[]) => 0.2126 * channel(cr) + 0.7152 * channel(cg) + 0.0722 * channel(cb);
      const background = luminance([r, g, b]);
      const [tr, tg, tb, ta] = rgba(getComputedStyle(el).color);
      const text = luminance([tr * ta + r * (1 - ta), tg * ta + g * (1 - ta), tb * ta + b * (1 - ta)]);
      const contrast = (Math.max(background, text) + 0.05) / (Math.min(background, text) + 0.05);
      return { background, contrast, behind: [r, g, b] };
    });

/** A CSS colour (`rgb(…)`, `rgba(…)`) laid over `under` ([r, g, b]), and WCAG relative luminance of the result. */
function over(colour: string, under: number[]): number[] {
  const [r, g, b, a = 1] = colour.match(/[\d.]+/g)!.map(Number);
  return [r, g, b].map((v, i) => v * a + under[i] * (1 - a));
}
function luminance(rgb: number[]): number {
  const [r, g, b] = rgb.map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrastOf = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

// A surface reads as dark below this, well under a mid grey's 0.18: antd's dark card (#141414) is
// 0.007, a tint of the theme colour on it ~0.06; the light theme's surfaces are 0.9 to 1.
const DARK = 0.1;
// WCAG AA for text; secondary texts (antd's own tertiary grey is 3.4 in 浅色) for large text and UI.
const READABLE = 4.5;
const SECONDARY = 3;

describe('dark theme on the pages', () => {
  it('paints the week grid, poster frame, editor, 404, report note and 说明 picture dark and readable', async ({
    scenario,
  }) => {
    // The full demo tenant (plans this week, staff posters) in 深色, set as the user menu saves it.
    const token = await apiLogin(...DEMO_TENANT_ADMIN);
    const setTheme = (value: string) => api(token, PREFERENCE_CALLS.save, { key: THEME_PREFERENCE, value });
    expect((await setTheme('dark')).status).toBe(true);
    const measured: Record<string, Looks> = {};
    try {
      await scenario('fullAdmin', '/operates/schedulingMag', async ({ page }) => {
        await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');

        await visible(page, '[data-testid^="plan-"][data-day]').first().waitFor();
        measured.weekHead = await looks(page, '[data-testid="week-day-head"]');
        measured.planText = await looks(page, '[data-testid="plan-time"]');
        await screenshot(page, 'dark-scheduling-week');

        await openInApp(page, '/marketings/staffEnroll');
        await visible(page, '.ant-table-row button').filter({ hasText: '海报' }).first().click();
        await visible(page, '[data-testid="staff-poster"] img[alt="招生二维码"]').waitFor();
        measured.posterFrame = await looks(page, '[data-testid="staff-poster"]');
        await screenshot(page, 'dark-staff-poster');
        await visible(page, '.ant-modal-footer button').filter({ hasText: '关闭' }).click();

        await openInApp(page, '/marketings/classMgList');
        await visible(page, '[data-testid="list-toolbar"] button').filter({ hasText: '新增' }).click();
        const editor = visible(page, '.coach-rich-content').first();
        await editor.click();
        await page.keyboard.type('周末班，随到随学');
        await editor.scrollIntoViewIfNeeded();
        measured.editor = await looks(page, '[data-testid="rich-editor"]');
        measured.editorText = await looks(page, '.coach-rich-content p');
        await screenshot(page, 'dark-rich-editor');

        await openInApp(page, '/bi/inventoryReport');
        measured.reportNote = await looks(page, '[data-testid="report-note"]');
        await screenshot(page, 'dark-report-note');

        await openInApp(page, '/marketings/activities/couponExplain');
        // The picture's boxes: their fill is the surface, the step's title the text on it.
        const fill = await visible(page, 'svg[aria-label$="流程图"] rect')
          .first()
          .evaluate((el) => getComputedStyle(el).fill);
        const stepTitle = await visible(page, 'svg[aria-label$="流程图"] text[font-size="16"]')
          .first()
          .evaluate((el) => getComputedStyle(el).fill);
        const { behind } = await looks(page, 'svg[aria-label$="流程图"]');
        const box = over(fill, behind!);
        const boxLuminance = luminance(box);
        measured.explainBox = {
          background: boxLuminance,
          contrast: contrastOf(boxLuminance, luminance(over(stepTitle, box))),
        };
        await screenshot(page, 'dark-explain');

        // A reload: the router is rebuilt once the user is loaded, so measure the 404 it settles on.
        await page.goto(page.url().replace(/\/ui\/coach\/.*/, '/ui/coach/error/404'));
        const title = '[data-testid="not-found"] .ant-result-title';
        // Measured inside the poll: the title the poll saw may be replaced by the rebuilt router's
        // right after, and a detached element has no computed colours (CI saw '' there).
        await expect
          .poll(() =>
            looks(page, title).then(
              (l) => {
                measured.notFound = l;
                return l.background;
              },
              () => 1,
            ),
          )
          .toBeLessThan(DARK);
        await screenshot(page, 'dark-not-found');
      });
    } finally {
      await setTheme('light');
    }
    console.info('dark pages (background luminance, text contrast):', JSON.stringify(measured));
    for (const [name, { background }] of Object.entries(measured)) expect(background, name).toBeLessThan(DARK);
    for (const name of ['planText', 'editorText', 'notFound', 'explainBox'])
      expect(measured[name].contrast, name).toBeGreaterThanOrEqual(READABLE);
    expect(measured.reportNote.contrast).toBeGreaterThanOrEqual(SECONDARY);
  });

  it('shows the login page light after a dark user’s session ran out', async ({ scenario }) => {
    const token = await apiLogin(...DEMO_TENANT_ADMIN);
    const setTheme = (value: string) => api(token, PREFERENCE_CALLS.save, { key: THEME_PREFERENCE, value });
    expect((await setTheme('dark')).status).toBe(true);
    try {
      await scenario('fullAdmin', '/homes/home/index', async ({ page }) => {
        await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
        // The session ends on the server (signed out elsewhere, expired): the page's next call is
        // refused, and the console goes to the login page without a sign-out of its own.
        const session = (await page.context().cookies()).find((c) => c.name === 'ctl-token')!.value;
        await fetch(`${baseUrl()}/api/auth/inner/sysAuth/v1/logout/sendLogoutMessage.pass`, {
          headers: { 'ctl-token': session },
        });
        await openInApp(page, '/systems/accountMg');
        await pressConfirm(page, '重新登录', '登录已失效');
        await page.getByTestId('login-account').waitFor();
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
        expect((await looks(page, 'body')).background).toBeGreaterThan(0.8);
        await screenshot(page, 'dark-user-login-after-expiry');
      });
    } finally {
      await setTheme('light');
    }
  });
});
