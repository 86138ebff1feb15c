import { resourcesByName } from '@coach/domain';
import { callerOf, describe, expect, test as it, type Caller } from '@coach/server/test/fixtures.ts';
import type { TestApp } from '@coach/server/test/testApp.ts';
import { flatten, type TreeNode } from '@coach/server/test/resourceTree.ts';

const role = '/api/user/inner/sysRole/v1';
const account = '/api/user/inner/sysOperationUser/v1';
const LOAD = '/api/user/inner/sysUser/v1/load';
const { account: accountDef, role: roleDef, sensitiveWord } = resourcesByName;

describe('roles and accounts', () => {
  let t: TestApp;
  let admin: Caller;
  it.beforeAll(async ({ app, admin: signedIn }) => {
    [t, admin] = [app, signedIn];
  });

  it('creates a role with a limited tree, an account with it, and that account sees only what was granted', async () => {
    const tree: TreeNode[] = (await admin.post(`${role}/resourceTree`, {})).body.result;
    const all = flatten(tree);
    const page = all.find((n) => n.path === '/systems/sensitiveWordMg')!;
    expect(page.children.some((c) => c.type === 'button' && c.path === '/systems/sensitiveWordMg:add')).toBe(true);
    const granted = [page, ...page.children].map((n) => n.id);
    const created = await admin.call(roleDef, 'save', {
      roleName: '内容审核',
      roleCode: 'CONTENT_AUDIT',
      remark: '只管敏感词',
      resourceIds: granted,
    });
    expect(created.body.status).toBe(true);
    const roleId = created.body.result.id;
    expect((await admin.call(roleDef, 'detail', { id: roleId })).body.result.resourceIds.sort()).toEqual(
      [...granted].sort(),
    );

    const acc = await admin.call(accountDef, 'save', {
      account: 'audit01',
      name: '审核员',
      mobile: '13912345678',
      enterpriseType: 1,
      roleIds: [roleId],
    });
    expect(acc.body.status).toBe(true);
    const password = acc.body.result.initialPassword;
    expect(password).toMatch(/^(?=.*[a-zA-Z])(?=.*\d)[a-zA-Z\d]{10}$/);

    const auditor = callerOf(t, await t.firstLogin('audit01', password));
    const load = (await auditor.get(LOAD)).body.result;
    expect(load.permissions).toEqual(
      expect.arrayContaining(['/systems/sensitiveWordMg', '/systems/sensitiveWordMg:add']),
    );
    expect(load.permissions).not.toContain('/systems/accountMg');
    expect((await auditor.call(sensitiveWord, 'list')).body.status).toBe(true);
    expect((await auditor.call(accountDef, 'list')).http).toBe(403);

    // Taking the page away from the role takes effect at once for the logged-in account.
    await admin.call(roleDef, 'save', { id: roleId, roleName: '内容审核', roleCode: 'CONTENT_AUDIT', resourceIds: [] });
    expect((await auditor.call(sensitiveWord, 'list')).http).toBe(403);
  });

  it('masks phone numbers unless the user may see them whole', async () => {
    const list = (await admin.call(accountDef, 'list', { account: 'audit01' })).body.result.list;
    expect(list[0].mobile).toBe('13912345678'); // administrators see plaintext
    expect(list[0].roleNames).toBe('内容审核');
    const other = await admin.call(roleDef, 'save', {
      roleName: '账号查看',
      roleCode: 'ACCOUNT_VIEW',
      resourceIds: [],
    });
    const tree = flatten((await admin.post(`${role}/resourceTree`, {})).body.result);
    const listApi = tree.find((n) => n.path === `/api${account.slice(4)}/list`)!;
    await admin.call(roleDef, 'save', {
      id: other.body.result.id,
      roleName: '账号查看',
      roleCode: 'ACCOUNT_VIEW',
      resourceIds: [listApi.id],
    });
    const viewer = await admin.call(accountDef, 'save', {
      account: 'viewer01',
      name: '查看员',
      mobile: '13700001111',
      enterpriseType: 1,
      roleIds: [other.body.result.id],
    });
    const viewer01 = callerOf(t, await t.firstLogin('viewer01', viewer.body.result.initialPassword));
    const masked = (await viewer01.call(accountDef, 'list', { account: 'audit01' })).body.result.list;
    expect(masked[0].mobile).toBe('139****5678');
  });

  it('refuses bad accounts: rule messages, unknown roles, duplicates, nothing written', async () => {
    const roles = (await admin.post(`${role}/listForSelector`, {})).body.result;
    const roleIds = [roles[0].id];
    expect(
      (
        await admin.call(accountDef, 'save', {
          account: 'ab',
          name: '甲',
          mobile: '13912345678',
          enterpriseType: 1,
          roleIds,
        })
      ).body.message,
    ).toBe('登录账号：字符长度在4至30之间!');
    expect(
      (
        await admin.call(accountDef, 'save', {
          account: 'good01',
          name: '甲',
          mobile: '10912345678',
          enterpriseType: 1,
          roleIds,
        })
      ).body.message,
    ).toBe('手机号：您输入的手机号不正确!');
    expect(
      (
        await admin.call(accountDef, 'save', {
          account: 'good01',
          name: '甲',
          mobile: '13912345678',
          enterpriseType: 1,
          roleIds: [],
        })
      ).body.message,
    ).toBe('角色：请至少选择一个');
    expect(
      (
        await admin.call(accountDef, 'save', {
          account: 'good01',
          name: '甲',
          mobile: '13912345678',
          enterpriseType: 1,
          roleIds: ['99999'],
        })
      ).body.message,
    ).toBe('角色不存在或已删除');
    expect(
      (
        await admin.call(accountDef, 'save', {
          account: 'admin',
          name: '甲',
          mobile: '13912345678',
          enterpriseType: 1,
          roleIds,
        })
      ).body.message,
    ).toBe('登录账号已存在');
    expect((await admin.call(accountDef, 'list', { account: 'good01' })).body.result.total).toBe(0);
  });

  it('resets the initial password: the old one stops working and sessions end', async () => {
    const [row] = (await admin.call(accountDef, 'list', { account: 'viewer01' })).body.result.list;
    const session = await t.login(
      'viewer01',
      (await admin.post(`${account}/resetInitPassword`, { id: row.id })).body.result.initialPassword,
    );
    const reset = await admin.post(`${account}/resetInitPassword`, { id: row.id });
    expect(reset.body).toMatchObject({ status: true, message: '密码已重置' });
    expect((await t.get(LOAD, { token: session })).body.code).toBe('000002');
    expect(await t.login('viewer01', reset.body.result.initialPassword)).toBeTruthy();
  });

  it('batch-disables accounts, ends their sessions, and refuses disabling oneself', async () => {
    const [row] = (await admin.call(accountDef, 'list', { account: 'viewer01' })).body.result.list;
    const reset = await admin.post(`${account}/resetInitPassword`, { id: row.id });
    const session = await t.login('viewer01', reset.body.result.initialPassword);
    expect((await admin.post(`${account}/disable`, { ids: [row.id] })).body).toMatchObject({
      status: true,
      message: '停用成功',
    });
    expect((await t.get(LOAD, { token: session })).body.code).toBe('000002');
    expect((await admin.post(`${account}/enable`, { ids: [row.id] })).body.status).toBe(true);

    const me = (await admin.get(LOAD)).body.result.user.id;
    const self = await admin.post(`${account}/disable`, { ids: [me] });
    expect(self.body).toMatchObject({ status: false, message: '不能停用当前登录的账号' });
    expect((await admin.get(LOAD)).body.status).toBe(true);
  });

  it('protects the default administrator role and roles still assigned', async () => {
    const roles = (await admin.call(roleDef, 'list', { roleCode: 'BBFW' })).body.result.list;
    const adminRole = roles[0];
    expect(adminRole.isDefault).toBe(1);
    expect((await admin.post(`${role}/disable`, { ids: [adminRole.id] })).body.message).toBe('系统默认数据，不可停用');
    expect((await admin.call(roleDef, 'delete', { ids: [adminRole.id] })).body.message).toBe('系统默认数据，不可删除');
    expect((await admin.call(roleDef, 'save', { id: adminRole.id, roleName: '改名' })).body.message).toBe(
      '系统默认数据，不可修改',
    );
    const audit = (await admin.call(roleDef, 'list', { roleCode: 'CONTENT_AUDIT' })).body.result.list[0];
    expect(audit.userCount).toBe(1);
    expect((await admin.call(roleDef, 'delete', { ids: [audit.id] })).body.message).toBe(
      '角色已分配给账号，请先解除后再删除',
    );
  });
});

