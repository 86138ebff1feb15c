import { sql } from 'drizzle-orm';
import type { TestApp } from '../testApp';

export const EXAM = '/api/examroom';
export const HOUR = 3600;

/** The tenant of an account (fixtures are written straight into its tables). */
export async function tenantOf(t: TestApp, account = 'admin'): Promise<string> {
  const [row] = await t.services.database.rows<{ tenant_id: string }>(sql`SELECT tenant_id FROM sys_user WHERE account = ${account}`);
  return String(row.tenant_id);
}

/**
 * A coach application as the mini program leaves it (the console has no add form for them).
 */
export async function addCoach(t: TestApp, tenantId: string, name: string, status = 1): Promise<string> {
  const mobile = `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const [row] = await t.services.database.rows<{ id: string }>(sql`INSERT INTO examroom_coach (tenant_id, name, mobile, school_name, status)
    VALUES (${tenantId}, ${name}, ${mobile}, '示例驾校', ${status}) RETURNING id`);
  return String(row.id);
}

export async function addCar(t: TestApp, tenantId: string, carNo: string, status = 1): Promise<string> {
  const [row] = await t.services.database.rows<{ id: string }>(sql`INSERT INTO examroom_car (tenant_id, car_no, brand, owner_name, status)
    VALUES (${tenantId}, ${carNo}, '丰田卡罗拉', '王建国', ${status}) RETURNING id`);
  return String(row.id);
}

/** A start time on a whole hour, `days` days from now (always in the future). */
export function futureHour(days: number, hour: number): number {
  const now = Math.floor(Date.now() / 1000);
  const midnight = now - (now % 86400) + 86400 * (days + 1);
  return midnight + hour * HOUR;
}

/**
 * The money side's sub-order table (another branch) as far as scheduling reads it: which
 * student is booked (status 1) on which plan.
 */
export async function createSubOrderTable(t: TestApp) {
  await t.services.database.rows(sql`CREATE TABLE IF NOT EXISTS examroom_sub_order (id bigserial PRIMARY KEY, tenant_id bigint NOT NULL,
    plan_id bigint NOT NULL, student_name varchar(20) NOT NULL, student_mobile varchar(20) NOT NULL, status smallint NOT NULL)`);
}

export async function book(t: TestApp, tenantId: string, planId: string, students: [string, string, number?][]) {
  for (const [name, mobile, status] of students) {
    await t.services.database.rows(sql`INSERT INTO examroom_sub_order (tenant_id, plan_id, student_name, student_mobile, status)
      VALUES (${tenantId}, ${planId}, ${name}, ${mobile}, ${status ?? 1})`);
  }
}
