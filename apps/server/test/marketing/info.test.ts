import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from '../testApp';
import { countRows, secondTenantAdmin } from '../tenants';

const cate = '/api/bbxc/operate/inner/infocate/v1';
const item = '/api/bbxc/operate/inner/infoItem/v1';
const library = '/api/cms/inner/advInformationManager/v1';

describe('information categories, items and library', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(...ADMIN);
  });
  afterAll(() => t.close());

  const post = (path: string, body: unknown, token = admin) => t.post(path, body, { token });

  it('items live in a category; a category with items stays; release/withdraw', async () => {
    const cateId = (await post(`${cate}/saveOrUpdate`, { cateName: '学车攻略', sortNo: 1 })).body.result.id;
    expect((await post(`${cate}/saveOrUpdate`, { cateName: '学车攻略' })).body.message).toBe('分类名称已存在');
    expect((await post(`${cate}/listAll`, {})).body.result).toEqual([{ id: cateId, cateName: '学车攻略' }]);
    const before = await countRows(t, 'bbxc_info_item');
    expect(
      (await post(`${item}/saveOrUpdate`, { title: '科目二技巧', cateId: '88888', content: '<p>倒车入库</p>' })).body
        .message,
    ).toBe('资讯分类：分类不存在或已删除');
    expect(await countRows(t, 'bbxc_info_item')).toBe(before);
    const { id } = (
      await post(`${item}/saveOrUpdate`, {
        title: '科目二五项技巧',
        cateId,
        content: '<p>倒车入库看点位</p>',
        author: '王教练',
      })
    ).body.result;
    expect((await post(`${item}/list`, { cateId })).body.result.list[0]).toMatchObject({
      title: '科目二五项技巧',
      cateName: '学车攻略',
      status: 0,
    });
    expect((await post(`${item}/release`, { ids: [id] })).body.status).toBe(true);
    expect((await post(`${item}/release`, { ids: [id] })).body.message).toBe('状态已变更，请刷新后重试');
    expect((await t.get(`${item}/detail?id=${id}`, { token: admin })).body.result.status).toBe(1);
    expect((await post(`${cate}/delete`, { ids: [cateId] })).body.message).toBe('分类下还有资讯，不能删除');
    expect((await post(`${item}/delete`, { ids: [id] })).body.status).toBe(true);
    expect((await post(`${cate}/delete`, { ids: [cateId] })).body.status).toBe(true);
  });

  it('library entries: saved, detailed, deleted; another tenant sees none', async () => {
    const { id } = (
      await post(`${library}/informationBaseSave`, {
        title: '2026年驾考新规解读',
        source: '交管12123',
        content: '<p>新规要点</p>',
      })
    ).body.result;
    expect((await post(`${library}/informationBaseDetails`, { id })).body.result).toMatchObject({
      title: '2026年驾考新规解读',
    });
    const other = await secondTenantAdmin(t);
    expect((await post(`${library}/informationBase`, {}, other.token)).body.result.total).toBe(0);
    expect((await post(`${library}/informationBaseDetails`, { id }, other.token)).body.message).toBe(
      '数据不存在或已删除',
    );
    expect((await post(`${cate}/listAll`, {}, other.token)).body.result).toEqual([]);
    expect((await post(`${library}/informationBaseDelete`, { ids: [id] })).body.status).toBe(true);
  });
});
