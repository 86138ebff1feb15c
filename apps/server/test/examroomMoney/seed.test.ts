import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ADMIN, startTestApp, type TestApp } from '../testApp';
import { seedExamroomMoney } from '../../src/seed/examroomMoney';

describe('exam-room money demo data', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(...ADMIN);
  });
  afterAll(() => t.close());

  const post = async (path: string, body: unknown = {}) => (await t.post(path, body, { token: admin })).body.result;

  it('seeds once, every wallet equal to its ledger and every bill to its trainings', async () => {
    const [{ tenant_id: tenantId }] = await t.services.database.rows<{ tenant_id: string }>(sql`SELECT tenant_id FROM sys_user WHERE account = 'admin'`);
    await seedExamroomMoney(t.services.database, tenantId);
    await seedExamroomMoney(t.services.database, tenantId);
    expect((await post('/api/examroom/priceSetting/list')).total).toBe(3);
    expect((await post('/api/examroom/refundSetting/get')).configured).toBe(true);
    const records = (await post('/api/examroom/cashRecard/list', { pageSize: 50 })).list as { status: number }[];
    expect(new Set(records.map((r) => r.status))).toEqual(new Set([0, 1, 2, 3]));
    const refunds = (await post('/api/examroom/orderRefund/list', { pageSize: 50 })).list as { status: number }[];
    expect(new Set(refunds.map((r) => r.status))).toEqual(new Set([0, 1, 2, 3]));
    expect((await post('/api/examroom/subOrder/list', { status: 1, pageSize: 1 })).total).toBeGreaterThan(0);
    const bills = (await post('/api/examroom/bill/list', { pageSize: 100 })).list as { periodLabel: string }[];
    expect(new Set(bills.map((b) => b.periodLabel)).size).toBeGreaterThanOrEqual(4);

    const wallets = await t.services.database.rows<{ coach_id: string; balance: string; frozen: string; credits: string; debits: string; ledger_frozen: string; billed: string; trained: string; income: string }>(sql`
      SELECT w.coach_id, w.balance, w.frozen, w.total_income AS income,
        (SELECT coalesce(sum(balance_change) FILTER (WHERE balance_change > 0), 0) FROM examroom_wallet_flow f WHERE f.wallet_id = w.id) AS credits,
        (SELECT coalesce(-sum(balance_change) FILTER (WHERE balance_change < 0), 0) FROM examroom_wallet_flow f WHERE f.wallet_id = w.id) AS debits,
        (SELECT coalesce(sum(frozen_change), 0) FROM examroom_wallet_flow f WHERE f.wallet_id = w.id) AS ledger_frozen,
        (SELECT coalesce(sum(coach_income), 0) FROM examroom_bill b WHERE b.coach_id = w.coach_id) AS billed,
        (SELECT coalesce(sum(coach_income), 0) FROM examroom_train r WHERE r.coach_id = w.coach_id) AS trained
      FROM examroom_wallet w WHERE w.tenant_id = ${tenantId}`);
    expect(wallets).toHaveLength(3);
    for (const w of wallets) {
      expect(Number(w.balance)).toBe(Number(w.credits) - Number(w.debits));
      expect(Number(w.frozen)).toBe(Number(w.ledger_frozen));
      expect(Number(w.frozen)).toBeGreaterThan(0);
      expect(Number(w.billed)).toBe(Number(w.trained));
      expect(Number(w.billed)).toBe(Number(w.income));
    }
  });
});
