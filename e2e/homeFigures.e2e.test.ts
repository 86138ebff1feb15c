import type { Page } from 'playwright-core';
import { changeText, DAILY_ANALYSIS, wallFields, wallToEpochMs } from '@coach/domain';
import { api, apiLogin } from './api';
import { pressConfirm, screenshot, toast, uiUrl, visible } from './browser';
import { DEMO_TENANT_ADMIN } from './demoTenant';
import { describe, expect, test as it } from './scenario';

const ORDERS = '/api/bbxc/order/inner/order/v1';
const REFUNDS = '/api/bbxc/order/inner/refund/v1';

/** 1 and 15 December of this year, 10:00 Beijing time (the demo's last year of data lies before). */
const year = wallFields(Date.now()).year;
const decemberAt = (day: number) => wallToEpochMs(year, 12, day, 10) / 1000;

/**
 * The page's clock and the server's set to `at`: the browser's Date (page.clock) and every
 * 首页 call naming the time (X-Coach-Now, which the scenarios' server honours). The calls stay
 * real: only a header is added.
 */
async function fixClock(page: Page, at: number) {
  await page.clock.setFixedTime(new Date(at * 1000));
  await page.route(`**${DAILY_ANALYSIS}/*`, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-coach-now': String(at) } }),
  );
}

