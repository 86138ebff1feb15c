import { chromium, type Browser, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { CHROMIUM_ARGS, requireChromium } from '../scripts/chromium.mjs';

export { CHROMIUM_ARGS };

export function baseUrl(): string {
  return inject('baseUrl');
}

export function uiUrl(path = ''): string {
  return `${baseUrl()}/ui/coach${path}`;
}

let shared: Promise<Browser> | undefined;

/**
 * The worker's one Chromium, for every file it runs (the suite runs its files in one process,
 * isolate: false): a file's `close()` ends the contexts it opened, not the browser, so the next
 * file starts from a clean browser without paying for a start of Chromium (26 of them a run).
 * A browser that went away (a crash) is started anew for the next file. Playwright ends the
 * process when the worker exits.
 */
export async function launch(): Promise<Browser> {
  let browser = shared && (await shared);
  if (!browser?.isConnected()) {
    shared = chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
    browser = await shared;
  }
  const closeContexts = async () => {
    await Promise.all(browser.contexts().map((context) => context.close()));
  };
  return new Proxy(browser, {
    get(target, key) {
      if (key === 'close') return closeContexts;
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** A fresh context (own cookies and storage) and page, failing the test on page errors. */
export async function newPage(browser: Browser): Promise<{ page: Page; errors: string[] }> {
  // The scenarios run as a person who asked their system for less motion (the console then
  // turns antd's zoom and fade off): no waiting out animations, no click landing on a dialog
  // still growing. COACH_E2E_MOTION=1 runs them animated, as most people see the console.
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    reducedMotion: process.env.COACH_E2E_MOTION === '1' ? 'no-preference' : 'reduce',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

const shotDir = new URL('./screenshots/', import.meta.url).pathname;

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(shotDir, { recursive: true });
  const path = join(shotDir, `${name}.png`);
  await page.screenshot({ path, fullPage: false });
  return path;
}

/** Logs in through the login page (the server runs with COACH_CAPTCHA=off). */
export async function loginThroughPage(page: Page, account: string, password: string) {
  await page.goto(uiUrl('/login'));
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(password);
  // The captcha is off here: its row is not shown (issue 50.6).
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 20_000 });
}

/**
 * Signs in as the login page would (its session cookies, from the login call) and opens `path`
 * (by default the console's root, which sends each user to their first page). The login page
 * itself is driven in shell's scenarios; elsewhere it cost two page loads a scenario (the
 * login page, then the home page before the page under test) for nothing the scenario checks.
 */
export async function signIn(page: Page, account: string, password: string, path = '/') {
  const res = await fetch(`${baseUrl()}/api/auth/inner/sysAuth/v1/login.pass`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password }),
  });
  const answer = (await res.json()) as { status: boolean; message: string; result: Record<string, string> };
  if (!answer.status) throw new Error(`login ${account}: ${answer.message}`);
  await page.context().addCookies([
    { name: 'ctl-token', value: answer.result['ctl-token'], url: baseUrl() },
    { name: 'userId', value: String(answer.result.userId), url: baseUrl() },
  ]);
  await page.goto(uiUrl(path));
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 20_000 });
}

/**
 * Opens `path` inside the console already on screen, as the menu or a link does (the router
 * moves on; no reload), for scenarios that sweep many pages: a page.goto reloads the console
 * (~0.9 s of scripts and start-up calls a page on this machine), an in-app move takes
 * 0.03–0.2 s. The move is the browser's own history entry plus the popstate event the router
 * listens to (its back/forward path); the state carries the router's index as its own entries
 * do. A page kept alive from earlier shows its kept state, as it would to a person: scenarios
 * that need a page's rows anew after a change open it with page.goto.
 */
export async function openInApp(page: Page, path: string) {
  await pushRoute(page, path);
  // The router has moved once the page's frame is the one on screen (until then the previous
  // page, and its rows, are still shown).
  const pathname = path.split('?')[0];
  await visible(page, `[data-page="${pathname}"], [data-page^="${pathname}?"]`).first().waitFor();
}

/**
 * A table's drawn header cells: not the copy a sticky table's rows carry for assistive
 * technology (thead.reader-head, web kit/stickyTable.ts), which is in the DOM at no height.
 */
export const HEADER_CELLS = 'thead:not(.reader-head) th';

/** Kept-alive pages stay in the DOM, hidden: locate only what is on screen. */
export const visible = (page: Page, selector: string) => page.locator(selector).filter({ visible: true });

/** Waits for the antd message toast with this text. */
export const toast = (page: Page, text: string) =>
  page.locator('.ant-message-notice').filter({ hasText: text }).first().waitFor();

/**
 * Presses a button of the confirm dialog on screen (the one with `hasText`) once it has
 * finished zooming in: on a busy machine a click made during the animation can be lost (CI
 * lost two that way), which no person would notice as they wait for the dialog to settle.
 */
export async function pressConfirm(page: Page, button: string | RegExp, hasText?: string | RegExp) {
  const dialog = page
    .locator('.ant-modal-confirm:visible')
    .filter(hasText ? { hasText } : {})
    .last();
  await dialog.waitFor();
  await dialogSettled(page);
  await dialog.getByRole('button', { name: button }).click();
}

/**
 * Waits until no dialog is still zooming in. On a busy machine a click made while the dialog
 * grows can land beside its target (CI lost a click on a radio of 分期设置 that way, twice).
 */
export async function dialogSettled(page: Page) {
  await page.locator('.ant-modal.ant-zoom-appear').first().waitFor({ state: 'detached', timeout: 10_000 });
}

/**
 * Opens the search form on screen when it is folded (a form over two rows folds to its first
 * row, issue 50.6), as a person clicks 展开 to reach a filter further down.
 */
export async function unfoldSearch(page: Page) {
  const toggle = visible(page, '[data-testid="search-form"] [data-testid="search-fold"]');
  if ((await toggle.count()) > 0 && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
}

/**
 * Moves the console's router to `path` as its back/forward does (a history entry and a
 * popstate, no reload); answers the target URL.
 */
export async function pushRoute(page: Page, path: string): Promise<URL> {
  const target = new URL(uiUrl(path));
  await page.evaluate((url) => {
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', url);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, target.pathname + target.search);
  return target;
}
