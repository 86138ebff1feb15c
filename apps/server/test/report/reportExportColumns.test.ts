import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { figureColumns, figureHeader, orderColumns, reportColumnChoices, type DimensionDef } from '@coach/domain';
import { userAnalysis } from '@coach/areas/statistics/domain/index.ts';
import { describe, expect, test as it } from '../fixtures';

// Issue 40.2 on report tables: a report's export writes the rows' name, then exactly the columns
// the user's settings show on the page (the web sends their keys as `columns`), in that order;
// 起止时间 is the two columns 开始时间 and 结束时间. 用户分析 goes out through the shared export call.
const def = userAnalysis;
const byPeriod = def.dimensions.find((d) => d.kind === 'period')!;

/** The headers the file should have for the shown keys. */
function expectedHeaders(dimension: DimensionDef, keys: string[]): string[] {
  const figures = figureColumns(def);
  return [
    dimension.label,
    ...keys.flatMap((key) =>
      key === 'range' ? ['开始时间', '结束时间'] : [figureHeader(figures.find((f) => f.key === key)!)],
    ),
  ];
}

describe('a report export with the user’s column settings', () => {
  it('writes exactly the shown columns, in the shown order, after the rows’ name', async ({ app, admin }) => {
    const headersOf = async (body: Record<string, unknown>) => {
      const answer = await app.built.app.inject({
        method: 'POST',
        url: def.api.export!,
        payload: { type: def.api.exportType, groupBy: byPeriod.key, ...body },
        headers: { 'ctl-token': admin.token },
      });
      expect(answer.headers['content-type']).toContain('spreadsheetml');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
      return (book.worksheets[0].getRow(1).values as unknown[]).filter((v) => v !== undefined && v !== null);
    };
    const choices = reportColumnChoices(def, byPeriod);
    expect(choices.map((c) => c.key)).toContain('range');
    await fc.assert(
      fc.asyncProperty(
        fc.shuffledSubarray(choices.map((c) => c.key)),
        fc.array(fc.boolean(), { minLength: choices.length, maxLength: choices.length }),
        async (order, hidden) => {
          const settings = { columns: order.map((key, i) => ({ key, hidden: hidden[i] })) };
          const shown = orderColumns(choices, settings).map((c) => c.key);
          if (!shown.length) return;
          expect(await headersOf({ columns: shown })).toEqual(expectedHeaders(byPeriod, shown));
        },
      ),
      { numRuns: 10 },
    );
    // Without settings, or with nothing the report knows, every column as before.
    const all = expectedHeaders(
      byPeriod,
      choices.map((c) => c.key),
    );
    expect(await headersOf({})).toEqual(all);
    expect(await headersOf({ columns: ['label', 'nothing', 42] })).toEqual(all);
  });

  it('leaves out 起止时间 where the rows are no periods', async ({ app, admin }) => {
    const other = def.dimensions.find((d) => d.kind !== 'period')!;
    const figure = figureColumns(def)[0];
    const answer = await app.built.app.inject({
      method: 'POST',
      url: def.api.export!,
      payload: { type: def.api.exportType, groupBy: other.key, columns: ['range', figure.key] },
      headers: { 'ctl-token': admin.token },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    expect((book.worksheets[0].getRow(1).values as unknown[]).filter(Boolean)).toEqual([
      other.label,
      figureHeader(figure),
    ]);
  });
});
