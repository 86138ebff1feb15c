import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CHANNEL, OPERATOR, startTestApp, type TestApp } from './testApp';

const LOAD = '/api/user/inner/sysUser/v1/load';
const ROLE_LIST = '/api/user/inner/sysRole/v1/list';

describe('permission gate (deny by default)', () => {
  let t: TestApp;
  let admin: string;
  let operator: string;
  let channel: string;
  beforeAll(async () => {
    t = await startTestApp();
    [admin, operator, channel] = await Promise.all([t.login(...ADMIN), t.login(...OPERATOR), t.login(...CHANNEL)]);
  });
  afterAll(() => t.close());

  it('tells the administrator apart by the BBFW_ADMIN role code', async () => {
    const a = await t.get(LOAD, { token: admin });
    expect(a.body.result.isAdmin).toBe(true);
    expect(a.body.result.user.roles.map((r: { roleCode: string }) => r.roleCode)).toContain('BBFW_ADMIN');
    const o = await t.get(LOAD, { token: operator });
    expect(o.body.result.isAdmin).toBe(false);
  });

  it('lists for the operator only the menu pages of the granted groups', async () => {
    const o = await t.get(LOAD, { token: operator });
    const perms: string[] = o.body.result.permissions;
    expect(perms).toContain('/marketings/classMgList');
    expect(perms).toContain('/school/storeMgList');
    expect(perms.some((p) => p.startsWith('/systems'))).toBe(false);
    expect(perms.some((p) => p.startsWith('/financials'))).toBe(false);
  });

  it('gives the operator the button of every delete and state-change call it holds', async () => {
    const { sql } = await import('drizzle-orm');
    const { RESOURCES, buttonCode } = await import('@coach/domain');
    const held = new Set(
      (
        await t.services.database.rows<{ path: string }>(sql`SELECT r.path FROM sys_resource r
        JOIN sys_role_resource rr ON rr.resource_id = r.id JOIN sys_role ro ON ro.id = rr.role_id
        WHERE ro.role_code = 'SCHOOL_OPERATOR'`)
      ).map((r) => r.path),
    );
    const missing: string[] = [];
    for (const def of RESOURCES) {
      const calls: [string, string | undefined][] = [
        ['delete', def.api.delete],
        ...(def.transitions ?? []).map((tr): [string, string] => [tr.name, tr.path]),
      ];
      for (const [action, path] of calls) {
        if (path && held.has(path) && !held.has(buttonCode(def, action))) missing.push(buttonCode(def, action));
      }
    }
    // The case that was reported: 优惠券管理's delete call without its button.
    const coupon = RESOURCES.find((d) => d.name === 'coupon')!;
    expect(held.has(coupon.api.delete!)).toBe(true);
    expect(held.has(buttonCode(coupon, 'delete'))).toBe(true);
    expect(missing).toEqual([]);
  });

  it('answers HTTP 403 with the envelope for a call the role does not grant', async () => {
    const res = await t.post(ROLE_LIST, {}, { token: operator });
    expect(res.http).toBe(403);
    expect(res.body).toEqual({ status: false, code: '403', message: '权限不足无法访问', result: null });
  });

  it('answers 404 with the url to the administrator for an unknown call, 403 to others', async () => {
    const a = await t.post('/api/no/such/call', {}, { token: admin });
    expect(a.http).toBe(404);
    expect(a.body).toMatchObject({ status: false, code: '404', message: '请求地址出错: /api/no/such/call' });
    const c = await t.post('/api/bbxc/operate/inner/zsclass/list', {}, { token: channel });
    expect(c.http).toBe(403);
  });

  it('lets every logged-in user reach the no-control calls', async () => {
    for (const token of [operator, channel]) {
      expect((await t.get('/api/system/inner/sysDictionary/findDictMesToCache', { token })).body.status).toBe(true);
      expect((await t.get('/api/user/inner/sysUser/v1/loadStrategies', { token })).body.status).toBe(true);
    }
  });

  it('drops cached permissions when a role is disabled', async () => {
    const { sql } = await import('drizzle-orm');
    const { usersOfRole } = await import('../src/platform/auth/authz');
    const db = t.services.database;
    const [role] = await db.rows<{ id: string }>(sql`SELECT id FROM sys_role WHERE role_code = 'SCHOOL_OPERATOR'`);
    const before = await t.get('/api/system/inner/sysDictionary/findDictMesToCache', { token: operator });
    expect(before.body.status).toBe(true);
    const allowed = await t.get(LOAD, { token: operator });
    expect(allowed.body.result.permissions.length).toBeGreaterThan(0);
    await db.rows(sql`UPDATE sys_role SET disable = 1 WHERE id = ${role.id}`);
    await t.services.auth.invalidateUsers(await usersOfRole(db, String(role.id)));
    const after = await t.get(LOAD, { token: operator });
    expect(after.body.result.permissions).toEqual([]);
    await db.rows(sql`UPDATE sys_role SET disable = 0 WHERE id = ${role.id}`);
    await t.services.auth.invalidateUsers(await usersOfRole(db, String(role.id)));
  });

  it('ends the sessions of a disabled account at once', async () => {
    const { sql } = await import('drizzle-orm');
    const db = t.services.database;
    const token = await t.login(...OPERATOR);
    const [user] = await db.rows<{ id: string }>(sql`SELECT id FROM sys_user WHERE account = 'operator01'`);
    await db.rows(sql`UPDATE sys_user SET disable = 1 WHERE id = ${user.id}`);
    await t.services.auth.invalidateUsers([String(user.id)]);
    expect((await t.get(LOAD, { token })).body.code).toBe('000002');
    expect(
      (await t.post('/api/auth/inner/sysAuth/v1/login.pass', { account: OPERATOR[0], password: OPERATOR[1] })).body,
    ).toMatchObject({
      status: false,
      message: '账号已停用',
    });
    await db.rows(sql`UPDATE sys_user SET disable = 0 WHERE id = ${user.id}`);
    await t.services.auth.invalidateUsers([String(user.id)]);
  });

  it('refuses a channel header naming a channel of no tenant of the user', async () => {
    const res = await t.get(LOAD, { token: admin, headers: { 'bbxc-channel-id': '999999' } });
    expect(res.body).toMatchObject({ status: false, message: '渠道不存在' });
    const bad = await t.get(LOAD, { token: admin, headers: { 'bbxc-channel-id': 'abc' } });
    expect(bad.body).toMatchObject({ status: false, message: '渠道不存在' });
  });
});
