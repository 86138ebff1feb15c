import type { Page } from 'playwright-core';
import { describe, expect, test as it } from './scenario';
import { screenshot, visible } from './browser';

// Issue 40.6: 深色主题 chosen in the user menu, kept on the server for that user, the theme colour
// and the charts readable on it.
const luminance = async (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const [r, g, b] = getComputedStyle(el).backgroundColor.match(/\d+/g)!.map(Number);
      return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    });
const toggle = async (page: Page) => {
  await page.getByTestId('user-menu').click();
  await visible(page, '.ant-dropdown-menu-item').filter({ hasText: '深色主题' }).click();
};

describe('dark theme', () => {
  it('switches from the user menu, keeps the theme colour, and stays the user’s choice over a reload', async ({
    scenario,
  }) => {
    await scenario('admin', '/homes/home/index', async ({ page }) => {
      await page.getByTestId('user-menu').waitFor();
      if ((await page.evaluate(() => document.documentElement.dataset.theme)) === 'dark') await toggle(page); // a previous run's
      expect(await luminance(page, '.ant-layout-header')).toBeGreaterThan(0.9);
      const saved = page.waitForResponse((r) => r.url().endsWith('/preference/save'));
      await toggle(page);
      expect((await (await saved).json()).status).toBe(true);
      await expect.poll(() => luminance(page, '.ant-layout-header')).toBeLessThan(0.2);
      // The primary button keeps #14CD88 (rgb 20, 205, 136).
      await page.goto(page.url().replace('/homes/home/index', '/systems/accountMg'));
      const add = visible(page, '.ant-btn-primary').filter({ hasText: '新增' });
      await add.waitFor();
      expect(await add.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(20, 205, 136)');
      await page.goto(page.url().replace('/systems/accountMg', '/homes/home/index'));
      await visible(page, 'canvas').first().waitFor();
      await page.waitForTimeout(800); // the charts' first drawing
      expect(await luminance(page, '.ant-layout-header')).toBeLessThan(0.2);
      await screenshot(page, 'dark-theme-home');
    });
    // Another user keeps the light theme.
    await scenario('fullAdmin', '/homes/home/index', async ({ page }) => {
      await page.getByTestId('user-menu').waitFor();
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    });
    // Back to light for the next run.
    await scenario('admin', '/homes/home/index', async ({ page }) => {
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      const saved = page.waitForResponse((r) => r.url().endsWith('/preference/save'));
      await toggle(page);
      await saved;
    });
  });
});
