import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { api, apiLogin } from './api';
import { launch, newPage, openInApp, pressConfirm, screenshot, signIn, toast, uiUrl, visible } from './browser';
import { DEMO_TENANT_ADMIN } from './demoTenant';
import { COMMENT_REPORTS } from '../areas/teaching/domain';

const page_ = '/teaching/commentMg';
const sat = `${page_}/teachSatisfaction`;

// Issue 20 in Chromium, on the full demo tenant: the evaluation pages open with their rows;
// a satisfaction row opens its detail report for that school, and a store row there its
// store's month detail; a comment is hidden from its row; 评价说明 is saved at its own call.
describe('评价管理 in Chromium', () => {
  let browser: Browser;
  let token: string;
  beforeAll(async () => {
    browser = await launch();
    token = await apiLogin(...DEMO_TENANT_ADMIN);
  });
  afterAll(() => browser?.close());

  it('opens every evaluation page with rows or figures, no 建设中 and no error', async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, ...DEMO_TENANT_ADMIN);
    for (const path of [
      `${page_}/teachComment`,
      `${page_}/driveComment`,
      `${sat}/emptyEvaluation`,
      '/teaching/coachPersonal/baseInfo',
      '/teaching/coachPersonal/videoInfo',
    ]) {
      await openInApp(page, path);
      await visible(page, '.ant-table-row').first().waitFor();
      expect(await page.getByTestId('under-construction').count(), path).toBe(0);
    }
    // Every report of the family, the detail ones opened alone too (then about every school, store or coach).
    for (const path of COMMENT_REPORTS.flatMap((r) => r.routes.map((x) => x.path))) {
      await openInApp(page, path);
      await visible(page, '[data-testid="report-table"] .ant-table-row').first().waitFor();
      expect(await page.getByTestId('under-construction').count(), path).toBe(0);
    }
    await page.goto(uiUrl(`${sat}/emptyEvaluationDetail`));
    await visible(page, '.ant-descriptions').first().waitFor();
    for (const [path, label] of [
      [`${page_}/introduction`, '说明标题'],
      ['/teaching/coachPersonal/teachSetting', '最多提前预约天数'],
    ]) {
      await page.goto(uiUrl(path));
      await page.getByLabel(label).waitFor();
    }
    expect(errors).toEqual([]);
  });

  it("drills from 满意度报告 to the school's detail and on to a store's month", async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, ...DEMO_TENANT_ADMIN);
    const schools = (await api(token, '/api/comment/inner/satisfactionSolidify/school', {})).result;
    const school = schools.rows[0];
    await page.goto(uiUrl(`${sat}/satisfactionReport`));
    await visible(page, '[data-testid="report-table"] .ant-table-row')
      .filter({ hasText: school.label })
      .first()
      .click();
    await page.waitForURL(/satisfactionReportDetail\?/);
    expect(new URL(page.url()).searchParams.get('schoolId')).toBe(school.key);
    const detail = (
      await api(token, '/api/comment/inner/satisfactionSolidify/schoolDetail', {
        schoolId: school.key,
        startTime: schools.startTime,
        endTime: schools.endTime,
      })
    ).result;
    expect(detail.totals.comments).toBe(school.comments);
    const store = detail.rows[0];
    const storeRow = visible(page, '[data-testid="report-table"] .ant-table-row')
      .filter({ hasText: store.label })
      .first();
    await storeRow.waitFor();
    await screenshot(page, 'comments-satisfaction-school-detail');
    await storeRow.click();
    await page.waitForURL(/storeMonthDetail\?/);
    await visible(page, '[data-testid="report-table"] .ant-table-row').first().waitFor();
    expect(errors).toEqual([]);
  });

  it('hides a comment from its row, and saves 评价说明', async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, ...DEMO_TENANT_ADMIN);
    const [shown] = (await api(token, '/api/comment/inner/commentCoach/v1/list', { status: 1, pageSize: 1 })).result
      .list;
    await page.goto(uiUrl(`${page_}/teachComment?studentName=${encodeURIComponent(shown.studentName)}&status=1`));
    await visible(page, `tr[data-row-key="${shown.id}"]`).getByRole('button', { name: '隐藏' }).click();
    const hidden = page.waitForResponse((r) => r.url().endsWith('/commentCoach/v1/updateStatus'));
    await pressConfirm(page, /确\s*定/);
    expect((await (await hidden).json()).status).toBe(true);
    expect((await api(token, '/api/comment/inner/commentCoach/v1/detail', { id: shown.id })).result.status).toBe(0);

    await page.goto(uiUrl(`${page_}/introduction`));
    const days = page.getByLabel('课程结束后可评价天数');
    await expect.poll(() => days.inputValue(), { timeout: 10_000 }).toBe('7');
    // As a person does: edit once the whole stored setting is on screen, its text in the editor too.
    // Polled on the editor's text, so a failure says what it held (CI once saw no 匿名 in 30 s,
    // not reproduced alone nor under load: the form had its other stored value).
    const editorText = () =>
      visible(page, '.coach-rich-content')
        .first()
        .innerText({ timeout: 1_000 })
        .catch(
          (error: Error) =>
            `(${error.message.split('\n')[0]}; page errors: ${errors.join(' | ') || 'none'}; on screen: ${page.url()})`,
        );
    await expect.poll(editorText, { timeout: 30_000 }).toContain('匿名');
    await days.fill('10');
    const saved = page.waitForResponse((r) => r.url().endsWith('/commentCoach/v1/saveIntroduction'));
    await page.getByRole('button', { name: /保\s*存/ }).click();
    // CI twice saw no call within 30 s (not reproduced alone): if the form refused, say which field and why.
    const refused = visible(page, '.ant-form-item-explain-error').first();
    const outcome = await Promise.race([
      saved.then(() => 'sent'),
      refused.waitFor().then(async () => `refused: ${await refused.innerText()}`),
    ]);
    expect(outcome).toBe('sent');
    expect((await (await saved).json()).status).toBe(true);
    await toast(page, '保存成功');
    expect((await api(token, '/api/comment/inner/commentCoach/v1/getIntroduction', {})).result.commentDays).toBe(10);
    expect(errors).toEqual([]);
  });

  it('re-freezes a closed month from 满意度报告 (重新固化, logged)', async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, ...DEMO_TENANT_ADMIN);
    const now = new Date(Date.now() + 8 * 3600 * 1000);
    const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
    await page.goto(uiUrl(`${sat}/satisfactionReport`));
    await visible(page, '[data-testid="report-search"]').getByRole('button', { name: '重新固化' }).click();
    const dialog = visible(page, '.ant-modal').filter({ hasText: '重新固化' });
    await dialog.getByLabel('月份').fill(last);
    await dialog.getByLabel('月份').press('Enter');
    const done = page.waitForResponse((r) => r.url().endsWith('/satisfactionSolidify/recompute'));
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    const answer = await (await done).json();
    expect(answer.status, answer.message).toBe(true);
    expect(answer.result.month).toBe(last);
    await toast(page, '满意度已重新固化');
    const log = (await api(token, '/api/system/inner/operationLog/v1/list', { pageSize: 5 })).result.list as {
      resource: string;
      action: string;
    }[];
    expect(log.some((l) => l.resource === 'satisfactionSolidify' && l.action === 'recompute')).toBe(true);
    expect(errors).toEqual([]);
  });

  it('plays a coach video from 教练视频 in the browser, and opens 教练基本信息 and 教学设置', async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, ...DEMO_TENANT_ADMIN);
    const [shown] = (await api(token, '/api/cms/inner/coachVideo/v1/list', { status: 1, pageSize: 1 })).result.list;
    await page.goto(uiUrl(`/teaching/coachPersonal/videoInfo?title=${encodeURIComponent(shown.title)}`));
    const played = page.waitForResponse((r) => r.url().endsWith('/coachVideo/v1/play'));
    await visible(page, `tr[data-row-key="${shown.id}"]`).getByRole('button', { name: '播放' }).click();
    expect((await (await played).json()).status).toBe(true);
    const video = page.getByTestId('coach-media-video');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(2);
    expect(await video.evaluate((v: HTMLVideoElement) => [v.videoWidth, v.videoHeight])).toEqual([160, 96]);
    await screenshot(page, 'coach-video-playing');
    await page.keyboard.press('Escape');
    await page.goto(uiUrl('/teaching/coachPersonal/baseInfo'));
    await visible(page, '.ant-table-row').first().waitFor();
    await page.goto(uiUrl('/teaching/coachPersonal/teachSetting'));
    await expect.poll(() => page.getByLabel('最多提前预约天数').inputValue(), { timeout: 10_000 }).toBe('14');
    expect(errors).toEqual([]);
  });
});
