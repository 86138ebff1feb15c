import { describe, expect, withApp } from '../fixtures';
import type { TestApp } from '../testApp';

const LOAD = '/api/user/inner/sysUser/v1/load';
const CAPTCHA = '/api/auth/inner/sysAuth/v1/imageCode.pass';
const it = withApp({ rateLimit: { perUser: 6, perAddress: 40 } });

describe('general rate limit per user and per address', () => {
  let t: TestApp;
  let admin: string;
  let operator: string;
  it.beforeAll(async ({ app, admin: signedIn, operator: operatorSignedIn }) => {
    [t, admin, operator] = [app, signedIn.token, operatorSignedIn.token];
  });

  it('stops a user past the limit with 操作过于频繁，请稍后再试 and leaves other users alone', async () => {
    // Each user calls from its own address, so only the per-user limit is in play.
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push(await t.get(LOAD, { token: admin, ip: `10.3.0.${i}` }));
    expect(answers.slice(0, 6).every((a) => a.http === 200 && a.body.status)).toBe(true);
    for (const late of answers.slice(6)) {
      expect(late.http).toBe(429);
      expect(late.body).toMatchObject({ status: false, code: '429', message: '操作过于频繁，请稍后再试' });
    }
    const other = await t.get(LOAD, { token: operator, ip: '10.3.1.1' });
    expect(other.body.status).toBe(true);
  });

  it('stops one address past its limit, signed in or not, and tells when to retry', async () => {
    const answers = [];
    for (let i = 0; i < 42; i++) answers.push(await t.get(CAPTCHA, { ip: '10.4.0.1' }));
    expect(answers.slice(0, 40).every((a) => a.http === 200)).toBe(true);
    expect(answers.slice(40).map((a) => a.http)).toEqual([429, 429]);
    const retry = await t.built.app.inject({ method: 'GET', url: CAPTCHA, remoteAddress: '10.4.0.1' });
    expect(Number(retry.headers['retry-after'])).toBeGreaterThan(0);
    expect((await t.get(CAPTCHA, { ip: '10.4.0.2' })).http).toBe(200);
  });

  it.runIf(process.env.REDIS_URL)('keeps the counters in Redis under the installation prefix', async () => {
    const { Redis } = await import('ioredis');
    const redis = new Redis(process.env.REDIS_URL!);
    try {
      const keys = await redis.keys(`${t.services.config.redisPrefix}ratelimit:*`);
      expect(keys.length).toBeGreaterThan(0);
    } finally {
      redis.disconnect();
    }
  });
});