describe('editing records whose numbers arrive masked', () => {
  let t: TestApp;
  let admin: Caller;
  it.beforeAll(async ({ app, admin: signedIn }) => {
    [t, admin] = [app, signedIn];
  });

  it('keeps the stored number when the masked text comes back, refuses other stars', async () => {
    const roles = (await admin.post(`${role}/listForSelector`, {})).body.result;
    const created = await admin.call(accountDef, 'save', {
      account: 'mask01',
      name: '甲',
      mobile: '13912345678',
      enterpriseType: 1,
      roleIds: [roles[0].id],
    });
    const id = created.body.result.id;
    const kept = await admin.call(accountDef, 'save', { id, name: '乙', mobile: '139****5678' });
    expect(kept.body.status).toBe(true);
    const detail = (await admin.call(accountDef, 'detail', { id })).body.result;
    expect(detail).toMatchObject({ name: '乙', mobile: '13912345678' });
    const forged = await admin.call(accountDef, 'save', { id, mobile: '138****0000' });
    expect(forged.body).toMatchObject({ status: false, message: '手机号：您输入的手机号不正确!' });
  });

  it('accepts a POST with a JSON content type and no body', async () => {
    const res = await t.built.app.inject({
      method: 'POST',
      url: `${role}/listForSelector`,
      headers: { 'ctl-token': admin.token, 'content-type': 'application/json' },
    });
    expect(res.json().status).toBe(true);
  });

  it('names api resources in Chinese in the role tree, with 重置密码 as a button', async () => {
    const tree = flatten((await admin.post(`${role}/resourceTree`, {})).body.result);
    const api = tree.find((n) => n.path === '/api/user/inner/sysOperationUser/v1/list') as TreeNode & { name: string };
    expect(api.name).toBe('查询账号');
    expect(tree.some((n) => n.path === '/systems/accountMg:resetPassword')).toBe(true);
  });
});
