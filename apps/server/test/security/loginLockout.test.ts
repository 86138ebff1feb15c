import { resourcesByName } from '@coach/domain';
import { callerOf, describe, expect, withApp, type Caller } from '../fixtures';
import { OPERATOR, type TestApp } from '../testApp';

const LOGIN = '/api/auth/inner/sysAuth/v1/login.pass';
const LOAD = '/api/user/inner/sysUser/v1/load';
const ACCOUNT = '/api/user/inner/sysOperationUser/v1';
const LOST = '000002';
const { account: accountDef, role: roleDef } = resourcesByName;

// A server of its own: these tests lock accounts the other files sign in with.
const it = withApp({ loginRateLimit: 1000, loginLockAddresses: 4 });
const limited = withApp({ loginRateLimit: 2 });

const login = (t: TestApp, account: string, password: string, ip: string) =>
  t.call('POST', LOGIN, { account, password, captchaId: '', captchaCode: '' }, { ip });

/** The raw answer, for its headers. */
const rawLogin = (t: TestApp, account: string, password: string, ip: string) =>
  t.built.app.inject({
    method: 'POST',
    url: LOGIN,
    payload: { account, password, captchaId: '', captchaCode: '' },
    remoteAddress: ip,
  });

describe('failed logins count per account and address', () => {
  it('locks out only the address that guessed, with Retry-After; the owner signs in from elsewhere', async ({
    app: t,
  }) => {
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await login(t, 'operator01', `bad-${i}`, '198.51.100.1')).body.message);
    expect(answers.slice(0, 4)).toEqual(Array(4).fill('账号或密码错误'));
    expect(answers[4]).toBe('密码错误次数过多，请15分钟后再试');
    // The right password from the guessing address is refused meanwhile…
    const refused = await rawLogin(t, ...OPERATOR, '198.51.100.1');
    expect(refused.json()).toMatchObject({
      status: false,
      code: '100004',
      message: '密码错误次数过多，请15分钟后再试',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // …and accepted from the owner's own address.
    expect((await login(t, ...OPERATOR, '203.0.113.7')).body).toMatchObject({ status: true, message: '登录成功' });
  });

  it('locks the account only after failures from many addresses, and an administrator lifts it', async ({
    app: t,
    admin,
  }) => {
    // Three addresses with 3 failures each: not yet (the server's limit is 4 addresses).
    for (const host of [11, 12, 13]) for (let i = 0; i < 3; i++) await login(t, 'channel01', 'bad', `192.0.2.${host}`);
    expect((await login(t, 'channel01', 'Channel2026', '203.0.113.8')).body.status).toBe(true);
    // A fourth: the account itself is locked, from any address, the right password too.
    for (let i = 0; i < 2; i++) await login(t, 'channel01', 'bad', '192.0.2.14');
    expect((await login(t, 'channel01', 'bad', '192.0.2.14')).body.message).toBe('账号已锁定，请15分钟后再试');
    const locked = await rawLogin(t, 'channel01', 'Channel2026', '203.0.113.9');
    expect(locked.json()).toMatchObject({ status: false, code: '100004', message: '账号已锁定，请15分钟后再试' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);

    const [row] = (await admin.call(accountDef, 'list', { account: 'channel01' })).body.result.list;
    const lift = await admin.post(`${ACCOUNT}/unlock`, { id: row.id });
    expect(lift.body).toMatchObject({ status: true, message: '已解除登录锁定' });
    expect((await login(t, 'channel01', 'Channel2026', '203.0.113.9')).body.status).toBe(true);
    // The lift also ended what the guessing addresses had earned on the account.
    expect((await login(t, 'channel01', 'Channel2026', '192.0.2.14')).body.status).toBe(true);
  });

  it('lifts an address’s lock with the account’s, and refuses a lift of an account out of reach', async ({
    app: t,
    admin,
    operator,
  }) => {
    for (let i = 0; i < 5; i++) await login(t, 'admin', 'bad', '198.51.100.2');
    expect((await login(t, 'admin', 'Admin2026', '198.51.100.2')).body.code).toBe('100004');
    const [me] = (await admin.call(accountDef, 'list', { account: 'admin' })).body.result.list;
    // An id that names no account in the caller's reach changes nothing.
    expect((await admin.post(`${ACCOUNT}/unlock`, { id: '999999999' })).body).toMatchObject({ status: false });
    expect((await admin.post(`${ACCOUNT}/unlock`, { id: me.id })).body.status).toBe(true);
    expect((await login(t, 'admin', 'Admin2026', '198.51.100.2')).body.status).toBe(true);
    // Someone without the grant is refused.
    expect((await operator.post(`${ACCOUNT}/unlock`, { id: me.id })).body.status).toBe(false);
  });
});

limited('answers a login over the per-address limit with 429 and Retry-After', async ({ app: t }) => {
  for (let i = 0; i < 2; i++) await login(t, 'nobody', 'x', '198.51.100.99');
  const over = await rawLogin(t, 'nobody', 'x', '198.51.100.99');
  expect(over.statusCode).toBe(429);
  expect(over.json().message).toBe('登录过于频繁，请稍后再试');
  expect(Number(over.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
});

describe('an account disabled, deleted or given new roles loses its sessions at once', () => {
  async function newAccount(t: TestApp, admin: Caller, account: string) {
    const roles = (await admin.call(roleDef, 'list', { pageSize: 50 })).body.result.list as { id: string }[];
    const saved = await admin.call(accountDef, 'save', {
      account,
      name: '会话测试',
      mobile: '13912340000',
      enterpriseType: 1,
      roleIds: [roles[0].id],
    });
    expect(saved.body.status).toBe(true);
    const [row] = (await admin.call(accountDef, 'list', { account })).body.result.list;
    const session = callerOf(t, await t.login(account, saved.body.result.initialPassword));
    expect((await session.get(LOAD)).body.status).toBe(true);
    return { row, session, password: saved.body.result.initialPassword as string, roles };
  }

  it('disabled: the old token stays ended after the account is enabled again', async ({ app: t, admin }) => {
    const { row, session, password } = await newAccount(t, admin, 'sess01');
    expect((await admin.post(`${ACCOUNT}/disable`, { ids: [row.id] })).body.status).toBe(true);
    expect((await session.get(LOAD)).body.code).toBe(LOST);
    expect((await admin.post(`${ACCOUNT}/enable`, { ids: [row.id] })).body.status).toBe(true);
    expect((await session.get(LOAD)).body.code).toBe(LOST);
    // A new sign-in works as before.
    expect((await callerOf(t, await t.login('sess01', password)).get(LOAD)).body.status).toBe(true);
  });

  it('given other roles: signed out; saved with the same roles: kept', async ({ app: t, admin }) => {
    const { row, session, roles } = await newAccount(t, admin, 'sess02');
    const detail = (await admin.call(accountDef, 'detail', { id: row.id })).body.result;
    const same = await admin.call(accountDef, 'save', { ...detail, id: row.id, roleIds: [roles[0].id] });
    expect(same.body.status).toBe(true);
    expect((await session.get(LOAD)).body.status).toBe(true);
    const other = await admin.call(accountDef, 'save', { ...detail, id: row.id, roleIds: [roles[1].id] });
    expect(other.body.status).toBe(true);
    expect((await session.get(LOAD)).body.code).toBe(LOST);
  });

  it('deleted: signed out', async ({ app: t, admin }) => {
    const { row, session } = await newAccount(t, admin, 'sess03');
    expect((await admin.call(accountDef, 'delete', { ids: [row.id] })).body.status).toBe(true);
    expect((await session.get(LOAD)).body.code).toBe(LOST);
  });
});
