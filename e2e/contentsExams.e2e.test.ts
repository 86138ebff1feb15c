import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { api, apiLogin } from './api';
import { launch, newPage, screenshot, signIn, toast, uiUrl, visible } from './browser';
import { DEMO_TENANT_ADMIN } from './demoTenant';

// Issue 18 in Chromium, on the full demo tenant: 课程信息 of a course opened from its tree,
// an exercise workbook with two bad rows refused with both rows named and nothing written,
// then the fixed workbook imported; a course page's 考试规则 refusing a question mix that
// does not make the paper; a mock exam's answers; 计时考试统计 opening 计时考试详情.
const HEADER = ['题型*(单选题/多选题/判断题)', '题目*', '选项A', '选项B', '选项C', '选项D', '答案*', '解析'];

async function workbook(rows: (string | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('table');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function importFile(page: Page, name: string, bytes: Buffer) {
  await visible(page, '[data-testid="resource-list-exercise"]')
    .getByRole('button', { name: /^(?!.*模板).*导入$/ })
    .click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '导入习题' });
  const answered = page.waitForResponse((r) => r.url().endsWith('/exercise/v1/import'));
  await dialog.locator('input[type=file]').setInputFiles({
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: bytes,
  });
  return { dialog, answer: await (await answered).json() };
}

/** Ticks the first row of one of the page's lists, presses a state button, confirms, and sees it done. */
async function pressInList(page: Page, name: string, button: string, path: string, done: string) {
  const list = visible(page, `[data-testid="resource-list-${name}"]`);
  // The demo course's videos are all 启用 and its skills all 已发布: the first row is one the button applies to.
  const row = list.locator('.ant-table-row').first();
  await row.waitFor();
  await row.locator('.ant-checkbox-input').check();
  await list.locator('[data-testid="list-toolbar"]').getByRole('button', { name: button, exact: true }).click();
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === path);
  await page.locator('.ant-modal-confirm:visible').getByRole('button', { name: '确定' }).click();
  expect((await (await answered).json()).status).toBe(true);
  await toast(page, done);
}

