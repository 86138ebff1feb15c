import { resourcesByName } from '@coach/domain';
import { callerOf, describe, expect, test as it, type Caller } from '@coach/server/test/fixtures.ts';
import type { TestApp } from '@coach/server/test/testApp.ts';
import { countRows, secondTenantAdmin } from '@coach/server/test/tenants.ts';

const base = '/api/bbxc/operate/inner/zsclass';
const { sensitiveWord, zsclass } = resourcesByName;
const c1 = {
  className: 'C1手动挡普通班',
  carType: 1,
  classType: 1,
  price: '4280.00',
  originalPrice: '4980',
  summary: '工作日练车，一人一车',
  description: '<p>包含科目一至科目四培训<script>alert(1)</script></p>',
};

describe('recruitment classes (zsclass)', () => {
  let t: TestApp;
  let admin: Caller;
  it.beforeAll(async ({ app, admin: signedIn }) => {
    [t, admin] = [app, signedIn];
  });

  const post = (path: string, body: unknown, as = admin) => as.post(path, body);
  const detail = async (id: string) => (await admin.call(zsclass, 'detail', { id })).body.result;
  const add = async (body: Record<string, unknown>) => {
    const res = await admin.call(zsclass, 'create', body);
    expect(res.body.message).toBe('新增成功');
    return res.body.result.id as string;
  };

  it('adds a class with its price in yuan and its description sanitised', async () => {
    const id = await add(c1);
    const row = await detail(id);
    expect(row).toMatchObject({
      className: 'C1手动挡普通班',
      carType: 1,
      price: '4280.00',
      originalPrice: '4980.00',
      status: 0,
      installment: 0,
      shelfTime: null,
    });
    expect(row.description).toBe('<p>包含科目一至科目四培训</p>');
    const types = (await admin.get(`${base}/getCarType`)).body.result;
    expect(types).toContainEqual(expect.objectContaining({ value: '1', label: expect.any(String) }));
  });

  it('refuses bad prices and sensitive words, writing nothing', async () => {
    await admin.call(sensitiveWord, 'create', { word: '包过', category: 3 });
    const before = await countRows(t, 'bbxc_zsclass');
    expect((await admin.call(zsclass, 'create', { ...c1, className: 'X', price: 'abc' })).body.message).toBe(
      '班型价格(元)：请输入0-1000000之间的数字',
    );
    expect((await admin.call(zsclass, 'create', { ...c1, className: 'X', price: '0' })).body.message).toContain(
      '班型价格(元)',
    );
    expect((await admin.call(zsclass, 'create', { ...c1, className: 'X', originalPrice: '4000' })).body.message).toBe(
      '原价(元)：原价不能低于班型价格',
    );
    expect((await admin.call(zsclass, 'create', { ...c1, className: 'C2包过班' })).body.message).toBe(
      '班型名称包含敏感词「包过」，请修改后再提交',
    );
    expect(
      (await admin.call(zsclass, 'create', { ...c1, className: 'X', description: '<p>一次包过</p>' })).body.message,
    ).toBe('班型详情包含敏感词「包过」，请修改后再提交');
    expect((await admin.call(zsclass, 'create', c1)).body.message).toBe('班型名称已存在');
    expect((await admin.call(zsclass, 'create', { ...c1, className: 'X', carType: '' })).body.message).toBe(
      '准驾车型：该输入项为必填项!',
    );
    expect(await countRows(t, 'bbxc_zsclass')).toBe(before);
  });

  it('puts classes on and off the shelf through update {ids, status}', async () => {
    const id = await add({
      ...c1,
      className: 'C2自动挡VIP班',
      carType: 1,
      classType: 2,
      price: '5980',
      originalPrice: '',
    });
    expect((await post(`${base}/update`, { ids: [id], status: 0 })).body.message).toBe('状态已变更，请刷新后重试');
    expect((await post(`${base}/update`, { ids: [id], status: 7 })).body.message).toBe('请选择要变更的状态');
    expect((await post(`${base}/update`, { ids: [id], status: 1 })).body.message).toBe('上架成功');
    const shelved = await detail(id);
    expect(shelved.status).toBe(1);
    expect(shelved.shelfTime).toBeGreaterThan(0);
    expect((await post(`${base}/update`, { ids: [id], status: 1 })).body.message).toBe('状态已变更，请刷新后重试');
    expect((await admin.call(zsclass, 'delete', { ids: [id] })).body.message).toBe(
      '班型「C2自动挡VIP班」上架中，请先下架再删除',
    );
    expect((await post(`${base}/update`, { ids: [id], status: '0' })).body.message).toBe('下架成功');
    expect((await admin.call(zsclass, 'delete', { ids: [id] })).body.status).toBe(true);
    expect((await admin.call(zsclass, 'detail', { id })).body.message).toBe('数据不存在或已删除');
  });

  it('moves classes up and down, refusing moves past either end', async () => {
    const list = async () =>
      (await admin.call(zsclass, 'list', { pageSize: 50 })).body.result.list.map((r: { id: string }) => r.id);
    const b = await add({ ...c1, className: 'C1周末班', classType: 3, price: '4580' });
    const order = await list();
    expect(order[order.length - 1]).toBe(b);
    expect((await admin.call(zsclass, 'move', { id: b, direction: 'down' })).body.message).toBe(
      '已经是最后一条，无法下移',
    );
    expect((await admin.call(zsclass, 'move', { id: b, direction: 'up' })).body.status).toBe(true);
    const moved = await list();
    expect(moved.indexOf(b)).toBe(order.length - 2);
    expect((await admin.call(zsclass, 'move', { id: moved[0], direction: 'up' })).body.message).toBe(
      '已经是第一条，无法上移',
    );
  });

  it('sets installments only when allowed, in the right state and adding up to the price', async () => {
    const id = await add({ ...c1, className: 'C1分期班', price: '4280.00' });
    const plan = {
      classId: id,
      installment: 1,
      downPayment: '1280.00',
      periods: [
        { amount: '1000', rate: '0' },
        { amount: '1000', rate: '0.5' },
        { amount: '1000.00', rate: '0.5' },
      ],
    };
    expect((await post(`${base}/instalSetting`, plan)).body.message).toBe(
      '支付配置未允许分期付款，请先在「支付配置」中开启',
    );
    const pay = { mchId: '1600000001', mchName: '示例驾培', apiV3Key: 'a'.repeat(32), enabled: 1, installment: 1 };
    expect((await post('/api/bbxc/operate/inner/opreatePaySet/v1/savePaySet', pay)).body.status).toBe(true);

    expect((await post(`${base}/instalSetting`, { ...plan, downPayment: '1279.99' })).body.message).toBe(
      '首付与各期金额之和（4279.99元）必须等于班型价格（4280.00元）',
    );
    expect((await post(`${base}/instalSetting`, { ...plan, periods: [{ amount: '-1' }] })).body.message).toContain(
      '第1期金额',
    );
    expect((await post(`${base}/instalSetting`, { ...plan, periods: [] })).body.message).toBe(
      '分期期数：请设置1至24期',
    );
    expect((await admin.get(`${base}/queryInstalSetting?classId=${id}`)).body.result).toMatchObject({
      installment: 0,
      periods: [],
    });

    expect((await post(`${base}/instalSetting`, plan)).body.message).toBe('保存成功');
    const saved = (await admin.get(`${base}/queryInstalSetting?classId=${id}`)).body.result;
    expect(saved).toMatchObject({ installment: 1, price: '4280.00', downPayment: '1280.00' });
    expect(saved.periods).toEqual([
      { periodNo: 1, amount: '1000.00', rate: '0' },
      { periodNo: 2, amount: '1000.00', rate: '0.5' },
      { periodNo: 3, amount: '1000.00', rate: '0.5' },
    ]);
    expect((await admin.call(zsclass, 'update', { id, price: '4380' })).body.message).toBe(
      '该班型已设置分期，修改价格前请先调整或关闭分期设置',
    );

    await post(`${base}/update`, { ids: [id], status: 1 });
    await post(`${base}/update`, { ids: [id], status: 0 });
    // Off the shelf after having been on it: no longer a draft.
    expect((await post(`${base}/instalSetting`, { ...plan, installment: 0 })).body.message).toBe(
      '班型已下架，请先上架再设置分期',
    );
    await post(`${base}/update`, { ids: [id], status: 1 });
    expect((await post(`${base}/instalSetting`, { classId: id, installment: 0 })).body.status).toBe(true);
    expect((await admin.call(zsclass, 'update', { id, price: '4380' })).body.status).toBe(true);
    expect((await detail(id)).installment).toBe(0);
  });

  it('keeps classes of another tenant invisible', async () => {
    const other = callerOf(t, (await secondTenantAdmin(t)).token);
    const mine = (await admin.call(zsclass, 'list')).body.result.list;
    expect((await other.call(zsclass, 'list')).body.result.total).toBe(0);
    expect((await other.call(zsclass, 'detail', { id: mine[0].id })).body.message).toBe('数据不存在或已删除');
    expect((await post(`${base}/update`, { ids: [mine[0].id], status: 1 }, other)).body.message).toBe(
      '数据不存在或已删除',
    );
    expect((await other.get(`${base}/queryInstalSetting?classId=${mine[0].id}`)).body.message).toBe(
      '数据不存在或已删除',
    );
    // The same class name is free in another tenant.
    expect((await other.call(zsclass, 'create', c1)).body.status).toBe(true);
  });
});
