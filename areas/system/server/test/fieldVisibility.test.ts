import { resourcesByName } from '@coach/domain';
import { callerOf, describe, expect, test as it, type Caller } from '@coach/server/test/fixtures.ts';
import { flatten } from '@coach/server/test/resourceTree.ts';

const { account, role } = resourcesByName;

describe('per-role field visibility (userResMap fields)', () => {
  let viewer: Caller;
  it.beforeAll(async ({ app, admin }) => {
    const tree = flatten((await admin.post('/api/user/inner/sysRole/v1/resourceTree', {})).body.result);
    const pick = (path: string) => tree.find((n) => n.path === path)!.id;
    const granted = [
      pick('/systems/accountMg'),
      pick(account.api.list!),
      pick(account.api.detail!),
      pick(account.api.export!),
      pick('/systems/accountMg#account'),
      pick('/systems/accountMg#name'),
    ];
    const created = await admin.call(role, 'save', {
      roleName: '账号只读',
      roleCode: 'ACCOUNT_READ',
      resourceIds: granted,
    });
    const roles = [created.body.result.id];
    const user = await admin.call(account, 'save', {
      account: 'reader01',
      name: '只读员',
      mobile: '13512345678',
      enterpriseType: 1,
      roleIds: roles,
    });
    viewer = callerOf(app, await app.firstLogin('reader01', user.body.result.initialPassword));
  });

  it('answers only the granted fields in list and detail, and names them in the resource map', async () => {
    const list = (await viewer.call(account, 'list')).body.result.list;
    expect(Object.keys(list[0]).sort()).toEqual(expect.arrayContaining(['account', 'id', 'name']));
    expect(list[0]).not.toHaveProperty('mobile');
    expect(list[0]).not.toHaveProperty('lastLoginTime');
    const detail = (await viewer.call(account, 'detail', { id: list[0].id })).body.result;
    expect(detail).not.toHaveProperty('mobile');
    const map = (await viewer.get('/api/user/inner/sysUser/v1/loadStrategies')).body.result;
    expect(map['/systems/accountMg'].fields.sort()).toEqual(['account', 'name']);
  });

  it('exports only the granted columns', async ({ app }) => {
    const res = await app.built.app.inject({
      method: 'POST',
      url: account.api.export!,
      payload: {},
      headers: { 'ctl-token': viewer.token },
    });
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('table')!.getRow(1).values).toEqual([undefined, '登录账号', '姓名']);
  });

  it('leaves every field to the administrator', async ({ admin }) => {
    const list = (await admin.call(account, 'list')).body.result.list;
    expect(list[0]).toHaveProperty('mobile');
    const map = (await admin.get('/api/user/inner/sysUser/v1/loadStrategies')).body.result;
    expect(map['/systems/accountMg'].fields).toEqual([]);
  });
});
