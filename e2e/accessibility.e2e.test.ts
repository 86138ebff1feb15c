import { createRequire } from 'node:module';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { AxeResults } from 'axe-core';
import { PREFERENCE_CALLS, THEME_PREFERENCE } from '@coach/domain/preferences/index.ts';
import { describe, expect, test as it } from './scenario';
import { launch, newPage, screenshot, uiUrl, visible } from './browser';
import { api, apiLogin } from './api';

// Issue 52, first step: axe-core (the engine the issue measured with, WCAG 2.1 A and AA rules)
// over the states that failed on every page. The rules fixed so far fail the test; the serious
// and critical findings of other rules are written to e2e/screenshots/axe-summary.json and
// printed at the end as what is left (issue 52's later steps), not hidden.
//
// Before this step: 登录 color-contrast 2 elements; 首页 26; 学员查询 36, 账号管理 22, its 新增
// drawer 28, 用户分析 12, 账号管理 深色 11; aria-required-children (critical: the page-tab bar's ×
// buttons inside its tablist) on every page with a closable tab; aria-hidden-focus (antd's
// table measure row) on the lists. After it, none on these states. Left elsewhere (a sweep of 14
// more lists and reports): 广告管理's thumbnails (antd Image: a role="button" without a name,
// an img without alt: aria-command-name, image-alt), and the tab bar's "more" button, inside the
// tablist once more tabs are open than fit.
const FIXED = [
  'color-contrast',
  'aria-required-children',
  'aria-required-parent',
  'nested-interactive',
  'aria-hidden-focus',
  // Experimental in axe, run by Lighthouse: a sticky table's rows sit in a table apart from its
  // header (kit/stickyTable.ts gives them a header for assistive technology).
  'td-has-header',
];

// Evaluated rather than added as a <script>: the console's CSP (script-src 'self') refuses an
// inline script, as it should.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Finding {
  rule: string;
  impact: string;
  nodes: number;
  targets: string[];
}

const kindOf = (node: AxeResults['violations'][number]['nodes'][number]) => {
  const data = node.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
  return data?.fgColor
    ? `${data.fgColor} on ${data.bgColor}: ${data.contrastRatio}`
    : (node.failureSummary?.split('\n')[1]?.trim() ?? '');
};

/** Serious and critical violations on the page as it stands. */
async function audit(page: Page): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = (await page.evaluate(() =>
    (window as unknown as { axe: { run: (c: Document, o: object) => Promise<unknown> } }).axe.run(document, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
      rules: { 'td-has-header': { enabled: true } },
      resultTypes: ['violations'],
    }),
  )) as AxeResults;
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact!,
      nodes: v.nodes.length,
      // One line a kind of failure (a colour pair, a missing child), with one element showing it.
      targets: [...new Map(v.nodes.map((n) => [kindOf(n), `${kindOf(n)} — ${n.target.join(' ')}`])).values()],
    }));
}

const summary: Record<string, Finding[]> = {};
function record(state: string, findings: Finding[]) {
  summary[state] = findings;
  mkdirSync(new URL('./screenshots/', import.meta.url), { recursive: true });
  writeFileSync(new URL('./screenshots/axe-summary.json', import.meta.url), JSON.stringify(summary, null, 2));
  return findings.filter((f) => FIXED.includes(f.rule));
}

const rows = (page: Page, path: string) => visible(page, `[data-page="${path}"] .ant-table-row`).first();
/** Lets fonts, charts and antd's style injection settle before axe reads the colours. */
const settle = (page: Page) => page.waitForTimeout(400);

