import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { STUDENT_TIMING_OPEN_CATEGORIES } from '@coach/domain';
import { studentFiling, studentTiming, timingBalance } from '@coach/areas/timing/domain/index.ts';
import { launch, newPage, pressConfirm, screenshot, signIn, toast, uiUrl, visible } from './browser';
import { api, apiLogin } from './api';
import { DEMO_TENANT_ADMIN } from './demoTenant';

// Issue 17 end to end, on the full demo tenant: 区域统计 drills from the country to a
// district and exports what it shows; opening a student's timing spends the price from the
// school's balance (seen on 全车型学时充值); a filing pushed from 学员备案 comes back answered.
describe('计时管理: region drill-down, opening a student, filing', () => {
  let browser: Browser;
  let token: string;
  beforeAll(async () => {
    browser = await launch();
    token = await apiLogin(...DEMO_TENANT_ADMIN);
  });
  afterAll(() => browser?.close());

  it('drills 小车区域统计 from provinces to the districts of a city and exports them', async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, ...DEMO_TENANT_ADMIN, '/timing/statistics/region/smallCar');
    const table = visible(page, '[data-testid="report-table"]');
    const trail = visible(page, '[data-testid="region-trail"]');
    await table.locator('.ant-table-row').filter({ hasText: '江苏省' }).waitFor({ timeout: 20_000 });
    let answered = page.waitForResponse((r) => r.url().endsWith('/count/region'));
    await table.locator('.ant-table-row').filter({ hasText: '江苏省' }).click();
    expect((await (await answered).json()).result.region).toEqual([{ code: '320000', name: '江苏省' }]);
    await table.locator('.ant-table-row').filter({ hasText: '南京市' }).waitFor();
    answered = page.waitForResponse((r) => r.url().endsWith('/count/region'));
    await table.locator('.ant-table-row').filter({ hasText: '南京市' }).click();
    const districts = (await (await answered).json()).result;
    expect(districts.rows.length).toBeGreaterThan(1);
    await table.locator('.ant-table-row').filter({ hasText: districts.rows[0].label }).waitFor();
    expect(await trail.innerText()).toMatch(/全国\s*\/\s*江苏省\s*\/\s*南京市/);
    await visible(page, '[data-testid="chart-hours"] canvas').waitFor();
    await page.waitForTimeout(600);
    await screenshot(page, 'timing-region-districts');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /导\s?出/ }).click(),
    ]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await readFile((await download.path())!)) as unknown as ExcelJS.Buffer);
    const sheet = book.getWorksheet('table')!;
    expect(sheet.rowCount).toBe(districts.rows.length + 2);
    expect(sheet.getRow(2).getCell(1).value).toBe(districts.rows[0].label);
    expect(sheet.getRow(2).getCell(2).value).toBe(districts.rows[0].sittings);

    // Back up through the trail: the provinces again.
    await trail.getByText('全国').click();
    await table.locator('.ant-table-row').filter({ hasText: '江苏省' }).waitFor();
    expect(errors).toEqual([]);
  });

  it("opens a student of a category and the school's balance falls by the price", async () => {
    // A not-yet-opened student whose school has the money for it.
    let found: { category: (typeof STUDENT_TIMING_OPEN_CATEGORIES)[number]; row: Record<string, string> } | undefined;
    for (const category of STUDENT_TIMING_OPEN_CATEGORIES) {
      const rows = (await api(token, studentTiming.api.list!, { carType: category.code, status: 0, pageSize: 50 }))
        .result.list as Record<string, string>[];
      for (const row of rows) {
        const balance = (await api(token, timingBalance.api.list!, { schoolId: row.schoolId, carType: category.code }))
          .result.list[0];
        if (balance && Number(balance.balance) >= 200) {
          found = { category, row };
          break;
        }
      }
      if (found) break;
    }
    expect(found, 'a student to open').toBeTruthy();
    const { category, row } = found!;
    const balanceOf = async () =>
      Number(
        (await api(token, timingBalance.api.list!, { schoolId: row.schoolId, carType: category.code })).result.list[0]
          .balance,
      );
    const before = await balanceOf();

    const { page, errors } = await newPage(browser);
    await signIn(page, ...DEMO_TENANT_ADMIN, `/timing/studentTimingOpen/${category.key}/stuTimingOpen`);
    const tr = visible(page, `tr[data-row-key="${row.id}"]`);
    await tr.waitFor({ timeout: 20_000 });
    await tr.locator('.ant-checkbox-input').check();
    const opened = page.waitForResponse((r) => r.url().endsWith('/stuTiming/v1/open'));
    await visible(page, '[data-testid="list-toolbar"]').getByRole('button', { name: '开通', exact: true }).click();
    await pressConfirm(page, '确定', '从驾校学时余额中扣费');
    expect(await (await opened).json()).toMatchObject({ status: true });
    await tr.filter({ hasText: '已开通' }).waitFor();
    const cost = Number((await api(token, studentTiming.api.detail!, { id: row.id })).result.cost);
    expect(cost).toBeGreaterThan(0);
    expect(await balanceOf()).toBeCloseTo(before - cost, 2);

    // 全车型学时充值 shows the new balance, and 学习明细 the line of this student.
    await page.goto(uiUrl(`/timing/allCarTiming/allCarTimingCharge?schoolId=${row.schoolId}&carType=${category.code}`));
    const line = visible(page, '.ant-table-row')
      .filter({ hasText: row.schoolName })
      .filter({ hasText: category.name })
      .first();
    await line.waitFor({ timeout: 20_000 });
    expect(await line.innerText()).toContain(
      (before - cost).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    );
    await line.getByRole('button', { name: '学习明细' }).click();
    await visible(page, '.ant-table-row').filter({ hasText: row.studentName }).first().waitFor({ timeout: 20_000 });
    await screenshot(page, 'timing-learning-detail');
    expect(errors).toEqual([]);
  });

  it("offers in 学员备案编辑 only the category's students without a filing of it", async () => {
    const category = STUDENT_TIMING_OPEN_CATEGORIES.find((c) => c.code === 20)!;
    const listPath = studentFiling.api.list!.replace(':subpath', category.filingSubpath!);
    const filed = new Set(
      ((await api(token, listPath, { pageSize: 500 })).result.list as { studentId: string }[]).map((r) =>
        String(r.studentId),
      ),
    );
    expect(filed.size).toBeGreaterThan(0);
    const { page, errors } = await newPage(browser);
    await signIn(page, ...DEMO_TENANT_ADMIN, `/timing/studentTimingOpen/${category.key}/stuTimingFilings`);
    await visible(page, '.ant-table-row').first().waitFor({ timeout: 20_000 });
    const offered = page.waitForResponse(
      (r) => r.url().endsWith('/student/v1/list') && (r.request().postData() ?? '').includes('unfiledIn'),
    );
    await visible(page, '[data-testid="list-toolbar"]')
      .getByRole('button', { name: /新\s?增/ })
      .click();
    await page.waitForURL(/stuTimingFilingsModify/);
    const answer = await (await offered).json();
    expect(JSON.parse((await offered).request().postData()!)).toMatchObject({ carType: 20, unfiledIn: 20 });
    const rows = answer.result.list as { id: string; carType: number }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.carType === 20 && !filed.has(String(r.id)))).toBe(true);
    expect(errors).toEqual([]);
  });

  it("pushes a draft filing and shows the platform's answer", async () => {
    const category = STUDENT_TIMING_OPEN_CATEGORIES.find((c) => c.code === 20)!;
    const listPath = studentFiling.api.list!.replace(':subpath', category.filingSubpath!);
    const draft = (await api(token, listPath, { status: 0, pageSize: 1 })).result.list[0] as Record<string, string>;
    expect(draft).toBeTruthy();
    const { page, errors } = await newPage(browser);
    await signIn(page, ...DEMO_TENANT_ADMIN, `/timing/studentTimingOpen/${category.key}/stuTimingFilings`);
    const tr = visible(page, `tr[data-row-key="${draft.id}"]`);
    await tr.waitFor({ timeout: 20_000 });
    await tr.locator('.ant-checkbox-input').check();
    const pushed = page.waitForResponse((r) => r.url().endsWith('/saibo/push'));
    await visible(page, '[data-testid="list-toolbar"]').getByRole('button', { name: '推送备案', exact: true }).click();
    await pressConfirm(page, '确定', '推送至监管平台');
    expect(await (await pushed).json()).toMatchObject({ status: true });
    await toast(page, '推送备案成功');
    // The platform answers within a second or two: refresh until the row shows it.
    await expect
      .poll(
        async () => {
          await visible(page, '[data-testid="list-toolbar"]').getByRole('button', { name: '刷新' }).click();
          await page.waitForTimeout(700);
          return tr.innerText();
        },
        { timeout: 20_000, interval: 500 },
      )
      .toMatch(/已备案|备案失败/);
    // An accepted filing is no longer edited or deleted: its row offers neither.
    const accepted = (await tr.innerText()).includes('已备案');
    expect(await tr.getByRole('button', { name: /编\s?辑/ }).count()).toBe(accepted ? 0 : 1);
    expect(await tr.getByRole('button', { name: /删\s?除/ }).count()).toBe(accepted ? 0 : 1);
    await tr.getByRole('button', { name: /详\s?情/ }).click();
    await visible(page, '[data-testid="detail-table-pushLogs"] .ant-table-row').nth(1).waitFor({ timeout: 10_000 });
    await screenshot(page, 'timing-filing-pushed');
    expect(errors).toEqual([]);
  });
});
