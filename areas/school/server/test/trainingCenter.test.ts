import { describe, expect, test as it } from '@coach/server/test/fixtures.ts';
import type { TestApp } from '@coach/server/test/testApp.ts';
import { countRows, secondTenantAdmin } from '@coach/server/test/tenants.ts';
import { addSchool, GROUND, GULOU, JIANGNING, SCHOOL } from './fixtures';

const SELECTOR = '/api/zjerp/inner/trainingCenter/v1/listForSelector';

describe('training grounds of a school and area', () => {
  let t: TestApp;
  let admin: string;
  let jinling: string;
  let anda: string;
  const ground = (extra: Record<string, unknown> = {}) => ({
    name: '紫金山训练场',
    schoolId: jinling,
    region: GULOU,
    address: '环陵路18号',
    subjects: 23,
    acreage: 32000,
    carCount: 60,
    ...extra,
  });
  it.beforeAll(async ({ app, admin: signedIn }) => {
    [t, admin] = [app, signedIn.token];
    jinling = await addSchool(t, admin, '金陵驾校');
    anda = await addSchool(t, admin, '安达驾校');
  });

  it('adds grounds with their school name and area (the district), pages and filters them', async () => {
    const added = await t.post(
      `${GROUND}/saveOrUpdate`,
      ground({ contactName: '场地主管', contactPhone: '13951000100' }),
      { token: admin },
    );
    expect(added.body).toMatchObject({ status: true, message: '新增成功' });
    await t.post(
      `${GROUND}/saveOrUpdate`,
      ground({ name: '东山训练场', schoolId: anda, region: JIANGNING, subjects: 2 }),
      { token: admin },
    );
    const detail = (await t.post(`${GROUND}/detail`, { id: added.body.result.id }, { token: admin })).body.result;
    expect(detail).toMatchObject({
      name: '紫金山训练场',
      schoolName: '金陵驾校',
      areaCode: '320106',
      subjects: 23,
      acreage: 32000,
      disable: 0,
    });
    expect(
      (await t.post(`${GROUND}/page`, { areaCode: '320115' }, { token: admin })).body.result.list.map(
        (g: { name: string }) => g.name,
      ),
    ).toEqual(['东山训练场']);
    expect((await t.post(`${GROUND}/page`, { schoolId: jinling }, { token: admin })).body.result.total).toBe(1);
    expect((await t.post(`${GROUND}/page`, { subjects: 2 }, { token: admin })).body.result.total).toBe(1);
  });

  it('moves a ground to another school and district on edit', async () => {
    const [zijin] = (await t.post(`${GROUND}/page`, { name: '紫金山' }, { token: admin })).body.result.list;
    await t.post(`${GROUND}/saveOrUpdate`, { id: zijin.id, schoolId: anda, region: JIANGNING }, { token: admin });
    expect((await t.post(`${GROUND}/detail`, { id: zijin.id }, { token: admin })).body.result).toMatchObject({
      schoolId: anda,
      schoolName: '安达驾校',
      areaCode: '320115',
    });
    await t.post(`${GROUND}/saveOrUpdate`, { id: zijin.id, schoolId: jinling, region: GULOU }, { token: admin });
  });

  it('refuses bad input, writing nothing', async () => {
    const before = await countRows(t, 'bbxc_training_center');
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ name: '  ' }, /^训练场名称：/],
      [{ name: '紫金山训练场' }, /^训练场名称已存在$/],
      [{ name: '新场', schoolId: '12345' }, /^所属驾校：所选驾校不存在或已删除$/],
      [{ name: '新场', subjects: 9 }, /^训练科目：选项不存在$/],
      [{ name: '新场', acreage: -3 }, /^面积\(㎡\)：/],
      [{ name: '新场', region: 'nanjing' }, /^所在地区：/],
    ];
    for (const [change, message] of cases)
      expect((await t.post(`${GROUND}/saveOrUpdate`, ground(change), { token: admin })).body.message).toMatch(message);
    expect(await countRows(t, 'bbxc_training_center')).toBe(before);
  });

  it('looks up only enabled grounds, by school and area; disabling goes through the form', async () => {
    const [zijin] = (await t.post(`${GROUND}/page`, { name: '紫金山' }, { token: admin })).body.result.list;
    expect((await t.post(SELECTOR, { schoolId: jinling }, { token: admin })).body.result).toEqual([
      { id: zijin.id, name: '紫金山训练场' },
    ]);
    expect(
      (await t.post(SELECTOR, { areaCode: '320115' }, { token: admin })).body.result.map(
        (g: { name: string }) => g.name,
      ),
    ).toEqual(['东山训练场']);
    expect((await t.post(SELECTOR, { limit: 1 }, { token: admin })).body.result).toHaveLength(1);
    await t.post(`${GROUND}/saveOrUpdate`, { id: zijin.id, disable: 1 }, { token: admin });
    expect((await t.post(SELECTOR, { schoolId: jinling }, { token: admin })).body.result).toEqual([]);
    expect((await t.post(`${GROUND}/saveOrUpdate`, { id: zijin.id, disable: 5 }, { token: admin })).body.message).toBe(
      '状态：选项不存在',
    );
  });

  it('deletes a ground (soft) and then lets its school be deleted', async () => {
    const grounds = (await t.post(`${GROUND}/page`, { schoolId: jinling }, { token: admin })).body.result.list;
    expect((await t.post(`${SCHOOL}/delete`, { ids: [jinling] }, { token: admin })).body.message).toBe(
      '驾校“金陵驾校”下还有1个训练场，请先删除或移走后再删除驾校',
    );
    expect(
      (await t.post(`${GROUND}/delete`, { ids: grounds.map((g: { id: string }) => g.id) }, { token: admin })).body
        .message,
    ).toBe('删除成功');
    expect((await t.post(`${GROUND}/detail`, { id: grounds[0].id }, { token: admin })).body.message).toBe(
      '数据不存在或已删除',
    );
    expect((await t.post(`${SCHOOL}/delete`, { ids: [jinling] }, { token: admin })).body.status).toBe(true);
  });

  it('shows another tenant none of these grounds', async () => {
    const other = await secondTenantAdmin(t);
    const [mine] = (await t.post(`${GROUND}/page`, {}, { token: admin })).body.result.list;
    expect((await t.post(`${GROUND}/page`, {}, { token: other.token })).body.result.total).toBe(0);
    expect((await t.post(SELECTOR, {}, { token: other.token })).body.result).toEqual([]);
    expect((await t.post(`${GROUND}/delete`, { ids: [mine.id] }, { token: other.token })).body.message).toBe(
      '数据不存在或已删除',
    );
    expect((await t.post(`${GROUND}/detail`, { id: mine.id }, { token: admin })).body.status).toBe(true);
  });
});
