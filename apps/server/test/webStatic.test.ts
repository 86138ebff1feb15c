import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
// What the web build runs (vite's closeBundle): the server is tested on the files it writes.
import { precompress } from '../../web/scripts/precompress.mjs';
import { describe, expect, withApp } from './fixtures';
import type { TestApp } from './testApp';

const SCRIPT = `console.log(${JSON.stringify('驾培运营管理后台 '.repeat(400))});\n`;
const PAGE = `<!doctype html><title>驾培运营管理后台</title>${'<meta name="x" content="y">'.repeat(60)}`;

let dist: string;
/** A server of the console built into a folder of its own, listening (the raw requests need a socket). */
const it = withApp(async () => {
  // The console's folder sits beside a file that must never be reachable through it.
  const outside = mkdtempSync(join(tmpdir(), 'coach-web-'));
  writeFileSync(join(outside, 'secret.txt'), 'not for the web');
  dist = join(outside, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
  writeFileSync(join(dist, 'index.html'), PAGE);
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'tiny-abc123.js'), 'console.log(1)');
  mkdirSync(join(dist, 'UEditor'));
  writeFileSync(join(dist, 'UEditor', 'editor-abc123.js'), 'console.log("editor")');
  await precompress(dist);
  return { webDist: dist };
});

describe('serving the built console under /ui/coach/', () => {
  let t: TestApp;
  it.beforeAll(async ({ app }) => {
    t = app;
    await t.built.app.listen({ port: 0, host: '127.0.0.1' });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.built.app.inject({ method: 'GET', url, headers });
  /** The request line exactly as written (inject and fetch would normalise `%2e%2e` and `..`). */
  const raw = async (url: string) => {
    const address = t.built.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const text = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.end(`GET ${url} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
      );
      let answer = '';
      socket
        .setEncoding('latin1')
        .on('data', (chunk) => (answer += chunk))
        .on('end', () => resolve(answer))
        .on('error', reject);
    });
    const [head, ...body] = text.split('\r\n\r\n');
    const status = Number(head.split(' ')[1]);
    const type = /^content-type: (.*)$/im.exec(head)?.[1];
    return { status, type, body: body.join('\r\n\r\n') };
  };

  it('answers index.html for every history route, uncached', async () => {
    for (const url of [
      '/ui/coach/',
      '/ui/coach',
      '/ui/coach/login',
      '/ui/coach/systems/role/roleList?pageNum=2',
      '/ui/coach/index.html',
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('驾培运营管理后台');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('writes brotli and gzip beside each text file worth it at build time, never the tiny ones or the manifest', () => {
    expect(readdirSync(join(dist, 'assets')).sort()).toEqual([
      'app-abc123.js',
      'app-abc123.js.br',
      'app-abc123.js.gz',
      'tiny-abc123.js',
    ]);
    expect(readdirSync(dist)).toContain('index.html.br');
    expect(readdirSync(join(dist, '.vite'))).toEqual(['manifest.json']);
  });

  it('sends the compressed file the client weighs highest, as the load call does, with the same caching', async () => {
    const cases: [string, string | undefined][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['br;q=0.5, gzip', 'gzip'],
      ['*;q=0.1, br;q=0', 'gzip'],
      ['gzip;q=0, br;q=0', undefined],
      ['identity', undefined],
      ['', undefined],
    ];
    for (const [accept, coding] of cases) {
      const res = await get('/ui/coach/assets/app-abc123.js', accept ? { 'accept-encoding': accept } : {});
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(coding);
      expect(res.headers['content-type'], accept).toMatch(/^(application|text)\/javascript/);
      expect(res.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      expect(String(res.headers.vary).toLowerCase(), accept).toContain('accept-encoding');
      const body =
        coding === 'br'
          ? brotliDecompressSync(res.rawPayload)
          : coding === 'gzip'
            ? gunzipSync(res.rawPayload)
            : res.rawPayload;
      expect(body.toString(), accept).toBe(SCRIPT);
      if (coding) expect(res.rawPayload.length, accept).toBeLessThan(SCRIPT.length / 4);
    }
    const page = await get('/ui/coach/login', { 'accept-encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(PAGE);
    // A file with no variant is sent as it is.
    const tiny = await get('/ui/coach/assets/tiny-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect([tiny.statusCode, tiny.headers['content-encoding'], tiny.body]).toEqual([200, undefined, 'console.log(1)']);
  });

  it('keeps the headers pages and assets had under the earlier major of the plugin: caching, validators, security', async () => {
    for (const [url, cache] of [
      ['/ui/coach/assets/app-abc123.js', 'public, max-age=31536000, immutable'],
      ['/ui/coach/login', 'no-cache'],
    ]) {
      for (const accept of ['br', 'identity']) {
        const res = await get(url, { 'accept-encoding': accept });
        expect(res.headers['cache-control']).toBe(cache);
        expect(res.headers.etag).toBeTruthy();
        expect(res.headers['last-modified']).toBeTruthy();
        expect(res.headers['accept-ranges']).toBe('bytes');
        expect(res.headers['content-security-policy']).toContain("default-src 'self'");
        expect(res.headers['x-frame-options']).toBe('DENY');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['referrer-policy']).toBe('same-origin');
        // A revalidation of an unchanged file is answered without the body.
        const again = await get(url, { 'accept-encoding': accept, 'if-none-match': String(res.headers.etag) });
        expect(again.statusCode).toBe(304);
      }
    }
  });

  // Issue 50.7: spec §9 puts the editor's assets at /ui/coach/UEditor/; the folder answered the
  // console's page. The editor's chunk is built there, and nothing else there is a page.
  it('serves the editor from /ui/coach/UEditor/, cached as an asset, and answers anything else there 404', async () => {
    const editor = await get('/ui/coach/UEditor/editor-abc123.js');
    expect([editor.statusCode, editor.body]).toEqual([200, 'console.log("editor")']);
    expect(editor.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(editor.headers['content-type']).toContain('javascript');
    for (const url of [
      '/ui/coach/UEditor/',
      '/ui/coach/UEditor',
      '/ui/coach/UEditor/ueditor.config.js',
      '/ui/coach/UEditor/dialogs/image',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('驾培');
    }
  });

  it('answers a missing asset 404, not the page', async () => {
    const res = await get('/ui/coach/assets/gone-000.js');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('驾培');
  });

  it('answers every path that leaves the console exactly as a missing file, whatever its encoding', async () => {
    const missing = await raw('/ui/coach/assets/gone-000.js');
    expect(missing.status).toBe(404);
    const outside = [
      '/ui/coach/assets/..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
      '/ui/coach/assets/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/ui/coach/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/ui/coach/assets/..%252f..%252f..%252fetc%252fpasswd',
      '/ui/coach/assets/%252e%252e%252f%252e%252e%252fsecret.txt',
      '/ui/coach/assets/..\\..\\..\\..\\etc\\passwd',
      '/ui/coach/assets/..%5c..%5csecret.txt',
      '/ui/coach/..%2fsecret.txt',
      '/ui/coach/..%2f..%2f..%2f..%2fetc/passwd',
      '/ui/coach/%2e%2e/secret.txt',
      '/ui/coach/../secret.txt',
      '/ui/coach/assets/../../secret.txt',
      '/ui/coach/assets/..%00/secret.txt',
      // The build's own side files are not pages either.
      '/ui/coach/assets/app-abc123.js.br',
      '/ui/coach/index.html.gz',
      '/ui/coach/.vite/manifest.json',
    ];
    for (const url of outside) {
      const res = await raw(url);
      expect([url, res.status, res.type, res.body]).toEqual([url, 404, missing.type, missing.body]);
    }
  });

  it('redirects the root to the console', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/ui/coach/');
  });
});
