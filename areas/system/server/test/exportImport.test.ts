import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { EXPORT_PROGRESS_CALL, IMPORT_PROGRESS_CALL, resourcesByName } from '@coach/domain';
import { describe, expect, test as it, type Caller } from '@coach/server/test/fixtures.ts';
import type { TestApp } from '@coach/server/test/testApp.ts';
import { countRows } from '@coach/server/test/tenants.ts';

const { sensitiveWord } = resourcesByName;

async function xlsx(rows: (string | number | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('table');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** As our own exports and templates are written: streamed, strings inline (no shared strings). */
async function streamedXlsx(rows: (string | number | null)[][]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const { PassThrough } = await import('node:stream');
  const stream = new PassThrough();
  stream.on('data', (c: Buffer) => chunks.push(c));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false });
  const sheet = workbook.addWorksheet('table');
  for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

function multipart(file: Buffer, name = 'words.xlsx', fields: Record<string, string> = {}) {
  const boundary = '----coach' + Date.now();
  const fieldParts = Object.entries(fields).map(
    ([key, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`,
  );
  const head = `${fieldParts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe('xlsx export and import through the engine', () => {
  let t: TestApp;
  let admin: Caller;
  let operator: Caller;
  it.beforeAll(async ({ app, admin: signedIn, operator: other }) => {
    [t, admin, operator] = [app, signedIn, other];
  });

  const upload = async (file: Buffer, importId?: string) => {
    const { payload, contentType } = multipart(file, 'words.xlsx', importId ? { importId } : {});
    const res = await t.built.app.inject({
      method: 'POST',
      url: sensitiveWord.api.import!,
      payload,
      headers: { 'content-type': contentType, 'ctl-token': admin.token },
    });
    return res.json() as {
      status: boolean;
      message: string;
      result: { imported?: number; errors: { row: number; message: string }[] };
    };
  };

  it('imports nothing when some rows are bad, and reports exactly those rows', async () => {
    const rows: (string | number | null)[][] = [['敏感词*', '分类*(政治/色情/广告/违法/其他)', '备注']];
    for (let i = 1; i <= 200; i++) rows.push([`词${i}`, '广告', null]);
    rows[10] = ['', '广告', null]; // row 11: empty word
    rows[50] = ['词7', '广告', null]; // row 51: same word as row 8
    rows[120] = ['合法词', '不存在的分类', null]; // row 121: unknown category
    const result = await upload(await xlsx(rows), 'import-refused-0001');
    expect(result.status).toBe(false);
    expect(result.message).toBe('导入失败：共3行有误，请修改后重新导入，未导入任何数据');
    // Its progress (issue 40.5): every row checked, none written.
    expect((await admin.post(IMPORT_PROGRESS_CALL, { importId: 'import-refused-0001' })).body.result).toEqual({
      phase: 'refused',
      total: 200,
      checked: 200,
      written: 0,
    });
    expect(result.result.errors).toEqual([
      { row: 11, message: '敏感词：该输入项为必填项!' },
      { row: 51, message: '敏感词与第8行重复' },
      { row: 121, message: '分类：选项不存在' },
    ]);
    expect(await countRows(t, 'sys_sensitive_word')).toBe(0);
  });

  it('imports every row of a clean file in one go, refusing words already there next time', async () => {
    const rows: (string | number | null)[][] = [['敏感词', '分类', '备注']];
    for (let i = 1; i <= 300; i++) rows.push([`词${i}`, i % 2 ? '广告' : 4, `备注${i}`]);
    const result = await upload(await xlsx(rows), 'import-clean-0001');
    expect(result).toMatchObject({ status: true, message: '导入成功，共300条', result: { imported: 300 } });
    expect((await admin.post(IMPORT_PROGRESS_CALL, { importId: 'import-clean-0001' })).body.result).toEqual({
      phase: 'done',
      total: 300,
      checked: 300,
      written: 300,
    });
    // Another user's import is not theirs to follow; a malformed id is refused by name.
    expect((await operator.post(IMPORT_PROGRESS_CALL, { importId: 'import-clean-0001' })).body.result).toBeNull();
    expect((await admin.post(IMPORT_PROGRESS_CALL, { importId: '../x' })).body).toMatchObject({
      status: false,
      message: '导入编号：导入编号不正确',
    });
    const again = await upload(
      await xlsx([
        ['敏感词', '分类'],
        ['词1', '广告'],
        ['新词', '广告'],
      ]),
    );
    expect(again.result.errors).toEqual([{ row: 2, message: '敏感词已存在' }]);
    expect(await countRows(t, 'sys_sensitive_word')).toBe(300);
  });

  it('stops reading at the 5 001st row and writes nothing (shared strings and inline strings alike)', async () => {
    const rows: (string | number | null)[][] = [['敏感词', '分类']];
    for (let i = 1; i <= 6000; i++) rows.push([`超限${i}`, '广告']);
    expect((await upload(await xlsx(rows))).message).toBe('一次最多导入5000行');
    expect((await upload(await streamedXlsx(rows))).message).toBe('一次最多导入5000行');
    expect(await countRows(t, 'sys_sensitive_word')).toBe(300);
    // Exactly 5 000 rows are within the limit.
    const fine = await upload(await streamedXlsx(rows.slice(0, 5001)));
    expect(fine.result?.errors ?? []).toEqual([]);
    expect(fine).toMatchObject({ status: true, message: '导入成功，共5000条' });
    await t.services.database.rows(sql`DELETE FROM sys_sensitive_word WHERE word LIKE '超限%'`);
  });

  it('refuses a file over the byte limit without parsing it', async () => {
    const result = await upload(Buffer.alloc(6 * 1024 * 1024, 1));
    expect(result).toMatchObject({ status: false, message: '文件过大，导入文件最大5MB' });
  });

  it('refuses a file that is not a workbook', async () => {
    const result = await upload(Buffer.from('not a spreadsheet'));
    expect(result.message).toBe('文件格式错误，请使用导入模板（.xlsx）');
  });

  it('exports 20 000 filtered rows newest first, as the list shows them, that exceljs reads back with their progress', async () => {
    const [{ id: tenantId }] = await t.services.database.rows<{ id: string }>(
      sql`SELECT id FROM sys_tenant WHERE code = 'demo'`,
    );
    for (let i = 0; i < 20; i++) {
      await t.services.database.rows(sql`INSERT INTO sys_sensitive_word (tenant_id, word, category, create_time)
        SELECT ${tenantId}, 'x' || g, 2, 1767196800 + g FROM generate_series(${i * 1000 + 1}::int, ${(i + 1) * 1000}::int) g`);
    }
    const res = await t.built.app.inject({
      method: 'POST',
      url: sensitiveWord.api.export!,
      payload: { category: 2, exportId: 'words-progress-1' },
      headers: { 'ctl-token': admin.token },
    });
    expect(res.statusCode).toBe(200);
    // Ten batches: the total is the filter's (the ids read first), not a batch's.
    expect(res.headers['x-export-total']).toBe('20000');
    expect((await admin.post(EXPORT_PROGRESS_CALL, { exportId: 'words-progress-1' })).body.result).toEqual({
      written: 20_000,
      total: 20_000,
    });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent('敏感词列表'));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('table')!;
    expect(sheet.rowCount).toBe(20_001);
    expect(sheet.getRow(1).values).toEqual([undefined, '敏感词', '分类', '备注', '创建时间']);
    // Newest first, as 敏感词管理 lists them: x20000 (created last) heads the sheet, x1 ends it.
    expect(sheet.getRow(2).getCell(1).value).toBe('x20000');
    expect(sheet.getRow(2).getCell(2).value).toBe('色情');
    expect(sheet.getRow(2).getCell(4).value).toBe('2026-1-1 5:33:20');
    // 1767196800 + 1 = 2026-01-01 00:00:01 in Shanghai, written as the spec's export format.
    expect(sheet.getRow(20_001).getCell(1).value).toBe('x1');
    expect(sheet.getRow(20_001).getCell(4).value).toBe('2026-1-1 0:0:1');
  });
});
