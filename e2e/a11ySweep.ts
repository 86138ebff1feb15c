import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { AxeResults } from 'axe-core';
import { pushRoute } from './browser';

/**
 * The pieces of the axe sweep over every page (issue 52, e2e/a11ySweep.e2e.test.ts): moving
 * inside the console, waiting for a page to settle, and axe scoped to what is on screen.
 */

// Evaluated rather than added as a <script>: the console's CSP (script-src 'self') refuses an
// inline script, as it should.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.1 A and AA, the level the issue asks for. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** One serious or critical violation: where, which rule, which element. */
export interface Violation {
  state: string;
  rule: string;
  impact: string;
  target: string;
  /** The colours for a contrast failure, else axe's first line of why. */
  why: string;
}

/**
 * Counts the page's calls and scripts under way (the console's data calls and its lazily loaded
 * chunks), so a page is read once it has what it asked for, not after a fixed wait.
 */
export function watchLoads(page: Page): () => number {
  let open = 0;
  const counted = new WeakSet<object>();
  page.on('request', (r) => {
    if (!['fetch', 'xhr', 'script', 'stylesheet'].includes(r.resourceType())) return;
    counted.add(r);
    open++;
  });
  const done = (r: object) => {
    if (counted.has(r)) {
      counted.delete(r);
      open--;
    }
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => open;
}

/**
 * Waits until the page on screen has its data: no call or chunk under way and no spinner or
 * skeleton shown for 120 ms (at most `cap` ms: a page polling for progress never goes quiet).
 */
export async function settle(page: Page, loads: () => number, cap = 6000) {
  const until = Date.now() + cap;
  let quietSince = 0;
  while (Date.now() < until) {
    const busy =
      loads() > 0 ||
      (await page.evaluate(() =>
        [...document.querySelectorAll('.ant-spin-spinning, [data-testid="table-waiting"], .ant-skeleton-active')].some(
          (el) => (el as HTMLElement).checkVisibility(),
        ),
      ));
    if (busy) quietSince = 0;
    else if (!quietSince) quietSince = Date.now();
    else if (Date.now() - quietSince >= 120) return;
    await page.waitForTimeout(30);
  }
}

/**
 * Waits for `check` to hold in the page, looking every 16 ms: a locator's waitFor looks again
 * after 20, 50, 100, 100, then 500 ms, and a move of 0.2 s was seen after 0.8 s (a second a page
 * over 366 pages). Answers what `check` answered, or undefined after `timeout` ms.
 */
export async function until<A, R>(page: Page, check: (arg: A) => R, arg: A, timeout = 8000): Promise<R | undefined> {
  try {
    const handle = await page.waitForFunction(check as (arg: unknown) => R, arg, { polling: 16, timeout });
    return (await handle.jsonValue()) as R;
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') return undefined;
    throw error;
  }
}

/**
 * Opens `path` inside the console as its router's back/forward path does (openInApp's move):
 * answers the frame's key once the page's frame is on screen, or undefined when the console
 * showed something else instead (a page it refused, a redirect).
 */
export async function moveTo(page: Page, path: string, timeout = 8000): Promise<string | undefined> {
  await pushRoute(page, path);
  const shown = (pathname: string) =>
    [...document.querySelectorAll<HTMLElement>('[data-page]')]
      .find((frame) => {
        const key = frame.dataset.page!;
        return (key === pathname || key.startsWith(pathname + '?')) && frame.checkVisibility();
      })
      ?.getAttribute('data-page') ?? false;
  return (await until(page, shown, path.split('?')[0], timeout)) || undefined;
}

/**
 * What axe reads: `page` is the frame of the page on screen (kept-alive pages stay in the DOM,
 * hidden: each was read when it was shown), `shell` the whole console less those hidden frames
 * (header, menus, tabs, breadcrumb, the page), `overlay` the drawer or dialog on screen.
 */
export type Scope = 'page' | 'shell' | 'overlay';

const kindOf = (node: AxeResults['violations'][number]['nodes'][number]) => {
  const data = node.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
  return data?.fgColor
    ? `${data.fgColor} on ${data.bgColor}: ${data.contrastRatio}`
    : (node.failureSummary?.split('\n')[1]?.trim() ?? '');
};

/** axe's serious and critical WCAG 2.1 A/AA violations in `scope`, one a rule and element. */
export async function audit(page: Page, state: string, scope: Scope): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = (await page.evaluate(
    async ([scope, tags]) => {
      const shown = (el: Element) => (el as HTMLElement).checkVisibility();
      const frames = [...document.querySelectorAll('[data-page]')];
      const overlays = [...document.querySelectorAll('.ant-drawer-open, .ant-modal-wrap')].filter(shown);
      const context =
        scope === 'shell'
          ? { exclude: frames.filter((f) => !shown(f)) }
          : { include: scope === 'page' ? frames.filter(shown) : overlays };
      if (!context.include?.length && scope !== 'shell') return { violations: [] };
      const axe = (window as unknown as { axe: { run: (c: object, o: object) => Promise<unknown> } }).axe;
      return axe.run(context, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
        // No fetch of every stylesheet again at each run (antd's are a few hundred <style>s): only
        // css-orientation-lock reads them, which a console laid out for desktops does not lock.
        preload: false,
      });
    },
    [scope, TAGS] as const,
  )) as AxeResults;
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((n) => ({ state, rule: v.id, impact: v.impact!, target: n.target.join(' '), why: kindOf(n) })),
    );
}

/** One line a violation, as the test's failure lists them. */
export const lineOf = (v: Violation) => `${v.state} | ${v.rule} (${v.impact}) | ${v.target} | ${v.why}`;
