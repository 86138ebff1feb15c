import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from '../testApp';
import { flatten, type TreeNode } from '../resourceTree';

const role = '/api/user/inner/sysRole/v1';
const account = '/api/user/inner/sysOperationUser/v1';
const LOAD = '/api/user/inner/sysUser/v1/load';

describe('roles and accounts', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(...ADMIN);
  });
  afterAll(() => t.close());

  it('creates a role with a limited tree, an account with it, and that account sees only what was granted', async () => {
    const tree: TreeNode[] = (await t.post(`${role}/resourceTree`, {}, { token: admin })).body.result;
    const all = flatten(tree);
    const page = all.find((n) => n.path === '/systems/sensitiveWordMg')!;
    expect(page.children.some((c) => c.type === 'button' && c.path === '/systems/sensitiveWordMg:add')).toBe(true);
    const granted = [page, ...page.children].map((n) => n.id);
    const created = await t.post(
      `${role}/saveOrUpdate`,
      { roleName: '内容审核', roleCode: 'CONTENT_AUDIT', remark: '只管敏感词', resourceIds: granted },
      { token: admin },
    );
    expect(created.body.status).toBe(true);
    const roleId = created.body.result.id;
    expect((await t.post(`${role}/detail`, { id: roleId }, { token: admin })).body.result.resourceIds.sort()).toEqual(
      [...granted].sort(),
    );

    const acc = await t.post(
      `${account}/saveOrUpdate`,
      { account: 'audit01', name: '审核员', mobile: '13912345678', enterpriseType: 1, roleIds: [roleId] },
      { token: admin },
    );
    expect(acc.body.status).toBe(true);
    const password = acc.body.result.initialPassword;
    expect(password).toMatch(/^(?=.*[a-zA-Z])(?=.*\d)[a-zA-Z\d]{10}$/);

    const token = await t.login('audit01', password);
    const load = (await t.get(LOAD, { token })).body.result;
    expect(load.permissions).toEqual(
      expect.arrayContaining(['/systems/sensitiveWordMg', '/systems/sensitiveWordMg:add']),
    );
    expect(load.permissions).not.toContain('/systems/accountMg');
    expect((await t.post('/api/system/inner/sensitiveWord/v1/list', {}, { token })).body.status).toBe(true);
    expect((await t.post(`${account}/list`, {}, { token })).http).toBe(403);

    // Taking the page away from the role takes effect at once for the logged-in account.
    await t.post(
      `${role}/saveOrUpdate`,
      { id: roleId, roleName: '内容审核', roleCode: 'CONTENT_AUDIT', resourceIds: [] },
      { token: admin },
    );
    expect((await t.post('/api/system/inner/sensitiveWord/v1/list', {}, { token })).http).toBe(403);
  });

  it('masks phone numbers unless the user may see them whole', async () => {
    const list = (await t.post(`${account}/list`, { account: 'audit01' }, { token: admin })).body.result.list;
    expect(list[0].mobile).toBe('13912345678'); // administrators see plaintext
    expect(list[0].roleNames).toBe('内容审核');
    const other = await t.post(
      `${role}/saveOrUpdate`,
      { roleName: '账号查看', roleCode: 'ACCOUNT_VIEW', resourceIds: [] },
      { token: admin },
    );
    const tree = flatten((await t.post(`${role}/resourceTree`, {}, { token: admin })).body.result);
    const listApi = tree.find((n) => n.path === `/api${account.slice(4)}/list`)!;
    await t.post(
      `${role}/saveOrUpdate`,
      { id: other.body.result.id, roleName: '账号查看', roleCode: 'ACCOUNT_VIEW', resourceIds: [listApi.id] },
      { token: admin },
    );
    const viewer = await t.post(
      `${account}/saveOrUpdate`,
      {
        account: 'viewer01',
        name: '查看员',
        mobile: '13700001111',
        enterpriseType: 1,
        roleIds: [other.body.result.id],
      },
      { token: admin },
    );
    const token = await t.login('viewer01', viewer.body.result.initialPassword);
    const masked = (await t.post(`${account}/list`, { account: 'audit01' }, { token })).body.result.list;
    expect(masked[0].mobile).toBe('139****5678');
  });

  it('refuses bad accounts: rule messages, unknown roles, duplicates, nothing written', async () => {
    const roles = (await t.post(`${role}/listForSelector`, {}, { token: admin })).body.result;
    const roleIds = [roles[0].id];
    expect(
      (
        await t.post(
          `${account}/saveOrUpdate`,
          { account: 'ab', name: '甲', mobile: '13912345678', enterpriseType: 1, roleIds },
          { token: admin },
        )
      ).body.message,
    ).toBe('登录账号：字符长度在4至30之间!');
    expect(
      (
        await t.post(
          `${account}/saveOrUpdate`,
          { account: 'good01', name: '甲', mobile: '10912345678', enterpriseType: 1, roleIds },
          { token: admin },
        )
      ).body.message,
    ).toBe('手机号：您输入的手机号不正确!');
    expect(
      (
        await t.post(
          `${account}/saveOrUpdate`,
          { account: 'good01', name: '甲', mobile: '13912345678', enterpriseType: 1, roleIds: [] },
          { token: admin },
        )
      ).body.message,
    ).toBe('角色：请至少选择一个');
    expect(
      (
        await t.post(
          `${account}/saveOrUpdate`,
          { account: 'good01', name: '甲', mobile: '13912345678', enterpriseType: 1, roleIds: ['99999'] },
          { token: admin },
        )
      ).body.message,
    ).toBe('角色不存在或已删除');
    expect(
      (
        await t.post(
          `${account}/saveOrUpdate`,
          { account: 'admin', name: '甲', mobile: '13912345678', enterpriseType: 1, roleIds },
          { token: admin },
        )
      ).body.message,
    ).toBe('登录账号已存在');
    expect((await t.post(`${account}/list`, { account: 'good01' }, { token: admin })).body.result.total).toBe(0);
  });

  it('resets the initial password: the old one stops working and sessions end', async () => {
    const [row] = (await t.post(`${account}/list`, { account: 'viewer01' }, { token: admin })).body.result.list;
    const session = await t.login(
      'viewer01',
      (await t.post(`${account}/resetInitPassword`, { id: row.id }, { token: admin })).body.result.initialPassword,
    );
    const reset = await t.post(`${account}/resetInitPassword`, { id: row.id }, { token: admin });
    expect(reset.body).toMatchObject({ status: true, message: '密码已重置' });
    expect((await t.get(LOAD, { token: session })).body.code).toBe('000002');
    expect(await t.login('viewer01', reset.body.result.initialPassword)).toBeTruthy();
  });

  it('batch-disables accounts, ends their sessions, and refuses disabling oneself', async () => {
    const [row] = (await t.post(`${account}/list`, { account: 'viewer01' }, { token: admin })).body.result.list;
    const reset = await t.post(`${account}/resetInitPassword`, { id: row.id }, { token: admin });
    const session = await t.login('viewer01', reset.body.result.initialPassword);
    expect((await t.post(`${account}/disable`, { ids: [row.id] }, { token: admin })).body).toMatchObject({
      status: true,
      message: '停用成功',
    });
    expect((await t.get(LOAD, { token: session })).body.code).toBe('000002');
    expect((await t.post(`${account}/enable`, { ids: [row.id] }, { token: admin })).body.status).toBe(true);

    const me = (await t.get(LOAD, { token: admin })).body.result.user.id;
    const self = await t.post(`${account}/disable`, { ids: [me] }, { token: admin });
    expect(self.body).toMatchObject({ status: false, message: '不能停用当前登录的账号' });
    expect((await t.get(LOAD, { token: admin })).body.status).toBe(true);
  });

  it('protects the default administrator role and roles still assigned', async () => {
    const roles = (await t.post(`${role}/list`, { roleCode: 'BBFW' }, { token: admin })).body.result.list;
    const adminRole = roles[0];
    expect(adminRole.isDefault).toBe(1);
    expect((await t.post(`${role}/disable`, { ids: [adminRole.id] }, { token: admin })).body.message).toBe(
      '系统默认数据，不可停用',
    );
    expect((await t.post(`${role}/delete`, { ids: [adminRole.id] }, { token: admin })).body.message).toBe(
      '系统默认数据，不可删除',
    );
    expect(
      (await t.post(`${role}/saveOrUpdate`, { id: adminRole.id, roleName: '改名' }, { token: admin })).body.message,
    ).toBe('系统默认数据，不可修改');
    const audit = (await t.post(`${role}/list`, { roleCode: 'CONTENT_AUDIT' }, { token: admin })).body.result.list[0];
    expect(audit.userCount).toBe(1);
    expect((await t.post(`${role}/delete`, { ids: [audit.id] }, { token: admin })).body.message).toBe(
      '角色已分配给账号，请先解除后再删除',
    );
  });
});

