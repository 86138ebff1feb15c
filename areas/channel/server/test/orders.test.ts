import { sql } from 'drizzle-orm';
import { resourcesByName } from '@coach/domain';
import { describe, expect, test as it, type Caller } from '@coach/server/test/fixtures.ts';
import type { TestApp } from '@coach/server/test/testApp.ts';
import { insertOrder, world, xlsxRows, type World } from './fixtures';

const orders = '/api/bbxc/order/inner/channelOrder/v1';
const couponOrders = '/api/bbxc/order/inner/channelCouponOrder/v1';
const { channelCouponOrder, channelOrder } = resourcesByName;

describe('channel orders and coupon orders', () => {
  let t: TestApp;
  let w: World;
  let admin: Caller;
  let channel: Caller;
  let paidId: string;
  let unpaidId: string;
  let couponOrderId: string;
  it.beforeAll(async ({ app, admin: staff, channel: channelUser }) => {
    [t, admin, channel] = [app, staff, channelUser];
    w = await world(t, { admin: admin.token, channelUser: channel.token });
    paidId = await insertOrder(t, w.tenantId, { orderNo: 'QD-PAID', channelId: w.channelA, paid: 428000 });
    unpaidId = await insertOrder(t, w.tenantId, { orderNo: 'QD-UNPAID', channelId: w.channelA, payStatus: 0 });
    couponOrderId = await insertOrder(t, w.tenantId, {
      orderNo: 'QD-COUPON',
      channelId: w.channelA,
      paid: 408000,
      couponReceivedId: '42',
    });
  });

  const asStaff = (path: string, body: unknown = {}) =>
    admin.post(path, body, { headers: { 'bbxc-channel-id': w.channelA } });

  it("lists the channel's orders with masked mobiles; coupon orders are those that used a coupon", async () => {
    const list = (await channel.call(channelOrder, 'list', { pageSize: 50 })).body.result;
    expect(list.total).toBe(3);
    expect(list.list.find((o: { orderNo: string }) => o.orderNo === 'QD-PAID')).toMatchObject({
      mobile: '139****5678',
      paidAmount: '4280.00',
      payStatus: 1,
      caiwuCheck: 0,
    });
    const filtered = (await channel.call(channelOrder, 'list', { payStatus: 0 })).body.result.list;
    expect(filtered.map((o: { orderNo: string }) => o.orderNo)).toEqual(['QD-UNPAID']);
    const coupon = (await channel.call(channelCouponOrder, 'list')).body.result;
    expect(coupon.list.map((o: { orderNo: string; couponName: string }) => [o.orderNo, o.couponName])).toEqual([
      ['QD-COUPON', '报名立减200元'],
    ]);
    const detail = (await channel.call(channelOrder, 'detail', { id: paidId })).body.result;
    expect(detail).toMatchObject({ orderNo: 'QD-PAID', className: 'C1手动挡普通班', price: '4280.00' });
  });

  it('checks a paid order for finance once; unpaid orders and channel users are refused', async () => {
    expect((await channel.post(`${orders}/caiwuCheck`, { ids: [paidId] })).body.message).toBe('渠道用户无权进行此操作');
    expect((await asStaff(`${orders}/caiwuCheck`, { ids: [paidId, unpaidId] })).body.message).toBe(
      '只能核对已支付的订单',
    );
    expect((await asStaff(`${orders}/caiwuCheck`, { ids: [paidId] })).body).toMatchObject({
      status: true,
      message: '财务核对成功',
    });
    expect((await asStaff(`${orders}/caiwuCheck`, { ids: [paidId] })).body.message).toBe('状态已变更，请刷新后重试');
    const rows = await t.services.database.rows<{
      id: string;
      caiwu_check: number;
      caiwu_check_time: string | null;
    }>(sql`
      SELECT id, caiwu_check, caiwu_check_time FROM bbxc_order WHERE id IN (${paidId}, ${unpaidId}) ORDER BY id`);
    expect(rows.map((r) => [String(r.id), r.caiwu_check, r.caiwu_check_time != null])).toEqual([
      [paidId, 1, true],
      [unpaidId, 0, false],
    ]);
    // A coupon order is an order: checked through its own page, once for both pages.
    expect((await asStaff(`${couponOrders}/caiwuCheck`, { ids: [couponOrderId] })).body.status).toBe(true);
    expect((await asStaff(`${orders}/caiwuCheck`, { ids: [couponOrderId] })).body.message).toBe(
      '状态已变更，请刷新后重试',
    );
    // Not a coupon order: the coupon-order page does not reach it.
    expect((await asStaff(`${couponOrders}/caiwuCheck`, { ids: [unpaidId] })).body.message).toBe('数据不存在或已删除');
  });

  it('exports the filtered orders as xlsx with labels and masked mobiles', async () => {
    const response = await t.built.app.inject({
      method: 'POST',
      url: channelOrder.api.export!,
      payload: { payStatus: 1 },
      headers: { 'ctl-token': channel.token },
    });
    expect(decodeURIComponent(String(response.headers['content-disposition']))).toContain('渠道订单列表.xlsx');
    const rows = await xlsxRows(response.rawPayload);
    expect(rows[0].slice(0, 5)).toEqual(['订单编号', '班型名称', '学员姓名', '手机号', '招生成员']);
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(['QD-COUPON', 'QD-PAID']);
    const paid = rows.find((r) => r[0] === 'QD-PAID')!;
    expect(paid).toContain('139****5678');
    expect(paid).toContain('已支付');
    expect(paid).toContain('已核对');
  });
});
