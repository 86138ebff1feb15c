import { sql } from 'drizzle-orm';
import type { Db } from '@coach/server/platform/db.ts';
import { BizError } from '@coach/server/platform/envelope.ts';
import { rowsOf, type EngineContext } from '@coach/server/engine/index.ts';
import { operatorName } from '@coach/server/engine/index.ts';
import { shanghaiDay } from './studyRecords';

/** The largest single recharge (fen): ten million yuan; more is a typing slip. */
export const MAX_RECHARGE_FEN = 10_000_000 * 100;

/** The school of a write, in the caller's tenant (its name goes on the lines). */
export async function schoolNameOf(tx: Db, ctx: EngineContext, schoolId: string): Promise<string> {
  const [school] = await rowsOf<{ name: string }>(
    tx,
    sql`SELECT name FROM bbxc_school WHERE tenant_id = ${ctx.tenantId} AND id::text = ${schoolId} AND deleted = 0`,
  );
  if (!school) throw new BizError('驾校：所选驾校不存在');
  return school.name;
}

/**
 * A recharge: the amount is added to the school's balance of the category (created at the
 * first recharge) in the transaction that writes the ledger line, which records the balance
 * after it.
 */
export async function applyRecharge(tx: Db, ctx: EngineContext, values: Record<string, unknown>): Promise<void> {
  const amount = Number(values.amount);
  if (!(amount > 0)) throw new BizError('充值金额：必须大于0');
  if (amount > MAX_RECHARGE_FEN) throw new BizError('充值金额：单次不能超过10000000元');
  const schoolId = String(values.schoolId);
  const schoolName = await schoolNameOf(tx, ctx, schoolId);
  const [row] = await rowsOf<{ balance: string }>(
    tx,
    sql`INSERT INTO bbxc_timing_balance AS b (tenant_id, school_id, school_name, car_type, balance, recharged, create_by, update_by)
    VALUES (${ctx.tenantId}, ${schoolId}, ${schoolName}, ${values.carType as number}, ${amount}, ${amount}, ${ctx.userId}, ${ctx.userId})
    ON CONFLICT (tenant_id, school_id, car_type) DO UPDATE SET balance = b.balance + EXCLUDED.balance, recharged = b.recharged + EXCLUDED.recharged,
      school_name = EXCLUDED.school_name, update_time = extract(epoch from now())::bigint, update_by = EXCLUDED.update_by
    RETURNING balance`,
  );
  Object.assign(values, {
    schoolName,
    kind: 1,
    balanceAfter: Number(row.balance),
    operator: await operatorName(tx, ctx),
  });
}

/** A new price: from today on at the earliest (the past is what was charged), one per category, subject and day. */
export async function checkNewCost(
  tx: Db,
  ctx: EngineContext,
  values: Record<string, unknown>,
  now = Math.floor(Date.now() / 1000),
): Promise<void> {
  const from = shanghaiDay(Number(values.effectiveDate));
  if (from < shanghaiDay(now)) throw new BizError('生效日期：不能早于今天');
  if (Number(values.price) > 100_000 * 100) throw new BizError('学时费用：不能超过100000元');
  const [same] = await rowsOf(
    tx,
    sql`SELECT 1 FROM bbxc_timing_cost WHERE tenant_id = ${ctx.tenantId} AND car_type = ${values.carType as number}
    AND subject = ${values.subject as number} AND effective_date = ${from}`,
  );
  if (same) throw new BizError('该车型科目在此生效日期已有费用设置');
  Object.assign(values, { effectiveDate: from, operator: await operatorName(tx, ctx) });
}

/** What opening a student of a category costs today: the latest price in force of each subject. */
export async function costInForce(
  tx: Db,
  tenantId: string,
  carType: number,
  now = Math.floor(Date.now() / 1000),
): Promise<number | undefined> {
  const prices = await rowsOf<{ price: string }>(
    tx,
    sql`SELECT DISTINCT ON (subject) price FROM bbxc_timing_cost
    WHERE tenant_id = ${tenantId} AND car_type = ${carType} AND effective_date <= ${now} ORDER BY subject, effective_date DESC, id DESC`,
  );
  return prices.length ? prices.reduce((sum, p) => sum + Number(p.price), 0) : undefined;
}

/**
 * Opening students spends, per school and category, the price in force times the students
 * from the balance, in one conditional UPDATE: of fifty openings at once against a balance
 * for ten, ten succeed and the rest are refused with 余额不足 (their state change is rolled
 * back with them). Each student gets a ledger line with the balance after it.
 */
export async function chargeOpenings(tx: Db, ctx: EngineContext, ids: readonly string[]): Promise<void> {
  const opened = await rowsOf<{
    id: string;
    student_id: string;
    student_name: string;
    school_id: string;
    school_name: string;
    car_type: number;
  }>(
    tx,
    sql`SELECT id, student_id, student_name, school_id, school_name, car_type FROM bbxc_student_timing
      WHERE tenant_id = ${ctx.tenantId} AND id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) ORDER BY id`,
  );
  const groups = new Map<string, typeof opened>();
  for (const o of opened)
    groups.set(`${o.school_id}|${o.car_type}`, [...(groups.get(`${o.school_id}|${o.car_type}`) ?? []), o]);
  const operator = await operatorName(tx, ctx);
  for (const students of groups.values()) {
    const { school_id: schoolId, school_name: schoolName, car_type: carType } = students[0];
    const cost = await costInForce(tx, ctx.tenantId, Number(carType));
    if (cost === undefined) throw new BizError('该车型未设置学时费用，请先在学时费用设置中设置');
    const total = cost * students.length;
    const [left] = await rowsOf<{ balance: string }>(
      tx,
      sql`UPDATE bbxc_timing_balance SET balance = balance - ${total}, used = used + ${total},
        update_time = extract(epoch from now())::bigint, update_by = ${ctx.userId}
      WHERE tenant_id = ${ctx.tenantId} AND school_id = ${schoolId} AND car_type = ${Number(carType)} AND balance >= ${total} RETURNING balance`,
    );
    if (!left) throw new BizError(`${schoolName ?? ''}学时余额不足，请先充值`);
    let after = Number(left.balance) + total;
    const lines = students.map((s) => {
      after -= cost;
      return sql`(${ctx.tenantId}, ${schoolId}, ${schoolName ?? ''}, ${Number(carType)}, 2, ${s.student_id}, ${s.student_name}, ${cost}, ${after}, '学员计时开通', ${operator}, ${ctx.userId}, ${ctx.userId})`;
    });
    await tx.execute(sql`INSERT INTO bbxc_timing_ledger (tenant_id, school_id, school_name, car_type, kind, student_id, student_name, amount, balance_after, remark, operator, create_by, update_by)
      VALUES ${sql.join(lines, sql`, `)}`);
    await tx.execute(sql`UPDATE bbxc_student_timing SET cost = ${cost}, open_time = extract(epoch from now())::bigint, operator = ${operator}
      WHERE tenant_id = ${ctx.tenantId} AND id IN (${sql.join(
        students.map((s) => sql`${s.id}`),
        sql`, `,
      )})`);
  }
}
