import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from '../testApp';
import { flatten } from '../resourceTree';

const role = '/api/user/inner/sysRole/v1';
const account = '/api/user/inner/sysOperationUser/v1';

describe('per-role field visibility (userResMap fields)', () => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(...ADMIN);
    const tree = flatten((await t.post(`${role}/resourceTree`, {}, { token: admin })).body.result);
    const pick = (path: string) => tree.find((n) => n.path === path)!.id;
    const granted = [
      pick('/systems/accountMg'),
      pick(`/api${account.slice(4)}/list`),
      pick(`/api${account.slice(4)}/detail`),
      pick(`/api${account.slice(4)}/export`),
      pick('/systems/accountMg#account'),
      pick('/systems/accountMg#name'),
    ];
    const created = await t.post(
      `${role}/saveOrUpdate`,
      { roleName: '账号只读', roleCode: 'ACCOUNT_READ', resourceIds: granted },
      { token: admin },
    );
    const roles = [created.body.result.id];
    const user = await t.post(
      `${account}/saveOrUpdate`,
      { account: 'reader01', name: '只读员', mobile: '13512345678', enterpriseType: 1, roleIds: roles },
      { token: admin },
    );
    viewer = await t.login('reader01', user.body.result.initialPassword);
  });
  afterAll(() => t.close());

  it('answers only the granted fields in list and detail, and names them in the resource map', async () => {
    const list = (await t.post(`${account}/list`, {}, { token: viewer })).body.result.list;
    expect(Object.keys(list[0]).sort()).toEqual(expect.arrayContaining(['account', 'id', 'name']));
    expect(list[0]).not.toHaveProperty('mobile');
    expect(list[0]).not.toHaveProperty('lastLoginTime');
    const detail = (await t.post(`${account}/detail`, { id: list[0].id }, { token: viewer })).body.result;
    expect(detail).not.toHaveProperty('mobile');
    const map = (await t.get('/api/user/inner/sysUser/v1/loadStrategies', { token: viewer })).body.result;
    expect(map['/systems/accountMg'].fields.sort()).toEqual(['account', 'name']);
  });

  it('exports only the granted columns', async () => {
    const res = await t.built.app.inject({
      method: 'POST',
      url: `${account}/export`,
      payload: {},
      headers: { 'ctl-token': viewer },
    });
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('table')!.getRow(1).values).toEqual([undefined, '登录账号', '姓名']);
  });

  it('leaves every field to the administrator', async () => {
    const list = (await t.post(`${account}/list`, {}, { token: admin })).body.result.list;
    expect(list[0]).toHaveProperty('mobile');
    const map = (await t.get('/api/user/inner/sysUser/v1/loadStrategies', { token: admin })).body.result;
    expect(map['/systems/accountMg'].fields).toEqual([]);
  });
});
