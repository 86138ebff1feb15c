import { sql } from 'drizzle-orm';
import { periodOf } from '@coach/domain';
import type { Db } from '@coach/server/platform/db.ts';
import { rowsOf } from '@coach/server/engine/index.ts';

/** Copies the comments of one month into the frozen facts (after removing what was there). */
async function copyMonth(tx: Db, tenantId: string, start: number, end: number): Promise<number> {
  await tx.execute(sql`DELETE FROM bbxc_comment_solid WHERE tenant_id = ${tenantId} AND month_start = ${start}`);
  const copied = await rowsOf(
    tx,
    sql`INSERT INTO bbxc_comment_solid (tenant_id, month_start, comment_id, student_id, school_id, store_id, coach_id, new_coach, subject, score, create_time)
    SELECT tenant_id, ${start}, id, student_id, school_id, store_id, coach_id, new_coach, subject, score, create_time FROM bbxc_comment_coach
    WHERE tenant_id = ${tenantId} AND deleted = 0 AND create_time >= ${start} AND create_time < ${end} RETURNING id`,
  );
  return copied.length;
}

/** The month up to which freezing was last checked, per database and tenant: one check per month and process. */
const checkedByDb = new WeakMap<Db, Map<string, number>>();

/**
 * Freezes every closed month not frozen yet, from the first comment's month to the last month
 * before `now` (Shanghai calendar): its comments are copied once into `bbxc_comment_solid`, the
 * month marked. A month is claimed by its marker's insert, so two servers never copy it twice.
 */
export async function freezeClosedMonths(db: Db, tenantId: string, now = Math.floor(Date.now() / 1000)): Promise<void> {
  const current = periodOf('month', now).start;
  let checked = checkedByDb.get(db);
  if (!checked) checkedByDb.set(db, (checked = new Map()));
  if (checked.get(tenantId) === current) return;
  const [{ first }] = await rowsOf<{ first: string | null }>(
    db,
    sql`SELECT min(create_time) AS first FROM bbxc_comment_coach WHERE tenant_id = ${tenantId} AND deleted = 0`,
  );
  const frozen = new Set(
    (
      await rowsOf<{ month_start: string }>(
        db,
        sql`SELECT month_start FROM bbxc_comment_solid_month WHERE tenant_id = ${tenantId}`,
      )
    ).map((r) => Number(r.month_start)),
  );
  if (first === null) return;
  for (let month = periodOf('month', Number(first)); month.start < current; month = periodOf('month', month.end)) {
    if (frozen.has(month.start)) continue;
    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const [claimed] = await rowsOf<{ id: string }>(
        tx,
        sql`INSERT INTO bbxc_comment_solid_month (tenant_id, month_start, frozen_time)
        VALUES (${tenantId}, ${month.start}, extract(epoch from now())::bigint) ON CONFLICT (tenant_id, month_start) DO NOTHING RETURNING id`,
      );
      if (!claimed) return;
      const comments = await copyMonth(tx, tenantId, month.start, month.end);
      await tx.execute(
        sql`UPDATE bbxc_comment_solid_month SET comments = ${comments} WHERE tenant_id = ${tenantId} AND id = ${claimed.id}`,
      );
    });
  }
  checked.set(tenantId, current);
}

/** The explicit recompute of a closed month from the comments as they are now; returns how many it holds. */
export async function recomputeMonth(
  tx: Db,
  tenantId: string,
  start: number,
  end: number,
  by: string | null,
): Promise<number> {
  const comments = await copyMonth(tx, tenantId, start, end);
  await tx.execute(sql`INSERT INTO bbxc_comment_solid_month (tenant_id, month_start, comments, frozen_time, recomputed_by)
    VALUES (${tenantId}, ${start}, ${comments}, extract(epoch from now())::bigint, ${by})
    ON CONFLICT (tenant_id, month_start) DO UPDATE SET comments = EXCLUDED.comments, frozen_time = EXCLUDED.frozen_time, recomputed_by = EXCLUDED.recomputed_by`);
  return comments;
}
