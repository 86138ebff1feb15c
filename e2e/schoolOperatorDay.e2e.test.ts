import { describe, expect, test as it } from './scenario';
import { openInApp, pressConfirm, screenshot, toast, visible } from './browser';
import type { Page } from 'playwright-core';
import { api, apiLogin } from './api';
import { DEMO_TENANT_ADMIN } from './demoTenant';
import { columnTexts } from './tableColumns';

// Issue 50.3: the school operator's day, and one coach everywhere. On the full demo tenant (the
// e2e server's own demo tenant holds no schools): its 驾校运营 holds operator01's role and is
// bound to 金陵驾校 by the demo seed, as operator01 is on `npm start`.

/** Opens a page from the keyboard (Ctrl+K, pinyin initials, Enter), as a person does. */
async function findPage(page: Page, initials: string, title: string, path: RegExp) {
  await page.getByTestId('page-search').waitFor();
  await page.keyboard.press('Control+k');
  await page.getByTestId('page-palette-input').waitFor();
  await page.keyboard.type(initials);
  await page.getByTestId('page-palette-list').getByRole('option').first().filter({ hasText: title }).waitFor();
  await page.keyboard.press('Enter');
  await page.waitForURL(path);
}

/** A resource's list on screen, by its name. */
const listOf = (name: string) => `[data-testid="resource-list-${name}"]`;

const ACCOUNTS = '/api/user/inner/sysOperationUser/v1';

