import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import { sheetRowCountUpTo } from './sheetRowCount';

async function book(rows: number, streamed: boolean): Promise<Buffer> {
  const data = Array.from({ length: rows }, (_, i) => [`词${i + 1}`, i % 3 ? '广告' : 4]);
  if (!streamed) {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('说明'); // a first sheet that is not the first part: order comes from workbook.xml
    const sheet = workbook.addWorksheet('table');
    workbook.worksheets[0].addRow(['只读第一张表']);
    data.forEach((r) => sheet.addRow(r));
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }
  const chunks: Buffer[] = [];
  const stream = new PassThrough().on('data', (c: Buffer) => chunks.push(c));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false });
  const sheet = workbook.addWorksheet('table');
  data.forEach((r) => sheet.addRow(r).commit());
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

describe('counting the rows of the first sheet without reading the workbook', () => {
  it('counts exactly, across inflate chunks, and stops past the limit', async () => {
    const file = await book(7000, true);
    expect(await sheetRowCountUpTo(file, 10_000)).toBe(7000);
    const stopped = await sheetRowCountUpTo(file, 5001);
    expect(stopped).toBeGreaterThan(5001);
    expect(stopped).toBeLessThan(7000);
  });

  it('reads the sheet workbook.xml names first', async () => {
    expect(await sheetRowCountUpTo(await book(30, false), 100)).toBe(1);
  });

  it('leaves files it cannot place to the full read', async () => {
    await expect(sheetRowCountUpTo(Buffer.from('not a zip'), 10)).rejects.toThrow();
  });
});
