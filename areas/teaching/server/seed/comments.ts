import { sql } from 'drizzle-orm';
import { NEW_COACH_DAYS } from '../../domain';
import type { Database, Db } from '@coach/server/platform/db.ts';
import { insertRows, rowsOf } from '@coach/server/engine/index.ts';
import { random } from '@coach/server/seed/studentDemo.ts';
import { freezeClosedMonths } from '../satisfactionSolid';
import { withIndexesDeferred } from '@coach/server/seed/deferIndexes.ts';

const DAY = 86400;
const HOUR = 3600;
const WORDS: Record<number, readonly string[]> = {
  5: ['教练非常耐心，讲解细致，推荐！', '讲解清楚，示范到位，进步很快', '教练专业又负责，练车很安心'],
  4: ['整体不错，就是有时候稍微急了点', '教得挺好，车况也不错', '态度好，希望多给些练习时间'],
  3: ['一般，讲解可以再细一些', '上课时间偶尔推迟'],
  2: ['讲解不够耐心，希望改进', '练车时间被压缩了'],
  1: ['态度较差，多次迟到'],
};
const ACCOMPANY_WORDS = [
  '陪驾教练很专业，上路不紧张了',
  '路线安排合理，练了高架和停车',
  '教练很细心，纠正了很多习惯',
  '时间有点赶，整体满意',
];

/** A score leaning to the good side, as real evaluations do (newer coaches a little lower). */
function scoreOf(next: () => number, isNew: boolean): number {
  const r = next() + (isNew ? 0.08 : 0);
  return r < 0.55 ? 5 : r < 0.83 ? 4 : r < 0.93 ? 3 : r < 0.98 ? 2 : 1;
}

/**
 * The demo's evaluations: six in ten lessons taken get the student's evaluation of
 * the coach (about 3 000 over six months, the coach flagged new in their first 180 days), most
 * finished accompany orders a 陪驾评价; then the closed months are frozen for the satisfaction
 * reports. Runs once per tenant (one with comments is left alone); deterministic.
 */
export async function seedComments(
  database: Database,
  tenantId: string,
  now = Math.floor(Date.now() / 1000),
): Promise<void> {
  const [existing] = await database.rows(sql`SELECT 1 FROM bbxc_comment_coach WHERE tenant_id = ${tenantId} LIMIT 1`);
  if (existing) return;
  await database.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const next = random(2620);
    const lessons = await rowsOf<{
      id: string;
      student_id: string;
      student_name: string;
      mobile: string | null;
      school_id: string;
      school_name: string;
      store_id: string;
      store_name: string;
      coach_id: string;
      coach_name: string;
      subject: number;
      end_time: string;
    }>(
      tx,
      sql`
      SELECT id, student_id, student_name, mobile, school_id, school_name, store_id, store_name, coach_id, coach_name, subject, end_time
      FROM bbxc_booking WHERE tenant_id = ${tenantId} AND deleted = 0 AND status = 2 ORDER BY id`,
    );
    // The coaches' hire dates joined here: a join on the text id compares every lesson with every coach.
    const coaches = await rowsOf<{ id: string; hire_date: string | null }>(
      tx,
      sql`SELECT id::text AS id, hire_date FROM bbxc_coach`,
    );
    const hired = new Map(coaches.map((c) => [c.id, c.hire_date]));
    const comments = lessons
      .filter(() => next() < 0.6)
      .map((l, i) => {
        const at = Math.min(Number(l.end_time) + Math.floor((1 + next() * 47) * HOUR), now - 60);
        // The demo coaches joined 200 to 490 days ago: the latest were new (新教练) when the first lessons were taken.
        const hireDate = hired.get(String(l.coach_id)) ?? null;
        const hiredAt = hireDate === null ? at - 400 * DAY : Number(hireDate);
        const isNew = at - hiredAt < NEW_COACH_DAYS * DAY;
        const score = scoreOf(next, isNew);
        const part = () => Math.max(1, Math.min(5, score + (next() < 0.2 ? -1 : next() < 0.1 ? 1 : 0)));
        const words = WORDS[score];
        return {
          tenant_id: tenantId,
          student_id: l.student_id,
          booking_id: l.id,
          student_name: l.student_name,
          mobile: l.mobile,
          school_id: l.school_id,
          school_name: l.school_name,
          store_id: l.store_id,
          store_name: l.store_name,
          coach_id: l.coach_id,
          coach_name: l.coach_name,
          new_coach: isNew ? 1 : 0,
          subject: Number(l.subject),
          score,
          attitude_score: part(),
          skill_score: part(),
          punctual_score: part(),
          content: words[i % words.length],
          status: score <= 2 && i % 3 === 0 ? 0 : 1,
          create_time: at,
        };
      });
    await withIndexesDeferred(tx, 'bbxc_comment_coach', () => insertRows(tx, 'bbxc_comment_coach', comments));
    const finished = await rowsOf<{
      id: string;
      order_no: string;
      student_name: string;
      mobile: string;
      coach_name: string;
      finish_time: string;
    }>(
      tx,
      sql`
      SELECT id, order_no, student_name, mobile, coach_name, finish_time FROM mall_accompany_order WHERE tenant_id = ${tenantId} AND deleted = 0 AND status = 3 ORDER BY id`,
    );
    const accompany = finished
      .filter((_, i) => i % 5 !== 2)
      .map((o, i) => {
        const score = scoreOf(next, false);
        return {
          tenant_id: tenantId,
          order_id: o.id,
          order_no: o.order_no,
          student_name: o.student_name,
          mobile: o.mobile,
          coach_name: o.coach_name,
          score,
          content: ACCOMPANY_WORDS[i % ACCOMPANY_WORDS.length],
          status: score === 1 ? 0 : 1,
          create_time: Math.min(Number(o.finish_time ?? now) + DAY, now - 60),
        };
      });
    await insertRows(tx, 'bbxc_comment_accompany', accompany);
  });
  await freezeClosedMonths(database.db, tenantId, now);
}
