import { resourcesByName } from '@coach/domain';
import { describe, expect, test as it, type Caller } from '@coach/server/test/fixtures.ts';

const version = resourcesByName.version;
const base = '/api/system/inner/versionManager/v1';
const draft = { platform: 1, versionNo: '3.2.0', title: '学车新体验', content: '修复已知问题', forceUpdate: 0 };

describe('versions: release and withdraw by the state machine', () => {
  const detail = async (admin: Caller, id: string) => (await admin.call(version, 'detail', { id })).body.result;

  it('refuses a malformed version number and a bad url', async ({ admin }) => {
    expect((await admin.call(version, 'create', { ...draft, versionNo: '3.2' })).body.message).toBe(
      '版本号：请输入正确的版本格式,列如:3.0.0',
    );
    expect((await admin.call(version, 'create', { ...draft, downloadUrl: 'www.x.com' })).body.message).toBe(
      '下载地址：请输入正确网址',
    );
  });

  it('releases a draft, withdraws it, releases again; wrong-state moves change nothing', async ({ admin }) => {
    const { id } = (await admin.call(version, 'create', draft)).body.result;
    expect(await detail(admin, id)).toMatchObject({ status: 0, releaseTime: null, versionNo: '3.2.0' });

    const withdrawDraft = await admin.post(`${base}/withdraw`, { ids: [id] });
    expect(withdrawDraft.body).toMatchObject({ status: false, code: '409', message: '状态已变更，请刷新后重试' });

    expect((await admin.post(`${base}/release`, { ids: [id] })).body).toMatchObject({
      status: true,
      message: '发布成功',
    });
    const released = await detail(admin, id);
    expect(released.status).toBe(1);
    expect(released.releaseTime).toBeGreaterThan(0);

    expect((await admin.post(`${base}/release`, { ids: [id] })).body.message).toBe('状态已变更，请刷新后重试');
    expect((await admin.post(`${base}/withdraw`, { id })).body.status).toBe(true);
    expect((await detail(admin, id)).status).toBe(2);
    expect((await admin.post(`${base}/release`, { ids: [id] })).body.status).toBe(true);
  });

  it('lets exactly one of two simultaneous releases win', async ({ admin }) => {
    const { id } = (await admin.call(version, 'create', { ...draft, versionNo: '3.3.0' })).body.result;
    const results = await Promise.all([1, 2, 3].map(() => admin.post(`${base}/release`, { ids: [id] })));
    expect(results.filter((r) => r.body.status)).toHaveLength(1);
    expect(results.filter((r) => !r.body.status).every((r) => r.body.message === '状态已变更，请刷新后重试')).toBe(
      true,
    );
  });

  it('changes nothing when one ticked row is in the wrong state', async ({ admin }) => {
    const a = (await admin.call(version, 'create', { ...draft, versionNo: '4.0.0' })).body.result.id;
    const b = (await admin.call(version, 'create', { ...draft, versionNo: '4.0.1' })).body.result.id;
    await admin.post(`${base}/release`, { ids: [b] });
    const both = await admin.post(`${base}/release`, { ids: [a, b] });
    expect(both.body.status).toBe(false);
    expect((await detail(admin, a)).status).toBe(0);
  });

  it('soft-deletes: the row leaves the list and its detail', async ({ app, admin }) => {
    const { id } = (await admin.call(version, 'create', { ...draft, versionNo: '5.0.0' })).body.result;
    expect((await admin.call(version, 'delete', { id })).body.status).toBe(true);
    expect((await admin.call(version, 'detail', { id })).body.message).toBe('数据不存在或已删除');
    const { sql } = await import('drizzle-orm');
    const [row] = await app.services.database.rows<{ deleted: number }>(
      sql`SELECT deleted FROM sys_version WHERE id = ${id}`,
    );
    expect(Number(row.deleted)).toBe(1);
  });

  it('refuses an empty selection with 请勾选选项', async ({ admin }) => {
    expect((await admin.post(`${base}/release`, { ids: [] })).body.message).toBe('请勾选选项');
  });
});
