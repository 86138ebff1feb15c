import { describe, expect, test as it } from './scenario';
import { HEADER_CELLS, screenshot, visible } from './browser';

// Issue 40.4: the screens people use. At 1280×720, 1366×768 and 1440×900 the page itself never
// scrolls sideways (wide tables scroll inside), the last column is reachable beside the fixed
// 操作 column, and below 1200 px the side menu folds on its own.
const WIDE_LISTS = {
  orders: '/orders/orderMgList',
  filings: '/timing/studentTimingOpen/motor/stuTimingFilings',
  students: '/timing/searchStudent',
};
const SCREENS = [
  [1280, 720],
  [1366, 768],
  [1440, 900],
] as const;

describe('the layout on common screens', () => {
  for (const [name, path] of Object.entries(WIDE_LISTS))
    it(`holds ${name} at 1280, 1366 and 1440 px`, async ({ scenario }) => {
      await scenario('fullAdmin', path, async ({ page }) => {
        for (const [width, height] of SCREENS) {
          await page.setViewportSize({ width, height });
          const table = visible(
            page,
            `[data-page="${path}"] .ant-table-content, [data-page="${path}"] .ant-table-body`,
          ).first();
          await visible(page, `[data-page="${path}"] .ant-table-row`).first().waitFor();
          // The page does not scroll sideways; the table does, within its card. (Polled: after a
          // resize the table measures its columns again on its observer's next turn.)
          await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          // Scrolled to its end, the last data column is wholly left of the fixed 操作 column.
          const overlap = async () => {
            await table.evaluate((el) => (el.scrollLeft = el.scrollWidth));
            const [lastEnd, actionStart] = await page.evaluate(
              ([p, cells]) => {
                const heads = [...document.querySelectorAll(`[data-page="${p}"] ${cells}`)].filter(
                  (th) => (th as HTMLElement).offsetParent !== null && th.textContent?.trim(),
                );
                const action = heads.find((th) => th.textContent?.trim() === '操作')!;
                const data = heads.filter(
                  (th) => th !== action && !th.classList.contains('ant-table-selection-column'),
                );
                return [data[data.length - 1].getBoundingClientRect().right, action.getBoundingClientRect().left];
              },
              [path, HEADER_CELLS] as const,
            );
            return lastEnd - actionStart;
          };
          await expect.poll(overlap).toBeLessThanOrEqual(1);
          await screenshot(page, `screen-${name}-${width}`);
        }
      });
    });

  it('folds the side menu below 1200 px and unfolds it again', async ({ scenario }) => {
    await scenario('admin', '/systems/accountMg', async ({ page }) => {
      const sider = visible(page, '.ant-layout-sider').first();
      await sider.waitFor();
      await page.setViewportSize({ width: 1100, height: 720 });
      await expect.poll(() => sider.evaluate((el) => el.classList.contains('ant-layout-sider-collapsed'))).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1100);
      await page.setViewportSize({ width: 1366, height: 768 });
      await expect.poll(() => sider.evaluate((el) => el.classList.contains('ant-layout-sider-collapsed'))).toBe(false);
    });
  });
});
