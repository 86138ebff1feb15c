import { sql } from 'drizzle-orm';
import { CAR_CATEGORIES } from '@coach/domain';
import type { Db } from '@coach/server/platform/db.ts';
import { rowsOf } from '@coach/server/engine/index.ts';
import { insertRows } from '@coach/server/engine/index.ts';

const DAY = 86400;
const YUAN = 100;

/** Demo prices per subject (yuan): licence theory dearer than the short courses. */
const priceOf = (code: number, subject: number) => (code < 20 ? (subject === 1 ? 60 : 40) : subject === 1 ? 80 : 50);

/**
 * The demo's study-time money, consistent with the demo openings: a price per category and
 * subject from a year ago (and a newer one for 小车 from two months ago, so the history shows),
 * a recharge per school and category before its first opening (and a second one later), and
 * one ledger line per opened student spending the price in force on its day. Every balance
 * equals its recharges less its openings, as the live code keeps it.
 */
export async function seedTimingMoney(tx: Db, tenantId: string, now: number): Promise<void> {
  const yearAgo = now - 400 * DAY;
  const raised = now - 60 * DAY;
  const costs = CAR_CATEGORIES.flatMap((c) =>
    [1, 4].map(
      (subject) =>
        sql`(${tenantId}, ${c.code}, ${subject}, ${priceOf(c.code, subject) * YUAN}, ${yearAgo}, '初始费用', '系统管理员', ${yearAgo})`,
    ),
  );
  costs.push(sql`(${tenantId}, 1, 1, ${70 * YUAN}, ${raised}, '调价', '系统管理员', ${raised})`);
  await tx.execute(
    sql`INSERT INTO bbxc_timing_cost (tenant_id, car_type, subject, price, effective_date, remark, operator, create_time) VALUES ${sql.join(costs, sql`, `)}`,
  );

  const opened = await rowsOf<{
    id: string;
    student_id: string;
    student_name: string;
    school_id: string;
    school_name: string;
    car_type: number;
    open_time: number;
  }>(
    tx,
    sql`SELECT id, student_id, student_name, school_id, school_name, car_type, open_time FROM bbxc_student_timing
      WHERE tenant_id = ${tenantId} AND status = 1 AND open_time IS NOT NULL ORDER BY open_time, id`,
  );
  type Account = {
    schoolName: string;
    balance: number;
    recharged: number;
    used: number;
    lines: Record<string, unknown>[];
  };
  const accounts = new Map<string, Account>();
  const costOn = (code: number, at: number) =>
    [1, 4].reduce((sum, s) => sum + (code === 1 && s === 1 && at >= raised ? 70 : priceOf(code, s)) * YUAN, 0);
  const recharge = (
    key: string,
    a: Account,
    schoolId: string,
    code: number,
    amount: number,
    at: number,
    remark: string,
  ) => {
    a.balance += amount;
    a.recharged += amount;
    a.lines.push(line(schoolId, a.schoolName, code, 1, null, null, amount, a.balance, remark, at));
  };
  const line = (
    schoolId: string,
    schoolName: string,
    carType: number,
    kind: number,
    studentId: string | null,
    studentName: string | null,
    amount: number,
    balance: number,
    remark: string,
    at: number,
  ) => ({
    tenant_id: tenantId,
    school_id: schoolId,
    school_name: schoolName,
    car_type: carType,
    kind,
    student_id: studentId,
    student_name: studentName,
    amount,
    balance_after: balance,
    remark,
    operator: '系统管理员',
    create_time: at,
  });
  const spent = new Map<string, number>();
  for (const o of opened) {
    const key = `${o.school_id}|${o.car_type}`;
    let a = accounts.get(key);
    const cost = costOn(Number(o.car_type), Number(o.open_time));
    if (!a) {
      a = { schoolName: o.school_name ?? '', balance: 0, recharged: 0, used: 0, lines: [] };
      accounts.set(key, a);
      // Enough for the year's openings of the category, bought in two lots.
      const year = opened.filter(
        (x) => x.school_id === o.school_id && Number(x.car_type) === Number(o.car_type),
      ).length;
      recharge(
        key,
        a,
        o.school_id,
        Number(o.car_type),
        Math.ceil((year * cost) / 2 / 10000) * 10000 + 1000 * YUAN,
        Number(o.open_time) - DAY,
        '首次充值',
      );
    }
    if (a.balance < cost)
      recharge(
        key,
        a,
        o.school_id,
        Number(o.car_type),
        Math.max(cost * 20, 2000 * YUAN),
        Number(o.open_time) - 3600,
        '续充',
      );
    a.balance -= cost;
    a.used += cost;
    a.lines.push(
      line(
        o.school_id,
        a.schoolName,
        o.car_type,
        2,
        o.student_id,
        o.student_name,
        cost,
        a.balance,
        '学员计时开通',
        o.open_time,
      ),
    );
    spent.set(o.id, cost);
  }
  const lines = [...accounts.values()].flatMap((a) => a.lines);
  await insertRows(tx, 'bbxc_timing_ledger', lines);
  const balances = [...accounts.entries()].map(([key, a]) => {
    const [schoolId, code] = key.split('|');
    return sql`(${tenantId}, ${schoolId}, ${a.schoolName}, ${Number(code)}, ${a.balance}, ${a.recharged}, ${a.used}, ${now})`;
  });
  if (balances.length) {
    await tx.execute(
      sql`INSERT INTO bbxc_timing_balance (tenant_id, school_id, school_name, car_type, balance, recharged, used, update_time) VALUES ${sql.join(balances, sql`, `)}`,
    );
  }
  const paid = JSON.stringify([...spent.entries()].map(([id, cost]) => ({ id, cost })));
  await tx.execute(
    sql`UPDATE bbxc_student_timing t SET cost = v.cost FROM json_to_recordset(${paid}::json) AS v(id bigint, cost bigint) WHERE t.id = v.id`,
  );
}
