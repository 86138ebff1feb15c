import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { resourcesByName } from '@coach/domain';
import { ADMIN, startTestApp, type TestApp } from './testApp';
import { download, PNG, upload } from './fileHelpers';

// Issue 53.3: API answers of 1 KB and more go out compressed by Accept-Encoding; small ones,
// files and exports as before.
const STRATEGIES = '/api/user/inner/sysUser/v1/loadStrategies';
const words = resourcesByName.sensitiveWord;
const LIST = words.api.list!;

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login(...ADMIN);
});
afterAll(() => t?.close());

const ask = (method: 'GET' | 'POST', url: string, encoding?: string, payload?: object) =>
  t.built.app.inject({
    method,
    url,
    payload,
    headers: { 'ctl-token': token, ...(encoding ? { 'accept-encoding': encoding } : {}) },
  });

describe('API answers compressed', () => {
  it('sends a large answer gzip or brotli as asked, with Vary, decoding to the same envelope', async () => {
    const plain = await ask('GET', STRATEGIES);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const envelope = plain.json();
    expect(envelope.status).toBe(true);
    expect(Object.keys(envelope.result).length).toBeGreaterThan(10);

    const gzipped = await ask('GET', STRATEGIES, 'gzip, deflate');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(String(gzipped.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(Number(gzipped.headers['content-length'])).toBe(gzipped.rawPayload.length);
    expect(gzipped.rawPayload.length * 5).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString('utf8'))).toEqual(envelope);

    // What browsers send: brotli wins.
    const brotli = await ask('GET', STRATEGIES, 'gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString('utf8'))).toEqual(envelope);
  });

  it('follows the weights: a coding refused by name is not sent, nor any for identity', async () => {
    const refused = await ask('GET', STRATEGIES, '*;q=0.1, br;q=0');
    expect(refused.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(refused.rawPayload).toString('utf8')).status).toBe(true);
    for (const encoding of ['identity', 'gzip;q=0, br;q=0']) {
      const answer = await ask('GET', STRATEGIES, encoding);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.json().status).toBe(true);
    }
  });

  it('leaves an answer under 1 KB plain, and errors the same envelope', async () => {
    const small = await ask('POST', LIST, 'gzip, br', { pageNum: 1, pageSize: 10 });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ status: true, result: { total: 0 } });
    const refused = await t.built.app.inject({
      method: 'GET',
      url: STRATEGIES,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toMatchObject({ status: false });
  });

  it('lists compress at least 5x (a page of 100 rows)', async () => {
    const [{ tenant_id: tenantId }] = await t.services.database.rows<{ tenant_id: string }>(
      sql`SELECT tenant_id FROM sys_user WHERE account = 'admin'`,
    );
    await t.services.database.rows(sql`INSERT INTO ${sql.raw(words.table)} (tenant_id, word, category, remark)
      SELECT ${tenantId}, '敏感词' || g, 1 + g % 3, '备注' || g FROM generate_series(1, 150) g`);
    const body = { pageNum: 1, pageSize: 100 };
    const plain = await ask('POST', LIST, undefined, body);
    const gzipped = await ask('POST', LIST, 'gzip', body);
    expect(plain.json().result.list).toHaveLength(100);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload.length * 5).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('sends files and exports as before: their bytes, their type, no coding of their own', async () => {
    const uploaded = await upload(t, token, { name: 'a.png', bytes: PNG, type: 'image/png' });
    expect(uploaded.body.status).toBe(true);
    const file = await download(t, uploaded.body.result.url, { 'accept-encoding': 'gzip, br' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-encoding']).toBeUndefined();
    expect(file.rawPayload.equals(PNG)).toBe(true);
    const part = await download(t, uploaded.body.result.url, { 'accept-encoding': 'gzip', range: 'bytes=2-9' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.rawPayload.equals(PNG.subarray(2, 10))).toBe(true);

    const exported = await ask('POST', words.api.export!, 'gzip, deflate, br', {});
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    expect(exported.headers['content-encoding']).toBeUndefined();
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    // The header row and the 150 words.
    expect(book.worksheets[0].rowCount).toBe(151);
  });
});
