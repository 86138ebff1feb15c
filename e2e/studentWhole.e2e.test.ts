import { api, apiLogin } from './api';
import { screenshot, visible } from './browser';
import { describe, expect, test as it, USERS } from './scenario';

type Row = Record<string, unknown> & { id: string };

// Issue 50.2: the student seen whole, as an administrator does it. On the tenant holding every
// area's demo data: 学员查询 searched by the last 4 digits of a student's phone (the list shows
// it masked), the student's detail with orders and refunds, hours and filings, exams and
// bookings, and an order number that lands on the order's detail.
describe('学员详情 in Chromium', () => {
  it('finds a student by 尾号, shows the student whole and opens an order from it', async ({ scenario }) => {
    // Behind the page: a student whose detail has a refunded order, a booking, hours and exams.
    const token = await apiLogin(...USERS.fullAdmin);
    const refunded = await api<{ list: Row[] }>(token, '/api/bbxc/order/inner/order/v1/list', {
      pageNum: 1,
      pageSize: 100,
      refundStatus: 3,
    });
    let chosen: Row | undefined;
    for (const studentId of new Set(refunded.result.list.map((o) => String(o.studentId)))) {
      const detail = await api<Row>(token, '/api/user/inner/student/v1/detail', { id: studentId });
      const has = (key: string) => Array.isArray(detail.result[key]) && (detail.result[key] as unknown[]).length > 0;
      if (['orders', 'refunds', 'hours', 'exams', 'bookings'].every(has)) {
        chosen = detail.result;
        break;
      }
    }
    expect(chosen, 'a demo student with orders, hours, exams and bookings').toBeDefined();
    const student = chosen!;
    const last4 = String(student.mobile).slice(-4);

    await scenario('fullAdmin', '/timing/searchStudent', async ({ page }) => {
      const list = visible(page, '[data-testid="resource-list-student"]');
      await list.locator('.ant-table-row').first().waitFor();
      const form = visible(page, '[data-testid="search-form"]');
      await form.getByLabel('手机号').fill(last4);
      const listed = page.waitForResponse((r) => r.url().endsWith('/student/v1/list'));
      await form.getByRole('button', { name: /查\s?询/ }).click();
      const answer = await (await listed).json();
      expect(answer.status).toBe(true);
      expect(answer.result.list.map((r: Row) => r.id)).toContain(student.id);
      // Every student found begins or ends with the digits typed; the cells show them masked or whole.
      for (const r of answer.result.list as Row[]) expect(String(r.mobile)).toMatch(new RegExp(`^${last4}|${last4}$`));
      const row = list
        .locator('.ant-table-row')
        .filter({ hasText: String(student.name) })
        .first();
      await row.waitFor();
      await row.getByRole('button', { name: /详\s?情/ }).click();

      await page.waitForURL(/\/timing\/searchStudentDetail\?id=/);
      const orders = visible(page, '[data-testid="detail-table-orders"]');
      await orders.locator('.ant-table-row').first().waitFor();
      const firstOrder = (student.orders as Row[])[0];
      const orderRows = orders.locator('.ant-table-row');
      expect(await orderRows.count()).toBe((student.orders as Row[]).length);
      const orderText = await orders.innerText();
      for (const heading of ['实付金额(元)', '退款状态', '已退金额(元)']) expect(orderText).toContain(heading);
      const refundedOrder = (student.orders as Row[]).find((o) => Number(o.refundedAmount) > 0)!;
      expect(
        await orders
          .locator('.ant-table-row')
          .filter({ hasText: String(refundedOrder.orderNo) })
          .innerText(),
      ).toContain(Number(refundedOrder.refundedAmount).toLocaleString('en-US', { minimumFractionDigits: 2 }));

      const hours = visible(page, '[data-testid="detail-table-hours"]');
      expect(await hours.locator('.ant-table-row').count()).toBe((student.hours as Row[]).length);
      expect(await hours.innerText()).toMatch(/备案状态[\s\S]*(未备案|备案中|已备案|备案失败)/);
      const exams = visible(page, '[data-testid="detail-table-exams"]');
      expect(await exams.locator('.ant-table-row').count()).toBe((student.exams as Row[]).length);
      expect(await exams.innerText()).toContain(String((student.exams as Row[])[0].score));
      const bookings = visible(page, '[data-testid="detail-table-bookings"]');
      expect(await bookings.locator('.ant-table-row').count()).toBe((student.bookings as Row[]).length);
      const refunds = visible(page, '[data-testid="detail-table-refunds"]');
      expect(await refunds.locator('.ant-table-row').count()).toBe((student.refunds as Row[]).length);
      await page.waitForTimeout(500);
      await screenshot(page, 'student-whole-detail');
      await bookings.scrollIntoViewIfNeeded();
      await screenshot(page, 'student-whole-detail-below');

      // The order number opens that order's detail.
      await orders.getByRole('link', { name: String(firstOrder.orderNo) }).click();
      await page.waitForURL(new RegExp(`/financials/orderDetail2\\?id=${firstOrder.id}`));
      // Inside the order's own page (the student's, kept alive, also names its enrolment order).
      const described = visible(page, '.ant-card')
        .filter({ hasText: '财务订单详情' })
        .locator('.ant-descriptions')
        .filter({ visible: true });
      await described.filter({ hasText: String(firstOrder.orderNo) }).waitFor();
      expect(await described.innerText()).toContain(
        Number(firstOrder.paidAmount).toLocaleString('en-US', { minimumFractionDigits: 2 }),
      );
      await screenshot(page, 'student-whole-order');
    });
  });

  it('opens 学员详情 from a student named in 订单管理', async ({ scenario }) => {
    await scenario('fullAdmin', '/orders/orderMgList', async ({ page }) => {
      const list = visible(page, '[data-testid="resource-list-generalOrder"]');
      const row = list.locator('.ant-table-row').first();
      await row.waitFor();
      const name = row.getByRole('link').filter({ hasNotText: /^\d/ }).first();
      const text = (await name.innerText()).trim();
      await name.click();
      await page.waitForURL(/\/timing\/searchStudentDetail\?id=\d+/);
      await visible(page, '.ant-card')
        .filter({ hasText: '学员详情' })
        .locator('.ant-descriptions')
        .filter({ hasText: text })
        .waitFor();
      await visible(page, '[data-testid="detail-table-orders"] .ant-table-row').first().waitFor();
    });
  });
});
