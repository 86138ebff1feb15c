import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { GROUP_ORDER, PAGE_ROUTES } from '@coach/domain';
import { launch, newPage, openInApp, screenshot, signIn, uiUrl, visible } from './browser';

/**
 * Records what the Content-Security-Policy refused: the browser's console report and the
 * `securitypolicyviolation` event (kept on window so a navigation cannot lose it).
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reported.push(message.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return async () => [
    ...reported,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
  ];
}

/**
 * Resolves once no request of the page has been in flight for half a second: Playwright's
 * networkidle, which it gives only for a page load, for a move inside the console.
 */
function watchRequests(page: Page): () => Promise<void> {
  // The requests themselves, not a count: one already in flight when watching began ends
  // unseen-started (a count went below zero and never came back to it).
  const inFlight = new Set<Request>();
  let last = Date.now();
  page.on('request', (request) => {
    inFlight.add(request);
    last = Date.now();
  });
  const finished = (request: Request) => {
    inFlight.delete(request);
    last = Date.now();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return () =>
    expect.poll(() => inFlight.size === 0 && Date.now() - last >= 500, { timeout: 20_000, interval: 100 }).toBe(true);
}

/** The first page of each menu group, in menu order. */
const firstPageOfEachGroup = GROUP_ORDER.map((group) =>
  PAGE_ROUTES.find((r) => r.group === group && !r.hidden && r.kind !== 'fixed'),
).filter((r): r is (typeof PAGE_ROUTES)[number] => r !== undefined);

describe('the console under its Content-Security-Policy', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it('opens every menu group, the rich editor and a chart with no policy violation', async () => {
    const { page, errors } = await newPage(browser);
    const violations = await watchViolations(page);
    const response = await page.goto(uiUrl('/login'));
    expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
    await signIn(page, 'admin', 'Admin2026');
    expect(firstPageOfEachGroup.length).toBeGreaterThanOrEqual(10);
    const seen: string[] = [];
    const quiet = watchRequests(page);
    // Each group opened inside the console, as its top menu entry does: its code and calls
    // load under the policy the console's page was served with.
    for (const route of firstPageOfEachGroup) {
      await openInApp(page, route.path);
      await quiet();
      seen.push(route.path);
      expect(await violations(), `after ${route.path}`).toEqual([]);
    }
    // antd writes styles at run time and tiptap edits a contenteditable: both under the policy.
    await page.goto(uiUrl('/marketings/classMgList'));
    await visible(page, '[data-testid="list-toolbar"]').getByRole('button', { name: '新增' }).click();
    const editor = visible(page, '.coach-rich-content').first();
    await editor.click();
    await page.keyboard.type('CSP 检查');
    await screenshot(page, 'csp-rich-editor');
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    expect(seen.length).toBe(firstPageOfEachGroup.length);
  });

  it('loads the chart library with the first chart, not with a list page', async () => {
    const { page, errors } = await newPage(browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const charts = () => scripts.filter((path) => path.includes('/vendor-echarts-'));
    await signIn(page, 'channel01', 'Channel2026', '/channelMgs/channelMgBg/channelOrderMgList');
    await visible(page, '.ant-table-row').first().waitFor();
    expect(charts()).toEqual([]);
    await openInApp(page, '/channelMgs/channelMgBg/channelStatistics');
    await visible(page, '[data-testid="chart-orders"] canvas').waitFor();
    expect(charts()).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('draws the channel statistics chart (echarts on canvas) with no policy violation', async () => {
    const { page, errors } = await newPage(browser);
    const violations = await watchViolations(page);
    await signIn(page, 'channel01', 'Channel2026', '/channelMgs/channelMgBg/channelStatistics');
    await visible(page, '[data-testid="chart-orders"] canvas').waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'csp-chart');
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  });
});