describe("the school operator's day", () => {
  it("finds the school's students and orders, and registers a car of the school", async ({ scenario }) => {
    // The operator's account is in use: the status-button sweep, run earlier in the suite, leaves
    // the first enabled account of 账号管理 停用 after pressing each of its buttons.
    const admin = await apiLogin(...DEMO_TENANT_ADMIN);
    const found = await api(admin, `${ACCOUNTS}/list`, { pageNum: 1, pageSize: 10, account: 'fulloperator' });
    const operator = (found.result.list as { id: string; account: string; disable: number }[]).find(
      (row) => row.account === 'fulloperator',
    )!;
    if (Number(operator.disable) === 1) {
      expect((await api(admin, `${ACCOUNTS}/enable`, { ids: [operator.id] })).status).toBe(true);
    }
    await scenario('fullOperator', '/', async ({ page }) => {
      // 学员查询 from the keyboard: the school's students only.
      await findPage(page, 'xycx', '学员查询', /\/timing\/searchStudent$/);
      const rows = visible(page, '[data-testid="resource-list-student"] .ant-table-row');
      await rows.first().waitFor();
      expect(new Set(await columnTexts(page, '驾校', listOf('student')))).toEqual(new Set(['金陵驾校']));
      const name = (await columnTexts(page, '姓名', listOf('student')))[0].trim();
      const form = visible(page, '[data-testid="search-form"]');
      await form.getByLabel('姓名').fill(name);
      const answered = page.waitForResponse((r) => r.url().endsWith('/student/v1/list'));
      await form.getByRole('button', { name: '查询' }).click();
      await answered;
      await rows.filter({ hasText: name }).first().waitFor();
      expect((await columnTexts(page, '姓名', listOf('student'))).every((n) => n.includes(name))).toBe(true);
      await screenshot(page, 'operator-student-found');

      // The student whole, and an order number of theirs opens the order (订单管理 holds its detail).
      await rows
        .filter({ hasText: name })
        .first()
        .getByRole('button', { name: /详\s?情/ })
        .click();
      await page.waitForURL(/\/timing\/searchStudentDetail\?id=/);
      const orders = visible(page, '[data-testid="detail-table-orders"]');
      const orderLink = orders.locator('.ant-table-row').first().getByRole('link').first();
      await orderLink.waitFor();
      const orderNo = (await orderLink.innerText()).trim();
      await orderLink.click();
      await page.waitForURL(/\/financials\/orderDetail2\?id=\d+/);
      await visible(page, '.ant-card')
        .filter({ hasText: '财务订单详情' })
        .locator('.ant-descriptions')
        .filter({ hasText: orderNo })
        .first()
        .waitFor();
      expect(await visible(page, '.ant-card').filter({ hasText: '财务订单详情' }).first().innerText()).toContain(
        '金陵驾校',
      );
      await screenshot(page, 'operator-student-order');

      // 订单管理: the school's orders only.
      await findPage(page, 'ddgl', '订单管理', /\/orders\/orderMgList$/);
      await visible(page, '[data-testid="resource-list-generalOrder"] .ant-table-row').first().waitFor();
      expect(new Set(await columnTexts(page, '驾校', listOf('generalOrder')))).toEqual(new Set(['金陵驾校']));
      await screenshot(page, 'operator-orders');

      // 车辆管理 › 新增: the car is the school's, waiting for the exam room's review.
      await openInApp(page, '/operates/carMag');
      await visible(page, '[data-testid="resource-list-examCar"] .ant-table-row').first().waitFor();
      await visible(page, '[data-testid="list-toolbar"]').getByRole('button', { name: '新增' }).click();
      const drawer = page.locator('.ant-drawer').filter({ hasText: '新增考场车辆' });
      await drawer.getByLabel('车牌号').fill('苏A·D5501');
      await drawer.getByLabel('品牌型号').fill('丰田卡罗拉 1.2T');
      await drawer.getByLabel('申请人').fill('王建国');
      await drawer.getByLabel('联系电话').fill('13952000000');
      await drawer.getByLabel('所属驾校').click();
      const schools = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
      await expect.poll(() => schools.allInnerTexts()).toEqual(['金陵驾校']);
      await schools.first().click();
      await screenshot(page, 'operator-car-form');
      await drawer.getByRole('button', { name: '确定' }).click();
      await toast(page, '新增成功');
      const row = visible(page, '.ant-table-row').filter({ hasText: '苏A·D5501' });
      await row.filter({ hasText: '待审核' }).waitFor();
      expect(await row.innerText()).toContain('金陵驾校');
      expect(new Set(await columnTexts(page, '所属驾校', listOf('examCar')))).toEqual(new Set(['金陵驾校']));
      await screenshot(page, 'operator-car-added');
    });
  }, 180_000);

  it('makes a coach created in 教练员管理 schedulable, and schedules them in 排班管理', async ({ scenario }) => {
    await scenario('fullAdmin', '/school/coachMg', async ({ page }) => {
      await visible(page, '.ant-table-row').first().waitFor();
      await visible(page, '[data-testid="list-toolbar"]').getByRole('button', { name: '新增' }).click();
      const drawer = page.locator('.ant-drawer').filter({ hasText: '新增教练员' });
      await drawer.getByLabel('姓名').fill('韩新教');
      await drawer.getByLabel('手机号').fill('13952009902');
      await drawer.getByLabel('身份证号').fill('320106199001011238');
      await drawer.getByLabel('所属驾校').click();
      await visible(page, '.ant-select-dropdown .ant-select-item-option').filter({ hasText: '江宁安达驾校' }).click();
      await drawer.getByRole('button', { name: '确定' }).click();
      await toast(page, '新增成功');
      const row = visible(page, '.ant-table-row').filter({ hasText: '韩新教' });
      await row.getByRole('button', { name: '加入考场排班' }).click();
      await pressConfirm(page, '确定', '确定让「韩新教」加入考场排班吗？');
      await toast(page, '已加入考场排班');
      await row.filter({ hasText: '已同意' }).waitFor();
      await expect.poll(() => row.getByRole('button', { name: '加入考场排班' }).count()).toBe(0);
      await screenshot(page, 'coach-joined-examroom');

      // 排班管理 › 新增排班 offers them; the plan is theirs on the week grid.
      await openInApp(page, '/operates/schedulingMag/schedulingEdit');
      const plan = visible(page, '.ant-card').filter({ hasText: '新增排班' });
      await plan.getByLabel('教练').click();
      await visible(page, '.ant-select-dropdown .ant-select-item-option').filter({ hasText: '韩新教' }).click();
      await plan.getByLabel('车辆').click();
      await visible(page, '.ant-select-dropdown .ant-select-item-option').filter({ hasText: '苏A·D1207' }).click();
      await screenshot(page, 'coach-scheduled-form');
      await plan.getByRole('button', { name: /保\s*存/ }).click();
      await toast(page, '新增成功');
      await page.waitForURL(/\/operates\/schedulingMag\?week=/);
      await visible(page, '[data-testid^="plan-"]').filter({ hasText: '韩新教' }).first().waitFor();
      await screenshot(page, 'coach-scheduled-week');
    });
  }, 180_000);
});
