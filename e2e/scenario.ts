import { test as base, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, signIn } from './browser';
import { DEMO_TENANT_ADMIN } from './demoTenant';

/**
 * The Chromium scenarios' fixtures (issue 39.3): one browser per file (`browser`), and
 * `scenario(user, path, fn)`: a fresh page signed in as one of the demo users and opened at
 * `path`, handed to `fn`; it fails on any error the page threw, and closes the page after.
 *
 *   import { describe, test as it } from './scenario';
 *   it('…', ({ scenario }) => scenario('admin', '/systems/accountMg', async ({ page }) => { … }));
 */
export const USERS = {
  admin: ['admin', 'Admin2026'],
  operator: ['operator01', 'Operator2026'],
  channel: ['channel01', 'Channel2026'],
  /** The administrator of the tenant holding every area's demo data (e2e/demoTenant.ts). */
  fullAdmin: DEMO_TENANT_ADMIN,
  /** That tenant's 驾校运营 (role and school as operator01's on `npm start`: bound to 金陵驾校). */
  fullOperator: ['fulloperator', DEMO_TENANT_ADMIN[1]],
} as const satisfies Record<string, readonly [string, string]>;

export type DemoUser = keyof typeof USERS;

export interface ScenarioPage {
  page: Page;
  /** Errors the page threw so far (the scenario fails on any left at its end). */
  errors: string[];
}

export type Scenario = (user: DemoUser, path: string, fn: (s: ScenarioPage) => Promise<void>) => Promise<void>;

export async function runScenario(
  browser: Browser,
  user: DemoUser,
  path: string,
  fn: (s: ScenarioPage) => Promise<void>,
): Promise<void> {
  const { page, errors } = await newPage(browser);
  try {
    const [account, password] = USERS[user];
    await signIn(page, account, password, path);
    await fn({ page, errors });
    expect(errors).toEqual([]);
  } finally {
    await page.context().close();
  }
}

export const test = base
  // eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's dependencies from its first parameter's pattern
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
    const browser = await launch();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend(
    'scenario',
    async ({ browser }): Promise<Scenario> =>
      (user, path, fn) =>
        runScenario(browser, user, path, fn),
  )
  // One page signed in as the full demo tenant's administrator, shared by a file's tests: the
  // sweeps over many pages, which move inside the console as a person does (no reload between).
  .extend('fullAdminPage', { scope: 'file' }, async ({ browser }): Promise<ScenarioPage> => {
    const shared = await newPage(browser);
    await signIn(shared.page, ...USERS.fullAdmin, '/');
    return shared;
  });

export { describe, expect } from 'vitest';
