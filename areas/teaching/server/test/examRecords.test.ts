import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { durationText } from '@coach/domain';
import {
  continueExam,
  mockExam,
  qualificationExam,
  safetyTrainExam,
  timedExamDetail,
  timedExamStatistics,
  workTrainExam,
} from '../../domain';
import { seedCourses } from '@coach/server/seed/courses.ts';
import { seedExams } from '../seed/exams';
import { describe, expect, withStudents } from '@coach/server/test/fixtures.ts';
import { ADMIN, type TestApp } from '@coach/server/test/testApp.ts';

const it = withStudents();

// Issue 18: the exam records of 教学管理 (one table, a list per kind) and 计时考试统计, whose
// figures agree with the sittings its rows open in 计时考试详情.
describe('exam records and timed-exam statistics', () => {
  let t: TestApp;
  let admin: string;
  let tenantId: string;
  const now = Math.floor(Date.now() / 1000);
  const year = { startTime: now - 400 * 86400, endTime: now };
  it.beforeAll(async ({ app, tenantId: demoTenant }) => {
    [t, tenantId] = [app, demoTenant];
    await seedCourses(t.services.database, tenantId);
    await seedExams(t.services.database, tenantId, now, 600);
    admin = await t.login(...ADMIN);
  }, 180_000);

  const post = async (path: string, body: Record<string, unknown>) => (await t.post(path, body, { token: admin })).body;
  type Sitting = {
    id: string;
    carType: number;
    subject: number;
    score: number;
    passed: number;
    questionCount: number;
    correctCount: number;
    idCard: string;
    startTime: number;
  };

  it('lists each kind of exam on its own page, the category of the page only, newest first', async () => {
    const mock = (await post(mockExam.api.list!, { carType: 1, pageSize: 50 })).result;
    expect(mock.total).toBeGreaterThan(50);
    const rows = mock.list as Sitting[];
    expect(rows.every((r) => r.carType === 1 && [1, 4].includes(r.subject))).toBe(true);
    expect(rows.map((r) => r.startTime)).toEqual([...rows.map((r) => r.startTime)].sort((a, b) => b - a));
    expect(rows[0].idCard).toHaveLength(18);
    for (const [def, allowed] of [
      [qualificationExam, (c: number) => c >= 20 && c < 40],
      [continueExam, (c: number) => c === 43],
      [workTrainExam, (c: number) => c >= 60 && c < 80],
      [safetyTrainExam, (c: number) => c >= 80],
    ] as const) {
      const list = (await post(def.api.list!, { pageSize: 100 })).result.list as Sitting[];
      expect(list.length, def.name).toBeGreaterThan(0);
      expect(
        list.every((r) => allowed(r.carType)),
        def.name,
      ).toBe(true);
    }
  });

  it('filters by score range and result, refusing a bound that is not a whole number', async () => {
    const between = (await post(mockExam.api.list!, { carType: 1, scoreMin: 80, scoreMax: 89, pageSize: 100 })).result
      .list as Sitting[];
    expect(between.length).toBeGreaterThan(0);
    expect(between.every((r) => r.score >= 80 && r.score <= 89 && r.passed === 0)).toBe(true);
    const passed = (await post(mockExam.api.list!, { carType: 1, passed: 1, pageSize: 100 })).result.list as Sitting[];
    expect(passed.every((r) => r.score >= 90)).toBe(true);
    const refused = await post(mockExam.api.list!, { scoreMin: '80.5', scoreMax: 90 });
    expect([refused.status, refused.message]).toEqual([false, '成绩下限必须是整数']);
  });

  it('refuses a score range the spec refuses, naming the field, instead of answering an empty list (issue 38.2)', async () => {
    const answer = async (body: Record<string, unknown>) => {
      const { status, message } = await post(mockExam.api.list!, body);
      return [status, message];
    };
    expect(await answer({ scoreMin: 90, scoreMax: 80 })).toEqual([false, '成绩：最小值不能大于最大值!']);
    expect(await answer({ scoreMin: 80 })).toEqual([false, '成绩：请输入范围!']);
    expect(await answer({ scoreMax: '', scoreMin: 70 })).toEqual([false, '成绩：请输入范围!']);
    expect(await answer({ scoreMin: 'abc', scoreMax: 90 })).toEqual([false, '成绩：只能输入正数字!']);
    expect(await answer({ scoreMin: -5, scoreMax: 90 })).toEqual([false, '成绩：只能输入正数字!']);
    expect((await answer({ scoreMin: 90, scoreMax: 90 }))[0]).toBe(true);
    expect((await answer({ scoreMin: null, scoreMax: '' }))[0]).toBe(true);
  });

  it('shows each question of a sitting as answered, agreeing with its score', async () => {
    const [sitting] = (await post(mockExam.api.list!, { carType: 1, subject: 1, pageSize: 1 })).result
      .list as Sitting[];
    const detail = (await post(mockExam.api.detail!, { id: sitting.id })).result;
    const answers = detail.answers as {
      no: number;
      question: string;
      chosen: string;
      answer: string;
      correct: number;
    }[];
    expect(answers).toHaveLength(sitting.questionCount);
    expect(sitting.questionCount).toBe(100);
    expect(answers.map((a) => a.no)).toEqual(answers.map((_, i) => i + 1));
    expect(answers.filter((a) => a.correct === 1)).toHaveLength(sitting.correctCount);
    for (const a of answers) expect(a.correct === 1 ? a.chosen === a.answer : a.chosen !== a.answer).toBe(true);
    expect(answers[0].question).toMatch(/[？。]$/);
    // A sitting of another page is not found here.
    const [other] = (await post(safetyTrainExam.api.list!, { pageSize: 1 })).result.list as Sitting[];
    expect((await post(mockExam.api.detail!, { id: other.id })).message).toBe('数据不存在或已删除');
  });

  it('counts sittings, passes, the pass rate and the average score per school, as its detail list shows them', async () => {
    const answer = (await post(timedExamStatistics.api.stat, { ...year, groupBy: 'schoolId' })).result;
    const [facts] = await t.services.database.rows<{
      n: string;
      passed: string;
      score: string;
    }>(sql`SELECT count(*) AS n, count(*) FILTER (WHERE passed = 1) AS passed,
      sum(score) AS score FROM bbxc_exam_record WHERE tenant_id = ${tenantId} AND start_time >= ${year.startTime} AND start_time <= ${year.endTime}`);
    expect(answer.totals.sittings).toBe(Number(facts.n));
    expect(answer.totals.passed).toBe(Number(facts.passed));
    expect(answer.totals.passRate).toBeCloseTo(Number(facts.passed) / Number(facts.n), 3);
    expect(answer.totals.averageScore).toBeCloseTo(Number(facts.score) / Number(facts.n), 2);
    expect(answer.totals.passRate).toBeGreaterThan(0.3);
    expect(answer.totals.passRate).toBeLessThan(0.9);
    const row = answer.rows[0];
    const detail = (
      await post(timedExamDetail.api.list!, {
        schoolId: row.key,
        startTime: answer.startTime,
        endTime: answer.endTime,
        pageSize: 1,
      })
    ).result;
    expect(detail.total).toBe(row.sittings);
    const mockOnly = (await post(timedExamStatistics.api.stat, { ...year, examKind: 1 })).result;
    const mockDetail = (
      await post(timedExamDetail.api.list!, {
        examKind: 1,
        startTime: mockOnly.startTime,
        endTime: mockOnly.endTime,
        pageSize: 1,
      })
    ).result;
    expect(mockDetail.total).toBe(mockOnly.totals.sittings);
  });

  it('exports the mock exams of a category as xlsx', async () => {
    const res = await t.built.app.inject({
      method: 'POST',
      url: mockExam.api.export!,
      payload: { carType: 2 },
      headers: { 'ctl-token': admin },
    });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('table')!;
    expect(sheet.getRow(1).values).toContain('成绩');
    const total = (await post(mockExam.api.list!, { carType: 2, pageSize: 1 })).result.total;
    expect(sheet.actualRowCount - 1).toBe(total);
    // 用时 is one sitting's length: the spec's duration (…分钟0秒), not a bare count (issue 38.9).
    const column = (sheet.getRow(1).values as unknown[]).indexOf('用时');
    expect(column).toBeGreaterThan(0);
    const shown = (await post(mockExam.api.list!, { carType: 2, pageSize: 500 })).result.list as {
      usedMinutes: number;
    }[];
    const cells = (sheet.getColumn(column).values as unknown[]).slice(2).map(String);
    expect(cells.every((c) => /^(\d+小时)?\d+分钟0秒$/.test(c))).toBe(true);
    expect(cells.sort()).toEqual(shown.map((r) => durationText({ duration: 'minutes' }, r.usedMinutes)).sort());
  });
});
