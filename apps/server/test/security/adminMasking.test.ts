import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { resourcesByName } from '@coach/domain';
import { describe, expect, test as it } from '../fixtures';

// Issue 15: phone and ID numbers were masked on the channel pages but whole in every admin
// list and export, because administrators read plaintext without holding 查看明文数据. Now
// the grant alone decides, for administrators too (domain.md: masking).
const account = resourcesByName.account;

// Issue 50.7: the demo administrator holds 查看明文数据 (the seed grants it), so the user menu's
// 数据脱敏 switch, offered to its holders only, is reachable.
describe('the demo administrator', () => {
  it('holds 查看明文数据 from the seed and is told so by load (the masking switch shows)', async ({ app, admin }) => {
    const held = await app.services.database.rows<{ role_code: string }>(sql`
      SELECT r.role_code FROM sys_role r JOIN sys_role_resource rr ON rr.role_id = r.id
      JOIN sys_resource res ON res.id = rr.resource_id WHERE res.path = 'data:plaintext'`);
    expect(held.map((r) => r.role_code)).toEqual(['BBFW_ADMIN']);
    const load = (await admin.get('/api/user/inner/sysUser/v1/load')).body.result;
    expect(load.plaintext).toBe(true);
    const rows = (await admin.call(account, 'list', { pageSize: 50 })).body.result.list as {
      account: string;
      mobile: string;
    }[];
    expect(rows.find((r) => r.account === 'operator01')!.mobile).toBe('13900000001');
  });
});

describe('an administrator without 查看明文数据', () => {
  it.beforeAll(async ({ app }) => {
    // The grant the seed gives the administrator taken away, and its cached permissions
    // dropped, as saving the role on the role page does.
    await app.services.database.rows(
      sql`DELETE FROM sys_role_resource WHERE resource_id IN (SELECT id FROM sys_resource WHERE path = 'data:plaintext')`,
    );
    const [{ id: userId }] = await app.services.database.rows<{ id: string }>(
      sql`SELECT id FROM sys_user WHERE account = 'admin'`,
    );
    await app.services.auth.invalidateUsers([String(userId)]);
  });

  it('reads phone numbers masked in the list and the export', async ({ app, admin }) => {
    const rows = (await admin.call(account, 'list', { pageSize: 50 })).body.result.list as {
      account: string;
      mobile: string;
      id: string;
    }[];
    const operator = rows.find((r) => r.account === 'operator01')!;
    expect(operator.mobile).toBe('139****0001');

    const res = await app.built.app.inject({
      method: 'POST',
      url: account.api.export!,
      payload: {},
      headers: { 'ctl-token': admin.token },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const cells = book.worksheets[0].getSheetValues().flat().map(String);
    expect(cells).toContain('139****0001');
    expect(cells).not.toContain('13900000001');
  });

  it('reads them whole once a role of theirs holds 查看明文数据', async ({ app, admin }) => {
    await app.services.database.rows(sql`INSERT INTO sys_role_resource (role_id, resource_id)
      SELECT r.id, res.id FROM sys_role r, sys_resource res WHERE r.role_code = 'BBFW_ADMIN' AND res.path = 'data:plaintext'`);
    // As saving the role does: its users' cached permissions are dropped.
    const [{ id: userId }] = await app.services.database.rows<{ id: string }>(
      sql`SELECT id FROM sys_user WHERE account = 'admin'`,
    );
    await app.services.auth.invalidateUsers([String(userId)]);
    const rows = (await admin.call(account, 'list', { pageSize: 50 })).body.result.list as {
      account: string;
      mobile: string;
    }[];
    expect(rows.find((r) => r.account === 'operator01')!.mobile).toBe('13900000001');
  });
});
