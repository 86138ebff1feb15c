import { describe, expect, test as it } from '@coach/server/test/fixtures.ts';
import type { TestApp } from '@coach/server/test/testApp.ts';
import { countRows, secondTenantAdmin } from '@coach/server/test/tenants.ts';
import { addCoach, addSchool, addStore, COACH, GROUND, GULOU, ID_CARDS, JIANGNING, STORE } from './fixtures';

describe('stores of a school: 营业 / 停业', () => {
  let t: TestApp;
  let admin: string;
  let jinling: string;
  let anda: string;
  it.beforeAll(async ({ app, admin: signedIn }) => {
    [t, admin] = [app, signedIn.token];
    jinling = await addSchool(t, admin, '金陵驾校');
    anda = await addSchool(t, admin, '安达驾校');
  });

  it('adds a store under its school (营业), pages and filters them', async () => {
    const added = await t.post(
      `${STORE}/saveOrUpdate`,
      {
        name: '鼓楼门店',
        schoolId: jinling,
        region: GULOU,
        address: '中山北路1号',
        managerName: '林店长',
        contactPhone: '025-83301234',
        businessHours: '08:30-18:00',
      },
      { token: admin },
    );
    expect(added.body).toMatchObject({ status: true, message: '新增成功' });
    await addStore(t, admin, anda, '江宁门店', { region: JIANGNING });
    const detail = (await t.post(`${STORE}/detail`, { id: added.body.result.id }, { token: admin })).body.result;
    expect(detail).toMatchObject({
      name: '鼓楼门店',
      schoolId: jinling,
      schoolName: '金陵驾校',
      status: 1,
      contactPhone: '025-83301234',
    });
    const page = (await t.post(`${STORE}/page`, { schoolId: anda }, { token: admin })).body.result;
    expect(page).toMatchObject({ total: 1, list: [{ name: '江宁门店', schoolName: '安达驾校' }] });
    expect((await t.post(`${STORE}/page`, { name: '鼓楼' }, { token: admin })).body.result.total).toBe(1);
  });

  it('refuses bad input, an unknown school and a duplicate name, writing nothing', async () => {
    const before = await countRows(t, 'bbxc_store');
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, '门店名称：该输入项为必填项!'],
      // Spaces are judged as typed, before trimming (issue 38.3): required and optional alike.
      [{ name: '   ' }, '门店名称：输入项不能全为空格!'],
      [{ managerName: ' \u3000 ' }, '店长：输入项不能全为空格!'],
      [{ schoolId: '' }, '所属驾校：该输入项为必填项!'],
      [{ schoolId: '999999' }, '所属驾校：所选驾校不存在或已删除'],
      [{ schoolId: '99999999999999999999' }, '所属驾校：所选驾校不存在或已删除'],
      [{ contactPhone: '12345' }, '联系电话：请输入正确的手机号或座机号'],
      // A province alone is not a place: the spec's region rule asks for the city too.
      [{ region: ['320000'] }, '所在地区：请选择市!'],
      [{ name: '鼓楼门店' }, '门店名称已存在'],
    ];
    for (const [change, message] of cases) {
      const { body } = await t.post(
        `${STORE}/saveOrUpdate`,
        { name: '新门店', schoolId: jinling, region: GULOU, address: '路1号', contactPhone: '13951000001', ...change },
        { token: admin },
      );
      if (change.contactPhone) expect(body.message).toMatch(/^联系电话：/);
      else expect(body.message).toBe(message);
    }
    expect(await countRows(t, 'bbxc_store')).toBe(before);
  });

  it('keeps the school a store was added under; a rename reaches its coaches', async () => {
    const id = (await t.post(`${STORE}/page`, { name: '鼓楼' }, { token: admin })).body.result.list[0].id;
    const coach = await addCoach(t, admin, jinling, ID_CARDS[1], { storeId: id });
    await t.post(`${STORE}/saveOrUpdate`, { id, name: '鼓楼旗舰店', schoolId: anda }, { token: admin });
    const detail = (await t.post(`${STORE}/detail`, { id }, { token: admin })).body.result;
    expect(detail).toMatchObject({ name: '鼓楼旗舰店', schoolId: jinling, schoolName: '金陵驾校' });
    expect((await t.post(`${COACH}/detail`, { id: coach }, { token: admin })).body.result.storeName).toBe('鼓楼旗舰店');
  });

  it('closes (停业) and reopens (营业) stores; the wrong state is refused and changes nothing', async () => {
    const ids = (await t.post(`${STORE}/page`, {}, { token: admin })).body.result.list.map((s: { id: string }) => s.id);
    expect((await t.post(`${STORE}/enable`, { ids }, { token: admin })).body).toMatchObject({
      status: false,
      message: '状态已变更，请刷新后重试',
    });
    expect((await t.post(`${STORE}/disable`, { ids: [ids[0]] }, { token: admin })).body).toMatchObject({
      status: true,
      message: '停业成功',
    });
    // One of the two is already closed: neither changes.
    expect((await t.post(`${STORE}/disable`, { ids }, { token: admin })).body.message).toBe('状态已变更，请刷新后重试');
    expect(
      (await t.post(`${STORE}/page`, { status: 0 }, { token: admin })).body.result.list.map(
        (s: { id: string }) => s.id,
      ),
    ).toEqual([ids[0]]);
    expect((await t.post(`${STORE}/enable`, { ids: [ids[0]] }, { token: admin })).body).toMatchObject({
      status: true,
      message: '营业成功',
    });
    expect((await t.post(`${STORE}/page`, { status: 1 }, { token: admin })).body.result.total).toBe(2);
    expect((await t.post(`${STORE}/disable`, { ids: ['99999'] }, { token: admin })).body.message).toBe(
      '数据不存在或已删除',
    );
  });

  it('looks up only open stores, narrowed by school; areas are the districts of open stores and grounds', async () => {
    const selector = '/api/zjerp/inner/store/v1/listForSelector';
    const [gulou] = (await t.post(`${STORE}/page`, { schoolId: jinling }, { token: admin })).body.result.list;
    expect((await t.post(selector, {}, { token: admin })).body.result).toHaveLength(2);
    expect((await t.post(selector, { schoolId: jinling }, { token: admin })).body.result).toEqual([
      { id: gulou.id, name: '鼓楼旗舰店', schoolId: jinling },
    ]);
    expect((await t.post(selector, { schoolId: 'abc' }, { token: admin })).body.message).toBe('请选择正确的上级数据');
    const areas = '/api/zjerp/inner/area/v1/listForSelector';
    expect((await t.post(areas, {}, { token: admin })).body.result).toEqual([
      { id: '320106', name: '南京市鼓楼区' },
      { id: '320115', name: '南京市江宁区' },
    ]);
    await t.post(`${STORE}/disable`, { ids: [gulou.id] }, { token: admin });
    expect((await t.post(selector, { schoolId: jinling }, { token: admin })).body.result).toEqual([]);
    // A list's filter still finds a closed store's records: it is offered after the open ones, as 停业.
    expect((await t.post(selector, { schoolId: jinling, withClosed: true }, { token: admin })).body.result).toEqual([
      { id: gulou.id, name: '鼓楼旗舰店', schoolId: jinling, closedAs: '停业' },
    ]);
    const all = (await t.post(selector, { withClosed: true }, { token: admin })).body.result;
    // Schools are all live (a constant): they answer too.
    expect(
      (await t.post('/api/zjerp/inner/school/v1/listForSelector', { withClosed: true }, { token: admin })).body.result
        .length,
    ).toBeGreaterThan(0);
    expect(all.map((store: { closedAs?: string }) => store.closedAs ?? '营业')).toEqual(['营业', '停业']);
    expect((await t.post(selector, { withClosed: 'yes' }, { token: admin })).body).toMatchObject({
      status: false,
      message: '筛选范围（含停用）不正确',
    });
    expect((await t.post(areas, { schoolId: jinling }, { token: admin })).body.result).toEqual([]);
    await t.post(
      `${GROUND}/saveOrUpdate`,
      {
        name: '河西训练场',
        schoolId: jinling,
        region: ['320000', '320100', '320105'],
        address: '江东中路500号',
        subjects: 2,
      },
      { token: admin },
    );
    expect((await t.post(areas, { schoolId: jinling }, { token: admin })).body.result).toEqual([
      { id: '320105', name: '南京市建邺区' },
    ]);
    await t.post(`${STORE}/enable`, { ids: [gulou.id] }, { token: admin });
  });

  it('shows another tenant none of these stores and lets it change none', async () => {
    const other = await secondTenantAdmin(t);
    const [mine] = (await t.post(`${STORE}/page`, {}, { token: admin })).body.result.list;
    expect((await t.post(`${STORE}/page`, {}, { token: other.token })).body.result.total).toBe(0);
    expect((await t.post('/api/zjerp/inner/store/v1/listForSelector', {}, { token: other.token })).body.result).toEqual(
      [],
    );
    expect((await t.post('/api/zjerp/inner/area/v1/listForSelector', {}, { token: other.token })).body.result).toEqual(
      [],
    );
    expect((await t.post(`${STORE}/detail`, { id: mine.id }, { token: other.token })).body.message).toBe(
      '数据不存在或已删除',
    );
    expect((await t.post(`${STORE}/disable`, { ids: [mine.id] }, { token: other.token })).body.message).toBe(
      '数据不存在或已删除',
    );
    // Nor can it hang a store of its own under this tenant's school.
    const foreign = await t.post(
      `${STORE}/saveOrUpdate`,
      { name: '借壳门店', schoolId: jinling, region: GULOU, address: '路1号', contactPhone: '13951000001' },
      { token: other.token },
    );
    expect(foreign.body.message).toBe('所属驾校：所选驾校不存在或已删除');
    expect((await t.post(`${STORE}/detail`, { id: mine.id }, { token: admin })).body.result.status).toBe(1);
  });
});