describe('内容管理 and the exam pages in Chromium', () => {
  let browser: Browser;
  let token: string;
  beforeAll(async () => {
    browser = await launch();
    token = await apiLogin(...DEMO_TENANT_ADMIN);
  });
  afterAll(() => browser?.close());

  it('imports an exercise workbook into a section: two bad rows named and nothing written, then the fixed one', async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, ...DEMO_TENANT_ADMIN, '/contents/motor/courseMgSubjectOne');
    await visible(page, '[data-testid="tree-course"]').getByText('机动车基础知识').click();
    const panel = visible(page, '[data-testid="tree-node-panel"]');
    await panel.getByRole('button', { name: '课程信息' }).click();
    await page.waitForURL(/\/contents\/courseInfo\?id=/);
    const info = visible(page, '[data-testid="course-info"]');
    await info.getByText('课程信息：机动车基础知识').waitFor();
    await info.getByRole('tab', { name: '习题' }).click();
    const list = visible(page, '[data-testid="resource-list-exercise"]');
    await list.locator('.ant-table-row').first().waitFor();
    const courseId = new URL(page.url()).searchParams.get('id');
    expect(courseId).toBeTruthy();

    const totalOf = async () => {
      const tree = await api(token, '/api/course/inner/chapter/v1/tree', { rootId: courseId });
      const sectionId = tree.result[0].children[0].children[0].id;
      return {
        sectionId,
        total: (await api(token, '/api/exam/inner/exercise/v1/list', { chapterId: sectionId })).result.total as number,
      };
    };
    const before = await totalOf();
    const good = [
      '单选题',
      '摩托车转弯时，正确的做法是什么？',
      '加速转弯',
      '减速慢行',
      '压线转弯',
      '不看后视镜',
      'B',
      '转弯前应减速。',
    ];
    const bad = [
      HEADER,
      good,
      ['单选题', '摩托车会车时应当怎样做？', '靠右行驶', '占道行驶', null, null, 'E', null],
      ['判断题', '摩托车可以在高速公路上随意变道。', null, null, null, null, 'B', null],
      ['多选题', '摩托车出车前应检查哪些项目？', '轮胎', null, '灯光', '制动', 'ACD', null],
    ];
    const refused = await importFile(page, 'exercises.xlsx', await workbook(bad));
    expect(refused.answer.status).toBe(false);
    const report = refused.dialog.locator('[data-testid="import-errors"]');
    await report.getByText('导入失败：共2行有误，请修改后重新导入，未导入任何数据').waitFor();
    await report
      .locator('tr')
      .filter({ hasText: '答案：请填写A、B、C、D中的字母（不重复）' })
      .filter({ hasText: '3' })
      .waitFor();
    await report.locator('tr').filter({ hasText: '选项B：请填写选项B' }).filter({ hasText: '5' }).waitFor();
    await screenshot(page, 'contents-exercise-import-refused');
    expect((await totalOf()).total).toBe(before.total);

    bad[2][6] = 'A';
    bad[4][3] = '刹车油';
    const answered = page.waitForResponse((r) => r.url().endsWith('/exercise/v1/import'));
    await refused.dialog.locator('input[type=file]').setInputFiles({
      name: 'fixed.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await workbook(bad),
    });
    expect((await (await answered).json()).status).toBe(true);
    await toast(page, '导入成功，共4条');
    expect((await totalOf()).total).toBe(before.total + 4);
    await list.locator('.ant-table-row').filter({ hasText: '摩托车转弯时，正确的做法是什么？' }).waitFor();
    await screenshot(page, 'contents-exercise-imported');

    // The course's other tabs, their own state calls pressed for real: a video 停用, a skill 撤销.
    await info.getByRole('tab', { name: '视频' }).click();
    await pressInList(page, 'courseVideo', '停用', '/api/course/inner/video/v1/updateStatus', '停用成功');
    await info.getByRole('tab', { name: '答题技巧' }).click();
    await pressInList(page, 'skill', '撤销', '/api/exam/inner/skill/v1/revoke', '撤销成功');
    await screenshot(page, 'contents-course-skills');
    expect(errors).toEqual([]);
  });

  it("refuses an exam rule whose question mix does not make the paper, on its course page's tab", async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, ...DEMO_TENANT_ADMIN, '/contents/goodsCar/courseMgSubjectFour');
    await page.getByRole('tab', { name: '考试规则' }).click();
    const list = visible(page, '[data-testid="resource-list-examRule"]');
    const row = list.locator('.ant-table-row').first();
    await row.getByText('50', { exact: true }).first().waitFor();
    await row.getByRole('button', { name: '编辑' }).click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: '编辑考试规则' });
    await drawer.getByLabel('判断题数').fill('25');
    const saved = page.waitForResponse((r) => r.url().endsWith('/examRule/v1/saveOrUpdate'));
    await drawer.getByRole('button', { name: '确定' }).click();
    expect((await (await saved).json()).message).toBe('题型数量：单选、多选、判断题数之和（55）须等于题目数量（50）');
    // The drawer keeps what was typed and says what is wrong.
    await drawer.getByText('题型数量：单选、多选、判断题数之和（55）须等于题目数量（50）').waitFor();
    await drawer.getByLabel('判断题数').fill('20');
    const fixed = page.waitForResponse((r) => r.url().endsWith('/examRule/v1/saveOrUpdate'));
    await drawer.getByRole('button', { name: '确定' }).click();
    expect((await (await fixed).json()).status).toBe(true);
    await toast(page, '修改成功');
    await page.getByRole('tab', { name: '模拟器' }).click();
    await visible(page, '[data-testid="resource-list-simulator"]').locator('.ant-table-row').first().waitFor();
    expect(errors).toEqual([]);
  });

  it("shows a mock exam's answers, and opens a school's sittings from 计时考试统计", async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, ...DEMO_TENANT_ADMIN, '/teaching/mockExam/passengerCar');
    const list = visible(page, '[data-testid="resource-list-mockExam"]');
    const first = list.locator('.ant-table-row').first();
    await first.waitFor();
    const detail = page.waitForResponse((r) => r.url().endsWith('/mockExam/v1/detail'));
    await first.getByRole('button', { name: '详情' }).click();
    const answers = (await (await detail).json()).result.answers as unknown[];
    expect(answers.length).toBeGreaterThanOrEqual(50);
    const drawer = page.locator('.ant-drawer').filter({ hasText: '答题详情' });
    await drawer.locator('.ant-table-row').first().waitFor();
    await screenshot(page, 'teaching-mock-exam-detail');

    await page.goto(uiUrl('/teaching/timedExamStatistics'));
    const table = visible(page, '[data-testid="report-table"]');
    const row = table.locator('.ant-table-row').first();
    await row.waitFor();
    await screenshot(page, 'teaching-timed-exam-statistics');
    await row.click();
    await page.waitForURL(/\/teaching\/timedExamDetail\?/);
    await visible(page, '[data-testid="resource-list-timedExamDetail"]').locator('.ant-table-row').first().waitFor();
    expect(new URL(page.url()).searchParams.get('schoolId')).toBeTruthy();
    expect(errors).toEqual([]);
  });
});
