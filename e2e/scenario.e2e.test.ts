import { describe, expect, test as it } from './scenario';

// The scenario fixture itself (issue 39.3): signed in as the user it names, failing on page errors.
describe('scenario(user, path, fn)', () => {
  it('opens the path signed in as the named user', async ({ scenario }) => {
    await scenario('operator', '/homes/home/index', async ({ page }) => {
      await page.getByTestId('user-menu').getByText('王运营').waitFor();
      expect(new URL(page.url()).pathname).toBe('/ui/coach/homes/home/index');
    });
  });

  it('fails when the page threw, after the steps passed', async ({ scenario }) => {
    const run = scenario('admin', '/homes/home/index', async ({ page, errors }) => {
      await page.evaluate(() =>
        setTimeout(() => {
          throw new Error('页面脚本出错');
        }),
      );
      await expect.poll(() => errors.length).toBe(1);
    });
    await expect(run).rejects.toThrow('页面脚本出错');
  });
});
