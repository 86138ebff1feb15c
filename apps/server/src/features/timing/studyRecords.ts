import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';

/** One sitting reported by a timing terminal or the app. */
export interface StudyRecordInput {
  studentId: string;
  schoolId: string;
  storeId: string;
  coachId?: string | null;
  carType: number;
  subject: number;
  startTime: number;
  minutes: number;
  valid: boolean;
}

const DAY = 86400;
const OFFSET = 8 * 3600;
/** Shanghai midnight (Unix seconds) of an instant; +08:00 all year since 1991. */
export const shanghaiDay = (at: number) => Math.floor((at + OFFSET) / DAY) * DAY - OFFSET;
/** The same in SQL, for the rebuild. */
const daySql = sql`((start_time + ${OFFSET}) / ${DAY}) * ${DAY} - ${OFFSET}`;

/**
 * Writes study records and adds them to the daily totals in the caller's transaction: the
 * totals can never disagree with the records they count (a failed write leaves neither).
 */
export async function addStudyRecords(tx: Db, tenantId: string, records: readonly StudyRecordInput[]): Promise<void> {
  if (!records.length) return;
  const values = records.map((r) => sql`(${tenantId}, ${r.studentId}, ${r.schoolId}, ${r.storeId}, ${r.coachId ?? null}, ${r.carType}, ${r.subject}, ${r.startTime}, ${r.minutes}, ${r.valid ? 1 : 0})`);
  await tx.execute(sql`INSERT INTO bbxc_study_record (tenant_id, student_id, school_id, store_id, coach_id, car_type, subject, start_time, minutes, valid)
    VALUES ${sql.join(values, sql`, `)}`);
  const totals = new Map<string, { day: number; schoolId: string; storeId: string; carType: number; subject: number; records: number; minutes: number; valid: number }>();
  for (const r of records) {
    const day = shanghaiDay(r.startTime);
    const key = [day, r.schoolId, r.storeId, r.carType, r.subject].join('|');
    const total = totals.get(key) ?? { day, schoolId: r.schoolId, storeId: r.storeId, carType: r.carType, subject: r.subject, records: 0, minutes: 0, valid: 0 };
    total.records += 1;
    total.minutes += r.minutes;
    if (r.valid) total.valid += r.minutes;
    totals.set(key, total);
  }
  const rows = [...totals.values()].map((d) => sql`(${tenantId}, ${d.day}, ${d.schoolId}, ${d.storeId}, ${d.carType}, ${d.subject}, ${d.records}, ${d.minutes}, ${d.valid})`);
  await tx.execute(sql`INSERT INTO bbxc_study_daily AS d (tenant_id, day, school_id, store_id, car_type, subject, records, minutes, valid_minutes)
    VALUES ${sql.join(rows, sql`, `)}
    ON CONFLICT (tenant_id, day, school_id, store_id, car_type, subject) DO UPDATE SET
      records = d.records + EXCLUDED.records, minutes = d.minutes + EXCLUDED.minutes, valid_minutes = d.valid_minutes + EXCLUDED.valid_minutes`);
}

/**
 * Recomputes the daily totals of the days from `from` to `to` (inclusive) from the records,
 * for records written in bulk (imports): run twice, it gives the same totals.
 */
export async function rebuildStudyDaily(tx: Db, tenantId: string, from: number, to: number): Promise<void> {
  const first = shanghaiDay(from);
  const last = shanghaiDay(to);
  await tx.execute(sql`DELETE FROM bbxc_study_daily WHERE tenant_id = ${tenantId} AND day >= ${first} AND day <= ${last}`);
  await tx.execute(sql`INSERT INTO bbxc_study_daily (tenant_id, day, school_id, store_id, car_type, subject, records, minutes, valid_minutes)
    SELECT tenant_id, ${daySql}, school_id, store_id, car_type, subject, count(*), sum(minutes), coalesce(sum(minutes) FILTER (WHERE valid = 1), 0)
    FROM bbxc_study_record WHERE tenant_id = ${tenantId} AND start_time >= ${first} AND start_time < ${last + DAY}
    GROUP BY 1, 2, 3, 4, 5, 6`);
}
