import ExcelJS from 'exceljs';
import fc from 'fast-check';
import {
  EXPORT_PROGRESS_CALL,
  isListed,
  orderColumns,
  pageKeyOf,
  PREFERENCE_CALLS,
  resourcesByName,
  tablePreferenceKey,
} from '@coach/domain';
import { describe, expect, test as it } from '../fixtures';

// Issue 40: a user's table layouts and theme are kept on the server for that user alone; a list's
// export has exactly the columns the user's settings show, in their order.
const account = resourcesByName.account;
const accountsKey = tablePreferenceKey(pageKeyOf(account));
const layout = {
  columns: [{ key: 'name', fixed: 'left' as const }, { key: 'mobile', hidden: true }, { key: 'account' }],
  density: 'small' as const,
};

describe('a user’s own preferences', () => {
  it('saves a table layout, reads it back, and sent back unchanged it is accepted again', async ({ admin }) => {
    expect((await admin.post(PREFERENCE_CALLS.save, { key: accountsKey, value: layout })).body).toMatchObject({
      status: true,
      message: '保存成功',
    });
    const stored = (await admin.post(PREFERENCE_CALLS.get, { key: accountsKey })).body.result;
    expect(stored).toEqual(layout);
    expect((await admin.post(PREFERENCE_CALLS.save, { key: accountsKey, value: stored })).body.status).toBe(true);
  });

  it("never changes another user's, and each reads only their own", async ({ admin, operator }) => {
    await admin.post(PREFERENCE_CALLS.save, { key: 'theme', value: 'dark' });
    expect((await operator.post(PREFERENCE_CALLS.get, { key: 'theme' })).body.result).toBeNull();
    await operator.post(PREFERENCE_CALLS.save, { key: 'theme', value: 'light' });
    expect((await admin.post(PREFERENCE_CALLS.get, { key: 'theme' })).body.result).toBe('dark');
    expect((await operator.post(PREFERENCE_CALLS.get, { key: accountsKey })).body.result).toBeNull();
  });

  it('goes back to the default when saved empty', async ({ admin }) => {
    await admin.post(PREFERENCE_CALLS.save, { key: accountsKey, value: layout });
    expect((await admin.post(PREFERENCE_CALLS.save, { key: accountsKey, value: null })).body.message).toBe(
      '已恢复默认',
    );
    expect((await admin.post(PREFERENCE_CALLS.get, { key: accountsKey })).body.result).toBeNull();
  });

  it('refuses what is no preference, naming it, and stores nothing', async ({ admin }) => {
    const refused = async (body: unknown) => (await admin.post(PREFERENCE_CALLS.save, body)).body;
    expect(await refused({ key: 'password', value: 'x' })).toMatchObject({
      status: false,
      message: '设置项：不支持的设置项',
    });
    expect((await refused({ key: 'theme', value: 'pink' })).message).toBe('主题：不支持的主题');
    expect((await refused({ key: accountsKey, value: { columns: [{ key: 'a' }, { key: 'a' }] } })).message).toBe(
      '列设置：列重复',
    );
    expect((await refused({ key: accountsKey, value: { columns: [{ key: '<script>' }] } })).message).toBe(
      '列设置：列名不正确',
    );
    expect((await refused({ key: accountsKey, value: { density: 'huge' } })).message).toBe('密度：不支持的密度');
    expect((await refused({ key: accountsKey, value: { sql: 'DROP' } })).status).toBe(false);
    expect((await admin.post(PREFERENCE_CALLS.get, { key: accountsKey })).body.result).toBeNull();
  });

  it('exports exactly the columns the settings show, in their order', async ({ app, admin }) => {
    const exportable = account.fields.filter((f) => f.export ?? isListed(f));
    const headersOf = async (columns: string[]) => {
      const answer = await app.built.app.inject({
        method: 'POST',
        url: account.api.export!,
        payload: { columns },
        headers: { 'ctl-token': admin.token },
      });
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
      return (book.worksheets[0].getRow(1).values as unknown[]).filter((v) => v !== undefined && v !== null);
    };
    await fc.assert(
      fc.asyncProperty(
        fc.shuffledSubarray(exportable.map((f) => f.key)),
        fc.array(fc.boolean(), { minLength: exportable.length, maxLength: exportable.length }),
        async (order, hidden) => {
          const settings = { columns: order.map((key, i) => ({ key, hidden: hidden[i] })) };
          // What the list shows after the settings (the web sends these keys with the export).
          const shown = orderColumns(exportable, settings);
          if (!shown.length) return;
          expect(await headersOf(shown.map((f) => f.key))).toEqual(shown.map((f) => f.label));
        },
      ),
      { numRuns: 12 },
    );
  });

  it("records an export's rows written of its total for its own user, when sent with an id", async ({
    app,
    admin,
    operator,
  }) => {
    const exportId = 'e2e-progress-0001';
    const answer = await app.built.app.inject({
      method: 'POST',
      url: account.api.export!,
      payload: { exportId },
      headers: { 'ctl-token': admin.token },
    });
    const listed = (await admin.call(account, 'list', { pageSize: 1 })).body.result.total;
    expect(answer.headers['x-export-total']).toBe(String(listed));
    expect((await admin.post(EXPORT_PROGRESS_CALL, { exportId })).body.result).toEqual({
      written: listed,
      total: listed,
    });
    expect((await operator.post(EXPORT_PROGRESS_CALL, { exportId })).body.result).toBeNull();
    expect((await admin.post(EXPORT_PROGRESS_CALL, { exportId: '../x' })).body).toMatchObject({
      status: false,
      message: '导出编号：导出编号不正确',
    });
  });
});
