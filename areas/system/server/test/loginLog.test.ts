import ExcelJS from 'exceljs';
import { resourcesByName } from '@coach/domain';
import { describe, expect, test as it } from '@coach/server/test/fixtures.ts';
import { secondTenantAdmin } from '@coach/server/test/tenants.ts';

// Issue 51.6: 登录日志 records every sign-in attempt on the tenant's accounts (success and
// failure, address, browser, reason), searchable and exported, and shows no other tenant's.
const { loginLog } = resourcesByName;
const LOGIN = '/api/auth/inner/sysAuth/v1/login.pass';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.86 Safari/537.36';

describe('登录日志', () => {
  it('records a failed and a successful sign-in with address, browser and reason, for the tenant only', async ({
    app,
    admin,
  }) => {
    const attempt = (account: string, password: string, ip: string) =>
      app.post(LOGIN, { account, password, captchaId: '', captchaCode: '' }, { ip, headers: { 'user-agent': CHROME } });
    expect((await attempt('operator01', 'wrong-password', '10.1.2.3')).body.message).toBe('账号或密码错误');
    expect((await attempt('operator01', 'Operator2026', '10.1.2.3')).body.status).toBe(true);
    expect((await attempt('nobody-here', 'whatever', '10.1.2.4')).body.status).toBe(false);

    const listed = (await admin.call(loginLog, 'list', { account: 'operator01', pageSize: 10 })).body;
    expect(listed.status).toBe(true);
    const [ok, failed] = listed.result.list;
    expect(ok).toMatchObject({
      account: 'operator01',
      ok: 1,
      reason: '登录成功',
      ip: '10.1.2.3',
      userName: expect.any(String),
    });
    expect(ok).toMatchObject({ browser: 'Chrome 131', os: 'Windows 10' });
    expect(failed).toMatchObject({ account: 'operator01', ok: 0, reason: '账号或密码错误' });
    // Searched by result; an unknown account's attempt is no tenant's.
    const failures = (await admin.call(loginLog, 'list', { ok: 0, pageSize: 50 })).body.result.list;
    expect(failures.every((r: { ok: number }) => r.ok === 0)).toBe(true);
    expect(failures.some((r: { account: string }) => r.account === 'nobody-here')).toBe(false);

    const other = await secondTenantAdmin(app);
    const theirs = (await app.post(loginLog.api.list!, { pageSize: 50 }, { token: other.token })).body.result.list;
    expect(theirs.map((r: { account: string }) => r.account)).toEqual(['otheradmin']);

    const exported = await app.built.app.inject({
      method: 'POST',
      url: loginLog.api.export!,
      payload: { account: 'operator01' },
      headers: { 'ctl-token': admin.token },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const rows = book.worksheets[0].getSheetValues().slice(1) as unknown[][];
    expect((rows[0] as string[]).slice(1, 9)).toEqual([
      '登录账号',
      '姓名',
      'IP地址',
      '浏览器',
      '操作系统',
      '登录结果',
      '说明',
      '登录时间',
    ]);
    expect(String(rows[1][6])).toBe('成功');
    expect(String(rows[2][7])).toBe('账号或密码错误');
  });
});
