import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { type ResourceDef } from '@coach/domain';
import { chapter, course, courseware, COURSEWARE_MOVE_TO_COURSE, examRule, exercise } from '../../domain';
import { seedCourses } from '@coach/server/seed/courses.ts';
import { demoTenantId } from '@coach/server/test/student/fixtures.ts';
import { multipartBody } from '@coach/server/test/fileHelpers.ts';
import { describe, expect, test as it, type Action, type Caller } from '@coach/server/test/fixtures.ts';
import type { TestApp } from '@coach/server/test/testApp.ts';

// Issue 18: what hangs off the course trees. Course numbers unique per category, a course's
// chapters read and written by the course, the exam rule's question mix, exercises checked
// alike by the form and by the xlsx import (all or nothing, each bad row named), coursewares
// moved to another course.
type Node = { id: string; name: string; level: number; rootId?: string; children?: Node[] };

async function workbook(rows: (string | number | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('table');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const HEADER = ['题型*(单选题/多选题/判断题)', '题目*', '选项A', '选项B', '选项C', '选项D', '答案*', '解析'];

describe('course contents: chapters, exam rules, exercises, coursewares', () => {
  let t: TestApp;
  let admin: Caller;
  let tenantId: string;
  it.beforeAll(async ({ app, admin: signedIn }) => {
    [t, admin] = [app, signedIn];
    tenantId = await demoTenantId(t);
    await seedCourses(t.services.database, tenantId);
  }, 120_000);

  const call = async (path: string, body: unknown) => (await admin.post(path, body)).body;
  const callDef = async (def: ResourceDef, action: Action, body: Record<string, unknown>) =>
    (await admin.call(def, action, body)).body;
  const count = async (table: string, where = sql`TRUE`) =>
    Number(
      (
        await t.services.database.rows<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE tenant_id = ${tenantId} AND deleted = 0 AND ${where}`,
        )
      )[0].n,
    );
  const importExercises = async (rows: (string | number | null)[][], chapterId: string) => {
    const { payload, contentType } = multipartBody(
      { chapterId },
      { name: 'exercises.xlsx', bytes: await workbook(rows) },
    );
    const res = await t.built.app.inject({
      method: 'POST',
      url: exercise.api.import!,
      payload,
      headers: { 'content-type': contentType, 'ctl-token': admin.token },
    });
    return res.json() as {
      status: boolean;
      message: string;
      result: { imported?: number; errors: { row: number; message: string }[] };
    };
  };
  const firstCourse = async (carType = 1, subject = 1) =>
    ((await call(course.api.tree!, { carType, subject })).result as Node[])[0];

  it('keeps course numbers ten digits and unique within a category only', async () => {
    const made = await callDef(course, 'save', {
      name: '新课程',
      courseNo: '8800000001',
      hours: 2,
      carType: 1,
      subject: 1,
    });
    expect(made.status, made.message).toBe(true);
    expect(
      (await callDef(course, 'save', { name: '重复', courseNo: '8800000001', hours: 2, carType: 1, subject: 4 }))
        .message,
    ).toBe('课程编号已存在');
    const elsewhere = await callDef(course, 'save', {
      name: '货车课程',
      courseNo: '8800000001',
      hours: 2,
      carType: 3,
      subject: 1,
    });
    expect(elsewhere.status, elsewhere.message).toBe(true);
    expect(
      (await callDef(course, 'save', { name: '九位', courseNo: '880000001', hours: 2, carType: 3, subject: 1 }))
        .message,
    ).toBe('课程编号：请输入10位数字的课程编号');
  });

  it("reads one course's chapters by the course and adds them under it only", async () => {
    const root = await firstCourse();
    const tree = (await call(chapter.api.tree!, { rootId: root.id })).result as Node[];
    expect(tree).toHaveLength(1);
    expect(tree[0].id).toBe(root.id);
    expect(tree[0].children!.map((c) => c.name)).toEqual(['第1章 机动车驾驶证申领和使用', '第2章 道路通行规定']);
    expect((await call(chapter.api.tree!, {})).message).toBe('所属课程：请选择所属课程');
    expect((await callDef(chapter, 'save', { name: '无处可挂', courseNo: '8800000011', hours: 1 })).message).toBe(
      '上级：请选择所属的课程或章',
    );
    const added = await callDef(chapter, 'save', {
      name: '第3章 新增章',
      courseNo: '8800000012',
      hours: 1,
      parentId: root.id,
    });
    expect(added.status, added.message).toBe(true);
    const [stored] = await t.services.database.rows<{ level: number; root_id: string; car_type: number }>(
      sql`SELECT level, root_id, car_type FROM bbxc_course WHERE id = ${added.result.id}`,
    );
    expect([Number(stored.level), stored.root_id, Number(stored.car_type)]).toEqual([2, root.id, 1]);
    // The course page sees the chapter too: one set of rows.
    expect((await firstCourse()).children!.map((c) => c.name)).toContain('第3章 新增章');
    expect((await callDef(chapter, 'move', { id: added.result.id, direction: 'down' })).message).toBe(
      '已经是最后一条，无法下移',
    );
    expect((await callDef(chapter, 'move', { id: added.result.id, direction: 'up' })).status).toBe(true);
    const section = tree[0].children![0].children![0];
    expect((await callDef(chapter, 'delete', { ids: [section.id] })).message).toBe(
      `「${section.name}」下还有习题，请先删除习题`,
    );
    expect((await callDef(chapter, 'delete', { ids: [added.result.id] })).status).toBe(true);
  });

  it('keeps an exam rule whose question mix makes its paper, one per category and subject', async () => {
    const [rule] = (await callDef(examRule, 'list', { carType: 1, subject: 1 })).result.list;
    expect(rule).toMatchObject({ questionCount: 100, minutes: 45, passScore: 90 });
    const wrong = await callDef(examRule, 'save', {
      id: rule.id,
      questionCount: 100,
      minutes: 45,
      passScore: 90,
      singleCount: 50,
      multipleCount: 0,
      judgeCount: 40,
    });
    expect(wrong.message).toBe('题型数量：单选、多选、判断题数之和（90）须等于题目数量（100）');
    const right = await callDef(examRule, 'save', {
      id: rule.id,
      questionCount: 100,
      minutes: 45,
      passScore: 90,
      singleCount: 50,
      multipleCount: 10,
      judgeCount: 40,
    });
    expect(right.status, right.message).toBe(true);
    const second = await callDef(examRule, 'save', {
      carType: 1,
      subject: 1,
      questionCount: 50,
      minutes: 30,
      passScore: 90,
      singleCount: 50,
      multipleCount: 0,
      judgeCount: 0,
    });
    expect(second.message).toBe('该科目已有考试规则，请修改现有规则');
    expect((await callDef(examRule, 'detail', { id: rule.id })).result.multipleCount).toBe(10);
  });

  it('checks an exercise the same way in the form and in an import, and imports all rows or none', async () => {
    const root = await firstCourse(8, 4);
    const sectionId = root.children![0].children![0].id;
    const before = await count('bbxc_exercise');
    expect(
      (
        await callDef(exercise, 'save', {
          chapterId: sectionId,
          type: 1,
          question: '新题一',
          optionA: '甲',
          optionB: '乙',
          answer: 'E',
        })
      ).message,
    ).toBe('答案：请填写A、B、C、D中的字母（不重复）');
    expect(
      (
        await callDef(exercise, 'save', {
          chapterId: sectionId,
          type: 1,
          question: '新题一',
          optionA: '甲',
          answer: 'A',
        })
      ).message,
    ).toBe('选项B：请填写选项B');
    const saved = await callDef(exercise, 'save', {
      chapterId: sectionId,
      type: 2,
      question: '新题一',
      optionA: '甲',
      optionB: '乙',
      optionC: '丙',
      answer: 'ca',
    });
    expect(saved.status, saved.message).toBe(true);
    const detail = (await callDef(exercise, 'detail', { id: saved.result.id })).result;
    expect(detail).toMatchObject({ answer: 'AC', carType: 8, subject: 4, chapterId: sectionId });

    const bad: (string | number | null)[][] = [
      HEADER,
      ['单选题', '导入题一', '甲', '乙', '丙', '丁', 'B', '解析一'],
      ['单选题', '导入题二', '甲', '乙', null, null, 'F', null], // row 3: not a letter of A-D
      ['多选题', '导入题三', '甲', null, '丙', null, 'AC', null], // row 4: option B missing
      ['判断题', '导入题四', null, null, null, null, 'B', null],
      ['单选题', '导入题一', '甲', '乙', null, null, 'A', null], // row 6: the same question as row 2
      ['单选题', '新题一', '甲', '乙', null, null, 'A', null], // row 7: already in the bank
    ];
    const refused = await importExercises(bad, sectionId);
    expect(refused.status).toBe(false);
    expect(refused.message).toBe('导入失败：共4行有误，请修改后重新导入，未导入任何数据');
    expect(refused.result.errors).toEqual([
      { row: 3, message: '答案：请填写A、B、C、D中的字母（不重复）' },
      { row: 4, message: '选项B：请填写选项B' },
      { row: 6, message: '题目与第2行重复' },
      { row: 7, message: '题目已存在' },
    ]);
    expect(await count('bbxc_exercise')).toBe(before + 1);

    const fixed = [
      HEADER,
      bad[1],
      ['单选题', '导入题二', '甲', '乙', null, null, 'b', null],
      ['多选题', '导入题三', '甲', '乙', '丙', null, 'CA', null],
      bad[4],
    ];
    const imported = await importExercises(fixed, sectionId);
    expect(imported).toMatchObject({ status: true, message: '导入成功，共4条', result: { imported: 4 } });
    const rows = await t.services.database.rows<{
      question: string;
      answer: string;
      car_type: number;
      subject: number;
      option_a: string;
    }>(sql`
      SELECT question, answer, car_type, subject, option_a FROM bbxc_exercise WHERE chapter_id = ${sectionId} AND question LIKE '导入题%' ORDER BY question`);
    expect(rows.map((r) => [r.question, r.answer, Number(r.car_type), Number(r.subject)])).toEqual([
      ['导入题一', 'B', 8, 4],
      ['导入题三', 'AC', 8, 4],
      ['导入题二', 'B', 8, 4],
      ['导入题四', 'B', 8, 4],
    ]);
    expect(rows.find((r) => r.question === '导入题四')!.option_a).toBe('正确');
    // The same question in another category's bank is a question of its own.
    const other = await firstCourse(3, 4);
    expect((await importExercises([HEADER, bad[1]], other.children![0].children![0].id)).status).toBe(true);
    expect((await importExercises([HEADER, bad[1]], '999999')).message).toBe('章节：所选章节不存在或已删除');
  });

  it('moves coursewares to another course, after its own, and up and down within it', async () => {
    const from = await firstCourse(2, 1);
    const to = (await call(course.api.tree!, { carType: 2, subject: 4 })).result[1] as Node;
    const list = async (courseId: string) =>
      (await callDef(courseware, 'list', { courseId, pageSize: 50 })).result.list as {
        id: string;
        name: string;
        courseName: string;
        carType: number;
      }[];
    const moving = (await list(from.id)).slice(0, 2);
    const answer = await call(COURSEWARE_MOVE_TO_COURSE, { ids: moving.map((m) => m.id), courseId: to.id });
    expect(answer).toMatchObject({ status: true, message: '已移动2个课件' });
    const now = await list(to.id);
    expect(now.slice(-2).map((r) => r.id)).toEqual(moving.map((m) => m.id));
    expect(now.every((r) => r.courseName === to.name)).toBe(true);
    expect((await call(COURSEWARE_MOVE_TO_COURSE, { ids: [moving[0].id], courseId: to.children![0].id })).message).toBe(
      '目标课程：请选择一门课程（第一级）',
    );
    expect((await callDef(courseware, 'move', { id: now[now.length - 1].id, direction: 'down' })).message).toBe(
      '已经是最后一条，无法下移',
    );
    expect((await callDef(courseware, 'move', { id: now[0].id, direction: 'up' })).message).toBe(
      '已经是第一条，无法上移',
    );
    expect((await list(from.id)).length).toBe(1);
  });
});