describe('WCAG 2.1 AA (axe-core)', () => {
  it('the login page', async () => {
    const browser = await launch();
    try {
      const { page, errors } = await newPage(browser);
      await page.goto(uiUrl('/login'));
      await page.getByTestId('login-submit').waitFor();
      await settle(page);
      expect.soft(record('登录', await audit(page))).toEqual([]);
      await screenshot(page, 'a11y-login');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('首页, 学员查询, 账号管理 with its 新增 drawer, and a report', async ({ scenario }) => {
    await scenario('fullAdmin', '/homes/home/index', async ({ page }) => {
      await visible(page, 'canvas').first().waitFor();
      await settle(page);
      expect.soft(record('首页', await audit(page))).toEqual([]);

      await page.goto(uiUrl('/timing/searchStudent'));
      await rows(page, '/timing/searchStudent').waitFor();
      await settle(page);
      expect.soft(record('学员查询', await audit(page))).toEqual([]);
      await screenshot(page, 'a11y-list');

      await page.goto(uiUrl('/systems/accountMg'));
      await rows(page, '/systems/accountMg').waitFor();
      await settle(page);
      expect.soft(record('账号管理', await audit(page))).toEqual([]);
      await visible(page, '[data-testid="list-toolbar"]').getByRole('button', { name: '新增' }).click();
      await page.locator('.ant-drawer-open').filter({ hasText: '新增账号' }).waitFor();
      await settle(page);
      expect.soft(record('账号管理 › 新增', await audit(page))).toEqual([]);
      await screenshot(page, 'a11y-form');

      await page.goto(uiUrl('/statistics/userAnalysis'));
      await visible(page, '[data-testid="report-table"] .ant-table-row').first().waitFor();
      await settle(page);
      expect.soft(record('用户分析', await audit(page))).toEqual([]);

      // The pages issue 51 added under 系统管理.
      await page.goto(uiUrl('/systems/loginLog'));
      await rows(page, '/systems/loginLog').waitFor();
      await settle(page);
      expect.soft(record('登录日志', await audit(page))).toEqual([]);
      await page.goto(uiUrl('/systems/monitor'));
      await visible(page, '.ant-card').filter({ hasText: '后台任务' }).locator('.ant-table-row').first().waitFor();
      await settle(page);
      expect.soft(record('系统监控', await audit(page))).toEqual([]);
    });
  });

  it('a list in the dark theme', async ({ scenario }) => {
    const token = await apiLogin();
    const setTheme = (value: string) => api(token, PREFERENCE_CALLS.save, { key: THEME_PREFERENCE, value });
    expect((await setTheme('dark')).status).toBe(true);
    try {
      await scenario('admin', '/systems/accountMg', async ({ page }) => {
        await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
        await rows(page, '/systems/accountMg').waitFor();
        await settle(page);
        expect.soft(record('账号管理 (深色)', await audit(page))).toEqual([]);
        await screenshot(page, 'a11y-dark-list');
      });
    } finally {
      await setTheme('light');
    }
  });

  it('by keyboard: 跳到主要内容 is the first stop, focus lands on the page after a move, the title names the page', async ({
    scenario,
  }) => {
    await scenario('admin', '/systems/accountMg', async ({ page }) => {
      await rows(page, '/systems/accountMg').waitFor();
      await expect.poll(() => page.title()).toBe('账号管理 - 驾培运营管理后台');
      // Signed in and on a page: focus is on the main content, not <body>.
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
      // The first stop of the page: one Shift+Tab back from the header's first control.
      await page.locator('header').locator('a[href], button, input, [tabindex="0"]').first().focus();
      await page.keyboard.press('Shift+Tab');
      const first = await page.evaluate(() => document.activeElement?.textContent);
      expect(first).toBe('跳到主要内容');
      await screenshot(page, 'a11y-skip-link');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
      // A move by the side menu: the title follows and focus goes to the new page.
      await page.locator('.ant-layout-sider').getByText('登录日志', { exact: true }).click();
      await rows(page, '/systems/loginLog').waitFor();
      await expect.poll(() => page.title()).toBe('登录日志 - 驾培运营管理后台');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    });
  });

  it('lists what is left', () => {
    const left = Object.entries(summary).flatMap(([state, findings]) =>
      findings.filter((f) => !FIXED.includes(f.rule)).map((f) => `${state}: ${f.rule} (${f.impact}, ${f.nodes})`),
    );
    console.log(['axe, serious or critical, not yet fixed:', ...left].join('\n  '));
    expect(Object.keys(summary).length).toBeGreaterThan(0);
  });
});
