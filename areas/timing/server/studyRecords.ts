import { sql } from 'drizzle-orm';
import { requiredStudyMinutes } from '@coach/domain';
import type { Db } from '@coach/server/platform/db.ts';
import { insertRows } from '@coach/server/engine/index.ts';

/** One sitting reported by a timing terminal or the app. */
export interface StudyRecordInput {
  studentId: string;
  studentName?: string;
  schoolId: string;
  schoolName?: string;
  storeId: string;
  storeName?: string;
  /** District (GB/T 2260) of the store; '' when it has none. */
  areaCode?: string;
  coachId?: string | null;
  coachName?: string | null;
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

/** Sums of records sharing a key, in one pass. */
function sumBy<T extends { records: number; minutes: number; valid: number }>(
  records: readonly StudyRecordInput[],
  keyOf: (r: StudyRecordInput) => string,
  init: (r: StudyRecordInput) => T,
  also?: (total: T, r: StudyRecordInput) => void,
): T[] {
  const totals = new Map<string, T>();
  for (const r of records) {
    const key = keyOf(r);
    let total = totals.get(key);
    if (!total) totals.set(key, (total = init(r)));
    total.records += 1;
    total.minutes += r.minutes;
    if (r.valid) total.valid += r.minutes;
    also?.(total, r);
  }
  return [...totals.values()];
}

/**
 * Writes study records and adds them, in the caller's transaction, to the daily totals and
 * to each student's progress per subject: neither can disagree with the records it counts
 * (a failed write leaves none of them).
 */
export async function addStudyRecords(tx: Db, tenantId: string, records: readonly StudyRecordInput[]): Promise<void> {
  if (!records.length) return;
  await insertRows(
    tx,
    'bbxc_study_record',
    records.map((r) => ({
      tenant_id: tenantId,
      student_id: r.studentId,
      student_name: r.studentName ?? '',
      school_id: r.schoolId,
      school_name: r.schoolName ?? '',
      store_id: r.storeId,
      store_name: r.storeName ?? '',
      area_code: r.areaCode ?? '',
      coach_id: r.coachId ?? null,
      coach_name: r.coachName ?? null,
      car_type: r.carType,
      subject: r.subject,
      start_time: r.startTime,
      minutes: r.minutes,
      valid: r.valid ? 1 : 0,
    })),
  );

  const days = sumBy(
    records,
    (r) => [shanghaiDay(r.startTime), r.schoolId, r.storeId, r.areaCode ?? '', r.carType, r.subject].join('|'),
    (r) => ({
      day: shanghaiDay(r.startTime),
      schoolId: r.schoolId,
      storeId: r.storeId,
      areaCode: r.areaCode ?? '',
      carType: r.carType,
      subject: r.subject,
      records: 0,
      minutes: 0,
      valid: 0,
    }),
  );
  await insertRows(
    tx,
    'bbxc_study_daily',
    days.map((d) => ({
      tenant_id: tenantId,
      day: d.day,
      school_id: d.schoolId,
      store_id: d.storeId,
      area_code: d.areaCode,
      car_type: d.carType,
      subject: d.subject,
      records: d.records,
      minutes: d.minutes,
      valid_minutes: d.valid,
    })),
    {
      alias: 'd',
      onConflict: sql`ON CONFLICT (tenant_id, day, school_id, store_id, area_code, car_type, subject) DO UPDATE SET
        records = d.records + EXCLUDED.records, minutes = d.minutes + EXCLUDED.minutes, valid_minutes = d.valid_minutes + EXCLUDED.valid_minutes`,
    },
  );

  // Progress per student and subject: what remains never goes below zero, reached once the valid minutes cover the requirement.
  const progress = sumBy(
    records,
    (r) => [r.studentId, r.carType, r.subject].join('|'),
    (r) => ({
      studentId: r.studentId,
      schoolId: r.schoolId,
      storeId: r.storeId,
      carType: r.carType,
      subject: r.subject,
      first: r.startTime,
      records: 0,
      minutes: 0,
      valid: 0,
    }),
    (p, r) => void (p.first = Math.min(p.first, r.startTime)),
  );
  await insertRows(
    tx,
    'bbxc_study_progress',
    progress.map((p) => {
      const required = requiredStudyMinutes(p.carType, p.subject);
      return {
        tenant_id: tenantId,
        student_id: p.studentId,
        school_id: p.schoolId,
        store_id: p.storeId,
        car_type: p.carType,
        subject: p.subject,
        first_time: p.first,
        required_minutes: required,
        studied_minutes: p.minutes,
        valid_minutes: p.valid,
        remaining_minutes: Math.max(required - p.valid, 0),
        reached: p.valid >= required ? 1 : 0,
      };
    }),
    {
      alias: 'p',
      onConflict: sql`ON CONFLICT (tenant_id, student_id, car_type, subject) DO UPDATE SET
        first_time = least(p.first_time, EXCLUDED.first_time),
        studied_minutes = p.studied_minutes + EXCLUDED.studied_minutes,
        valid_minutes = p.valid_minutes + EXCLUDED.valid_minutes,
        remaining_minutes = greatest(p.required_minutes - p.valid_minutes - EXCLUDED.valid_minutes, 0),
        reached = CASE WHEN p.valid_minutes + EXCLUDED.valid_minutes >= p.required_minutes THEN 1 ELSE 0 END`,
    },
  );
}

/**
 * Recomputes the daily totals of the days from `from` to `to` (inclusive) from the records,
 * for records written in bulk (imports): run twice, it gives the same totals.
 */
export async function rebuildStudyDaily(tx: Db, tenantId: string, from: number, to: number): Promise<void> {
  const first = shanghaiDay(from);
  const last = shanghaiDay(to);
  await tx.execute(
    sql`DELETE FROM bbxc_study_daily WHERE tenant_id = ${tenantId} AND day >= ${first} AND day <= ${last}`,
  );
  await tx.execute(sql`INSERT INTO bbxc_study_daily (tenant_id, day, school_id, store_id, area_code, car_type, subject, records, minutes, valid_minutes)
    SELECT tenant_id, ${daySql}, school_id, store_id, area_code, car_type, subject, count(*), sum(minutes), coalesce(sum(minutes) FILTER (WHERE valid = 1), 0)
    FROM bbxc_study_record WHERE tenant_id = ${tenantId} AND start_time >= ${first} AND start_time < ${last + DAY}
    GROUP BY 1, 2, 3, 4, 5, 6, 7`);
}
