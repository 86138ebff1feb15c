import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { rowsOf } from '../../engine/rowAccess';

/**
 * The sub-order table of the exam-room money side (another branch): one row per student
 * booked on a class plan (`status` 1 = booked). Until it exists, no plan has booked students.
 */
export const SUB_ORDER_TABLE = 'examroom_sub_order';
const BOOKED = 1;

export interface BookedStudent {
  planId: string;
  studentName: string;
  studentMobile: string;
}

/** Students booked on the given plans of a tenant (read inside the caller's transaction). */
export async function bookedStudents(tx: Db, tenantId: string, planIds: string[]): Promise<BookedStudent[]> {
  if (planIds.length === 0) return [];
  const [table] = await rowsOf<{ t: string | null }>(tx, sql`SELECT to_regclass(${SUB_ORDER_TABLE})::text AS t`);
  if (!table?.t) return [];
  const rows = await rowsOf<{ plan_id: string; student_name: string; student_mobile: string }>(tx, sql`
    SELECT s.plan_id::text AS plan_id, s.student_name, s.student_mobile FROM ${sql.raw(`"${SUB_ORDER_TABLE}"`)} s
    WHERE s.tenant_id = ${tenantId} AND s.status = ${BOOKED}
      AND s.plan_id::text IN (${sql.join(planIds.map((id) => sql`${id}`), sql`, `)})
    ORDER BY s.plan_id, s.student_mobile`);
  return rows.map((r) => ({ planId: String(r.plan_id), studentName: r.student_name, studentMobile: r.student_mobile }));
}
