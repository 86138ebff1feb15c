import { sql } from 'drizzle-orm';
import { MOVE_BUY, MOVE_EXPIRE, MOVE_RETURN, MOVE_USE } from '../domain';
import type { Db } from '@coach/server/platform/db.ts';
import { BizError } from '@coach/server/platform/envelope.ts';
import { rowsOf } from '@coach/server/engine/index.ts';

export interface HourMove {
  studentId: string;
  kind: number;
  hours: number;
  bookingId?: string | null;
  orderNo?: string | null;
  remark?: string | null;
  by?: string | null;
}

/** The account column each kind of movement adds to, and its sign on what remains. */
const EFFECT: Record<number, { column: 'bought' | 'used' | 'returned' | 'expired'; sign: 1 | -1 }> = {
  [MOVE_BUY]: { column: 'bought', sign: 1 },
  [MOVE_USE]: { column: 'used', sign: -1 },
  [MOVE_RETURN]: { column: 'returned', sign: 1 },
  [MOVE_EXPIRE]: { column: 'expired', sign: -1 },
};

/** The student's account, locked until the transaction ends: the student's movements queue here. */
export async function lockAccount(
  tx: Db,
  tenantId: string,
  studentId: string,
): Promise<{ id: string; remaining: number } | undefined> {
  const [row] = await rowsOf<{ id: string; remaining: number }>(
    tx,
    sql`SELECT id, remaining FROM bbxc_class_hour_account
    WHERE tenant_id = ${tenantId} AND student_id = ${studentId} FOR UPDATE`,
  );
  return row && { id: String(row.id), remaining: Number(row.remaining) };
}

/**
 * Moves a student's class hours and writes the ledger line in the same transaction: the
 * account's sums and the line's `remaining_after` come from one UPDATE, which refuses to take
 * more than remains (`课时不足`); the table's CHECK keeps remaining = bought − used + returned −
 * expired. A purchase opens the account of a student who has none. Returns what remains.
 */
export async function moveHours(tx: Db, tenantId: string, move: HourMove): Promise<number> {
  const effect = EFFECT[move.kind];
  if (!effect || !Number.isInteger(move.hours) || move.hours <= 0) throw new BizError('课时：课时数必须是正整数');
  const column = sql.raw(effect.column);
  if (move.kind === MOVE_BUY) {
    await tx.execute(sql`INSERT INTO bbxc_class_hour_account (tenant_id, student_id, student_name, mobile, school_id, school_name, store_id, store_name)
      SELECT tenant_id, id, name, mobile, school_id, school_name, store_id, store_name FROM bbxc_student
      WHERE tenant_id = ${tenantId} AND id = ${move.studentId} AND deleted = 0
      ON CONFLICT (tenant_id, student_id) DO NOTHING`);
  }
  const delta = effect.sign * move.hours;
  const [account] = await rowsOf<{ remaining: number }>(
    tx,
    sql`UPDATE bbxc_class_hour_account
    SET ${column} = ${column} + ${move.hours}, remaining = remaining + ${delta}, update_time = extract(epoch from now())::bigint
    WHERE tenant_id = ${tenantId} AND student_id = ${move.studentId} AND remaining + ${delta} >= 0 RETURNING remaining`,
  );
  if (!account) {
    const [held] = await rowsOf<{ remaining: number }>(
      tx,
      sql`SELECT remaining FROM bbxc_class_hour_account WHERE tenant_id = ${tenantId} AND student_id = ${move.studentId}`,
    );
    throw new BizError(
      held ? `课时不足：剩余${held.remaining}课时，需要${move.hours}课时` : '课时不足：该学员尚未购买课时',
    );
  }
  const remaining = Number(account.remaining);
  await tx.execute(sql`INSERT INTO bbxc_class_hour_ledger (tenant_id, student_id, kind, hours, remaining_after, booking_id, order_no, remark, create_by)
    VALUES (${tenantId}, ${move.studentId}, ${move.kind}, ${move.hours}, ${remaining}, ${move.bookingId ?? null}, ${move.orderNo ?? null}, ${move.remark ?? null}, ${move.by ?? null})`);
  return remaining;
}
