import { sql } from 'drizzle-orm';
import { NEW_COACH_DAYS } from '@coach/domain';
import type { Database, Db } from '../platform/db';
import { rowsOf } from '../engine';
import { random } from './studentDemo';
import { insertChunks } from './insertChunks';
import { freezeClosedMonths } from '../features/teaching/satisfactionSolid';

const DAY = 86400;
const HOUR = 3600;
const WORDS: Record<number, readonly string[]> = {
  5: ['教练非常耐心，讲解细致，推荐！', '讲解清楚，示范到位，进步很快', '教练专业又负责，练车很安心'],
  4: ['整体不错，就是有时候稍微急了点', '教得挺好，车况也不错', '态度好，希望多给些练习时间'],
  3: ['一般，讲解可以再细一些', '上课时间偶尔推迟'],
  2: ['讲解不够耐心，希望改进', '练车时间被压缩了'],
  1: ['态度较差，多次迟到'],
};
const ACCOMPANY_WORDS = ['陪驾教练很专业，上路不紧张了', '路线安排合理，练了高架和停车', '教练很细心，纠正了很多习惯', '时间有点赶，整体满意'];

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
export async function seedComments(database: Database, tenantId: string, now = Math.floor(Date.now() / 1000)): Promise<void> {
  const [existing] = await database.rows(sql`SELECT 1 FROM bbxc_comment_coach WHERE tenant_id = ${tenantId} LIMIT 1`);
  if (existing) return;
  await database.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const next = random(2620);
    const lessons = await rowsOf<{ id: string; student_id: string; student_name: string; mobile: string | null; school_id: string; school_name: string; store_id: string;
      store_name: string; coach_id: string; coach_name: string; subject: number; end_time: string; hire_date: string | null }>(tx, sql`
      SELECT b.id, b.student_id, b.student_name, b.mobile, b.school_id, b.school_name, b.store_id, b.store_name, b.coach_id, b.coach_name, b.subject, b.end_time, c.hire_date
      FROM bbxc_booking b LEFT JOIN bbxc_coach c ON c.id::text = b.coach_id
      WHERE b.tenant_id = ${tenantId} AND b.deleted = 0 AND b.status = 2 ORDER BY b.id`);
    const comments = lessons.filter(() => next() < 0.6).map((l, i) => {
      const at = Math.min(Number(l.end_time) + Math.floor((1 + next() * 47) * HOUR), now - 60);
      // The demo coaches joined 200 to 490 days ago: the latest were new (新教练) when the first lessons were taken.
      const hired = l.hire_date === null ? at - 400 * DAY : Number(l.hire_date);
      const isNew = at - hired < NEW_COACH_DAYS * DAY;
      const score = scoreOf(next, isNew);
      const part = () => Math.max(1, Math.min(5, score + (next() < 0.2 ? -1 : next() < 0.1 ? 1 : 0)));
      const words = WORDS[score];
      return sql`(${tenantId}, ${l.student_id}, ${l.id}, ${l.student_name}, ${l.mobile}, ${l.school_id}, ${l.school_name}, ${l.store_id}, ${l.store_name}, ${l.coach_id},
        ${l.coach_name}, ${isNew ? 1 : 0}, ${Number(l.subject)}, ${score}, ${part()}, ${part()}, ${part()}, ${words[i % words.length]}, ${score <= 2 && i % 3 === 0 ? 0 : 1}, ${at})`;
    });
    await insertChunks(tx, comments, (values) => sql`INSERT INTO bbxc_comment_coach (tenant_id, student_id, booking_id, student_name, mobile, school_id, school_name, store_id,
      store_name, coach_id, coach_name, new_coach, subject, score, attitude_score, skill_score, punctual_score, content, status, create_time) VALUES ${values}`);
    const finished = await rowsOf<{ id: string; order_no: string; student_name: string; mobile: string; coach_name: string; finish_time: string }>(tx, sql`
      SELECT id, order_no, student_name, mobile, coach_name, finish_time FROM mall_accompany_order WHERE tenant_id = ${tenantId} AND deleted = 0 AND status = 3 ORDER BY id`);
    const accompany = finished.filter((_, i) => i % 5 !== 2).map((o, i) => {
      const score = scoreOf(next, false);
      return sql`(${tenantId}, ${o.id}, ${o.order_no}, ${o.student_name}, ${o.mobile}, ${o.coach_name}, ${score}, ${ACCOMPANY_WORDS[i % ACCOMPANY_WORDS.length]},
        ${score === 1 ? 0 : 1}, ${Math.min(Number(o.finish_time ?? now) + DAY, now - 60)})`;
    });
    await insertChunks(tx, accompany, (values) => sql`INSERT INTO bbxc_comment_accompany (tenant_id, order_id, order_no, student_name, mobile, coach_name, score, content, status, create_time)
      VALUES ${values}`);
  });
  await freezeClosedMonths(database.db, tenantId, now);
}
