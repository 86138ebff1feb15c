import { sql } from 'drizzle-orm';
import { ResponseCode, resourcesByName } from '@coach/domain';
import { describe, expect, test as it } from '@coach/server/test/fixtures.ts';
import { OPERATOR } from '@coach/server/test/testApp.ts';
import { secondTenantAdmin } from '@coach/server/test/tenants.ts';
import { MSG_OWN_SESSION } from '../../domain/onlineUser';

// Issue 51.6: 在线用户 lists the tenant's signed-in sessions (account, name, roles, address,
// browser, signed in, last active), searchable by account and address; 强退 ends one at once,
// but not the administrator's own current session.
const { onlineUser } = resourcesByName;
const LOGIN = '/api/auth/inner/sysAuth/v1/login.pass';
const LOGOUT = '/api/auth/inner/sysAuth/v1/logout/sendLogoutMessage.pass';
const SESSION_USER = '/api/user/inner/sysUser/v1/load';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('在线用户', () => {
  it('lists each signed-in session with its address and browser, searchable, and forgets one signed out', async ({
    app,
    admin,
  }) => {
    const signIn = (ip: string) =>
      app.post(
        LOGIN,
        { account: OPERATOR[0], password: OPERATOR[1], captchaId: '', captchaCode: '' },
        { ip, headers: { 'user-agent': FIREFOX } },
      );
    const first = (await signIn('10.9.8.7')).body.result['ctl-token'] as string;
    const second = (await signIn('10.9.8.8')).body.result['ctl-token'] as string;

    const listed = (await admin.call(onlineUser, 'list', { account: 'operator01', pageSize: 10 })).body;
    expect(listed.status).toBe(true);
    expect(listed.result.total).toBe(2);
    expect(listed.result.list.map((r: { ip: string }) => r.ip).sort()).toEqual(['10.9.8.7', '10.9.8.8']);
    expect(listed.result.list[0]).toMatchObject({
      account: 'operator01',
      userName: expect.any(String),
      roleNames: expect.stringContaining('驾校运营'),
      browser: 'Firefox 133',
      os: 'Linux',
      createTime: expect.any(Number),
      lastActive: expect.any(Number),
    });
    expect(JSON.stringify(listed.result.list)).not.toMatch(/sess:|session_?key/i);
    // By address, paged; the administrator's own session is listed too.
    const byIp = (await admin.call(onlineUser, 'list', { ip: '10.9.8.8' })).body.result.list;
    expect(byIp).toHaveLength(1);
    const paged = (await admin.call(onlineUser, 'list', { pageSize: 1, pageNum: 1 })).body.result;
    expect(paged.list).toHaveLength(1);
    expect(paged.total).toBeGreaterThanOrEqual(3);

    // 最后活动 follows a call of the session.
    await app.services.database.rows(
      sql`UPDATE sys_user_online SET last_active = last_active - 3600 WHERE ip = '10.9.8.7'`,
    );
    await app.get(SESSION_USER, { token: first });
    await expect
      .poll(async () => {
        const [row] = (await admin.call(onlineUser, 'list', { ip: '10.9.8.7' })).body.result.list;
        return Date.now() / 1000 - row.lastActive;
      })
      .toBeLessThan(60);

    await app.get(LOGOUT, { token: second });
    expect((await admin.call(onlineUser, 'list', { account: 'operator01' })).body.result.total).toBe(1);

    // Another tenant's administrator sees their own sessions only.
    const other = await secondTenantAdmin(app);
    const theirs = (await app.post(onlineUser.api.list!, { pageSize: 50 }, { token: other.token })).body.result.list;
    expect(theirs.map((r: { account: string }) => r.account)).toEqual(['otheradmin']);
  });

  it('强退 ends the session at once: its next call is answered 登录已失效, and it leaves the list', async ({
    app,
    admin,
  }) => {
    const token = await app.login(...OPERATOR);
    expect((await app.get(SESSION_USER, { token })).body.status).toBe(true); // its copy is in this process
    // The session just begun: the newest of the account's.
    const rows = (await admin.call(onlineUser, 'list', { account: 'operator01', pageSize: 50 })).body.result.list;
    const newest = rows.reduce((a: { id: string }, b: { id: string }) => (BigInt(b.id) > BigInt(a.id) ? b : a));
    const forced = await admin.post(onlineUser.actions![0].path!, { id: newest.id });
    expect(forced.body).toMatchObject({ status: true, message: '已强退' });

    const refused = await app.get(SESSION_USER, { token });
    expect(refused.body).toMatchObject({ status: false, code: ResponseCode.LOST_SESSION });
    const after = (await admin.call(onlineUser, 'list', { account: 'operator01', pageSize: 50 })).body.result.list;
    expect(after.some((r: { id: string }) => r.id === newest.id)).toBe(false);
    // The 强退 is in the operation log; the row gone, a second 强退 is told so.
    const [logged] = await app.services.database.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM sys_operation_log WHERE resource = 'onlineUser' AND action = 'forceLogout'`,
    );
    expect(logged.n).toBe(1);
    expect((await admin.post(onlineUser.actions![0].path!, { id: newest.id })).body.status).toBe(false);
    expect((await admin.post(onlineUser.actions![0].path!, { id: 'abc' })).body.status).toBe(false);
  });

  it('refuses the administrator 强退 of their own current session, and a role without the page', async ({
    app,
    admin,
    operator,
  }) => {
    const own = (await admin.call(onlineUser, 'list', { account: 'admin', pageSize: 50 })).body.result.list;
    // The fixture's is the administrator's only session here.
    expect(own).toHaveLength(1);
    const [mine] = own;
    const refused = await admin.post(onlineUser.actions![0].path!, { id: mine.id });
    expect(refused.body).toMatchObject({ status: false, message: MSG_OWN_SESSION });
    expect((await admin.get(SESSION_USER)).body.status).toBe(true);
    expect(
      (await admin.call(onlineUser, 'list', { account: 'admin' })).body.result.list.map((r: { id: string }) => r.id),
    ).toContain(mine.id);

    // The page and its 强退 are permissions of the catalogue (the administrator's role holds them all).
    const codes = await app.services.database.rows<{ path: string; name: string }>(
      sql`SELECT path, name FROM sys_resource WHERE path LIKE '/systems/onlineUser%' ORDER BY path`,
    );
    expect(codes).toContainEqual({ path: '/systems/onlineUser', name: '在线用户' });
    expect(codes).toContainEqual({ path: '/systems/onlineUser:forceLogout', name: '强退（在线用户）' });
    expect((await operator.call(onlineUser, 'list', {})).body.status).toBe(false);
    expect((await operator.post(onlineUser.actions![0].path!, { id: mine.id })).body.status).toBe(false);
  });

  it('lists out the other sessions of a user whose password changes, keeping the one that changed it', async ({
    app,
    admin,
  }) => {
    const kept = await app.login('channel01', 'Channel2026');
    const other = await app.login('channel01', 'Channel2026');
    const changed = await app.post(
      '/api/user/inner/sysUser/v1/updatePwd',
      { oldPassword: 'Channel2026', newPassword: 'Channel2027' },
      { token: kept },
    );
    expect(changed.body.status).toBe(true);
    expect((await app.get(SESSION_USER, { token: other })).body.status).toBe(false);
    const rows = (await admin.call(onlineUser, 'list', { account: 'channel01' })).body.result.list;
    expect(rows).toHaveLength(1);
    expect((await app.get(SESSION_USER, { token: kept })).body.status).toBe(true);
  });
});
