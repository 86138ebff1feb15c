import { sql } from 'drizzle-orm';
import { resourcesByName, type ResourceDef } from '@coach/domain';
import { REFUND_SETTING_GET_PATH } from '../../../domain';
import { describe, expect, test as it, type Caller } from '@coach/server/test/fixtures.ts';
import { seedExamroomMoney } from '../../seed/money';
import { seedExamroomPlan } from '../../seed/plan';

const { examroomBill, examroomCashRecord, examroomOrderRefund, examroomPriceSetting, examroomSubOrder } =
  resourcesByName;

describe('exam-room money demo data', () => {
  const list = async (admin: Caller, def: ResourceDef, body: Record<string, unknown> = {}) =>
    (await admin.call(def, 'list', body)).body.result;

  it('seeds once, every wallet equal to its ledger and every bill to its trainings', async ({ app, admin }) => {
    const [{ tenant_id: tenantId }] = await app.services.database.rows<{ tenant_id: string }>(
      sql`SELECT tenant_id FROM sys_user WHERE account = 'admin'`,
    );
    // The app's order (app.ts): scheduling first, then money on its coaches and plans.
    for (let run = 0; run < 2; run++) {
      await seedExamroomPlan(app.services.database, tenantId);
      await seedExamroomMoney(app.services.database, tenantId);
    }
    expect((await list(admin, examroomPriceSetting)).total).toBe(3);
    expect((await admin.post(REFUND_SETTING_GET_PATH, {})).body.result.configured).toBe(true);
    const records = (await list(admin, examroomCashRecord, { pageSize: 50 })).list as { status: number }[];
    expect(new Set(records.map((r) => r.status))).toEqual(new Set([0, 1, 2, 3]));
    const refunds = (await list(admin, examroomOrderRefund, { pageSize: 50 })).list as { status: number }[];
    expect(new Set(refunds.map((r) => r.status))).toEqual(new Set([0, 1, 2, 3]));
    expect((await list(admin, examroomSubOrder, { status: 1, pageSize: 1 })).total).toBeGreaterThan(0);
    const bills = (await list(admin, examroomBill, { pageSize: 100 })).list as { periodLabel: string }[];
    expect(new Set(bills.map((b) => b.periodLabel)).size).toBeGreaterThanOrEqual(4);

    const wallets = await app.services.database.rows<{
      coach_id: string;
      balance: string;
      frozen: string;
      credits: string;
      debits: string;
      ledger_frozen: string;
      billed: string;
      trained: string;
      income: string;
    }>(sql`
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
    // Wallets and bank cards belong to agreed exam-room coaches.
    const owners = await app.services.database.rows<{ status: number }>(sql`SELECT c.status FROM examroom_coach c
      WHERE c.id IN (SELECT coach_id FROM examroom_wallet UNION SELECT coach_id FROM examroom_bankcard UNION SELECT coach_id FROM examroom_sub_order)`);
    expect(owners.length).toBeGreaterThanOrEqual(3);
    expect(owners.every((o) => Number(o.status) === 1)).toBe(true);
    // Every sub-order books a real plan of the same coach, and each plan's 已约 is exactly its
    // sub-orders that still hold a seat (booked or trained; a cancelled one gave it back).
    const [orphans] = await app.services.database.rows<{ n: string }>(sql`SELECT count(*) AS n FROM examroom_sub_order s
      LEFT JOIN examroom_class_plan p ON p.id = s.plan_id AND p.coach_id = s.coach_id AND p.start_time = s.plan_start WHERE p.id IS NULL`);
    expect(Number(orphans.n)).toBe(0);
    const [short] = await app.services.database.rows<{ n: string }>(sql`SELECT count(*) AS n FROM examroom_class_plan p
      WHERE p.booked_count <> (SELECT count(*) FROM examroom_sub_order s WHERE s.plan_id = p.id AND s.status IN (1, 2))`);
    expect(Number(short.n)).toBe(0);
    // Plans of one coach, and of one car, never overlap.
    const [overlaps] = await app.services.database.rows<{
      n: string;
    }>(sql`SELECT count(*) AS n FROM examroom_class_plan a JOIN examroom_class_plan b
      ON a.id < b.id AND a.tenant_id = b.tenant_id AND a.deleted = 0 AND b.deleted = 0 AND (a.coach_id = b.coach_id OR a.car_id = b.car_id)
      AND a.start_time < b.end_time AND b.start_time < a.end_time`);
    expect(Number(overlaps.n)).toBe(0);
  });
});
