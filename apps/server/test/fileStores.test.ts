import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { readConfig, ConfigError } from '../src/config';
import { createDbFileStore } from '../src/platform/files/dbFileStore';
import { createDiskFileStore } from '../src/platform/files/diskFileStore';
import type { FileStore } from '../src/platform/files/fileStore';
import { parseRange } from '../src/features/common/fileDownload';
import { describe, expect, test as it, withApp } from './fixtures';
import { ADMIN, type TestApp } from './testApp';
import { download, PNG, upload } from './fileHelpers';

const LIMIT = 64;

/** A server keeping its files in `kind`, under a folder of its own removed after it has closed. */
const storeApp = (kind: 'db' | 'disk') =>
  withApp((onCleanup) => {
    const dir = mkdtempSync(join(tmpdir(), 'coach-files-'));
    onCleanup(() => rmSync(dir, { recursive: true, force: true }));
    return { fileStore: kind, fileDir: dir };
  });
const stores = { db: storeApp('db'), disk: storeApp('disk') };

describe.each(['db', 'disk'] as const)('the %s file store', (kind) => {
  const it = stores[kind];
  let t: TestApp;
  let dir: string;
  let store: FileStore;
  it.beforeAll(({ app }) => {
    [t, dir] = [app, app.services.config.fileDir];
    const { database } = t.services;
    store = kind === 'db' ? createDbFileStore(database, LIMIT) : createDiskFileStore(database, dir, LIMIT);
  });

  const file = (tenantId: string) => ({ tenantId, name: '说明.txt', contentType: 'text/plain', createBy: null });

  it('puts buffers and streams, reads whole files and ranges, and scopes reads to the tenant', async () => {
    const a = await store.put(file('1'), Buffer.from('hello world'));
    const b = await store.put(file('2'), Readable.from([Buffer.from('第二'), Buffer.from('个文件')]));
    expect(a).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const got = await store.get(a);
    expect(got?.meta).toMatchObject({ key: a, tenantId: '1', name: '说明.txt', size: 11, createBy: null });
    expect(got?.meta.createTime).toBeGreaterThan(1_700_000_000);
    expect(await text(got!.stream)).toBe('hello world');
    expect(await text((await store.get(a, { range: { start: 6, end: 10 } }))!.stream)).toBe('world');
    expect(await text((await store.get(b, { tenantId: '2' }))!.stream)).toBe('第二个文件');
    expect(await store.get(b, { tenantId: '1' })).toBeUndefined();
    expect((await store.stat([b, a, 'x'.repeat(32)], undefined)).map((m) => m.key)).toEqual([b, a]);
    expect((await store.stat([b, a], '1')).map((m) => m.key)).toEqual([a]);
    // A zip may name 500 keys: looked up in slices PGlite can bind.
    const many = Array.from({ length: 499 }, (_, i) => `${'m'.repeat(28)}${String(i).padStart(4, '0')}`);
    expect((await store.stat([...many, a], '1')).map((m) => m.key)).toEqual([a]);
    await store.delete(a);
    expect(await store.get(a)).toBeUndefined();
  });

  it('refuses bodies over the limit and keeps nothing of them', async () => {
    await expect(store.put(file('1'), Buffer.alloc(LIMIT + 1))).rejects.toThrow('文件大小不能超过');
    const stream = Readable.from([Buffer.alloc(40), Buffer.alloc(40)]);
    await expect(store.put({ ...file('1'), key: 'K'.repeat(32) }, stream)).rejects.toThrow('文件大小不能超过');
    expect(await store.get('K'.repeat(32))).toBeUndefined();
  });

  it('serves uploads through the app with this store', async () => {
    const admin = await t.login(...ADMIN);
    const { body } = await upload(t, admin, { name: 'p.png', bytes: PNG });
    expect(body.status).toBe(true);
    const res = await download(t, body.result.url);
    expect(res.rawPayload.equals(PNG)).toBe(true);
  });
});

describe('file settings and ranges', () => {
  it('reads FILE_STORE, FILE_DIR and FILE_MAX_MB', () => {
    expect(readConfig({}, '/srv')).toMatchObject({
      fileStore: 'db',
      fileDir: '/srv/data/files',
      fileMaxBytes: 10 * 1024 * 1024,
    });
    expect(readConfig({ FILE_STORE: 'disk', FILE_DIR: '/mnt/f', FILE_MAX_MB: '2' }, '/srv')).toMatchObject({
      fileStore: 'disk',
      fileDir: '/mnt/f',
      fileMaxBytes: 2 * 1024 * 1024,
    });
    expect(() => readConfig({ FILE_STORE: 's3' })).toThrow(ConfigError);
    expect(() => readConfig({ FILE_MAX_MB: 'ten' })).toThrow(ConfigError);
  });

  it('parses single byte ranges', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBeNull();
    expect(parseRange('bytes=0-1,5-6', 100)).toBeUndefined();
  });
});
