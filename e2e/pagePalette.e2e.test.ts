import { describe, expect, test as it } from './scenario';
import { screenshot } from './browser';

// Issue 40.3: any page found by name from the keyboard (Ctrl+K, pinyin initials, arrows, Enter,
// Esc), recent pages first, only pages the user may open; the side menu filters the same way.
describe('finding a page by name', () => {
  it('opens 学员查询 from the keyboard by its pinyin initials', async ({ scenario }) => {
    await scenario('admin', '/homes/home/index', async ({ page }) => {
      await page.getByTestId('page-search').waitFor(); // the console's frame has loaded
      await page.keyboard.press('Control+k');
      const input = page.getByTestId('page-palette-input');
      await input.waitFor();
      await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.type('xycx');
      const options = page.getByTestId('page-palette-list').getByRole('option');
      await options.first().filter({ hasText: '学员查询' }).waitFor();
      await screenshot(page, 'page-palette-xycx');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/ui\/coach\/timing\/searchStudent$/);
      await expect.poll(() => input.isVisible()).toBe(false);

      // Opened again: the page just visited comes first; ↓ then Enter opens the second entry.
      await page.getByTestId('page-search').click();
      await input.waitFor();
      // Polled on the text (not waitFor): a failure then says which page came first instead.
      await expect.poll(() => options.first().textContent(), { timeout: 30_000 }).toContain('学员查询');
      await expect(options.first().textContent()).resolves.toContain('最近访问');
      const second = (await options.nth(1).locator('span').first().textContent())!;
      await page.keyboard.press('ArrowDown');
      await expect(options.nth(1).getAttribute('aria-selected')).resolves.toBe('true');
      await page.keyboard.press('Escape');
      await expect.poll(() => input.isVisible()).toBe(false);
      expect(new URL(page.url()).pathname).toBe('/ui/coach/timing/searchStudent');
      expect(second).toBeTruthy();
    });
  });

  it("offers a channel user only the channel area's pages", async ({ scenario }) => {
    await scenario('channel', '/', async ({ page }) => {
      await page.getByTestId('page-search').waitFor(); // the console's frame has loaded
      await page.keyboard.press('Control+k');
      await page.getByTestId('page-palette-input').waitFor();
      const list = page.getByTestId('page-palette-list');
      await list.getByRole('option').first().waitFor();
      const paths = await list.getByRole('option').allTextContents();
      expect(paths.length).toBeGreaterThan(0);
      expect(paths.every((text) => text.includes('渠道'))).toBe(true);
      await page.getByTestId('page-palette-input').fill('xycx');
      await list.getByText('没有找到匹配的页面').waitFor();
    });
  });

  it('filters the side menu by name or pinyin', async ({ scenario }) => {
    await scenario('admin', '/marketings/activities/couponList', async ({ page }) => {
      const menu = page.getByTestId('side-menu');
      await page.getByTestId('side-menu-filter').fill('yhq');
      await menu.getByRole('menuitem').filter({ hasText: '优惠券管理' }).waitFor();
      const items = await menu.getByRole('menuitem').allTextContents();
      expect(items.some((t) => t.includes('招生班型'))).toBe(false);
      await page.getByTestId('side-menu-filter').fill('');
      await menu.getByRole('menuitem').filter({ hasText: '招生班型' }).waitFor();
      await screenshot(page, 'side-menu-filter');
    });
  });
});
