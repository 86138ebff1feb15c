import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, newPage, openInApp, pressConfirm, screenshot, signIn, toast, visible } from './browser';
import { api, apiLogin } from './api';
import { beijingDate, weekStart } from '@coach/areas/operate/web/plan/weekGrid.ts';

describe('exam-room scheduling in Chromium', () => {
  let browser: Browser;
  let token: string;
  beforeAll(async () => {
    browser = await launch();
    token = await apiLogin();
  });
  afterAll(() => browser?.close());

  it('delays a class plan in the week grid and its block moves an hour down', async () => {
    // Next week's Wednesday 12:00-13:00 (Beijing) for 王建国 with his car: the lunch break is free.
    const nextWeek = weekStart(Math.floor(Date.now() / 1000)) + 7 * 86400;
    const start = nextWeek + 2 * 86400 + 12 * 3600;
    const coach = (await api(token, '/api/examroom/coach/list', { name: '王建国', status: 1 })).result.list[0];
    const car = (await api(token, '/api/examroom/car/list', { carNo: 'D1201', status: 1 })).result.list[0];
    const plan = await api(token, '/api/examroom/classplan/insert', {
      coachId: coach.id,
      carId: car.id,
      subject: 3,
      startTime: start,
      endTime: start + 3600,
      capacity: 4,
      remark: '加班课时',
    });
    expect(plan.message).toBe('新增成功');

    const { page, errors } = await newPage(browser);
    await signIn(page, 'admin', 'Admin2026', `/operates/schedulingMag?week=${beijingDate(nextWeek)}`);
    await visible(page, '[data-testid="week-range"]')
      .filter({ hasText: `${beijingDate(nextWeek)} 至` })
      .waitFor();
    const block = visible(page, `[data-testid="plan-${plan.result.id}"]`);
    await block.waitFor();
    expect(await block.getAttribute('data-day')).toBe('2');
    expect(await block.innerText()).toContain('12:00-13:00');
    expect(await block.innerText()).toContain('王建国');
    expect(await block.innerText()).toContain('苏A·D1201');
    expect(await block.innerText()).toContain('已约 0/4');
    await screenshot(page, 'examroom-week-grid');
    const before = (await block.boundingBox())!;

    await block.click();
    await visible(page, '.ant-dropdown-menu-item').filter({ hasText: '延后' }).click();
    const dialog = visible(page, '.ant-modal').filter({ hasText: '延后排班' });
    await dialog.getByText('1小时').click();
    await dialog.getByText('13:00-14:00').waitFor();
    await dialog.getByRole('button', { name: '确定' }).click();
    await toast(page, '延后成功');
    await visible(page, `[data-testid="plan-${plan.result.id}"][data-start="13:00"]`).waitFor();
    const after = (await block.boundingBox())!;
    expect(await block.innerText()).toContain('13:00-14:00');
    expect(Math.round(after.y - before.y)).toBe(56); // one hour of the grid
    expect(after.height).toBeCloseTo(before.height, 0);
    await screenshot(page, 'examroom-week-grid-delayed');

    // 关闭 leads the tile's first line, so a narrow lane never cuts it off.
    await block.click();
    await visible(page, '.ant-dropdown-menu-item')
      .filter({ hasText: /^关闭$/ })
      .click();
    await pressConfirm(page, '确定');
    await toast(page, '关闭成功');
    await block.getByTestId('plan-closed').waitFor();
    const first = (await block.locator('div').first().innerText()).trim();
    expect(first.startsWith('关闭')).toBe(true);

    const history = await api(token, '/api/examroom/classplan/modifyList', { planId: plan.result.id });
    expect(history.result.list[0]).toMatchObject({ modifyType: 2, oldStart: start, newStart: start + 3600 });
    expect(errors).toEqual([]);
  });

  it('approves a 待审核 car in 车辆管理 and the row shows 已通过', async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, 'admin', 'Admin2026', '/operates/carMag');
    const row = visible(page, '.ant-table-row').filter({ hasText: '苏A·D1210' });
    await row.filter({ hasText: '待审核' }).waitFor();
    await row.getByRole('button', { name: '通过' }).click();
    await pressConfirm(page, '确定', '确定通过该车辆吗?');
    await toast(page, '通过成功');
    await row.filter({ hasText: '已通过' }).waitFor();
    await screenshot(page, 'examroom-car-approved');
    const car = (await api(token, '/api/examroom/car/list', { carNo: 'D1210' })).result.list[0];
    expect(car.status).toBe(1);
    expect(errors).toEqual([]);
  });

  it('opens every page of the area with its demo rows', async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, 'admin', 'Admin2026');
    const pages: [string, string, string][] = [
      ['/operates/coachMag', '赵磊', 'examroom-coaches'],
      ['/operates/innerCoach', '黄小明', 'examroom-inner-coaches'],
      ['/operates/noticeMag', '暴雨天气停训通知', 'examroom-notices'],
      ['/operates/advertMag', '夜间练车8折优惠', 'examroom-adverts'],
      ['/homes/home/message', '教练申请待审核', 'examroom-messages'],
    ];
    for (const [path, text, shot] of pages) {
      await openInApp(page, path);
      await visible(page, '.ant-table-row').filter({ hasText: text }).first().waitFor();
      await screenshot(page, shot);
    }
    await openInApp(page, '/operates/schedulingMag/schedulingModifyMag');
    await visible(page, '.ant-table-thead').filter({ hasText: '调班类型' }).waitFor();
    await screenshot(page, 'examroom-modify-history');
    const coach = (await api(token, '/api/examroom/coach/list', { name: '赵磊' })).result.list[0];
    await openInApp(page, `/operates/coachMag/coachDetail/${coach.id}`);
    await visible(page, '.ant-descriptions').filter({ hasText: '赵磊' }).waitFor();
    await visible(page, 'button').filter({ hasText: '同意' }).waitFor();
    await screenshot(page, 'examroom-coach-detail');
    await openInApp(page, '/operates/schedulingMag/schedulingEdit');
    await visible(page, '.ant-card-head').filter({ hasText: '新增排班' }).waitFor();
    await screenshot(page, 'examroom-schedule-form');
    expect(errors).toEqual([]);
  });
});
