import { sql } from 'drizzle-orm';
import {
  studentTiming,
  timingBalance,
  timingCost,
  timingLearning,
  timingRecharge,
  timingRemaining,
} from '../../domain';
import { describe, expect, withStudents } from '@coach/server/test/fixtures.ts';
import type { TestApp } from '@coach/server/test/testApp.ts';

const it = withStudents();

// Study-time money: a recharge adds to a school's balance of a category, an opening spends
// the price in force from it in the same statement that checks it covers the price, the
// ledger explains every balance, and fifty openings at once against a balance for ten open
// exactly ten.
describe('学时充值, 学时费用 and 学员开通', () => {
  let t: TestApp;
  let admin: string;
  let tenantId: string;
  const DAY = 86400;
  it.beforeAll(async ({ app, tenantId: demoTenant, admin: signedIn }) => {
    [t, tenantId, admin] = [app, demoTenant, signedIn.token];
  }, 120_000);

  const post = async (path: string, body: Record<string, unknown>) => (await t.post(path, body, { token: admin })).body;
  const rows = <T>(q: ReturnType<typeof sql>) => t.services.database.rows<T>(q);

  it('keeps every demo balance equal to its recharges less its openings, and lists them', async () => {
    const [bad] = await rows<{
      n: string;
    }>(sql`SELECT count(*) AS n FROM bbxc_timing_balance b WHERE tenant_id = ${tenantId} AND balance <>
      (SELECT coalesce(sum(CASE WHEN kind = 1 THEN amount ELSE -amount END), 0) FROM bbxc_timing_ledger l WHERE l.tenant_id = b.tenant_id AND l.school_id = b.school_id AND l.car_type = b.car_type)`);
    expect(Number(bad.n)).toBe(0);
    const balances = (await post(timingBalance.api.list!, { pageSize: 100 })).result;
    expect(balances.total).toBeGreaterThan(10);
    expect(balances.list[0]).toMatchObject({
      schoolName: expect.any(String),
      balance: expect.stringMatching(/^\d+\.\d{2}$/),
    });
    const first = balances.list[0];
    const filter = { schoolId: first.schoolId, carType: first.carType, pageSize: 500 };
    const recharged = (await post(timingRecharge.api.list!, filter)).result.list.reduce(
      (s: number, r: { amount: string }) => s + Number(r.amount),
      0,
    );
    const spent = (await post(timingLearning.api.list!, filter)).result.list.reduce(
      (s: number, r: { amount: string }) => s + Number(r.amount),
      0,
    );
    expect(recharged - spent).toBeCloseTo(Number(first.balance), 2);
    const remaining = (await post(timingRemaining.api.list!, { ...filter, pageSize: 1 })).result;
    expect(Number(remaining.list[0].balanceAfter)).toBeCloseTo(Number(first.balance), 2);
  });

  it('refuses a price from a past day or twice for one day, and keeps the old price in force until the new one starts', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect(
      (await post(timingCost.api.create!, { carType: 81, subject: 1, price: '90.00', effectiveDate: now - 3 * DAY }))
        .message,
    ).toBe('生效日期：不能早于今天');
    const later = await post(timingCost.api.create!, {
      carType: 81,
      subject: 1,
      price: '95.00',
      effectiveDate: now + 5 * DAY,
    });
    expect(later.status).toBe(true);
    expect(
      (await post(timingCost.api.create!, { carType: 81, subject: 1, price: '99.00', effectiveDate: now + 5 * DAY }))
        .message,
    ).toBe('该车型科目在此生效日期已有费用设置');
    const listed = (await post(timingCost.api.list!, { carType: 81 })).result.list;
    expect(listed.map((r: { price: string }) => r.price)).toEqual(['95.00', '50.00', '80.00']);
  });

  it('refuses a recharge of nothing or into an unknown school, and changes nothing', async () => {
    const [before] = await rows<{ n: string }>(
      sql`SELECT count(*) AS n FROM bbxc_timing_ledger WHERE tenant_id = ${tenantId}`,
    );
    const [school] = await rows<{ id: string }>(
      sql`SELECT id FROM bbxc_school WHERE tenant_id = ${tenantId} ORDER BY id LIMIT 1`,
    );
    expect(
      (await post(timingRecharge.api.create!, { schoolId: String(school.id), carType: 1, amount: '0' })).message,
    ).toBe('充值金额：必须大于0');
    expect((await post(timingRecharge.api.create!, { schoolId: '99999999', carType: 1, amount: '10' })).message).toBe(
      '驾校：所选驾校不存在',
    );
    expect(
      (await post(timingRecharge.api.create!, { schoolId: String(school.id), carType: 1, amount: '-5' })).status,
    ).toBe(false);
    const [after] = await rows<{ n: string }>(
      sql`SELECT count(*) AS n FROM bbxc_timing_ledger WHERE tenant_id = ${tenantId}`,
    );
    expect(after.n).toBe(before.n);
  });

  it('opens exactly as many students as the balance pays for when fifty open at once', async () => {
    // A school of its own, priced 科目一 80 + 科目四 50 for 生产人员安全培训 (82) by the demo prices.
    const [{ id: schoolId }] = await rows<{ id: string }>(
      sql`INSERT INTO bbxc_school (tenant_id, name, region) VALUES (${tenantId}, '并发测试驾校', '["320000","320100","320102"]'::jsonb) RETURNING id`,
    );
    const cost = 130_00;
    const recharge = await post(timingRecharge.api.create!, {
      schoolId: String(schoolId),
      carType: 82,
      amount: String((cost * 10) / 100),
      remark: '并发测试',
    });
    expect(recharge).toMatchObject({ status: true });
    const ids: string[] = [];
    for (let i = 0; i < 50; i++) {
      const [{ id }] = await rows<{
        id: string;
      }>(sql`INSERT INTO bbxc_student_timing (tenant_id, student_id, student_name, school_id, school_name, car_type, status)
        VALUES (${tenantId}, ${900000 + i}, ${'并发' + i}, ${String(schoolId)}, '并发测试驾校', 82, 0) RETURNING id`);
      ids.push(String(id));
    }
    const open = studentTiming.transitions!.find((x) => x.name === 'open')!;
    const answers = await Promise.all(ids.map((id) => post(open.path, { ids: [id], status: 1 })));
    expect(answers.filter((a) => a.status)).toHaveLength(10);
    const refused = answers.filter((a) => !a.status);
    expect(refused).toHaveLength(40);
    expect(new Set(refused.map((a) => a.message))).toEqual(new Set(['并发测试驾校学时余额不足，请先充值']));
    const [balance] = await rows<{ balance: string; used: string }>(
      sql`SELECT balance, used FROM bbxc_timing_balance WHERE tenant_id = ${tenantId} AND school_id = ${String(schoolId)} AND car_type = 82`,
    );
    expect(Number(balance.balance)).toBe(0);
    expect(Number(balance.used)).toBe(cost * 10);
    const [opened] = await rows<{ n: string; paid: string }>(
      sql`SELECT count(*) AS n, sum(cost) AS paid FROM bbxc_student_timing WHERE tenant_id = ${tenantId} AND school_id = ${String(schoolId)} AND status = 1`,
    );
    expect(Number(opened.n)).toBe(10);
    expect(Number(opened.paid)).toBe(cost * 10);
    const [lines] = await rows<{ n: string; least: string }>(
      sql`SELECT count(*) AS n, min(balance_after) AS least FROM bbxc_timing_ledger WHERE tenant_id = ${tenantId} AND school_id = ${String(schoolId)} AND kind = 2`,
    );
    expect(Number(lines.n)).toBe(10);
    expect(Number(lines.least)).toBe(0);
    // Closing keeps what was spent; opening again needs the balance again.
    const close = studentTiming.transitions!.find((x) => x.name === 'close')!;
    const openedId = ids[answers.findIndex((a) => a.status)];
    expect(await post(close.path, { ids: [openedId], status: 0 })).toMatchObject({ status: true });
    expect((await post(open.path, { ids: [openedId], status: 1 })).message).toBe('并发测试驾校学时余额不足，请先充值');
    const list = (
      await post(studentTiming.api.list!, { carType: 82, schoolId: String(schoolId), status: 1, pageSize: 50 })
    ).result;
    expect(list.total).toBe(9);
    expect(list.list[0]).toMatchObject({ cost: '130.00', operator: expect.any(String) });
  });
});
