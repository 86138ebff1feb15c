import { resourcesByName } from '@coach/domain';
import { describe, expect, test as it } from './fixtures';
import { OPERATOR } from './testApp';

const LOAD = '/api/user/inner/sysUser/v1/load';
const { role, zsclass } = resourcesByName;

describe('permission gate (deny by default)', () => {
  it('tells the administrator apart by the BBFW_ADMIN role code', async ({ admin, operator }) => {
    const a = await admin.get(LOAD);
    expect(a.body.result.isAdmin).toBe(true);
    expect(a.body.result.user.roles.map((r: { roleCode: string }) => r.roleCode)).toContain('BBFW_ADMIN');
    const o = await operator.get(LOAD);
    expect(o.body.result.isAdmin).toBe(false);
  });

  it('lists for the operator only the menu pages of the granted groups', async ({ operator }) => {
    const o = await operator.get(LOAD);
    const perms: string[] = o.body.result.permissions;
    expect(perms).toContain('/marketings/classMgList');
    expect(perms).toContain('/school/storeMgList');
    expect(perms.some((p) => p.startsWith('/systems'))).toBe(false);
    expect(perms.some((p) => p.startsWith('/financials'))).toBe(false);
  });

  it('gives the operator the button of every delete and state-change call it holds', async ({ app }) => {
    const { sql } = await import('drizzle-orm');
    const { RESOURCES, buttonCode } = await import('@coach/domain');
    const held = new Set(
      (
        await app.services.database.rows<{ path: string }>(sql`SELECT r.path FROM sys_resource r
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

  it('answers HTTP 403 with the envelope for a call the role does not grant', async ({ operator }) => {
    const res = await operator.call(role, 'list', {});
    expect(res.http).toBe(403);
    expect(res.body).toEqual({ status: false, code: '403', message: '权限不足无法访问', result: null });
  });

  it('answers 404 with the url to the administrator for an unknown call, 403 to others', async ({ admin, channel }) => {
    const a = await admin.post('/api/no/such/call', {});
    expect(a.http).toBe(404);
    expect(a.body).toMatchObject({ status: false, code: '404', message: '请求地址出错: /api/no/such/call' });
    const c = await channel.call(zsclass, 'list', {});
    expect(c.http).toBe(403);
  });

  it('lets every logged-in user reach the no-control calls', async ({ operator, channel }) => {
    for (const user of [operator, channel]) {
      expect((await user.get('/api/system/inner/sysDictionary/findDictMesToCache')).body.status).toBe(true);
      expect((await user.get('/api/user/inner/sysUser/v1/loadStrategies')).body.status).toBe(true);
    }
  });

  it('drops cached permissions when a role is disabled', async ({ app, operator }) => {
    const { sql } = await import('drizzle-orm');
    const { usersOfRole } = await import('../src/platform/auth/authz');
    const db = app.services.database;
    const [role] = await db.rows<{ id: string }>(sql`SELECT id FROM sys_role WHERE role_code = 'SCHOOL_OPERATOR'`);
    const before = await operator.get('/api/system/inner/sysDictionary/findDictMesToCache');
    expect(before.body.status).toBe(true);
    const allowed = await operator.get(LOAD);
    expect(allowed.body.result.permissions.length).toBeGreaterThan(0);
    await db.rows(sql`UPDATE sys_role SET disable = 1 WHERE id = ${role.id}`);
    await app.services.auth.invalidateUsers(await usersOfRole(db, String(role.id)));
    const after = await operator.get(LOAD);
    expect(after.body.result.permissions).toEqual([]);
    await db.rows(sql`UPDATE sys_role SET disable = 0 WHERE id = ${role.id}`);
    await app.services.auth.invalidateUsers(await usersOfRole(db, String(role.id)));
  });

  it('ends the sessions of a disabled account at once', async ({ app }) => {
    const { sql } = await import('drizzle-orm');
    const db = app.services.database;
    const token = await app.login(...OPERATOR);
    const [user] = await db.rows<{ id: string }>(sql`SELECT id FROM sys_user WHERE account = 'operator01'`);
    await db.rows(sql`UPDATE sys_user SET disable = 1 WHERE id = ${user.id}`);
    await app.services.auth.invalidateUsers([String(user.id)]);
    expect((await app.get(LOAD, { token })).body.code).toBe('000002');
    expect(
      (await app.post('/api/auth/inner/sysAuth/v1/login.pass', { account: OPERATOR[0], password: OPERATOR[1] })).body,
    ).toMatchObject({
      status: false,
      message: '账号已停用',
    });
    await db.rows(sql`UPDATE sys_user SET disable = 0 WHERE id = ${user.id}`);
    await app.services.auth.invalidateUsers([String(user.id)]);
  });

  it('refuses a channel header naming a channel of no tenant of the user', async ({ admin }) => {
    const res = await admin.get(LOAD, { headers: { 'bbxc-channel-id': '999999' } });
    expect(res.body).toMatchObject({ status: false, message: '渠道不存在' });
    const bad = await admin.get(LOAD, { headers: { 'bbxc-channel-id': 'abc' } });
    expect(bad.body).toMatchObject({ status: false, message: '渠道不存在' });
  });
});
