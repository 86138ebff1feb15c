import { sql } from 'drizzle-orm';
import type { TestApp } from '@coach/server/test/testApp.ts';
import type { Db } from '@coach/server/platform/db.ts';
import { rowsOf } from '@coach/server/engine/rowAccess.ts';
import { bookOrder, finishTraining } from '../../money/bookingService';
import { expect, type Caller } from '@coach/server/test/fixtures.ts';
import { noticeAuditSettings } from '../../../domain/plan/notice';

export const EXAM = '/api/examroom';
export const HOUR = 3600;

/** The tenant of an account (fixtures are written straight into its tables). */
export async function tenantOf(t: TestApp, account = 'admin'): Promise<string> {
  const [row] = await t.services.database.rows<{ tenant_id: string }>(
    sql`SELECT tenant_id FROM sys_user WHERE account = ${account}`,
  );
  return String(row.tenant_id);
}

/**
 * A coach application as the mini program leaves it (the console has no add form for them).
 */
export async function addCoach(t: TestApp, tenantId: string, name: string, status = 1): Promise<string> {
  const mobile = `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const [row] = await t.services.database.rows<{
    id: string;
  }>(sql`INSERT INTO examroom_coach (tenant_id, name, mobile, school_name, status)
    VALUES (${tenantId}, ${name}, ${mobile}, '示例驾校', ${status}) RETURNING id`);
  return String(row.id);
}

export async function addCar(t: TestApp, tenantId: string, carNo: string, status = 1): Promise<string> {
  const [row] = await t.services.database.rows<{
    id: string;
  }>(sql`INSERT INTO examroom_car (tenant_id, car_no, brand, owner_name, status)
    VALUES (${tenantId}, ${carNo}, '丰田卡罗拉', '王建国', ${status}) RETURNING id`);
  return String(row.id);
}

/** A start time on a whole hour, `days` days from now (always in the future). */
export function futureHour(days: number, hour: number): number {
  const now = Math.floor(Date.now() / 1000);
  const midnight = now - (now % 86400) + 86400 * (days + 1);
  return midnight + hour * HOUR;
}

/** The tenant's price for a subject (one per car type and subject), made on first use. */
async function priceOf(t: TestApp, tenantId: string, subject: number): Promise<string> {
  const { rows } = t.services.database;
  const [found] = await rows<{ id: string }>(
    sql`SELECT id FROM examroom_price_setting WHERE tenant_id = ${tenantId} AND car_type = 1 AND subject = ${subject} AND deleted = 0`,
  );
  if (found) return String(found.id);
  const [made] = await rows<{
    id: string;
  }>(sql`INSERT INTO examroom_price_setting (tenant_id, setting_name, car_type, subject, unit_price, coach_price, min_hours)
    VALUES (${tenantId}, ${`科目${subject}考场模拟`}, 1, ${subject}, 15000, 8000, 1) RETURNING id`);
  return String(made.id);
}

/**
 * Books students on a plan through the money side's real booking (a paid order, a seat taken
 * on the plan); a student given status 2 then trains and is signed off (no longer 已预约).
 * Rejects with the booking's message when the plan is closed, full or not the tenant's.
 */
export async function book(t: TestApp, tenantId: string, planId: string, students: [string, string, number?][]) {
  const [plan] = await t.services.database.rows<{ subject: number }>(
    sql`SELECT subject FROM examroom_class_plan WHERE id = ${planId}`,
  );
  const priceSettingId = await priceOf(t, tenantId, Number(plan?.subject ?? 2));
  const actor = { tenantId, userId: null };
  for (const [studentName, studentMobile, status] of students) {
    await t.services.database.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const order = await bookOrder(tx, actor, { studentName, studentMobile, priceSettingId, planIds: [planId] });
      if (status === 2) {
        const [sub] = await rowsOf<{ id: string }>(
          tx,
          sql`SELECT id FROM examroom_sub_order WHERE order_id = ${order.id}`,
        );
        await finishTraining(tx, actor, { subOrderId: String(sub.id) });
      }
    });
  }
}

/** 公告审核设置's one switch, saved as its form saves it. */
export const setAuthorRule = async (as: Caller, authorMayNotApprove: 0 | 1) =>
  expect(
    (
      await as.post('/api/bbxc/tenant/inner/tenantConfig/setConfig', {
        key: noticeAuditSettings.key,
        value: { authorMayNotApprove },
      })
    ).body.status,
  ).toBe(true);
