import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp, type TestApp } from './testApp';

describe('serving the built console under /ui/coach/', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'coach-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>驾培运营管理后台</title>');
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await startTestApp({ webDist: dist });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.built.app.inject({ method: 'GET', url });

  it('answers index.html for every history route, uncached', async () => {
    for (const url of ['/ui/coach/', '/ui/coach', '/ui/coach/login', '/ui/coach/systems/role/roleList?pageNum=2']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('驾培运营管理后台');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets for a year and a missing asset as 404, not as the page', async () => {
    const asset = await get('/ui/coach/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await get('/ui/coach/assets/gone-000.js')).statusCode).toBe(404);
  });

  it('redirects the root to the console', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/ui/coach/');
  });
});
