import { resourcesByName } from '@coach/domain';
import { callerOf, describe, expect, test as it, type Caller } from '@coach/server/test/fixtures.ts';
import type { TestApp } from '@coach/server/test/testApp.ts';
import { countRows, secondTenantAdmin } from '@coach/server/test/tenants.ts';

const cate = '/api/bbxc/operate/inner/infocate/v1';
const item = '/api/bbxc/operate/inner/infoItem/v1';
const { infoCate, infoItem, infoLibrary } = resourcesByName;

describe('information categories, items and library', () => {
  let t: TestApp;
  let admin: Caller;
  it.beforeAll(async ({ app, admin: signedIn }) => {
    [t, admin] = [app, signedIn];
  });

  const post = (path: string, body: unknown, as = admin) => as.post(path, body);

  it('items live in a category; a category with items stays; release/withdraw', async () => {
    const cateId = (await admin.call(infoCate, 'save', { cateName: '学车攻略', sortNo: 1 })).body.result.id;
    expect((await admin.call(infoCate, 'save', { cateName: '学车攻略' })).body.message).toBe('分类名称已存在');
    expect((await post(`${cate}/listAll`, {})).body.result).toEqual([{ id: cateId, cateName: '学车攻略' }]);
    const before = await countRows(t, 'bbxc_info_item');
    expect(
      (await admin.call(infoItem, 'save', { title: '科目二技巧', cateId: '88888', content: '<p>倒车入库</p>' })).body
        .message,
    ).toBe('资讯分类：分类不存在或已删除');
    expect(await countRows(t, 'bbxc_info_item')).toBe(before);
    const { id } = (
      await admin.call(infoItem, 'save', {
        title: '科目二五项技巧',
        cateId,
        content: '<p>倒车入库看点位</p>',
        author: '王教练',
      })
    ).body.result;
    expect((await admin.call(infoItem, 'list', { cateId })).body.result.list[0]).toMatchObject({
      title: '科目二五项技巧',
      cateName: '学车攻略',
      status: 0,
    });
    expect((await post(`${item}/release`, { ids: [id] })).body.status).toBe(true);
    expect((await post(`${item}/release`, { ids: [id] })).body.message).toBe('状态已变更，请刷新后重试');
    expect((await admin.call(infoItem, 'detail', { id })).body.result.status).toBe(1);
    expect((await admin.call(infoCate, 'delete', { ids: [cateId] })).body.message).toBe('分类下还有资讯，不能删除');
    expect((await admin.call(infoItem, 'delete', { ids: [id] })).body.status).toBe(true);
    expect((await admin.call(infoCate, 'delete', { ids: [cateId] })).body.status).toBe(true);
  });

  it('library entries: saved, detailed, deleted; another tenant sees none', async () => {
    const { id } = (
      await admin.call(infoLibrary, 'save', {
        title: '2026年驾考新规解读',
        source: '交管12123',
        content: '<p>新规要点</p>',
      })
    ).body.result;
    expect((await admin.call(infoLibrary, 'detail', { id })).body.result).toMatchObject({
      title: '2026年驾考新规解读',
    });
    const other = callerOf(t, (await secondTenantAdmin(t)).token);
    expect((await other.call(infoLibrary, 'list')).body.result.total).toBe(0);
    expect((await other.call(infoLibrary, 'detail', { id })).body.message).toBe('数据不存在或已删除');
    expect((await post(`${cate}/listAll`, {}, other)).body.result).toEqual([]);
    expect((await admin.call(infoLibrary, 'delete', { ids: [id] })).body.status).toBe(true);
  });
});
