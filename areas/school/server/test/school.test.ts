import { describe, expect, test as it } from '@coach/server/test/fixtures.ts';
import { OPERATOR, type TestApp } from '@coach/server/test/testApp.ts';
import { countRows, secondTenantAdmin } from '@coach/server/test/tenants.ts';
import { addCoach, addSchool, addStore, COACH, GULOU, ID_CARDS, SCHOOL, SCHOOL_SELECTOR, STORE } from './fixtures';

describe('schools', () => {
  let t: TestApp;
  let admin: string;
  it.beforeAll(async ({ app, admin: signedIn }) => {
    [t, admin] = [app, signedIn.token];
  });

  it('adds, reads by GET detail, lists with filters and edits a school', async () => {
    const id = await addSchool(t, admin, '金陵驾校', { shortName: '金陵', introduction: '一级驾培机构' });
    await addSchool(t, admin, '安达驾校');
    const detail = (await t.get(`${SCHOOL}/detail?id=${id}`, { token: admin })).body.result;
    expect(detail).toMatchObject({
      id,
      name: '金陵驾校',
      shortName: '金陵',
      region: GULOU,
      contactMobile: '13951000001',
    });
    const found = (await t.post(`${SCHOOL}/list`, { name: '金陵' }, { token: admin })).body.result;
    expect(found).toMatchObject({ total: 1, list: [{ id, name: '金陵驾校' }] });
    const edited = await t.post(`${SCHOOL}/saveOrUpdate`, { id, address: '中山北路268号' }, { token: admin });
    expect(edited.body).toMatchObject({ status: true, message: '修改成功' });
    expect((await t.get(`${SCHOOL}/detail?id=${id}`, { token: admin })).body.result.address).toBe('中山北路268号');
  });

  it('masks the contact mobile for a user without data:plaintext', async () => {
    const operator = await t.login(...OPERATOR);
    const row = (await t.post(`${SCHOOL}/list`, { name: '金陵' }, { token: operator })).body.result.list[0];
    expect(row.contactMobile).toBe('139****0001');
  });

  it('refuses bad input and a duplicate name, writing nothing', async () => {
    const before = await countRows(t, 'bbxc_school');
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, '驾校名称：该输入项为必填项!'],
      [{ name: '金陵驾校' }, '驾校名称已存在'],
      [{ name: '新驾校', contactMobile: '1234' }, '联系电话：您输入的手机号不正确!'],
      [{ name: '新驾校', region: ['320000'] }, ''],
      [{ name: '新驾校', creditCode: '123' }, ''],
    ];
    for (const [change, message] of cases) {
      const { body } = await t.post(
        `${SCHOOL}/saveOrUpdate`,
        { name: '新驾校', region: GULOU, address: '路1号', principal: '钱', contactMobile: '13951000009', ...change },
        { token: admin },
      );
      expect(body.status).toBe(false);
      if (message) expect(body.message).toBe(message);
      else expect(body.message).toMatch(/^(所在地区|统一社会信用代码)：/);
    }
    expect(await countRows(t, 'bbxc_school')).toBe(before);
  });

  it('copies a new name to its stores and coaches', async () => {
    const id = await addSchool(t, admin, '旧名驾校');
    const store = await addStore(t, admin, id, '旧名门店');
    const coach = await addCoach(t, admin, id, ID_CARDS[0], { storeId: store });
    await t.post(`${SCHOOL}/saveOrUpdate`, { id, name: '新名驾校' }, { token: admin });
    expect((await t.post(`${STORE}/detail`, { id: store }, { token: admin })).body.result.schoolName).toBe('新名驾校');
    expect((await t.post(`${COACH}/detail`, { id: coach }, { token: admin })).body.result.schoolName).toBe('新名驾校');
  });

  it('refuses to delete a school that still has stores or coaches, and deletes an empty one', async () => {
    const [busy] = (await t.post(`${SCHOOL}/list`, { name: '新名驾校' }, { token: admin })).body.result.list;
    const refused = await t.post(`${SCHOOL}/delete`, { ids: [busy.id] }, { token: admin });
    expect(refused.body).toMatchObject({
      status: false,
      message: '驾校“新名驾校”下还有1个门店、1名教练，请先删除或移走后再删除驾校',
    });
    expect((await t.get(`${SCHOOL}/detail?id=${busy.id}`, { token: admin })).body.status).toBe(true);
    const empty = (await t.post(`${SCHOOL}/list`, { name: '安达' }, { token: admin })).body.result.list[0].id;
    expect((await t.post(`${SCHOOL}/delete`, { ids: [empty] }, { token: admin })).body).toMatchObject({
      status: true,
      message: '删除成功',
    });
    expect((await t.get(`${SCHOOL}/detail?id=${empty}`, { token: admin })).body.message).toBe('数据不存在或已删除');
    // Deleted again: the row is gone from the caller's scope.
    expect((await t.post(`${SCHOOL}/delete`, { ids: [empty] }, { token: admin })).body.message).toBe(
      '数据不存在或已删除',
    );
  });

  it('looks schools up as {id, name}, narrowed by name', async () => {
    const answer = (await t.post(SCHOOL_SELECTOR, {}, { token: admin })).body;
    expect(answer.message).toBe('操作成功');
    const all = answer.result;
    expect(all.map((s: { name: string }) => s.name).sort()).toEqual(['新名驾校', '金陵驾校']);
    expect(Object.keys(all[0]).sort()).toEqual(['id', 'name']);
    expect((await t.post(SCHOOL_SELECTOR, { name: '金陵' }, { token: admin })).body.result).toHaveLength(1);
    // Any logged-in user may look schools up (forms of many areas need it).
    const operator = await t.login(...OPERATOR);
    expect((await t.post(SCHOOL_SELECTOR, {}, { token: operator })).body.result).toHaveLength(2);
  });

  it('shows another tenant none of these schools', async () => {
    const other = await secondTenantAdmin(t);
    const [mine] = (await t.post(`${SCHOOL}/list`, {}, { token: admin })).body.result.list;
    expect((await t.post(`${SCHOOL}/list`, {}, { token: other.token })).body.result.total).toBe(0);
    expect((await t.post(SCHOOL_SELECTOR, {}, { token: other.token })).body.result).toEqual([]);
    expect((await t.get(`${SCHOOL}/detail?id=${mine.id}`, { token: other.token })).body.message).toBe(
      '数据不存在或已删除',
    );
    expect(
      (await t.post(`${SCHOOL}/saveOrUpdate`, { id: mine.id, name: '抢注' }, { token: other.token })).body.message,
    ).toBe('数据不存在或已删除');
    expect((await t.post(`${SCHOOL}/delete`, { ids: [mine.id] }, { token: other.token })).body.message).toBe(
      '数据不存在或已删除',
    );
    // The other tenant may use the same name for its own school.
    expect(await addSchool(t, other.token, '金陵驾校')).toMatch(/^\d+$/);
  });
});
