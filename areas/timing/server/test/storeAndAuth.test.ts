import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { categoriesInRange, resourcesByName } from '@coach/domain';
import { storeAndAuth } from '../../domain';
import { describe, expect, withStudents } from '@coach/server/test/fixtures.ts';
import { CHANNEL, type TestApp } from '@coach/server/test/testApp.ts';

const it = withStudents();

// A Timing report that is one definition for five pages: the figures agree with the student
// list the rows drill into, each page's set bounds its categories, the shared export call
// picks the report by `type` and writes what the page shows.
describe('门店授权统计 (storeAndAuth) from its definition', () => {
  let t: TestApp;
  let admin: string;
  let tenantId: string;
  const now = Math.floor(Date.now() / 1000);
  const year = { startTime: now - 365 * 86400, endTime: now };
  it.beforeAll(async ({ app, tenantId: demoTenant, admin: signedIn }) => {
    [t, tenantId, admin] = [app, demoTenant, signedIn.token];
  }, 120_000);

  const stat = async (body: Record<string, unknown>, token = admin) =>
    (await t.post(storeAndAuth.api.stat, body, { token })).body;
  const studentTotal = async (body: Record<string, unknown>) =>
    (await t.post(resourcesByName.student.api.list!, { pageSize: 1, ...body }, { token: admin })).body.result
      .total as number;

  it('counts per store what the student list of that store and range shows', async () => {
    const answer = (await stat({ ...year, groupBy: 'storeId' })).result;
    expect(answer.rows).toHaveLength(5);
    for (const row of answer.rows)
      expect(row.enrolled, row.label).toBe(await studentTotal({ storeId: row.key, ...year }));
    expect(answer.totals.enrolled).toBe(await studentTotal(year));
    expect(answer.totals.enrolled).toBe(answer.rows.reduce((s: number, r: { enrolled: number }) => s + r.enrolled, 0));
    const [{ n }] = await t.services.database.rows<{ n: string }>(
      sql`SELECT count(*) AS n FROM bbxc_student_timing WHERE tenant_id = ${tenantId} AND status = 1 AND open_time >= ${year.startTime} AND open_time <= ${year.endTime}`,
    );
    expect(answer.totals.opened).toBe(Number(n));
    expect(answer.totals.openRate).toBeCloseTo(answer.totals.opened / answer.totals.enrolled, 4);
  });

  it('keeps each page to the categories of its set, and a category to its own', async () => {
    const licence = (await stat({ ...year, carSet: 'licence' })).result.totals.enrolled;
    const [{ n }] = await t.services.database.rows<{
      n: string;
    }>(sql`SELECT count(*) AS n FROM bbxc_student WHERE tenant_id = ${tenantId} AND deleted = 0 AND car_type < 20
      AND enrol_time >= ${year.startTime} AND enrol_time <= ${year.endTime}`);
    expect(licence).toBe(Number(n));
    const bySet = await Promise.all(
      ['licence', 'qualification', 'continuing', 'preJob', 'safety'].map(
        async (carSet) => (await stat({ ...year, carSet })).result.totals.enrolled as number,
      ),
    );
    expect(bySet.every((x) => x > 0)).toBe(true);
    expect(bySet.reduce((a, b) => a + b)).toBe((await stat(year)).result.totals.enrolled);
    expect((await stat({ ...year, carSet: 'licence', carType: 1 })).result.totals.enrolled).toBe(
      await studentTotal({ carType: 1, ...year }),
    );
    expect(categoriesInRange('licence').map((c) => c.code)).toEqual([1, 2, 3, 8, 9]);
    expect((await stat({ carSet: 'lorry' })).message).toBe('统计类别的值不正确');
  });

  it('exports the rows and the 合计 line through the shared export call, told apart by type', async () => {
    const shown = (await stat({ ...year, groupBy: 'schoolId', carSet: 'licence' })).result;
    const res = await t.built.app.inject({
      method: 'POST',
      url: storeAndAuth.api.export,
      payload: { ...year, groupBy: 'schoolId', carSet: 'licence', type: 'storeAndAuth' },
      headers: { 'ctl-token': admin },
    });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('table')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      '驾校',
      '报名学员',
      '计时开通',
      '已激活账号',
      '开通率',
      '激活率',
    ]);
    expect(sheet.rowCount).toBe(shown.rows.length + 2);
    expect(sheet.getRow(2).getCell(2).value).toBe(shown.rows[0].enrolled);
    expect(sheet.getRow(sheet.rowCount).getCell(1).value).toBe('合计');
    expect(sheet.getRow(sheet.rowCount).getCell(2).value).toBe(shown.totals.enrolled);
    expect(String(sheet.getRow(2).getCell(5).value)).toMatch(/^\d+\.\d{2}%$/);
    const wrong = await t.post(storeAndAuth.api.export!, { type: 'nothing' }, { token: admin });
    expect(wrong.body).toMatchObject({ status: false, message: '导出类型不正确' });
  });

  it("refuses a channel user (the students are not a channel's)", async () => {
    const channel = await t.login(...CHANNEL);
    const answer = await stat(year, channel);
    expect(answer.status).toBe(false);
    expect(JSON.stringify(answer)).not.toContain('enrolled');
  });
});
