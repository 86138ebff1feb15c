import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { launch, newPage, screenshot, signIn, visible, unfoldSearch } from './browser';
import { api, apiLogin } from './api';
import { DEMO_TENANT_ADMIN } from './demoTenant';

// Issue 16: a report page and a student list that are definitions only. On the full demo
// tenant: 门店授权统计 shows its figures, charts and 合计, regroups by school, exports what it
// shows, and a row opens 学员查询 filtered to it with the same number of students.
describe('计时管理: 门店授权统计 and 学员查询 in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it('shows the report, regroups it, exports it and drills into the students of a row', async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, ...DEMO_TENANT_ADMIN, '/timing/statistics/storeAndAuth');
    const table = visible(page, '[data-testid="report-table"]');
    await table.locator('.ant-table-row').first().waitFor({ timeout: 20_000 });
    expect(await table.locator('.ant-table-row').count()).toBe(5);
    await visible(page, '[data-testid="chart-stores"] canvas').waitFor();
    await visible(page, '[data-testid="chart-share"] canvas').waitFor();
    expect(await table.locator('tfoot.ant-table-summary').innerText()).toContain('合计');

    // By school: two rows.
    const answered = page.waitForResponse((r) => r.url().endsWith('/count/storeAndAuth'));
    await page.getByLabel('统计维度').click();
    await page.locator('.ant-select-dropdown .ant-select-item-option').filter({ hasText: '驾校' }).click();
    await page.getByRole('button', { name: /查\s?询/ }).click();
    const answer = await (await answered).json();
    expect(answer.result.groupBy).toBe('schoolId');
    await table.locator('.ant-table-row').filter({ hasText: answer.result.rows[0].label }).waitFor();
    expect(await table.locator('.ant-table-row').count()).toBe(2);
    await page.waitForTimeout(800);
    await screenshot(page, 'timing-store-and-auth');

    // The export is what the page shows: the same rows, then 合计.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /导\s?出/ }).click(),
    ]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await readFile((await download.path())!)) as unknown as ExcelJS.Buffer);
    const sheet = book.getWorksheet('table')!;
    expect(sheet.getRow(2).getCell(1).value).toBe(answer.result.rows[0].label);
    expect(sheet.getRow(2).getCell(2).value).toBe(answer.result.rows[0].enrolled);
    expect(sheet.getRow(sheet.rowCount).getCell(1).value).toBe('合计');

    // A row opens the students of that school in that range: as many as the row counts.
    const first = answer.result.rows[0];
    const listed = page.waitForResponse((r) => r.url().endsWith('/student/v1/list'));
    await table.locator('.ant-table-row').filter({ hasText: first.label }).click();
    const list = await (await listed).json();
    expect(page.url()).toContain('/timing/searchStudent');
    expect(list.result.total).toBe(first.enrolled);
    const row = visible(page, '.ant-table-row').first();
    await row.waitFor();
    expect(await row.innerText()).toContain(first.label);
    await row.getByRole('button', { name: /详\s?情/ }).click();
    await visible(page, '[data-testid="detail-table-stages"] .ant-table-row').first().waitFor();
    await screenshot(page, 'timing-student-detail');
    expect(errors).toEqual([]);
  });

  it('filters 学员查询 by school and stage from its search form, as the API counts them', async () => {
    const token = await apiLogin(...DEMO_TENANT_ADMIN);
    const { page, errors } = await newPage(browser);
    await signIn(page, ...DEMO_TENANT_ADMIN, '/timing/searchStudent');
    const list = visible(page, '[data-testid="resource-list-student"]');
    await list.locator('.ant-table-row').first().waitFor();
    await unfoldSearch(page);
    const form = visible(page, '[data-testid="search-form"]');
    // A school picked by name in its searchable selector, then a stage.
    await form.getByLabel('驾校').click();
    const school = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
    await school.waitFor();
    const schoolName = (await school.innerText()).trim();
    await school.click();
    await form.getByLabel('学习阶段').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '科目二' }).click();
    const answered = page.waitForResponse(
      (r) => r.url().endsWith('/student/v1/list') && (r.request().postData() ?? '').includes('"stage"'),
    );
    await form.getByRole('button', { name: /查\s*询/ }).click();
    const response = await answered;
    const sent = JSON.parse(response.request().postData()!);
    expect(sent).toMatchObject({ stage: 2 });
    expect(sent.schoolId).toBeTruthy();
    const shown = (await response.json()).result;
    const expected = (
      await api(token, '/api/user/inner/student/v1/list', { schoolId: sent.schoolId, stage: 2, pageSize: 1 })
    ).result.total;
    expect(shown.total).toBe(expected);
    expect(expected).toBeGreaterThan(0);
    await list.getByText(`共 ${expected} 条`).waitFor();
    for (const text of await list.locator('.ant-table-row').allInnerTexts()) {
      expect(text).toContain('科目二');
      expect(text).toContain(schoolName);
    }
    expect(errors).toEqual([]);
  });
});
