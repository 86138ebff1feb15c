import ExcelJS from 'exceljs';
import { resourcesByName } from '@coach/domain';
import { describe, expect, test as it } from '@coach/server/test/fixtures.ts';

const dict = '/api/system/inner/sysDictionary/v1';
const account = resourcesByName.account;

// Issue 50.7: of the 18 dictionaries of 字典管理 only 6 reached a label; 账号管理's 账号类型 and
// 状态 are fields of enterprise_type and enable_status, so renaming an entry shows in the export
// (and, through findDictMesToCache, on the page: dictLabels.e2e).
describe('a label renamed in 字典管理', () => {
  it('is what 账号管理 exports for that code, other codes keeping theirs', async ({ app, admin }) => {
    for (const entry of [
      { type: 'enterprise_type', value: '1', label: '集团总部', sort: 1 },
      { type: 'enable_status', value: '0', label: '正常使用', sort: 1 },
    ])
      expect((await admin.post(`${dict}/save`, entry)).body.status).toBe(true);
    const served = (await admin.get('/api/system/inner/sysDictionary/findDictMesToCache')).body.result;
    expect(served.enterprise_type).toEqual([{ value: '1', label: '集团总部' }]);

    const res = await app.built.app.inject({
      method: 'POST',
      url: account.api.export!,
      payload: {},
      headers: { 'ctl-token': admin.token },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    const admin01 = rows.find((r) => r.includes('admin'))!;
    expect(admin01[header.indexOf('账号类型')]).toBe('集团总部');
    expect(admin01[header.indexOf('状态')]).toBe('正常使用');
    // 驾校 (2) is no entry of the tenant's own: the definition's label stays.
    const operator = rows.find((r) => r.includes('operator01'))!;
    expect(operator[header.indexOf('账号类型')]).toBe('驾校');
  });
});
