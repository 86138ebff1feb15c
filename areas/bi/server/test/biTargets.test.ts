import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { BI_BASE, periodOf } from '@coach/domain';
import { seedMarketing } from '@coach/areas/marketing/server/index.ts';
import { seedAnalytics } from '@coach/areas/statistics/server/index.ts';
import { seedOrders } from '@coach/areas/orders/server/index.ts';
import { describe, expect, withStudents } from '@coach/server/test/fixtures.ts';
import { ADMIN, type TestApp } from '@coach/server/test/testApp.ts';
import { marketObjectives } from '../../domain';

const it = withStudents();

// Targets are entered and imported by name, and are the enrolment report's of their month; 库存报表
// counts from the stage history (on the demo of 首页, 潜在客户, 数据统计 and BI报表).
describe('BI报表: the targets and 库存报表', () => {
  let t: TestApp;
  let admin: string;
  let tenantId: string;
  const q = <T>(query: ReturnType<typeof sql>) => t.services.database.rows<T>(query);
  const post = async (path: string, body: unknown) => (await t.post(path, body, { token: admin })).body;

  it.beforeAll(async ({ app, tenantId: demoTenant }) => {
    [t, tenantId] = [app, demoTenant];
    await seedMarketing(t.services.database, tenantId);
    await seedOrders(t.services.database, tenantId);
    await seedAnalytics(t.services.database, tenantId);
    admin = await t.login(...ADMIN);
  }, 240_000);

  it('keeps one target per store and month, and imports targets naming the school and store, all or nothing', async () => {
    const [store] = await q<{ id: string; name: string; school_id: string; school_name: string }>(
      sql`SELECT id::text AS id, name, school_id, school_name FROM bbxc_store WHERE tenant_id = ${tenantId} AND deleted = 0 ORDER BY id LIMIT 1`,
    );
    const target = {
      month: '2030-01',
      schoolId: store.school_id,
      storeId: store.id,
      leadTarget: 40,
      enrolTarget: 10,
      incomeTarget: '45000.00',
    };
    const saved = await post(marketObjectives.api.save!, target);
    expect(saved.status, saved.message).toBe(true);
    expect((await post(marketObjectives.api.save!, target)).status).toBe(false);
    expect((await post(marketObjectives.api.save!, { ...target, month: '2030-13' })).message).toContain('目标月份');

    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('targets');
    sheet.addRow(['目标月份*', '驾校*', '门店*', '线索目标(条)*', '招生目标(人)*', '营收目标(元)*', '备注']);
    sheet.addRow(['2030-02', store.school_name, store.name, 30, 8, 36000, '=HYPERLINK("http://x.test","点我")']);
    sheet.addRow(['2030-02', store.school_name, '不存在的门店', 30, 8, 36000]);
    const upload = async () => {
      const boundary = '----coach' + Date.now();
      const file = Buffer.from(await book.xlsx.writeBuffer());
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="t.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`;
      const res = await t.built.app.inject({
        method: 'POST',
        url: marketObjectives.api.import!,
        payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'ctl-token': admin },
      });
      return res.json();
    };
    const refused = await upload();
    expect(refused.status).toBe(false);
    expect(refused.result?.errors, refused.message).toEqual([
      { row: 3, message: '门店“不存在的门店”不存在或不属于该驾校' },
    ]);
    expect((await post(marketObjectives.api.list!, { month: '2030-02' })).result.total).toBe(0);
    sheet.spliceRows(3, 1);
    const imported = await upload();
    expect(imported.status, imported.message).toBe(true);
    const [row] = (await post(marketObjectives.api.list!, { month: '2030-02' })).result.list;
    expect(row).toMatchObject({
      schoolName: store.school_name,
      storeName: store.name,
      enrolTarget: 8,
      incomeTarget: '36000.00',
    });
    // Exported, the remark typed as a formula stays text.
    const exported = await t.built.app.inject({
      method: 'POST',
      url: marketObjectives.api.export!,
      payload: { month: '2030-02' },
      headers: { 'ctl-token': admin },
    });
    const read = new ExcelJS.Workbook();
    await read.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const remark = read.worksheets[0].getRow(2).values as unknown[];
    expect(remark).toContain('\'=HYPERLINK("http://x.test","点我")');
    // The imported target is 招生报表's target of its month (February 2030).
    const february = periodOf('month', 1896451200);
    const report = (
      await post(`${BI_BASE}/recruit`, {
        kind: 'month',
        startTime: february.start,
        endTime: february.end - 1,
        storeId: store.id,
      })
    ).result;
    expect(report.totals).toMatchObject({ enrolTarget: 8, incomeTarget: '36000.00', enrolments: 0 });
  });

  it('counts the students of each stage at each month end from the stage history (库存报表)', async () => {
    const answer = (await post(`${BI_BASE}/inventory`, {})).result;
    expect(answer.rows).toHaveLength(12);
    const last = answer.rows[answer.rows.length - 1];
    const [{ n }] = await q<{
      n: string;
    }>(sql`SELECT count(*) AS n FROM bbxc_student WHERE tenant_id = ${tenantId} AND deleted = 0 AND stage BETWEEN 1 AND 4
      AND EXISTS (SELECT 1 FROM bbxc_student_stage g WHERE g.student_id = bbxc_student.id)`);
    expect(last.inTraining).toBe(Number(n));
    expect(last.inTraining).toBe(last.stage1 + last.stage2 + last.stage3 + last.stage4);
    expect((await post(`${BI_BASE}/inventory`, { kind: 'day' })).message).toContain('统计周期');
  });
});
