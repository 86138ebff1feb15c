import { sql } from 'drizzle-orm';
import { SUB_ORDER_BOOKED } from '../../domain';
import type { Db } from '@coach/server/platform/db.ts';
import { rowsOf } from '@coach/server/engine/index.ts';

export interface BookedStudent {
  planId: string;
  studentName: string;
  studentMobile: string;
}

/**
 * Students booked on the given plans of a tenant (read inside the caller's transaction): the
 * money side's sub-orders in status 已预约, one per student and plan.
 */
export async function bookedStudents(tx: Db, tenantId: string, planIds: string[]): Promise<BookedStudent[]> {
  if (planIds.length === 0) return [];
  const rows = await rowsOf<{ plan_id: string; student_name: string; student_mobile: string }>(
    tx,
    sql`
    SELECT s.plan_id::text AS plan_id, s.student_name, s.student_mobile FROM examroom_sub_order s
    WHERE s.tenant_id = ${tenantId} AND s.status = ${SUB_ORDER_BOOKED}
      AND s.plan_id IN (${sql.join(
        planIds.map((id) => sql`${id}`),
        sql`, `,
      )})
    ORDER BY s.plan_id, s.student_mobile`,
  );
  return rows.map((r) => ({ planId: String(r.plan_id), studentName: r.student_name, studentMobile: r.student_mobile }));
}
