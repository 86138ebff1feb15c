import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { periodOf, reportsByName } from '@coach/domain';
import { commentCoach, COMMENT_REPORTS, emptyEvaluation, SATISFACTION_RECOMPUTE } from '../../domain';
import { seedTimedClass } from '@coach/areas/timedClass/server/index.ts';
import { seedOrderKinds } from '@coach/areas/orders/server/index.ts';
import { seedComments } from '../seed/comments';
import { freezeClosedMonths } from '../satisfactionSolid';
import { describe, expect, withStudents } from '@coach/server/test/fixtures.ts';
import { ADMIN, type TestApp } from '@coach/server/test/testApp.ts';

const it = withStudents();

type Row = { key: string; comments: number; satisfied: number; satisfaction: number };

// Issue 20: 教学评价 and the comment reports — a closed month's satisfaction is frozen (later
// changes to comments do not reach it; only the logged recompute does), a detail report's
// totals are its parent row, 教学评分 and 教学评价率 read the comments as they are.
describe('教学评价 and the satisfaction reports', () => {
  let t: TestApp;
  let admin: string;
  let tenantId: string;
  const q = <T>(query: ReturnType<typeof sql>) => t.services.database.rows<T>(query);
  const post = async (path: string, body: unknown) => (await t.post(path, body, { token: admin })).body;
  const report = (name: string) => reportsByName[name];
  const now = Math.floor(Date.now() / 1000);
  const lastMonth = periodOf('month', periodOf('month', now).start - 1);

  it.beforeAll(async ({ app, tenantId: demoTenant }) => {
    [t, tenantId] = [app, demoTenant];
    await seedOrderKinds(t.services.database, tenantId);
    await seedTimedClass(t.services.database, tenantId);
    await seedComments(t.services.database, tenantId);
    admin = await t.login(...ADMIN);
  }, 240_000);

  it('has ~3 000 comments, accompany comments, and every closed month frozen once', async () => {
    const [{ n }] = await q<{ n: string }>(
      sql`SELECT count(*) AS n FROM bbxc_comment_coach WHERE tenant_id = ${tenantId}`,
    );
    expect(Number(n)).toBeGreaterThan(2000);
    expect((await post('/api/comment/inner/commentAccompany/v1/list', {})).result.total).toBeGreaterThan(20);
    await Promise.all([
      freezeClosedMonths(t.services.database.db, tenantId),
      freezeClosedMonths(t.services.database.db, tenantId),
    ]);
    const [{ solid, live }] = await q<{
      solid: string;
      live: string;
    }>(sql`SELECT (SELECT count(*) FROM bbxc_comment_solid WHERE tenant_id = ${tenantId}) AS solid,
      (SELECT count(*) FROM bbxc_comment_coach WHERE tenant_id = ${tenantId} AND deleted = 0 AND create_time < ${periodOf('month', now).start}) AS live`);
    expect(Number(solid)).toBe(Number(live));
  });

  it('keeps a frozen month as it was when comments change, until the logged recompute', async () => {
    const body = { startTime: lastMonth.start, endTime: lastMonth.end - 1, groupBy: 'schoolId' };
    const before = (await post(report('satisfactionSchool').api.stat, body)).result;
    const [school] = before.rows as Row[];
    // A satisfied comment of that month is deleted and another hidden: the frozen month does not move.
    const [gone] = await q<{
      id: string;
    }>(sql`SELECT id FROM bbxc_comment_coach WHERE tenant_id = ${tenantId} AND school_id = ${school.key} AND score = 5
      AND create_time >= ${lastMonth.start} AND create_time < ${lastMonth.end} AND deleted = 0 LIMIT 1`);
    await q(sql`UPDATE bbxc_comment_coach SET deleted = 1 WHERE id = ${gone.id}`);
    const hide = commentCoach.transitions!.find((x) => x.name === 'hide')!;
    const [shown] = (
      await post(commentCoach.api.list!, {
        schoolId: school.key,
        status: 1,
        startTime: lastMonth.start,
        endTime: lastMonth.end - 1,
        pageSize: 1,
      })
    ).result.list;
    expect((await post(hide.path, { ids: [shown.id], status: 0 })).status).toBe(true);
    expect((await post(report('satisfactionSchool').api.stat, body)).result).toEqual(before);
    expect((await post(SATISFACTION_RECOMPUTE, { month: 'abc' })).message).toBe('月份：格式应为YYYY-MM');
    const current = new Date((now + 8 * 3600) * 1000).toISOString().slice(0, 7);
    expect((await post(SATISFACTION_RECOMPUTE, { month: current })).message).toBe('月份：只能重新固化已结束的月份');
    const month = new Date((lastMonth.start + 8 * 3600) * 1000).toISOString().slice(0, 7);
    expect((await post(SATISFACTION_RECOMPUTE, { month })).status).toBe(true);
    const after = (await post(report('satisfactionSchool').api.stat, body)).result.rows.find(
      (r: Row) => r.key === school.key,
    );
    expect([after.comments, after.satisfied]).toEqual([school.comments - 1, school.satisfied - 1]);
    const [log] = await q<{ after: { month: string } }>(
      sql`SELECT after FROM sys_operation_log WHERE resource = 'satisfactionSolidify' AND action = 'recompute' ORDER BY id DESC LIMIT 1`,
    );
    expect(log.after.month).toBe(month);
  });

  it('answers a detail report for the row it was opened from: its totals are that row', async () => {
    const range = { startTime: now - 200 * 86400, endTime: now };
    const schools = (await post(report('satisfactionSchool').api.stat, { ...range })).result.rows as Row[];
    for (const school of schools) {
      const detail = (await post(report('satisfactionSchoolDetail').api.stat, { ...range, schoolId: school.key }))
        .result;
      expect(detail.totals.comments).toBe(school.comments);
      expect(detail.totals.satisfied).toBe(school.satisfied);
    }
    const stores = (await post(report('teachCommentScore').api.stat, range)).result.rows as Row[];
    const store = (await post(report('storeScoreDetail').api.stat, { ...range, storeId: stores[0].key })).result;
    expect(store.totals.comments).toBe(stores[0].comments);
    expect((await post(report('storeScoreDetail').api.stat, { storeId: 'x1' })).message).toBe('门店的值不正确');
  });

  it('counts the evaluation rate as the students who evaluated over those taught', async () => {
    const answer = (await post(report('teachingRate').api.stat, { startTime: now - 90 * 86400, endTime: now })).result;
    for (const row of answer.rows as { taught: number; evaluated: number; rate: number }[])
      expect(row.rate).toBeCloseTo(row.evaluated / row.taught, 3);
    expect(COMMENT_REPORTS.length).toBe(14);
    // Every comment report exports what it shows: a header, its rows, a 合计 line.
    for (const def of COMMENT_REPORTS) {
      const body = {
        startTime: now - 90 * 86400,
        endTime: now,
        ...(def.filters?.some((f) => f.key === 'coachId') ? { coachId: '1' } : {}),
      };
      const shown = (await post(def.api.stat, body)).result;
      const res = await t.built.app.inject({
        method: 'POST',
        url: def.api.export!,
        payload: body,
        headers: { 'ctl-token': admin },
      });
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      expect(book.worksheets[0].rowCount, def.name).toBe(shown.rows.length + 2);
    }
  });

  it('lists the lessons taken and not evaluated yet; an evaluation takes its lesson off', async () => {
    const [{ waiting }] = await q<{
      waiting: string;
    }>(sql`SELECT count(*) AS waiting FROM bbxc_booking b WHERE b.tenant_id = ${tenantId} AND b.status = 2 AND b.deleted = 0
      AND NOT EXISTS (SELECT 1 FROM bbxc_comment_coach c WHERE c.booking_id = b.id AND c.deleted = 0)`);
    const list = (await post(emptyEvaluation.api.list!, { pageSize: 5 })).result;
    expect(list.total).toBe(Math.min(Number(waiting), 10_000));
    const [first] = list.list;
    expect(first.waitDays).toBeGreaterThanOrEqual(0);
    const detail = (await post(emptyEvaluation.api.detail!, { id: first.id })).result;
    expect(detail.lessons.every((l: { orderNo: string }) => l.orderNo !== first.orderNo)).toBe(true);
    const [lesson] = await q<{ student_id: string }>(sql`SELECT student_id FROM bbxc_booking WHERE id = ${first.id}`);
    await q(sql`INSERT INTO bbxc_comment_coach (tenant_id, student_id, booking_id, student_name, school_id, store_id, coach_id, coach_name, score, content)
      VALUES (${tenantId}, ${lesson.student_id}, ${first.id}, ${first.studentName}, ${first.schoolId}, ${first.storeId}, ${first.coachId}, ${first.coachName}, 5, '很好')`);
    expect((await post(emptyEvaluation.api.detail!, { id: first.id })).status).toBe(false);
    expect((await post(emptyEvaluation.api.list!, { pageSize: 1 })).result.total).toBe(list.total - 1);
  });
});
