import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, apiLogin } from './api';
import { launch, newPage, openInApp, screenshot, signIn, uiUrl, visible } from './browser';
import { DEMO_TENANT_ADMIN } from './demoTenant';

const ANALYSIS = '/api/analysis/inner';
const LEADS = '/api/bbxc/operate/inner/operatePotentialCustomer';

/** A valid mainland identity number (GB 11643 check digit) of a person born in 2000. */
function idCard(serial: number): string {
  const body = `32010220000101${String(serial % 1000).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((s, d, i) => s + Number(d) * weights[i], 0);
  return body + '10X98765432'[sum % 11];
}

/** The open list's option whose whole text is `text`. */
const option = (page: Page, text: string) =>
  visible(page, '.ant-select-dropdown .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${text}$`) })
    .first();

// Issue 21 in Chromium, on the full demo tenant: every page of 首页, 数据统计 and BI报表 opens
// with its rows or charts; a lead is added, followed up at the store and enrolled through the
// page's forms, and the funnel and the enrolment report count it.
describe('首页, 数据统计 and BI报表 in Chromium', () => {
  let browser: Browser;
  let token: string;
  beforeAll(async () => {
    browser = await launch();
    token = await apiLogin(...DEMO_TENANT_ADMIN);
  });
  afterAll(() => browser?.close());

  it('opens every page of the three areas with rows or charts, no 建设中 and no error', async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, ...DEMO_TENANT_ADMIN);
    const [lead] = (await api(token, `${LEADS}/selectPage`, { pageSize: 1, stage: 4 })).result.list as { id: string }[];
    const pages: [string, string][] = [
      ['/homes/home/index', '[data-testid="home-figures"]'],
      ['/homes/home/work', '[data-testid="workbench"]'],
      ['/homes/home/message', '.ant-table-row'],
      ['/homes/home/potentialCustomer', '.ant-table-row'],
      [`/homes/home/potentialCustomerDetail?id=${lead.id}`, '.ant-table-row'],
      ['/bi/businessObjective/marketObjectives', '.ant-table-row'],
      ['/bi/businessObjective/educationalObjectives', '.ant-table-row'],
      ['/statistics/coachDistributionDetail', '.ant-table-row'],
      ['/statistics/schoolDistributionDetail', '.ant-table-row'],
      ...[
        'potentialCustomerAnalysis',
        'staffShareDetail',
        'classDataProfile',
        'userAnalysis',
        'classVisit',
        'pageVisit',
        'coachDistribution',
        'schoolDistribution',
        'businessCardShare',
        'staffList',
        'shareQuality',
        'clueFunnel',
      ].map((name): [string, string] => [`/statistics/${name}`, '[data-testid="report-table"] .ant-table-row']),
      ...['enrollmentReport', 'teachingReport', 'inventoryReport', 'marketingReport'].map((name): [string, string] => [
        `/bi/${name}`,
        '[data-testid="report-table"] .ant-table-row',
      ]),
    ];
    for (const [path, content] of pages) {
      await openInApp(page, path);
      await visible(page, content)
        .first()
        .waitFor({ timeout: 20_000 })
        .catch(() => {
          throw new Error(`${path}: no ${content}`);
        });
      expect(await page.getByTestId('under-construction').count(), path).toBe(0);
    }
    // 招生报表's tabs: each its own report.
    await page.goto(uiUrl('/bi/enrollmentReport'));
    await visible(page, '.ant-tabs-tab').filter({ hasText: '退款' }).click();
    await visible(page, '[data-testid="report-biRefund"] [data-testid="report-table"] .ant-table-row')
      .first()
      .waitFor();
    await page.goto(uiUrl('/homes/home/index'));
    await visible(page, '[data-testid="home-chart-people"] canvas').waitFor();
    await screenshot(page, 'analytics-home');
    expect(errors).toEqual([]);
  }, 240_000);

  it('adds a lead, follows it up at the store, enrols it: the funnel and 招生报表 count it', async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, ...DEMO_TENANT_ADMIN);
    const funnelBefore = (await api(token, `${ANALYSIS}/xc/customer/v1/clueFunnel`, {})).result.totals;
    const recruitBefore = (await api(token, `${ANALYSIS}/bi/recruit`, {})).result.totals;
    const [school] = (await api(token, '/api/zjerp/inner/school/v1/listForSelector', {})).result as {
      id: string;
      name: string;
    }[];
    const [store] = (await api(token, '/api/zjerp/inner/store/v1/listForSelector', { schoolId: school.id })).result as {
      id: string;
      name: string;
    }[];
    const [cls] = (await api(token, '/api/bbxc/operate/inner/zsclass/list', { status: 1, pageSize: 1 })).result
      .list as { className: string }[];
    const serial = Date.now() % 100000;
    const name = `线索${serial}`;

    await page.goto(uiUrl('/homes/home/potentialCustomer'));
    await visible(page, '[data-testid="list-toolbar"]').getByRole('button', { name: '新增' }).click();
    const form = page.locator('.ant-drawer-open').filter({ hasText: '新增潜在客户' });
    await form.getByLabel('姓名').fill(name);
    await form.getByLabel('手机号').fill(`1390${String(serial).padStart(7, '0')}`);
    await form.getByLabel('意向驾校').click();
    await option(page, school.name).click();
    await form.getByLabel('意向门店').click();
    await option(page, store.name).click();
    const saved = page.waitForResponse((r) => r.url().endsWith(`${LEADS}/save`));
    await form.getByRole('button', { name: /保\s*存|确\s*定/ }).click();
    expect((await (await saved).json()).status).toBe(true);

    await page.goto(uiUrl(`/homes/home/potentialCustomer?name=${name}`));
    const row = visible(page, '.ant-table-row').filter({ hasText: name });
    await row.getByRole('button', { name: '添加跟进' }).click();
    const track = page.locator('.ant-drawer-open').filter({ hasText: '跟进内容' });
    await track.getByRole('radio', { name: '到店', exact: true }).check();
    await track.getByLabel('跟进内容').fill('到店参观训练场，体验模拟器');
    await track.getByRole('radio', { name: '已到店', exact: true }).check();
    const tracked = page.waitForResponse((r) => r.url().endsWith(`${LEADS}/saveTrack`));
    await track.getByRole('button', { name: /保\s*存|确\s*定/ }).click();
    const trackAnswer = await (await tracked).json();
    expect(trackAnswer.status, trackAnswer.message).toBe(true);
    await row.filter({ hasText: '已到店' }).waitFor();

    await row.getByRole('button', { name: '转化报名' }).click();
    const enrol = page.locator('.ant-drawer-open').filter({ hasText: '报名班型' });
    await enrol.getByLabel('身份证号').fill(idCard(serial));
    // The lead is chosen already (its name shows); the class is picked by name.
    await enrol.locator('.ant-select').filter({ hasText: name }).waitFor();
    await enrol.locator('.ant-select').nth(1).click();
    await page.keyboard.type(cls.className);
    await visible(page, '.ant-select-dropdown .ant-select-item-option')
      .filter({ hasText: cls.className })
      .first()
      .click();
    const converted = page.waitForResponse((r) => r.url().endsWith(`${LEADS}/convert`));
    await enrol.getByRole('button', { name: /保\s*存|确\s*定/ }).click();
    const answer = await (await converted).json();
    expect(answer.status, answer.message).toBe(true);
    await row.filter({ hasText: '已报名' }).waitFor();
    // An enrolled lead is the student's history: neither row form is offered any more.
    expect(await row.getByRole('button', { name: /添加跟进|转化报名/ }).count()).toBe(0);
    await screenshot(page, 'analytics-lead-enrolled');

    const funnel = (await api(token, `${ANALYSIS}/xc/customer/v1/clueFunnel`, {})).result.totals;
    for (const stage of ['leads', 'followed', 'visited', 'enrolled', 'paid'])
      expect(funnel[stage], stage).toBe(funnelBefore[stage] + 1);
    const recruit = (await api(token, `${ANALYSIS}/bi/recruit`, {})).result.totals;
    expect(recruit.enrolments).toBe(recruitBefore.enrolments + 1);
    // The pages show the same numbers.
    await page.goto(uiUrl('/statistics/clueFunnel'));
    await visible(page, '[data-testid="report-summary"]')
      .filter({ hasText: '已付款' })
      .filter({ hasText: String(funnel.paid) })
      .waitFor();
    await page.goto(uiUrl('/bi/enrollmentReport'));
    await visible(page, '[data-testid="report-summary"]')
      .filter({ hasText: '实际招生' })
      .filter({ hasText: String(recruit.enrolments) })
      .waitFor();
    expect(errors).toEqual([]);
  }, 120_000);
});
