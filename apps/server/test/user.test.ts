import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { describe, expect, test as it, withApp, type Caller } from './fixtures';
import { ADMIN, CHANNEL, OPERATOR, type TestApp } from './testApp';

const base = '/api/user/inner/sysUser/v1';
// The sessions' server: they sign in many times and change the operator's password.
const sessionsApp = withApp();

describe('the session user', () => {
  const it = sessionsApp;
  let t: TestApp;
  it.beforeAll(({ app }) => {
    t = app;
  });

  it('loads user info with tenant, roles and the channel of a channel user', async () => {
    const token = await t.login(...CHANNEL);
    const { body } = await t.get(`${base}/load`, { token });
    expect(body.status).toBe(true);
    const user = body.result.user;
    expect(user).toMatchObject({
      account: 'channel01',
      tenantName: '示例驾培集团',
      enterpriseType: 4,
      isChannel: true,
    });
    expect(user.channel).toMatchObject({ id: user.channelId, name: '城东合作渠道' });
    expect(typeof user.id).toBe('string');
    expect(body.result.permissions).toContain('/channelMgs/channelMgBg/BillMg');
  });

  it('sends the cached load answer compressed as the client accepts it: brotli, gzip or plain', async () => {
    const token = await t.login(...OPERATOR);
    const load = (encoding?: string) =>
      t.built.app.inject({
        method: 'GET',
        url: `${base}/load`,
        headers: { 'ctl-token': token, ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const plain = await load();
    const browser = await load('gzip, deflate, br, zstd');
    const zipped = await load('gzip, deflate');
    const refused = await load('br;q=0, gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(browser.headers['content-encoding']).toBe('br');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(refused.headers['content-encoding']).toBe('gzip');
    for (const answer of [browser, zipped]) expect(answer.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(browser.rawPayload).toString())).toEqual(plain.json());
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
    expect(browser.rawPayload.length).toBeLessThan(zipped.rawPayload.length);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(plain.json().result.user.account).toBe('operator01');
    // The first answer was built, the next ones come from the process's copy (sent without a
    // promise): the same bytes and headers.
    const again = await load();
    expect(again.rawPayload.equals(plain.rawPayload)).toBe(true);
    expect(again.headers['content-type']).toBe(plain.headers['content-type']);
    expect(again.headers['x-frame-options']).toBe('DENY');
  });

  it('builds a per-user answer once for calls arriving together, not from a read begun before a change', async () => {
    const { auth } = t.services;
    let builds = 0;
    const build = async () => {
      const mine = ++builds;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return mine;
    };
    const together = await Promise.all(Array.from({ length: 10 }, () => auth.derive('999999', 'test:together', build)));
    expect(builds).toBe(1);
    expect(new Set(together)).toEqual(new Set([1]));
    expect(await auth.derive('999999', 'test:together', build)).toBe(1);
    // A change while a build runs: that build's answer is not kept, and later callers start anew.
    await auth.invalidateUsers(['999999']);
    const before = auth.derive('999999', 'test:together', build);
    await auth.invalidateUsers(['999999']);
    const after = auth.derive('999999', 'test:together', build);
    expect([await before, await after]).toEqual([2, 3]);
    expect(await auth.derive('999999', 'test:together', build)).toBe(3);
  });

  it('sends the changed load answer once the user changes', async () => {
    const token = await t.login(...OPERATOR);
    const load = () =>
      t.built.app.inject({
        method: 'GET',
        url: `${base}/load`,
        headers: { 'ctl-token': token, 'accept-encoding': 'br' },
      });
    const first = await load();
    const operatorId = JSON.parse(brotliDecompressSync(first.rawPayload).toString()).result.user.id as string;
    await t.services.database.rows(sql`UPDATE sys_user SET name = '王运营改' WHERE id = ${operatorId}`);
    await t.services.auth.invalidateUsers([operatorId]);
    try {
      expect(JSON.parse(brotliDecompressSync((await load()).rawPayload).toString()).result.user.name).toBe('王运营改');
    } finally {
      await t.services.database.rows(sql`UPDATE sys_user SET name = '王运营' WHERE id = ${operatorId}`);
      await t.services.auth.invalidateUsers([operatorId]);
    }
  });

  it('builds the resource map keyed by page path', async () => {
    const admin = await t.login(...ADMIN);
    const all = (await t.get(`${base}/loadStrategies`, { token: admin })).body.result;
    expect(all['/systems/accountMg'].fields).toEqual([]);
    expect(all['/systems/accountMg'].buttons).toEqual(
      expect.arrayContaining([
        '/systems/accountMg:add',
        '/systems/accountMg:edit',
        '/systems/accountMg:delete',
        '/systems/accountMg:enable',
        '/systems/accountMg:disable',
      ]),
    );
    const operator = await t.login(...OPERATOR);
    const some = (await t.get(`${base}/loadStrategies`, { token: operator })).body.result;
    expect(some['/marketings/classMgList']).toBeDefined();
    expect(some['/systems/accountMg']).toBeUndefined();
  });

  it('changes the password: rule and old password checked, other sessions end, this one stays', async () => {
    const token = await t.login(...OPERATOR);
    const other = await t.login(...OPERATOR);
    const weak = await t.post(`${base}/updatePwd`, { oldPassword: OPERATOR[1], newPassword: 'abcdef' }, { token });
    expect(weak.body).toMatchObject({ status: false, message: '请输入6-16位由数字,字母组合的密码' });
    const wrongOld = await t.post(
      `${base}/updatePwd`,
      { oldPassword: 'Wrong2026', newPassword: 'NewPass2027' },
      { token },
    );
    expect(wrongOld.body).toMatchObject({ status: false, message: '原密码错误' });
    // Nothing changed: the old password still works.
    expect((await t.get(`${base}/load`, { token: other })).body.status).toBe(true);

    const changed = await t.post(
      `${base}/updatePwd`,
      { oldPassword: OPERATOR[1], newPassword: 'NewPass2027' },
      { token },
    );
    expect(changed.body).toMatchObject({ status: true, message: '密码修改成功' });
    expect((await t.get(`${base}/load`, { token })).body.status).toBe(true);
    expect((await t.get(`${base}/load`, { token: other })).body.code).toBe('000002');
    await expect(t.login(...OPERATOR)).rejects.toThrow('账号或密码错误');
    expect(await t.login('operator01', 'NewPass2027')).toBeTruthy();
  });
});

describe('common lookups', () => {
  // The file's server, not the sessions' above: those change the operator's password on theirs.
  let operator: Caller;
  it.beforeAll(async ({ operator: signedIn }) => {
    operator = signedIn;
  });

  it('serves the dictionaries as value/label lists per type', async () => {
    const { body } = await operator.get('/api/system/inner/sysDictionary/findDictMesToCache');
    expect(body.result.accompany_order_status).toEqual([
      { value: '1', label: '待派单' },
      { value: '2', label: '已派单' },
      { value: '3', label: '已完成' },
      { value: '4', label: '退款审核中' },
      { value: '5', label: '已退款' },
    ]);
  });

  it('serves the GB/T 2260 region tree: 全国 > provinces > cities > districts', async () => {
    const { body } = await operator.post('/api/system/inner/sysRegion/tree', {});
    const [root] = body.result;
    expect(root.name).toBe('全国');
    expect(root.children.length).toBe(31);
    const guangdong = root.children.find((p: { code: string }) => p.code === '440000');
    expect(guangdong.name).toBe('广东省');
    const shenzhen = guangdong.children.find((c: { code: string }) => c.code === '440300');
    expect(shenzhen.name).toBe('深圳市');
    expect(shenzhen.children.map((d: { name: string }) => d.name)).toContain('南山区');
  });

  it('issues a six-digit remote support code that expires', async () => {
    const { body } = await operator.get('/api/system/authcodes/getPcRemoteAuthCode');
    expect(body.result.authCode).toMatch(/^\d{6}$/);
    expect(body.result.expireTime).toBeGreaterThan(Date.now() / 1000);
  });
});
