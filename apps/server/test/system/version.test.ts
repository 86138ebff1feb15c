import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from '../testApp';

const base = '/api/system/inner/versionManager/v1';
const draft = { platform: 1, versionNo: '3.2.0', title: '学车新体验', content: '修复已知问题', forceUpdate: 0 };

describe('versions: release and withdraw by the state machine', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(...ADMIN);
  });
  afterAll(() => t.close());

  const detail = async (id: string) => (await t.post(`${base}/detail`, { id }, { token: admin })).body.result;

  it('refuses a malformed version number and a bad url', async () => {
    expect((await t.post(`${base}/save`, { ...draft, versionNo: '3.2' }, { token: admin })).body.message).toBe(
      '版本号：请输入正确的版本格式,列如:3.0.0',
    );
    expect((await t.post(`${base}/save`, { ...draft, downloadUrl: 'www.x.com' }, { token: admin })).body.message).toBe(
      '下载地址：请输入正确网址',
    );
  });

  it('releases a draft, withdraws it, releases again; wrong-state moves change nothing', async () => {
    const { id } = (await t.post(`${base}/save`, draft, { token: admin })).body.result;
    expect(await detail(id)).toMatchObject({ status: 0, releaseTime: null, versionNo: '3.2.0' });

    const withdrawDraft = await t.post(`${base}/withdraw`, { ids: [id] }, { token: admin });
    expect(withdrawDraft.body).toMatchObject({ status: false, code: '409', message: '状态已变更，请刷新后重试' });

    expect((await t.post(`${base}/release`, { ids: [id] }, { token: admin })).body).toMatchObject({
      status: true,
      message: '发布成功',
    });
    const released = await detail(id);
    expect(released.status).toBe(1);
    expect(released.releaseTime).toBeGreaterThan(0);

    expect((await t.post(`${base}/release`, { ids: [id] }, { token: admin })).body.message).toBe(
      '状态已变更，请刷新后重试',
    );
    expect((await t.post(`${base}/withdraw`, { id }, { token: admin })).body.status).toBe(true);
    expect((await detail(id)).status).toBe(2);
    expect((await t.post(`${base}/release`, { ids: [id] }, { token: admin })).body.status).toBe(true);
  });

  it('lets exactly one of two simultaneous releases win', async () => {
    const { id } = (await t.post(`${base}/save`, { ...draft, versionNo: '3.3.0' }, { token: admin })).body.result;
    const results = await Promise.all([1, 2, 3].map(() => t.post(`${base}/release`, { ids: [id] }, { token: admin })));
    expect(results.filter((r) => r.body.status)).toHaveLength(1);
    expect(results.filter((r) => !r.body.status).every((r) => r.body.message === '状态已变更，请刷新后重试')).toBe(
      true,
    );
  });

  it('changes nothing when one ticked row is in the wrong state', async () => {
    const a = (await t.post(`${base}/save`, { ...draft, versionNo: '4.0.0' }, { token: admin })).body.result.id;
    const b = (await t.post(`${base}/save`, { ...draft, versionNo: '4.0.1' }, { token: admin })).body.result.id;
    await t.post(`${base}/release`, { ids: [b] }, { token: admin });
    const both = await t.post(`${base}/release`, { ids: [a, b] }, { token: admin });
    expect(both.body.status).toBe(false);
    expect((await detail(a)).status).toBe(0);
  });

  it('soft-deletes: the row leaves the list and its detail', async () => {
    const { id } = (await t.post(`${base}/save`, { ...draft, versionNo: '5.0.0' }, { token: admin })).body.result;
    expect((await t.post(`${base}/delete`, { id }, { token: admin })).body.status).toBe(true);
    expect((await t.post(`${base}/detail`, { id }, { token: admin })).body.message).toBe('数据不存在或已删除');
    const { sql } = await import('drizzle-orm');
    const [row] = await t.services.database.rows<{ deleted: number }>(
      sql`SELECT deleted FROM sys_version WHERE id = ${id}`,
    );
    expect(Number(row.deleted)).toBe(1);
  });

  it('refuses an empty selection with 请勾选选项', async () => {
    expect((await t.post(`${base}/release`, { ids: [] }, { token: admin })).body.message).toBe('请勾选选项');
  });
});
