import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { billingPeriod, DAILY_ANALYSIS, periodOf, POTENTIAL_BASE, POTENTIAL_CONVERT } from '@coach/domain';
import { finBill, generalOrder } from '@coach/areas/orders/domain/index.ts';
import { seedMarketing } from '@coach/areas/marketing/server/index.ts';
import { biGraduation, biRecruit, biRefund } from '@coach/areas/bi/domain/index.ts';
import { potentialCustomer } from '@coach/areas/homes/domain/index.ts';
import { seedOrders } from '@coach/areas/orders/server/index.ts';
import { describe, expect, withStudents } from '@coach/server/test/fixtures.ts';
import { ADMIN, type TestApp } from '@coach/server/test/testApp.ts';
import { clueFunnel, userAnalysis } from '../../domain';
import { seedAnalytics } from '../seed/analytics';

// testClock: 首页 is asked as of a named day (X-Coach-Now), the billing period's last one.
const it = withStudents({ testClock: true });

const DAY = 86400;

// Issue 21: the same figure is the same number wherever it appears (首页, the BI reports, the
// order and lead lists, the facts themselves); a lead goes from 潜在客户 to a paid order and is
// seen in the funnel and the enrolment report (the targets: areas/bi; 工作台: areas/homes).
describe('首页, 潜在客户, 数据统计 and BI报表', () => {
  let t: TestApp;
  let admin: string;
  let tenantId: string;
  let schools: { id: string }[];
  const q = <T>(query: ReturnType<typeof sql>) => t.services.database.rows<T>(query);
  const post = async (path: string, body: unknown, at?: number) =>
    (await t.post(path, body, { token: admin, headers: at ? { 'x-coach-now': String(at) } : {} })).body;
  const now = () => Math.floor(Date.now() / 1000);

  it.beforeAll(async ({ app, tenantId: demoTenant }) => {
    [t, tenantId] = [app, demoTenant];
    await seedMarketing(t.services.database, tenantId);
    await seedOrders(t.services.database, tenantId);
    await seedAnalytics(t.services.database, tenantId);
    admin = await t.login(...ADMIN);
    schools = await q(
      sql`SELECT id::text AS id FROM bbxc_school WHERE tenant_id = ${tenantId} AND deleted = 0 ORDER BY id`,
    );
  }, 240_000);

  /** The facts of one month (and school), counted straight from the tables. */
  async function facts(month: { start: number; end: number }, schoolId?: string) {
    const school = schoolId ? sql`AND school_id = ${schoolId}` : sql``;
    // 实际招生 are the orders still paid; 实际营收 the money taken in, refunded since or not.
    const [orders] = await q<{
      n: string;
      income: string;
    }>(sql`SELECT count(*) FILTER (WHERE pay_status = 1) AS n, coalesce(sum(paid_amount), 0) AS income FROM bbxc_order
      WHERE tenant_id = ${tenantId} AND deleted = 0 AND pay_status IN (1, 2) AND pay_time >= ${month.start} AND pay_time < ${month.end} ${school}`);
    const [refunds] = await q<{
      amount: string;
    }>(sql`SELECT coalesce(sum(refund_amount), 0) AS amount FROM bbxc_order_refund
      WHERE tenant_id = ${tenantId} AND status = 3 AND audit_time >= ${month.start} AND audit_time < ${month.end} ${school}`);
    const [study] = await q<{ minutes: string }>(sql`SELECT coalesce(sum(minutes), 0) AS minutes FROM bbxc_study_record
      WHERE tenant_id = ${tenantId} AND valid = 1 AND start_time >= ${month.start} AND start_time < ${month.end} ${school}`);
    const [students] = await q<{
      n: string;
    }>(sql`SELECT count(*) AS n FROM bbxc_student WHERE tenant_id = ${tenantId} AND deleted = 0
      AND enrol_time >= ${month.start} AND enrol_time < ${month.end} ${school}`);
    return {
      enrolments: Number(orders.n),
      income: (Number(orders.income) / 100).toFixed(2),
      refunded: (Number(refunds.amount) / 100).toFixed(2),
      validHours: Math.round((Number(study.minutes) / 60) * 100) / 100,
      students: Number(students.n),
    };
  }

  it('counts enrolments, income, refunds, study hours and new students alike on 首页, the BI reports, the lists and the facts', async () => {
    const month = periodOf('month', now());
    const expected = await facts(month);
    const overview = (await post(`${DAILY_ANALYSIS}/overview`, {})).result;
    expect(overview.month).toMatchObject(expected);
    expect(expected.enrolments).toBeGreaterThan(0);

    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 11 }),
        fc.integer({ min: 0, max: schools.length }),
        async (back, s) => {
          let m = periodOf('month', now());
          for (let i = 0; i < back; i++) m = periodOf('month', m.start - 1);
          const schoolId = s < schools.length ? schools[s].id : undefined;
          const want = await facts(m, schoolId);
          const body = { kind: 'month', startTime: m.start, endTime: m.end - 1, ...(schoolId ? { schoolId } : {}) };
          const recruit = (await post(biRecruit.api.stat, body)).result.totals;
          expect({ enrolments: recruit.enrolments, income: recruit.income }).toEqual({
            enrolments: want.enrolments,
            income: want.income,
          });
          expect((await post(biRefund.api.stat, body)).result.totals.refunded).toBe(want.refunded);
          expect((await post(biGraduation.api.stat, body)).result.totals.validHours).toBe(want.validHours);
          expect((await post(userAnalysis.api.stat, body)).result.totals.students).toBe(want.students);
          // 订单管理 filtered to the paid orders of the month (and school) lists exactly the enrolments.
          const list = (
            await post(generalOrder.api.list!, {
              payStatus: 1,
              startTime: m.start,
              endTime: m.end - 1,
              pageSize: 1,
              ...(schoolId ? { schoolId } : {}),
            })
          ).result;
          expect(list.total).toBe(want.enrolments);
        },
      ),
      { numRuns: 12 },
    );
  }, 120_000);

  /** 财务账单's 订单金额 of one billing period, over every school's bill, in yuan. */
  async function billedIncome(periodLabel: string): Promise<string> {
    const bills = (await post(finBill.api.list!, { pageSize: 500 })).result.list as {
      periodLabel: string;
      orderAmount: string;
    }[];
    const fen = bills
      .filter((b) => b.periodLabel === periodLabel)
      .reduce((sum, b) => sum + Math.round(Number(b.orderAmount) * 100), 0);
    return (fen / 100).toFixed(2);
  }

  it('shows on 首页 the 实际营收 of the billing period that 财务账单 and 招生报表 count for it', async () => {
    // Asked on the last day of a billing period (the 25th), the card counts the whole period:
    // the one running now and the three before it, whose bills are settled.
    let period = billingPeriod(now(), 'month');
    for (let back = 0; back < 4; back++) {
      const at = back === 0 ? now() : period.end - 60;
      const overview = (await post(`${DAILY_ANALYSIS}/overview`, {}, at)).result;
      expect(overview.billing).toMatchObject({ period: period.label, startTime: period.start });
      const billed = await billedIncome(period.label);
      expect(overview.billing.income, period.label).toBe(billed);
      const recruit = // By school: the range as asked (by month it would run to whole calendar months).
        (
          await post(biRecruit.api.stat, {
            kind: 'month',
            groupBy: 'schoolId',
            startTime: overview.billing.startTime,
            endTime: overview.billing.endTime,
          })
        ).result.totals;
      expect(recruit.income).toBe(billed);
      if (back > 0) expect(Number(billed), period.label).toBeGreaterThan(0);
      period = billingPeriod(period.start - 1, 'month');
    }
  });

  it('follows a lead from 潜在客户 to a paid order: the funnel and the enrolment report count it', async () => {
    const month = periodOf('month', now());
    const body = { kind: 'month', startTime: month.start, endTime: month.end - 1 };
    const funnelBefore = (await post(clueFunnel.api.stat, body)).result.totals;
    const recruitBefore = (await post(biRecruit.api.stat, body)).result.totals;
    const [store] = await q<{ id: string; school_id: string }>(
      sql`SELECT id::text AS id, school_id FROM bbxc_store WHERE tenant_id = ${tenantId} AND deleted = 0 AND status = 1 ORDER BY id LIMIT 1`,
    );
    const [cls] = await q<{ id: string; price: string }>(
      sql`SELECT id::text AS id, price FROM bbxc_zsclass WHERE tenant_id = ${tenantId} AND deleted = 0 AND status = 1 ORDER BY id LIMIT 1`,
    );
    const [staff] = await q<{ id: string; name: string }>(
      sql`SELECT id::text AS id, name FROM bbxc_channel_member WHERE tenant_id = ${tenantId} AND deleted = 0 AND disable = 0 ORDER BY id LIMIT 1`,
    );

    const saved = await post(potentialCustomer.api.save!, {
      name: '测试线索',
      mobile: '13912345678',
      source: 2,
      carType: 1,
      schoolId: store.school_id,
      storeId: store.id,
      ownerId: staff.id,
    });
    expect(saved.status, saved.message).toBe(true);
    const id = String(saved.result.id);
    // Bad input names its field and writes nothing.
    const bad = await post(`${POTENTIAL_BASE}/saveTrack`, { customerId: id, way: 1, content: '   ', result: 2 });
    expect(bad).toMatchObject({ status: false });
    expect(bad.message).toContain('跟进内容');
    const visit = await post(`${POTENTIAL_BASE}/saveTrack`, {
      customerId: id,
      way: 3,
      content: '到店参观训练场',
      result: 3,
      nextTime: now() + 2 * DAY,
    });
    expect(visit.status, visit.message).toBe(true);
    const detail = (await post(potentialCustomer.api.detail!, { id })).result;
    expect(detail).toMatchObject({ stage: 3, trackCount: 1, ownerName: staff.name });
    expect(detail.visits).toHaveLength(1);
    expect((await post(`${POTENTIAL_BASE}/selectVisitPage`, { customerId: id })).result.total).toBe(1);

    expect(
      (await post(POTENTIAL_CONVERT, { customerId: id, idCard: '12345', classId: cls.id, payMethod: 1 })).message,
    ).toContain('身份证号');
    const converted = await post(POTENTIAL_CONVERT, {
      customerId: id,
      idCard: '320102199001011232',
      classId: cls.id,
      payMethod: 1,
    });
    expect(converted.status, converted.message).toBe(true);
    // Twice: the lead is 已报名 already, the second changes nothing.
    const again = await post(POTENTIAL_CONVERT, {
      customerId: id,
      idCard: '320102199001011232',
      classId: cls.id,
      payMethod: 1,
    });
    expect(again.status).toBe(false);
    const [order] = await q<{ paid_amount: string; pay_status: number; student_id: string }>(
      sql`SELECT paid_amount, pay_status, student_id::text AS student_id FROM bbxc_order WHERE order_no = ${converted.result.orderNo}`,
    );
    expect(order).toMatchObject({ paid_amount: cls.price, pay_status: 1, student_id: converted.result.studentId });
    expect((await post(potentialCustomer.api.detail!, { id })).result).toMatchObject({
      stage: 4,
      orderNo: converted.result.orderNo,
    });

    const funnelAfter = (await post(clueFunnel.api.stat, body)).result.totals;
    for (const stage of ['leads', 'followed', 'visited', 'enrolled', 'paid'])
      expect(funnelAfter[stage], stage).toBe(funnelBefore[stage] + 1);
    // 财务账单 of the running period books the order paid at the counter at once, as 首页 counts it.
    const billing = (await post(`${DAILY_ANALYSIS}/overview`, {})).result.billing;
    expect(billing.income).toBe(await billedIncome(billing.period));
    const recruitAfter = (await post(biRecruit.api.stat, body)).result.totals;
    expect(recruitAfter.enrolments).toBe(recruitBefore.enrolments + 1);
    expect(Number(recruitAfter.income)).toBeCloseTo(Number(recruitBefore.income) + Number(cls.price) / 100, 2);
    // An enrolled lead is the student's history: no more edits, follow-ups or deletes.
    expect(
      (await post(`${POTENTIAL_BASE}/saveTrack`, { customerId: id, way: 1, content: '回访', result: 2 })).status,
    ).toBe(false);
    expect((await post(potentialCustomer.api.delete!, { ids: [id] })).status).toBe(false);
  });
});