// Issue 50.5: 首页's cards compare this month so far with the same days of last month (never
// two days with a whole month), say so on hover, show '-' for a rate with nothing to count, and
// count 实际营收 over 财务账单's billing period.
describe('首页 on the 1st and the 15th, and a part refund in 订单管理', () => {
  for (const day of [1, 15]) {
    it(`shows on ${day} December this month to date against the same days of November`, ({ scenario }) =>
      scenario('fullAdmin', '/homes/home/index', async ({ page }) => {
        const at = decemberAt(day);
        await fixClock(page, at);
        const answered = page.waitForResponse((r) => r.url().endsWith(`${DAILY_ANALYSIS}/overview`));
        await page.reload();
        const overview = (await (await answered).json()).result;
        const token = await apiLogin(...DEMO_TENANT_ADMIN);
        // The page asked as of that day: the same answer the API gives for it.
        const direct = (await api(token, `${DAILY_ANALYSIS}/overview`, {}, { 'x-coach-now': String(at) })).result;
        expect(overview).toEqual(direct);
        expect([overview.month.label, overview.lastMonth.label]).toEqual([
          `12月1日–12月${day}日`,
          `11月1日–11月${day}日`,
        ]);
        await page.getByText(`今天是 ${year}年12月${day}日`).waitFor();

        const card = (key: string) => page.getByTestId(`home-figure-${key}`);
        for (const key of ['students', 'enrolments', 'refunded', 'leads', 'validHours', 'passRate']) {
          const diff = changeText(
            overview.month[key] == null ? null : Number(overview.month[key]),
            overview.lastMonth[key] == null ? null : Number(overview.lastMonth[key]),
          );
          await expect.poll(() => page.getByTestId(`home-change-${key}`).innerText()).toContain(`较上月同期 ${diff}`);
          await expect.poll(() => card(key).innerText()).toContain(`本月 12月1日–12月${day}日`);
        }
        if (overview.month.passRate == null)
          await expect.poll(() => card('passRate').locator('.ant-statistic-content').innerText()).toBe('-');
        // On the 1st the 1st is compared with the 1st: no −97 % of a day against a whole month.
        // (On the 15th the demo's data ends today, so a drop there is the data's, not the rule's.)
        if (day === 1) expect(await page.getByTestId('home-figures').innerText()).not.toMatch(/-9\d\.\d%/);

        // Hovering a card says what it is compared with.
        await card('enrolments').hover();
        await visible(page, '.ant-tooltip')
          .filter({ hasText: `本月至今 12月1日–12月${day}日 与上月同期 11月1日–11月${day}日 相比` })
          .waitFor();
        // 实际营收 names its billing period and is 财务账单's number for it.
        expect(await card('income').innerText()).toContain(`账期 ${year}年12月（11月26日–12月25日，同财务账单）`);
        await card('income').hover();
        await visible(page, '.ant-tooltip')
          .filter({ hasText: `本账期 11月26日–12月${day}日 与上一账期同期 10月26日–11月${day}日 相比` })
          .waitFor();
        await card('enrolments').hover();
        await page.waitForTimeout(300); // the tooltip's fade, for the picture
        await screenshot(page, `home-figures-december-${day}`);
      }));
  }

  it(
    'shows a part refund as 部分退款 and offers 申请退款 on it until all is refunded',
    { timeout: 150_000 },
    ({ scenario }) =>
      scenario('fullAdmin', '/orders/orderMgList?refundStatus=4', async ({ page }) => {
        page.setDefaultTimeout(20_000);
        const token = await apiLogin(...DEMO_TENANT_ADMIN);
        const partial = (await api(token, `${ORDERS}/list`, { refundStatus: 4, pageSize: 50 })).result.list as {
          id: string;
          orderNo: string;
          paidAmount: string;
          refundedAmount: string;
          refundable: number;
        }[];
        const order = partial.find((o) => o.refundable === 1)!;
        expect(order, 'a part-refunded order with nothing waiting').toBeTruthy();
        const left = (Number(order.paidAmount) - Number(order.refundedAmount)).toFixed(2);
        await page.goto(uiUrl(`/orders/orderMgList?orderNo=${order.orderNo}`));
        const row = () => visible(page, `tr[data-row-key="${order.id}"]`);
        await row().filter({ hasText: '部分退款' }).waitFor();
        // The state column is at the table's right: scrolled into view for the picture.
        await row().getByText('部分退款').scrollIntoViewIfNeeded();
        await screenshot(page, 'orders-part-refund');

        // 申请退款 for all that is left, from the row.
        await row().getByRole('button', { name: '申请退款' }).click();
        const drawer = page.locator('.ant-drawer-open').filter({ hasText: '申请退款' });
        await drawer.locator('.ant-select').filter({ hasText: order.orderNo }).waitFor();
        await drawer.getByLabel('退款金额(元)').fill(String(Number(left) + 1));
        await drawer.getByLabel('退款原因').fill('学员搬家转学');
        await drawer.getByRole('button', { name: /确\s*定/ }).click();
        await drawer.getByText(`不能超过可退金额${left}元`).first().waitFor();
        await drawer.getByLabel('退款金额(元)').fill(left);
        const applied = page.waitForResponse((r) => r.url().endsWith('/refund/v1/apply'));
        await drawer.getByRole('button', { name: /确\s*定/ }).click();
        expect((await (await applied).json()).status).toBe(true);
        // All that is left waits: nothing more to apply for.
        await row().filter({ hasText: '退款申请中' }).waitFor();
        expect(await row().getByRole('button', { name: '申请退款' }).count()).toBe(0);

        // 退款管理 says whose refunds it holds; 通过 pays back the rest.
        await page.goto(uiUrl(`/orders/refundMgList?orderNo=${order.orderNo}`));
        await page.getByTestId('list-about').filter({ hasText: '报名订单的退款' }).waitFor();
        const waiting = visible(page, '.ant-table-row').filter({ hasText: '待审核' });
        await waiting.getByRole('button', { name: '通过' }).click();
        await pressConfirm(page, '确定', '确认通过该退款申请吗？');
        await toast(page, '通过成功');
        await page.goto(uiUrl(`/orders/orderMgList?orderNo=${order.orderNo}`));
        await row().filter({ hasText: '已退款' }).waitFor();
        expect(await row().getByRole('button', { name: '申请退款' }).count()).toBe(0);
        const [after] = (await api(token, `${ORDERS}/list`, { orderNo: order.orderNo })).result.list;
        expect([after.refundedAmount, after.refundStatus, after.payStatus]).toEqual([order.paidAmount, 3, 2]);
        const refunds = (await api(token, `${REFUNDS}/list`, { orderNo: order.orderNo, status: 3 })).result.list as {
          refundAmount: string;
        }[];
        expect(refunds.reduce((s, r) => s + Math.round(Number(r.refundAmount) * 100), 0)).toBe(
          Math.round(Number(order.paidAmount) * 100),
        );

        // 退费审核 says it is the other kind: exam-room bookings' refunds.
        await page.goto(uiUrl('/financials/refund'));
        await page.getByTestId('list-about').filter({ hasText: '考场预约订单的退费' }).waitFor();
      }),
  );
});
