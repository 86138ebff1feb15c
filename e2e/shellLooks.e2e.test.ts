import { screenshot, uiUrl, unfoldSearch, visible } from './browser';
import { describe, expect, test as it } from './scenario';

// Issue 15, what a new user saw: a collapsed menu without icons, file names instead of
// thumbnails, whole phone numbers for the administrator, the previous channel's rows after a
// switch, no entry to 消息中心 and no way out of the channel area. On the full demo tenant.
describe('the shell as a new administrator sees it', () => {
  it('collapses the side menu to icons, one for every entry', async ({ fullAdminPage: { page } }) => {
    await page.goto(uiUrl('/marketings/classMgList'));
    await visible(page, '.ant-table-row').first().waitFor();
    await page.getByRole('button', { name: '收起菜单' }).click();
    const menu = page.getByTestId('side-menu');
    const entries = menu.locator('.ant-menu-item, .ant-menu-submenu');
    await page.waitForTimeout(300); // the collapse animation
    expect(await entries.count()).toBeGreaterThan(10);
    expect(await menu.locator('.ant-menu-item .anticon, .ant-menu-submenu-title .anticon').count()).toBe(
      await entries.count(),
    );
    await screenshot(page, 'shell-collapsed-menu');
    await page.getByRole('button', { name: '展开菜单' }).click();
  });

  it('shows image columns as thumbnails and phone numbers masked', async ({ fullAdminPage: { page } }) => {
    await page.goto(uiUrl('/operates/advertMag'));
    const thumbs = visible(page, '.ant-table-row img');
    await thumbs.first().waitFor();
    await expect
      .poll(() => thumbs.evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length))
      .toBeGreaterThan(1);
    await screenshot(page, 'shell-list-thumbnails');
    await page.goto(uiUrl('/operates/coachMag'));
    const firstRow = visible(page, '.ant-table-row').first();
    await firstRow.waitFor();
    expect(await firstRow.innerText()).toMatch(/1\d{2}\*{4}\d{4}/);
    expect(await visible(page, '.ant-table-tbody').innerText()).not.toMatch(/1[3-9]\d{9}/);
    await screenshot(page, 'shell-list-masked-phones');
  });

  it('opens a page about one record from the route table alone with the newest record, and says so', async ({
    fullAdminPage: { page, errors },
  }) => {
    // Opened from a bookmark or as routes.tsv writes it (`/:id` as it stands): not an empty
    // page or an error, but the newest record under a notice.
    const pages = [
      ['/operates/coachMag/coachDetail/:id', '.ant-descriptions'],
      ['/orders/examroom/orderMag/orderDetail/:id', '.ant-descriptions'],
      ['/school/feedbackDetail', '.ant-descriptions'],
      ['/marketings/materials/posterUsedCount', '.ant-statistic'],
      ['/marketings/channelMgCouponList', '.ant-table'],
    ];
    for (const [path, content] of pages) {
      await page.goto(uiUrl(path));
      await visible(page, content).first().waitFor();
      await visible(page, '.ant-alert').filter({ hasText: '未指定数据，显示最新的一条' }).waitFor();
      expect(await visible(page, '.ant-alert-error').count(), path).toBe(0);
    }
    expect(await visible(page, '.ant-card-head').innerText()).toContain('渠道优惠券：');
    await screenshot(page, 'shell-newest-record');
    expect(errors).toEqual([]);
  });

  it('fits the week of class plans, 周六 and 周日 included, in 1440px', async ({ fullAdminPage: { page } }) => {
    await page.goto(uiUrl('/operates/schedulingMag'));
    await visible(page, '[data-testid^="plan-"]').first().waitFor();
    const sunday = await visible(page, '[data-testid="day-6"]').boundingBox();
    expect(sunday!.x + sunday!.width).toBeLessThanOrEqual(1440);
    await screenshot(page, 'shell-week-view');
  });

  it("keeps a wide list's scroll bar on screen, which brings its last columns out from under 操作", async ({
    fullAdminPage: { page },
  }) => {
    await page.goto(uiUrl('/orders/orderMgList'));
    await visible(page, '.ant-table-row').first().waitFor();
    // Every filter on screen (展开), so the table runs past the window's bottom edge as it did
    // before search forms folded (issue 50.6).
    await unfoldSearch(page);
    const bar = visible(page, '.ant-table-sticky-scroll');
    await bar.waitFor();
    const barBox = (await bar.boundingBox())!;
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(900);
    const right = async (name: string) => {
      const box = (await visible(page, '.ant-table-thead th').filter({ hasText: name }).first().boundingBox())!;
      return { left: box.x, right: box.x + box.width };
    };
    const actions = await right('操作');
    expect((await right('支付时间')).left).toBeGreaterThan(actions.left); // under 操作, or past the screen
    // What dragging the bar to its end does: the table body scrolls sideways.
    await visible(page, '.ant-table-body').evaluate((body) => {
      body.scrollLeft = body.scrollWidth;
    });
    await expect.poll(async () => (await right('支付时间')).right).toBeLessThanOrEqual(actions.left + 1);
    await screenshot(page, 'shell-wide-list-scrolled');
  });

  it('counts unread messages under the bell, which opens 消息中心', async ({ fullAdminPage: { page } }) => {
    const bell = page.getByTestId('message-bell');
    await expect
      .poll(async () => (await page.locator('.ant-badge').filter({ has: bell }).innerText()).trim())
      .toBe('2');
    await bell.click();
    await page.waitForURL(/\/homes\/home\/message/);
    await visible(page, '.ant-table-row').filter({ hasText: '教练申请待审核' }).waitFor();
  });

  it('switches channel and shows that channel only, then logs out from the channel area', async ({
    fullAdminPage: { page, errors },
  }) => {
    await page.goto(uiUrl('/channelMgs/channelMgBg/channelMemberMgList'));
    const selector = page.getByTestId('channel-selector');
    await selector.click();
    await visible(page, '.ant-select-item-option').filter({ hasText: '城东合作渠道' }).click();
    await visible(page, '.ant-table-row').filter({ hasText: '陈晓燕' }).waitFor();
    await selector.click();
    await visible(page, '.ant-select-item-option').filter({ hasText: '城西合作渠道' }).click();
    await visible(page, '.ant-table-row').filter({ hasText: '城西招生员' }).waitFor();
    expect(await visible(page, '.ant-table-tbody').innerText()).not.toContain('陈晓燕');
    await screenshot(page, 'shell-channel-switched');
    await page.getByTestId('channel-area-logout').click();
    await page.waitForURL(/\/login/);
    expect(errors).toEqual([]);
  });
});