describe('editing records whose numbers arrive masked', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(...ADMIN);
  });
  afterAll(() => t.close());

  it('keeps the stored number when the masked text comes back, refuses other stars', async () => {
    const roles = (await t.post(`${role}/listForSelector`, {}, { token: admin })).body.result;
    const created = await t.post(
      `${account}/saveOrUpdate`,
      { account: 'mask01', name: '甲', mobile: '13912345678', enterpriseType: 1, roleIds: [roles[0].id] },
      { token: admin },
    );
    const id = created.body.result.id;
    const kept = await t.post(`${account}/saveOrUpdate`, { id, name: '乙', mobile: '139****5678' }, { token: admin });
    expect(kept.body.status).toBe(true);
    const detail = (await t.post(`${account}/detail`, { id }, { token: admin })).body.result;
    expect(detail).toMatchObject({ name: '乙', mobile: '13912345678' });
    const forged = await t.post(`${account}/saveOrUpdate`, { id, mobile: '138****0000' }, { token: admin });
    expect(forged.body).toMatchObject({ status: false, message: '手机号：您输入的手机号不正确!' });
  });

  it('accepts a POST with a JSON content type and no body', async () => {
    const res = await t.built.app.inject({
      method: 'POST',
      url: `${role}/listForSelector`,
      headers: { 'ctl-token': admin, 'content-type': 'application/json' },
    });
    expect(res.json().status).toBe(true);
  });

  it('names api resources in Chinese in the role tree, with 重置密码 as a button', async () => {
    const tree = flatten((await t.post(`${role}/resourceTree`, {}, { token: admin })).body.result);
    const api = tree.find((n) => n.path === '/api/user/inner/sysOperationUser/v1/list') as TreeNode & { name: string };
    expect(api.name).toBe('账号管理-查询（list）');
    expect(tree.some((n) => n.path === '/systems/accountMg:resetPassword')).toBe(true);
  });
});
