import { Readable } from 'node:stream';
import { BizError } from '../envelope';
import { sheetRowCountUpTo } from './sheetRowCount';
import { loadExcelJs } from '../export/sendXlsx';

export const MSG_BAD_FILE = '文件格式错误，请使用导入模板（.xlsx）';

/** One spreadsheet row as exceljs reads it (cells by 1-based column). */
export interface SheetRow {
  number: number;
  getCell(column: number): { value: unknown };
  values: unknown;
}

/**
 * Counts the first sheet's rows through exceljs's streaming WorkbookReader and stops at the
 * first one past `limit` (for sheets sheetRowCountUpTo cannot count). Only the count is used:
 * the streaming reader decodes each inflated chunk on its own and can split a Chinese character
 * at a chunk boundary, so values are read by `xlsxRows` below from the whole (size-limited) file.
 */
async function assertRowsAtMost(bytes: Buffer, limit: number, tooMany: string): Promise<void> {
  const ExcelJS = await loadExcelJs();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    worksheets: 'emit',
    sharedStrings: 'ignore',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  for await (const sheet of reader) {
    for await (const row of sheet as AsyncIterable<SheetRow>) {
      if (row.number > limit) throw new BizError(tooMany);
    }
    return; // the first sheet only
  }
}

/**
 * The rows of the first sheet of an uploaded xlsx (its header row first), refused with
 * `tooMany` when it holds more than `maxRows` data rows, and with MSG_BAD_FILE when it is
 * not an xlsx at all.
 */
export async function xlsxRows(bytes: Buffer, maxRows: number, tooMany: string): Promise<SheetRow[]> {
  try {
    // The header plus maxRows: counted on the raw sheet first (fast), by exceljs when the
    // sheet is laid out in a way the count does not know.
    const counted = await sheetRowCountUpTo(bytes, maxRows + 1);
    if (counted === undefined) await assertRowsAtMost(bytes, maxRows + 1, tooMany);
    else if (counted > maxRows + 1) throw new BizError(tooMany);
    const workbook = new (await loadExcelJs()).Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const rows: SheetRow[] = [];
    workbook.worksheets[0]?.eachRow((row) => rows.push(row as unknown as SheetRow));
    return rows;
  } catch (error) {
    if (error instanceof BizError) throw error;
    throw new BizError(MSG_BAD_FILE);
  }
}
