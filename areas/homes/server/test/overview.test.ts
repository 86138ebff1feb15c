import { sql } from 'drizzle-orm';
import { DAILY_ANALYSIS, wallToEpochMs } from '@coach/domain';
import { describe, expect, withApp, type Caller } from '@coach/server/test/fixtures.ts';
import type { TestApp } from '@coach/server/test/testApp.ts';
import { demoTenantId } from '@coach/server/test/student/fixtures.ts';

// testClock: the server takes the time a request names (X-Coach-Now), so 1 and 15 December
// are asked on any day. The year is one no demo row reaches, so the figures are these orders'.
const it = withApp({ testClock: true });
const at = (month: number, day: number, hour = 0) => wallToEpochMs(2031, month, day, hour) / 1000;

describe('首页 compares this month to date with the same days of last month', () => {
  let t: TestApp;
  let tenantId: string;
  it.beforeAll(async ({ app }) => {
    t = app;
    tenantId = await demoTenantId(t);
    let n = 0;
    const order = (paidAt: number, yuan: number, payStatus = 1) =>
      t.services.database
        .rows(sql`INSERT INTO bbxc_order (tenant_id, order_no, student_name, school_id, school_name, price,
          discount_amount, paid_amount, pay_status, pay_time, refunded_amount, create_time)
        VALUES (${tenantId}, ${`HOME${(n += 1)}`}, '学员', '1', '金陵驾校', ${yuan * 100}, 0, ${yuan * 100}, ${payStatus},
          ${paidAt}, ${payStatus === 2 ? yuan * 100 : 0}, ${paidAt})`);
    await order(at(11, 1, 9), 1000);
    await order(at(11, 10, 9), 2000);
    await order(at(11, 15, 20), 4000);
    await order(at(11, 27, 9), 8000, 2); // refunded in full since: still money taken in on the 27th
    await order(at(12, 1, 9), 500);
    await order(at(12, 14, 9), 3000);
  }, 120_000);

  const overviewAt = async (admin: Caller, now: number) =>
    (await admin.post(`${DAILY_ANALYSIS}/overview`, {}, { headers: { 'x-coach-now': String(now) } })).body.result;

  it('on 1 December: 1 December against 1 November, not against the whole of November', async ({ admin }) => {
    const o = await overviewAt(admin, at(12, 1, 15));
    // [first day counted, day after the last, label, income, enrolments] of each side.
    const side = (x: Record<string, unknown>) => [x.startTime, Number(x.endTime) + 1, x.label, x.income, x.enrolments];
    expect([side(o.month), side(o.lastMonth)]).toEqual([
      [at(12, 1), at(12, 2), '12月1日–12月1日', '500.00', 1],
      [at(11, 1), at(11, 2), '11月1日–11月1日', '1000.00', 1],
    ]);
    // No exam was sat: no pass rate (shown '-'), not 0.
    expect(o.month.passRate).toBeNull();
    // The billing period of 财务账单 (26 November – 25 December) so far, and its same days before.
    expect(o.billing).toMatchObject({
      period: '2031年12月',
      whole: '11月26日–12月25日',
      label: '11月26日–12月1日',
      income: '8500.00',
    });
    expect(o.lastBilling).toMatchObject({ label: '10月26日–11月1日', income: '1000.00' });
  });

  it('on 15 December: 1–15 December against 1–15 November', async ({ admin }) => {
    const o = await overviewAt(admin, at(12, 15, 8));
    expect(o.month).toMatchObject({ label: '12月1日–12月15日', income: '3500.00', enrolments: 2 });
    expect(o.lastMonth).toMatchObject({ label: '11月1日–11月15日', income: '7000.00', enrolments: 3 });
    expect(o.today).toMatchObject({ startTime: at(12, 15), income: '0.00' });
  });

  it('cuts a shorter month before at its end: 31 March against 1–28 February', async ({ admin }) => {
    const o = await overviewAt(admin, at(3, 31, 12));
    expect(o.lastMonth).toMatchObject({ startTime: at(2, 1), endTime: at(3, 1) - 1, label: '2月1日–2月28日' });
  });
});
