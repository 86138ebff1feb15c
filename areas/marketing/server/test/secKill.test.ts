import { sql } from 'drizzle-orm';
import { resourcesByName } from '@coach/domain';
import { callerOf, describe, expect, test as it, type Caller } from '@coach/server/test/fixtures.ts';
import type { TestApp } from '@coach/server/test/testApp.ts';
import { countRows, secondTenantAdmin } from '@coach/server/test/tenants.ts';

const base = '/api/bbxc/order/inner/secKill/v1';
const { secKill, zsclass } = resourcesByName;
const now = Math.floor(Date.now() / 1000);

describe('flash sales (secKill)', () => {
  let t: TestApp;
  let admin: Caller;
  let classId: string;
  let sale: Record<string, unknown>;
  it.beforeAll(async ({ app, admin: signedIn }) => {
    [t, admin] = [app, signedIn];
    classId = (
      await admin.call(zsclass, 'create', { className: 'C1手动挡普通班', carType: 1, classType: 1, price: '4280' })
    ).body.result.id;
    sale = {
      activityName: '双十一C1秒杀',
      classId,
      seckillPrice: '3680.00',
      stock: 10,
      perUserLimit: 1,
      activityStart: now - 60,
      activityEnd: now + 86400,
    };
  });

  const post = (path: string, body: unknown, as = admin) => as.post(path, body);
  const buy = (id: string, mobile: string, quantity = 1) =>
    post(`${base}/purchase`, { id, userName: '学员', mobile, quantity });

  it('saves a sale below the class price and refuses bad ones, writing nothing', async () => {
    const before = await countRows(t, 'bbxc_seckill');
    expect((await admin.call(secKill, 'create', { ...sale, seckillPrice: '4280' })).body.message).toBe(
      '秒杀价(元)：秒杀价必须低于班型价格（4280.00元）',
    );
    expect((await admin.call(secKill, 'create', { ...sale, classId: '987654' })).body.message).toBe(
      '秒杀班型：班型不存在或已删除',
    );
    expect((await admin.call(secKill, 'create', { ...sale, activityEnd: now - 120 })).body.message).toBe(
      '结束时间必须晚于开始时间',
    );
    expect((await admin.call(secKill, 'create', { ...sale, stock: -1 })).body.message).toBe(
      '库存：请输入1-999999之间的整数',
    );
    expect(await countRows(t, 'bbxc_seckill')).toBe(before);
    const { id } = (await admin.call(secKill, 'create', sale)).body.result;
    expect((await admin.call(secKill, 'detail', { id })).body.result).toMatchObject({
      className: 'C1手动挡普通班',
      seckillPrice: '3680.00',
      soldCount: 0,
      phaseName: '进行中',
    });
  });

  it('sells exactly the stock of 10 to 50 simultaneous buyers, never below zero', async () => {
    const { id } = (await admin.call(secKill, 'create', { ...sale, activityName: '限量10份' })).body.result;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => buy(id, `139${String(i).padStart(8, '0')}`)),
    );
    expect(results.filter((r) => r.body.status)).toHaveLength(10);
    expect(results.filter((r) => !r.body.status).every((r) => r.body.message === '库存不足，已抢光')).toBe(true);
    expect((await admin.call(secKill, 'detail', { id })).body.result.soldCount).toBe(10);
    const [{ n }] = await t.services.database.rows<{ n: string }>(
      sql`SELECT sum(quantity) AS n FROM bbxc_seckill_order WHERE seckill_id = ${id}`,
    );
    expect(Number(n)).toBe(10);
    expect((await admin.call(secKill, 'update', { id, stock: 9 })).body.message).toBe('库存不能少于已售数量（10）');
  });

  it('holds each buyer to the per-user limit, also when they try at once', async () => {
    const { id } = (await admin.call(secKill, 'create', { ...sale, activityName: '每人限购2份', perUserLimit: 2 })).body
      .result;
    const results = await Promise.all(Array.from({ length: 6 }, () => buy(id, '13700000000')));
    expect(results.filter((r) => r.body.status)).toHaveLength(2);
    expect(results.filter((r) => !r.body.status).every((r) => r.body.message === '每人限购2件')).toBe(true);
    expect((await buy(id, '13700000001', 3)).body.message).toBe('每人限购2件');
    expect((await admin.call(secKill, 'detail', { id })).body.result.soldCount).toBe(2);
  });

  it('sells only inside the window and while enabled', async () => {
    const { id: later } = (
      await admin.call(secKill, 'create', {
        ...sale,
        activityName: '明日秒杀',
        activityStart: now + 86400,
        activityEnd: now + 2 * 86400,
      })
    ).body.result;
    expect((await buy(later, '13600000001')).body.message).toBe('活动未开始');
    expect((await admin.call(secKill, 'list', { activityName: '明日' })).body.result.list[0].phaseName).toBe('未开始');
    const { id } = (await admin.call(secKill, 'create', { ...sale, activityName: '停用测试' })).body.result;
    expect((await post(`${base}/updateStatus`, { ids: [id], disable: 1 })).body.message).toBe('停用成功');
    expect((await post(`${base}/updateStatus`, { ids: [id], disable: 1 })).body.message).toBe(
      '状态已变更，请刷新后重试',
    );
    expect((await buy(id, '13600000002')).body.message).toBe('活动已停用');
    expect((await admin.call(secKill, 'delete', { ids: [id] })).body.status).toBe(true);
    const { id: running } = (await admin.call(secKill, 'create', { ...sale, activityName: '进行中删除' })).body.result;
    expect((await admin.call(secKill, 'delete', { ids: [running] })).body.message).toBe(
      '活动「进行中删除」进行中，请先停用再删除',
    );
  });

  it('keeps flash sales of another tenant out of reach', async () => {
    const other = callerOf(t, (await secondTenantAdmin(t)).token);
    const { id } = (await admin.call(secKill, 'create', { ...sale, activityName: '本租户秒杀' })).body.result;
    expect((await other.call(secKill, 'list')).body.result.total).toBe(0);
    expect((await post(`${base}/purchase`, { id, userName: '外', mobile: '13500000001' }, other)).body.message).toBe(
      '数据不存在或已删除',
    );
    expect((await other.call(secKill, 'create', sale)).body.message).toBe('秒杀班型：班型不存在或已删除');
  });
});
