import { captchaKey } from '../src/platform/auth/captcha';
import { describe, expect, test, withApp } from './fixtures';
import { ADMIN, CHANNEL, type TestApp } from './testApp';

const LOGIN = '/api/auth/inner/sysAuth/v1/login.pass';
const CAPTCHA = '/api/auth/inner/sysAuth/v1/imageCode.pass';
const LOGOUT = '/api/auth/inner/sysAuth/v1/logout/sendLogoutMessage.pass';
const LOAD = '/api/user/inner/sysUser/v1/load';
// The captcha's server of its own; the password and session tests take the file's.
const captchaOn = withApp({ captcha: true, loginRateLimit: 8 });

describe('login with the image captcha', () => {
  const it = captchaOn;
  let t: TestApp;
  it.beforeAll(({ app }) => {
    t = app;
  });

  const captcha = async () => {
    const { body } = await t.get(CAPTCHA);
    const answer = await t.services.kv.get<string>(captchaKey(body.result.captchaId));
    return { captchaId: body.result.captchaId as string, img: body.result.img as string, answer: answer! };
  };

  it('serves a PNG picture whose code is kept in the shared store', async () => {
    const c = await captcha();
    expect(c.img).toMatch(/^data:image\/png;base64,/);
    // The PNG signature; decoding and drawing are tested beside captcha.ts.
    expect(Buffer.from(c.img.split(',')[1], 'base64').subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(c.answer).toMatch(/^[a-z0-9]{4}$/);
  });

  it('refuses a wrong code, then the code is spent even for the right answer', async () => {
    const c = await captcha();
    const wrong = await t.post(LOGIN, {
      account: 'admin',
      password: 'Admin2026',
      captchaId: c.captchaId,
      captchaCode: 'zzzz',
    });
    expect(wrong.body).toMatchObject({ status: false, code: '100001', message: '验证码错误' });
    const again = await t.post(LOGIN, {
      account: 'admin',
      password: 'Admin2026',
      captchaId: c.captchaId,
      captchaCode: c.answer,
    });
    expect(again.body).toMatchObject({ status: false, code: '100002', message: '验证码已失效，请刷新' });
  });

  it('logs in with the right code (case-insensitive) and answers the token and isChannel', async () => {
    const c = await captcha();
    const res = await t.post(LOGIN, {
      account: 'admin',
      password: 'Admin2026',
      captchaId: c.captchaId,
      captchaCode: c.answer.toUpperCase(),
    });
    expect(res.body.status).toBe(true);
    expect(res.body.result['ctl-token']).toMatch(/^\d+\.[\w-]{40,}$/);
    expect(res.body.result.isChannel).toBe(false);
    const load = await t.get(LOAD, { token: res.body.result['ctl-token'] });
    expect(load.body.result.user.account).toBe('admin');
  });

  it('marks the channel user as isChannel', async () => {
    const c = await captcha();
    const res = await t.post(LOGIN, {
      account: CHANNEL[0],
      password: CHANNEL[1],
      captchaId: c.captchaId,
      captchaCode: c.answer,
    });
    expect(res.body.result.isChannel).toBe(true);
    expect(res.body.result.channelId).toMatch(/^\d+$/);
  });

  it('rate-limits logins per IP with HTTP 429', async () => {
    const results = [];
    for (let i = 0; i < 10; i++) {
      results.push(
        await t.post(LOGIN, { account: 'nobody', password: 'x', captchaId: 'x', captchaCode: 'x' }, { ip: '10.9.9.9' }),
      );
    }
    expect(results.slice(0, 8).every((r) => r.http === 200)).toBe(true);
    expect(results[9].http).toBe(429);
    expect(results[9].body.message).toBe('登录过于频繁，请稍后再试');
    // Another address is not affected.
    const other = await t.post(
      LOGIN,
      { account: 'nobody', password: 'x', captchaId: 'x', captchaCode: 'x' },
      { ip: '10.9.9.10' },
    );
    expect(other.http).toBe(200);
  });
});

describe('password failures and sessions', () => {
  const it = test;
  let t: TestApp;
  it.beforeAll(({ app }) => {
    t = app;
  });

  it('answers a wrong password and an unknown account alike', async () => {
    const wrong = await t.post(LOGIN, { account: 'admin', password: 'nope12345' });
    const unknown = await t.post(LOGIN, { account: 'ghost', password: 'nope12345' });
    expect(wrong.body).toMatchObject({ status: false, code: '100003', message: '账号或密码错误' });
    expect(unknown.body).toMatchObject({ status: false, code: '100003', message: '账号或密码错误' });
  });

  it('refuses an empty body with a Chinese message and no session', async () => {
    const res = await t.post(LOGIN, {});
    expect(res.body).toMatchObject({ status: false, code: '400', message: '请输入账号' });
  });

  it('refuses the address after 5 failures within 15 minutes, even for the right password', async () => {
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await t.post(LOGIN, { account: 'operator01', password: 'bad-' + i }));
    expect(results.slice(0, 4).map((r) => r.body.message)).toEqual(Array(4).fill('账号或密码错误'));
    expect(results[4].body).toMatchObject({ code: '100004', message: '密码错误次数过多，请15分钟后再试' });
    const right = await t.post(LOGIN, { account: 'operator01', password: 'Operator2026' });
    expect(right.body).toMatchObject({ status: false, code: '100004', message: '密码错误次数过多，请15分钟后再试' });
    expect(await t.services.kv.ttl('loginlock:operator01:127.0.0.1')).toBeGreaterThan(14 * 60);
    // Another address is not refused (security/loginLockout.test.ts has the rest).
    expect(
      (await t.post(LOGIN, { account: 'operator01', password: 'Operator2026' }, { ip: '10.7.7.7' })).body.status,
    ).toBe(true);
  });

  it('ends the session on logout: the token then answers the lost-session code', async () => {
    const token = await t.login(...ADMIN);
    expect((await t.get(LOAD, { token })).body.status).toBe(true);
    expect((await t.get(LOGOUT, { token })).body.status).toBe(true);
    const after = await t.get(LOAD, { token });
    expect(after.body).toMatchObject({ status: false, code: '000002' });
  });

  it('keeps no copy of a session read from the store while it was being ended', async () => {
    const token = await t.login(...ADMIN);
    const adminId = (await t.get(LOAD, { token })).body.result.user.id as string;
    const { auth } = t.services;
    // The permissions are read again from the database (slow) while the logout lands.
    await auth.invalidateUsers([adminId]);
    const reading = auth.resolve(token);
    await auth.end(token);
    await reading;
    expect(auth.resolveLocal(token)).toBeUndefined();
    expect(await auth.resolve(token)).toBeNull();
    expect((await t.get(LOAD, { token })).body).toMatchObject({ status: false, code: '000002' });
  });

  it('answers the lost-session code for a missing, forged or malformed token', async () => {
    const real = await t.login(...ADMIN);
    const forged = real.slice(0, -4) + 'AAAA';
    for (const token of [undefined, forged, 'garbage', '1.x']) {
      const res = await t.get(LOAD, { token });
      expect(res.body).toMatchObject({ status: false, code: '000002', message: '登录已失效，请重新登录' });
    }
  });

  it('stores only a hash of the token', async () => {
    const token = await t.login(...ADMIN);
    const { rows } = t.services.database;
    if (t.services.config.redisUrl) return expect(token).toBeTruthy();
    const { sql } = await import('drizzle-orm');
    const found = await rows<{ key: string }>(sql`SELECT key FROM sys_kv WHERE key LIKE 'sess:%'`);
    expect(found.length).toBeGreaterThan(0);
    expect(found.some((r) => r.key.includes(token.split('.')[1]))).toBe(false);
  });
});
