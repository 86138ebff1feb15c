import ExcelJS from 'exceljs';
import { BI_EXPORT, figureColumns, figureHeader, figureText, REPORTS } from '@coach/domain';
import { seedOrders } from '@coach/areas/orders/server/index.ts';
import { describe, expect, withStudents } from '@coach/server/test/fixtures.ts';

const it = withStudents();

// Issue 50.6: 招生报表 and every BI report page export what they show, through one decided call
// (`analysis/inner/bi/export`, the report told apart by `type`) and the reports' streaming
// export: the page's rows, in its order, then 合计, each figure as the page has it.
const BI = REPORTS.filter((r) => r.routes.some((route) => route.path.startsWith('/bi/')));

describe('BI报表 exports', () => {
  it.beforeAll(async ({ app, tenantId }) => {
    await seedOrders(app.services.database, tenantId);
  }, 240_000);

  it('declares an export for every BI report, on the one decided call', () => {
    expect(BI.map((r) => r.name).sort()).toEqual(
      [
        'biGraduation',
        'biInventory',
        'biMarketing',
        'biQuality',
        'biRecruit',
        'biRecruitInstallment',
        'biRefund',
        'biTeachCoach',
      ].sort(),
    );
    for (const def of BI) expect(def.api).toMatchObject({ export: BI_EXPORT, exportType: def.name });
  });

  it('writes each report’s rows and 合计 as its page shows them', async ({ app, admin }) => {
    let figuresSeen = 0;
    for (const def of BI) {
      const body = { kind: 'month' };
      const shown = (await admin.post(def.api.stat, body)).body;
      expect(shown.status, def.name).toBe(true);
      const file = await app.built.app.inject({
        method: 'POST',
        url: BI_EXPORT,
        payload: { ...body, type: def.api.exportType },
        headers: { 'ctl-token': admin.token },
      });
      expect(file.headers['content-type'], def.name).toContain('spreadsheetml');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0];
      const cells = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
      const rows = shown.result.rows as Record<string, unknown>[];
      // Header, each row of the page, then 合计.
      expect(sheet.rowCount, def.name).toBe(rows.length + 2);
      expect(cells(1)[0]).toBe(def.dimensions.find((d) => d.key === shown.result.groupBy)!.label);
      expect(rows.map((_, i) => cells(i + 2)[0])).toEqual(rows.map((r) => r.label));
      expect(cells(rows.length + 2)[0]).toBe('合计');
      // Every figure column carries the page's figure (a ratio as its text, the rest as numbers).
      const headers = cells(1) as string[];
      for (const figure of figureColumns(def)) {
        const column = headers.indexOf(figureHeader(figure));
        expect(column, `${def.name}.${figure.key}`).toBeGreaterThan(0);
        rows.forEach((row, i) => {
          const cell = cells(i + 2)[column];
          const expected = row[figure.key];
          if (figure.format === 'percent') expect(cell).toBe(figureText(expected as number, 'percent'));
          else expect(Number(cell ?? 0)).toBeCloseTo(Number(expected ?? 0), 2);
          if (Number(expected) > 0) figuresSeen++;
        });
      }
    }
    // Not a file of zeros: the demo's students and orders show in them.
    expect(figuresSeen).toBeGreaterThan(10);
  });

  it('refuses a type no report has, naming it, and a bad period as the page call does', async ({ admin }) => {
    expect((await admin.post(BI_EXPORT, { type: 'nothing' })).body).toMatchObject({
      status: false,
      message: '导出类型不正确',
    });
    const bad = (await admin.post(BI_EXPORT, { type: 'biRecruit', kind: 'week' })).body;
    expect(bad.status).toBe(false);
    expect(bad.message).toBe((await admin.post(BI[0].api.stat, { kind: 'week' })).body.message);
  });
});
