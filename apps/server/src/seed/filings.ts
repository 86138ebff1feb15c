import { sql } from 'drizzle-orm';
import { STUDENT_TIMING_OPEN_CODES } from '@coach/domain';
import type { Db } from '../platform/db';
import { rowsOf } from '../engine';
import { insertChunks } from './insertChunks';

const DAY = 86400;
const REASONS = ['身份证号与姓名不一致', '学员照片不清晰，请重新采集', '培训机构备案信息不完整'];

/**
 * Demo filings for the categories with timing pages: of each category's students (and of
 * some coaches per category) most are 已备案 with a number, some 备案失败 with the reason,
 * the newest filed ones 未备案, each pushed one with its push and answer in the log.
 */
export async function seedFilings(tx: Db, tenantId: string, now: number): Promise<void> {
  const students = await rowsOf<Record<string, string | number>>(tx, sql`SELECT id, name, id_card, mobile, school_id, school_name, store_id, store_name, car_type, enrol_time
    FROM bbxc_student WHERE tenant_id = ${tenantId} AND deleted = 0 AND car_type IN (${sql.join(STUDENT_TIMING_OPEN_CODES.map((c) => sql`${c}`), sql`, `)}) ORDER BY enrol_time`);
  const coaches = await rowsOf<Record<string, string | number>>(tx, sql`SELECT id, name, id_card, mobile, school_id, school_name, store_id, store_name
    FROM bbxc_coach WHERE tenant_id = ${tenantId} AND deleted = 0 ORDER BY id`);
  const stateOf = (i: number, n: number) => (i >= n - 2 ? 0 : i % 5 === 3 ? 3 : 2);
  const byType = new Map<number, typeof students>();
  for (const s of students) byType.set(Number(s.car_type), [...(byType.get(Number(s.car_type)) ?? []), s]);
  // The newest students of a category (up to two) are not filed yet: 新增 has someone to offer.
  const studentRows = [...byType.values()].flatMap((all) => {
    const list = all.slice(0, all.length - Math.min(2, Math.floor(all.length / 4)));
    return list.map((s, i) => {
      const status = stateOf(i, list.length);
      const at = Number(s.enrol_time) + 3 * DAY;
      return sql`(${tenantId}, ${String(s.id)}, ${s.name}, ${s.id_card}, ${s.mobile}, ${String(s.school_id)}, ${s.school_name}, ${s.store_id == null ? null : String(s.store_id)},
        ${s.store_name}, ${s.car_type}, ${at}, 24, ${status}, ${status === 3 ? REASONS[i % REASONS.length] : null}, ${status === 2 ? `BA${s.car_type}${String(s.id).padStart(8, '0')}1` : null},
        ${status ? at + 600 : null}, ${status ? at + 1200 : null}, ${status ? 1 : 0}, ${Math.min(at, now)})`;
    });
  });
  const coachRows = (coaches.length ? STUDENT_TIMING_OPEN_CODES : []).flatMap((code, k) =>
    [0, 1, 2].map((j) => {
      const c = coaches[(k * 3 + j) % coaches.length];
      const status = j === 2 ? 0 : j === 1 && k % 3 === 0 ? 3 : 2;
      const at = now - (90 - k) * DAY;
      return sql`(${tenantId}, ${String(c.id)}, ${c.name}, ${c.id_card}, ${c.mobile}, ${String(c.school_id)}, ${c.school_name}, ${c.store_id == null ? null : String(c.store_id)},
        ${c.store_name}, ${code}, 1, ${status}, ${status === 3 ? REASONS[k % REASONS.length] : null}, ${status === 2 ? `BJ${code}${String(c.id).padStart(8, '0')}1` : null},
        ${status ? at + 600 : null}, ${status ? at + 1200 : null}, ${status ? 1 : 0}, ${at})`;
    }),
  );
  const studentIds = studentRows.length
    ? await rowsOf<{ id: string; status: number; fail_reason: string | null; filing_no: string | null; push_time: number | null }>(tx, sql`INSERT INTO bbxc_student_filing
        (tenant_id, student_id, student_name, id_card, mobile, school_id, school_name, store_id, store_name, car_type, train_start, plan_hours, status, fail_reason, filing_no,
         push_time, answer_time, push_count, create_time)
        VALUES ${sql.join(studentRows, sql`, `)} RETURNING id, status, fail_reason, filing_no, push_time`)
    : [];
  const coachIds = coachRows.length
    ? await rowsOf<{ id: string; status: number; fail_reason: string | null; filing_no: string | null; push_time: number | null }>(tx, sql`INSERT INTO bbxc_coach_filing
        (tenant_id, coach_id, coach_name, id_card, mobile, school_id, school_name, store_id, store_name, car_type, timing_open, status, fail_reason, filing_no,
         push_time, answer_time, push_count, create_time)
        VALUES ${sql.join(coachRows, sql`, `)} RETURNING id, status, fail_reason, filing_no, push_time`)
    : [];
  const logs = [...studentIds.map((r) => [1, r] as const), ...coachIds.map((r) => [2, r] as const)]
    .filter(([, r]) => Number(r.status) > 0)
    .flatMap(([kind, r]) => [
      sql`(${tenantId}, ${kind}, ${r.id}, 1, 'push', 1, '已推送至监管平台', ${r.push_time})`,
      sql`(${tenantId}, ${kind}, ${r.id}, 1, 'answer', ${Number(r.status) === 2 ? 1 : 0}, ${Number(r.status) === 2 ? `备案成功，编号${r.filing_no}` : r.fail_reason}, ${Number(r.push_time) + 600})`,
    ]);
  await insertChunks(tx, logs, (values) => sql`INSERT INTO bbxc_filing_push_log (tenant_id, kind, filing_id, attempt, action, ok, message, create_time) VALUES ${values}`, 1000);
}
