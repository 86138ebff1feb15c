import { sql } from 'drizzle-orm';
import { STUDENT_TIMING_OPEN_CODES } from '@coach/domain';
import type { Db } from '@coach/server/platform/db.ts';
import { insertRows, rowsOf } from '@coach/server/engine/index.ts';

const DAY = 86400;
const REASONS = ['身份证号与姓名不一致', '学员照片不清晰，请重新采集', '培训机构备案信息不完整'];

/**
 * Demo filings for the categories with timing pages: of each category's students (and of
 * some coaches per category) most are 已备案 with a number, some 备案失败 with the reason,
 * the newest filed ones 未备案, each pushed one with its push and answer in the log.
 */
export async function seedFilings(tx: Db, tenantId: string, now: number): Promise<void> {
  const students = await rowsOf<Record<string, string | number>>(
    tx,
    sql`SELECT id, name, id_card, mobile, school_id, school_name, store_id, store_name, car_type, enrol_time
    FROM bbxc_student WHERE tenant_id = ${tenantId} AND deleted = 0 AND car_type IN (${sql.join(
      STUDENT_TIMING_OPEN_CODES.map((c) => sql`${c}`),
      sql`, `,
    )}) ORDER BY enrol_time`,
  );
  const coaches = await rowsOf<Record<string, string | number>>(
    tx,
    sql`SELECT id, name, id_card, mobile, school_id, school_name, store_id, store_name
    FROM bbxc_coach WHERE tenant_id = ${tenantId} AND deleted = 0 ORDER BY id`,
  );
  const stateOf = (i: number, n: number) => (i >= n - 2 ? 0 : i % 5 === 3 ? 3 : 2);
  const byType = new Map<number, typeof students>();
  for (const s of students) byType.set(Number(s.car_type), [...(byType.get(Number(s.car_type)) ?? []), s]);
  // The newest students of a category (up to two) are not filed yet: 新增 has someone to offer.
  const studentRows = [...byType.values()].flatMap((all) => {
    const list = all.slice(0, all.length - Math.min(2, Math.floor(all.length / 4)));
    return list.map((s, i) => {
      const status = stateOf(i, list.length);
      const at = Number(s.enrol_time) + 3 * DAY;
      return {
        tenant_id: tenantId,
        student_id: String(s.id),
        student_name: s.name,
        id_card: s.id_card,
        mobile: s.mobile,
        school_id: String(s.school_id),
        school_name: s.school_name,
        store_id: s.store_id == null ? null : String(s.store_id),
        store_name: s.store_name,
        car_type: s.car_type,
        train_start: at,
        plan_hours: 24,
        status,
        fail_reason: status === 3 ? REASONS[i % REASONS.length] : null,
        filing_no: status === 2 ? `BA${s.car_type}${String(s.id).padStart(8, '0')}1` : null,
        push_time: status ? at + 600 : null,
        answer_time: status ? at + 1200 : null,
        push_count: status ? 1 : 0,
        create_time: Math.min(at, now),
      };
    });
  });
  const coachRows = (coaches.length ? STUDENT_TIMING_OPEN_CODES : []).flatMap((code, k) =>
    [0, 1, 2].map((j) => {
      const c = coaches[(k * 3 + j) % coaches.length];
      const status = j === 2 ? 0 : j === 1 && k % 3 === 0 ? 3 : 2;
      const at = now - (90 - k) * DAY;
      return {
        tenant_id: tenantId,
        coach_id: String(c.id),
        coach_name: c.name,
        id_card: c.id_card,
        mobile: c.mobile,
        school_id: String(c.school_id),
        school_name: c.school_name,
        store_id: c.store_id == null ? null : String(c.store_id),
        store_name: c.store_name,
        car_type: code,
        timing_open: 1,
        status,
        fail_reason: status === 3 ? REASONS[k % REASONS.length] : null,
        filing_no: status === 2 ? `BJ${code}${String(c.id).padStart(8, '0')}1` : null,
        push_time: status ? at + 600 : null,
        answer_time: status ? at + 1200 : null,
        push_count: status ? 1 : 0,
        create_time: at,
      };
    }),
  );
  type Filed = {
    id: string;
    status: number;
    fail_reason: string | null;
    filing_no: string | null;
    push_time: number | null;
  };
  const returning = sql`id, status, fail_reason, filing_no, push_time`;
  const studentIds = await insertRows<Filed>(tx, 'bbxc_student_filing', studentRows, { returning });
  const coachIds = await insertRows<Filed>(tx, 'bbxc_coach_filing', coachRows, { returning });
  const logs = [...studentIds.map((r) => [1, r] as const), ...coachIds.map((r) => [2, r] as const)]
    .filter(([, r]) => Number(r.status) > 0)
    .flatMap(([kind, r]) => [
      {
        tenant_id: tenantId,
        kind,
        filing_id: r.id,
        attempt: 1,
        action: 'push',
        ok: 1,
        message: '已推送至监管平台',
        create_time: r.push_time,
      },
      {
        tenant_id: tenantId,
        kind,
        filing_id: r.id,
        attempt: 1,
        action: 'answer',
        ok: Number(r.status) === 2 ? 1 : 0,
        message: Number(r.status) === 2 ? `备案成功，编号${r.filing_no}` : r.fail_reason,
        create_time: Number(r.push_time) + 600,
      },
    ]);
  await insertRows(tx, 'bbxc_filing_push_log', logs);
}
