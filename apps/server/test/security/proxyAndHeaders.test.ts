import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, withApp } from '../fixtures';
import type { TestApp } from '../testApp';

const LOGIN = '/api/auth/inner/sysAuth/v1/login.pass';
const SAVE_WORD = '/api/system/inner/sensitiveWord/v1/save';
const badLogin = { account: 'nobody', password: 'x', captchaId: '', captchaCode: '' };

/** Posts a failed login from `ip` claiming to come from `forwarded`. */
const forgedLogin = (t: TestApp, ip: string, forwarded: string) =>
  t.post(LOGIN, badLogin, { ip, headers: { 'x-forwarded-for': forwarded } });

async function loggedIp(t: TestApp, word: string) {
  const [row] = await t.services.database.rows<{ ip: string }>(sql`SELECT l.ip FROM sys_operation_log l
    WHERE l.resource = 'sensitiveWord' AND l.after->>'word' = ${word}`);
  return row?.ip;
}

// A server for each describe: no proxy trusted, one trusted, and one serving a console page.
const noProxy = withApp({ loginRateLimit: 5 });
const behindProxy = withApp({ loginRateLimit: 5, trustProxy: ['10.0.0.0/8'] });
const withPage = withApp(() => {
  const webDist = mkdtempSync(join(tmpdir(), 'coach-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>t</title>');
  return { webDist };
});

describe('no proxy trusted (the default)', () => {
  const it = noProxy;
  let t: TestApp;
  let admin: string;
  it.beforeAll(async ({ app, admin: signedIn }) => {
    [t, admin] = [app, signedIn.token];
  });

  it('keeps the per-address login limit whatever X-Forwarded-For says', async () => {
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push((await forgedLogin(t, '10.1.1.1', `203.0.113.${i}`)).http);
    expect(answers.slice(0, 5).every((h) => h === 200)).toBe(true);
    expect(answers.slice(5)).toEqual([429, 429, 429]);
  });

  it('sends no HSTS over plain HTTP, whatever X-Forwarded-Proto a client claims', async () => {
    for (const headers of [{}, { 'x-forwarded-proto': 'https' }]) {
      const res = await t.built.app.inject({
        method: 'GET',
        url: '/api/health/live',
        headers,
        remoteAddress: '10.3.3.3',
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('records the connecting address in the operation log, not the forged one', async () => {
    const res = await t.post(
      SAVE_WORD,
      { word: '代驾包过', category: 3 },
      { token: admin, ip: '10.2.2.2', headers: { 'x-forwarded-for': '198.51.100.7' } },
    );
    expect(res.body.status).toBe(true);
    expect(await loggedIp(t, '代驾包过')).toBe('10.2.2.2');
  });
});

describe('COACH_TRUST_PROXY names the load balancer', () => {
  const it = behindProxy;
  let t: TestApp;
  let admin: string;
  it.beforeAll(async ({ app, admin: signedIn }) => {
    [t, admin] = [app, signedIn.token];
  });

  it('limits each client behind the proxy by its forwarded address', async () => {
    for (let i = 0; i < 5; i++) expect((await forgedLogin(t, '10.0.0.5', '198.51.100.1')).http).toBe(200);
    expect((await forgedLogin(t, '10.0.0.5', '198.51.100.1')).http).toBe(429);
    // Another client behind the same proxy is not held up by the first one.
    expect((await forgedLogin(t, '10.0.0.5', '198.51.100.2')).http).toBe(200);
  });

  it('still ignores the header from an address that is not the proxy', async () => {
    for (let i = 0; i < 5; i++) expect((await forgedLogin(t, '192.0.2.9', `203.0.113.${i}`)).http).toBe(200);
    expect((await forgedLogin(t, '192.0.2.9', '203.0.113.99')).http).toBe(429);
  });

  it('sends HSTS when the trusted proxy says the client came over HTTPS, and only then', async () => {
    const viaProxy = (proto: string, remoteAddress = '10.0.0.5') =>
      t.built.app.inject({
        method: 'GET',
        url: '/api/health/live',
        headers: { 'x-forwarded-proto': proto, 'x-forwarded-for': '198.51.100.3' },
        remoteAddress,
      });
    expect((await viaProxy('https')).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await viaProxy('http')).headers['strict-transport-security']).toBeUndefined();
    expect((await viaProxy('https', '192.0.2.10')).headers['strict-transport-security']).toBeUndefined();
  });

  it('records the client address the proxy forwarded', async () => {
    await t.post(
      SAVE_WORD,
      { word: '驾照代考', category: 3 },
      { token: admin, ip: '10.0.0.5', headers: { 'x-forwarded-for': '198.51.100.8' } },
    );
    expect(await loggedIp(t, '驾照代考')).toBe('198.51.100.8');
  });
});

describe('security headers and body size', () => {
  const it = withPage;
  let t: TestApp;
  it.beforeAll(({ app }) => {
    t = app;
  });

  it('serves the console page under its CSP, with the frame, sniffing and referrer headers', async () => {
    // Without its trailing slash the address is the same page under the same policy.
    const bare = await t.built.app.inject({ method: 'GET', url: '/ui/coach' });
    expect(bare.headers['content-security-policy']).toContain("default-src 'self'");
    const res = await t.built.app.inject({ method: 'GET', url: '/ui/coach/' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    // Served over plain HTTP (a school's local network): no HSTS that would lock browsers out.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers API calls, refusals and unknown paths with a policy that renders nothing', async () => {
    for (const [url, status] of [
      ['/api/auth/inner/sysAuth/v1/imageCode.pass', 200],
      ['/api/user/inner/sysUser/v1/load', 200],
      ['/nowhere', 404],
    ] as const) {
      const res = await t.built.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('same-origin');
    }
  });

  it('answers an over-size body with 请求内容过大 (413)', async () => {
    const res = await t.built.app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ account: 'x'.repeat(3 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: false, message: '请求内容过大' });
  });
});
