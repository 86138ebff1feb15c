import { sql } from 'drizzle-orm';
import { resourcesByName, transitionBody } from '@coach/domain';
import { COUPON_WRITE_OFF } from '../../domain';
import { callerOf, describe, expect, test as it, type Caller } from '@coach/server/test/fixtures.ts';
import type { TestApp } from '@coach/server/test/testApp.ts';
import { countRows, secondTenantAdmin } from '@coach/server/test/tenants.ts';

const base = '/api/bbxc/order/inner/coupon/v1';
const { coupon: couponDef, couponReceived } = resourcesByName;
const now = Math.floor(Date.now() / 1000);
const coupon = {
  couponName: '报名立减200元',
  couponType: 1,
  thresholdAmount: '3000',
  discountAmount: '200.00',
  validStart: now - 3600,
  validEnd: now + 30 * 86400,
  totalStock: 100,
  perUserLimit: 1,
  description: '报名任意班型满3000元可用',
};

describe('coupons: receive, write off once, invalidate with the received ones', () => {
  let t: TestApp;
  let admin: Caller;
  it.beforeAll(async ({ app, admin: signedIn }) => {
    [t, admin] = [app, signedIn];
  });

  const post = (path: string, body: unknown, as = admin) => as.post(path, body);
  const save = async (body: Record<string, unknown>) => {
    const res = await admin.call(couponDef, 'create', body);
    expect(res.body.message).toBe('新增成功');
    return res.body.result.id as string;
  };
  const receive = (couponId: string, mobile: string) =>
    post(`${base}/receive`, { couponId, userName: '张同学', mobile });
  const received = async (couponId: string) =>
    (await admin.call(couponReceived, 'list', { couponId, pageSize: 100 })).body.result.list;

  it('saves a 满减 coupon with amounts in yuan and refuses inconsistent ones, writing nothing', async () => {
    const id = await save(coupon);
    expect((await admin.call(couponDef, 'detail', { id })).body.result).toMatchObject({
      couponType: 1,
      thresholdAmount: '3000.00',
      discountAmount: '200.00',
      status: 1,
      disable: 0,
      receivedCount: 0,
      classIds: [],
    });
    const before = await countRows(t, 'bbxc_coupon');
    expect((await admin.call(couponDef, 'create', { ...coupon, discountAmount: '3000' })).body.message).toBe(
      '优惠金额(元)：优惠金额必须小于使用门槛',
    );
    expect(
      (
        await admin.call(couponDef, 'create', {
          ...coupon,
          couponType: 2,
          thresholdAmount: '',
          discountAmount: '',
          discountRate: '10',
        })
      ).body.message,
    ).toBe('折扣(折)：请输入0.1-9.9之间的折扣，最多1位小数');
    // Fields of another type are refused, not silently dropped (issue 15: the form shows the type's own).
    expect((await admin.call(couponDef, 'create', { ...coupon, couponType: 3 })).body.message).toBe(
      '使用门槛(元)：无门槛券不需要填写',
    );
    expect((await admin.call(couponDef, 'create', { ...coupon, discountRate: '8.5' })).body.message).toBe(
      '折扣(折)：满减券不需要填写',
    );
    expect((await admin.call(couponDef, 'create', { ...coupon, classIds: ['1'] })).body.message).toBe(
      '指定班型：全部班型不需要填写',
    );
    expect((await admin.call(couponDef, 'create', { ...coupon, validEnd: coupon.validStart })).body.message).toBe(
      '有效期结束时间必须晚于开始时间',
    );
    expect((await admin.call(couponDef, 'create', { ...coupon, classScope: 2, classIds: [] })).body.message).toBe(
      '指定班型：请至少选择一个',
    );
    expect(
      (await admin.call(couponDef, 'create', { ...coupon, classScope: 2, classIds: ['424242'] })).body.message,
    ).toBe('指定班型：班型不存在或已删除');
    expect((await admin.call(couponDef, 'create', { ...coupon, totalStock: 0 })).body.message).toBe(
      '发放总量：请输入1-999999之间的整数',
    );
    // A required time left empty answers the spec's 请选择时间! (issue 38.4).
    expect((await admin.call(couponDef, 'create', { ...coupon, validStart: null })).body.message).toBe(
      '有效期开始：请选择时间!',
    );
    expect((await admin.call(couponDef, 'create', { ...coupon, validEnd: '' })).body.message).toBe(
      '有效期结束：请选择时间!',
    );
    expect(await countRows(t, 'bbxc_coupon')).toBe(before);
    const discount = await save({
      ...coupon,
      couponName: '新学员8.5折',
      couponType: 2,
      discountRate: '8.5',
      maxDiscount: '500',
      thresholdAmount: '',
      discountAmount: '',
    });
    const stored = (await admin.call(couponDef, 'detail', { id: discount })).body.result;
    expect(stored).toMatchObject({ discountRate: '8.50', maxDiscount: '500.00', discountAmount: null });
    // Sent back as stored ("8.50"), the rate passes its own rule (one decimal by value).
    expect(
      (
        await admin.call(couponDef, 'update', {
          id: discount,
          couponName: stored.couponName,
          discountRate: stored.discountRate,
        })
      ).body,
    ).toMatchObject({ status: true, message: '修改成功' });
    const params = (await post(`${base}/param`, {})).body.result;
    expect(params.couponTypes.map((o: { label: string }) => o.label)).toEqual(['满减券', '折扣券', '无门槛券']);
  });

  it('hands out no more than the stock and the per-student limit', async () => {
    const id = await save({
      ...coupon,
      couponName: '限量券',
      couponType: 3,
      thresholdAmount: '',
      totalStock: 2,
      perUserLimit: 1,
    });
    expect((await receive(id, '13800000001')).body.message).toBe('领取成功');
    expect((await receive(id, '13800000001')).body.message).toBe('每人限领1张，已达上限');
    expect((await receive(id, '13800000002')).body.status).toBe(true);
    expect((await receive(id, '13800000003')).body.message).toBe('优惠券已领完');
    expect((await admin.call(couponDef, 'detail', { id })).body.result.receivedCount).toBe(2);
    expect((await admin.call(couponDef, 'update', { id, totalStock: 1 })).body.message).toBe(
      '发放总量不能少于已领取数量（2）',
    );
    expect((await receive(id, '1380000')).body.message).toBe('手机号：您输入的手机号不正确!');
  });

  it('writes a received coupon off exactly once even when two operators act at once', async () => {
    const id = await save({ ...coupon, couponName: '核销测试券' });
    const rid = (await receive(id, '13800000011')).body.result.id;
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => post(`${base}/writeOff`, { id: rid })));
    expect(results.filter((r) => r.body.status)).toHaveLength(1);
    expect(results.filter((r) => !r.body.status).every((r) => r.body.message === '优惠券已核销，不能重复核销')).toBe(
      true,
    );
    const [row] = await received(id);
    expect(row).toMatchObject({ status: 1, mobile: '13800000011', couponName: '核销测试券' });
    expect(row.useTime).toBeGreaterThan(0);
  });

  it("writes off from the list's row button (the declared change's body), one coupon at a time", async () => {
    const id = await save({ ...coupon, couponName: '按钮核销券' });
    const rid = (await receive(id, '13800000012')).body.result.id;
    const other = (await receive(await save({ ...coupon, couponName: '另一张' }), '13800000013')).body.result.id;
    expect((await post(COUPON_WRITE_OFF.path, transitionBody(COUPON_WRITE_OFF, [rid, other]))).body.message).toBe(
      '不能同时操作多条数据',
    );
    expect((await post(COUPON_WRITE_OFF.path, transitionBody(COUPON_WRITE_OFF, [rid]))).body).toMatchObject({
      status: true,
      message: '核销成功',
    });
    const [row] = await received(id);
    expect(row).toMatchObject({ status: 1 });
    expect(Math.abs(row.useTime - Date.now() / 1000)).toBeLessThan(60);
    expect((await post(COUPON_WRITE_OFF.path, transitionBody(COUPON_WRITE_OFF, [rid]))).body.message).toBe(
      '优惠券已核销，不能重复核销',
    );
  });

  it('writes off only inside the validity window', async () => {
    const future = await save({
      ...coupon,
      couponName: '下月可用',
      validStart: now + 86400,
      validEnd: now + 10 * 86400,
    });
    const early = (await receive(future, '13800000021')).body.result.id;
    expect((await post(`${base}/writeOff`, { id: early })).body.message).toBe('优惠券未到使用时间，不能核销');
    const id = await save({ ...coupon, couponName: '将过期' });
    const late = (await receive(id, '13800000022')).body.result.id;
    await t.services.database.rows(sql`UPDATE bbxc_coupon_received SET valid_end = ${now - 10} WHERE id = ${late}`);
    expect((await post(`${base}/writeOff`, { id: late })).body.message).toBe('优惠券已过期，不能核销');
    expect((await received(id))[0].status).toBe(2);
    // Derived, and the same everywhere: the status filter finds it, and it no longer counts as 未使用.
    const expired = (await admin.call(couponReceived, 'list', { couponId: id, status: 2 })).body.result;
    expect(expired.list.map((r: { id: string }) => r.id)).toEqual([late]);
    expect((await admin.call(couponReceived, 'list', { couponId: id, status: 0 })).body.result.total).toBe(0);
  });

  it('shows an unused coupon past its end as 已过期 without writing on read', async () => {
    const id = await save({ ...coupon, couponName: '读不写' });
    const late = (await receive(id, '13800000023')).body.result.id;
    await t.services.database.rows(
      sql`UPDATE bbxc_coupon_received SET valid_end = ${now - 10}, update_time = 1 WHERE id = ${late}`,
    );
    const stored = () =>
      t.services.database.rows<{ status: number; update_time: string; xmin: string }>(
        sql`SELECT status, update_time, xmin::text AS xmin FROM bbxc_coupon_received WHERE id = ${late}`,
      );
    const [before] = await stored();
    expect((await admin.call(couponReceived, 'list', { couponId: id })).body.result.list[0].status).toBe(2);
    expect((await admin.call(couponReceived, 'list', { couponId: id, status: 2 })).body.result.total).toBe(1);
    // The row is exactly as it was: same stored state, same version (xmin), no update stamp.
    expect(await stored()).toEqual([before]);
    expect(Number(before.status)).toBe(0);
    // A coupon that lapsed is not voided by 作废 and does not hold up deleting its coupon.
    expect((await post(`${base}/invalid`, { ids: [id] })).body.status).toBe(true);
    expect((await received(id))[0].status).toBe(2);
  });

  it('pauses receiving with updateStatus {ids, disable}', async () => {
    const id = await save({ ...coupon, couponName: '暂停券' });
    expect((await post(`${base}/updateStatus`, { ids: [id], disable: 0 })).body.message).toBe(
      '状态已变更，请刷新后重试',
    );
    expect((await post(`${base}/updateStatus`, { ids: [id], disable: 1 })).body.message).toBe('停用成功');
    expect((await receive(id, '13800000031')).body.message).toBe('优惠券已停止领取');
    expect((await post(`${base}/updateStatus`, { ids: [id], disable: 0 })).body.message).toBe('启用成功');
    expect((await receive(id, '13800000031')).body.status).toBe(true);
  });

  it('invalidates a coupon and, in the same transaction, its received unused copies', async () => {
    const id = await save({ ...coupon, couponName: '作废测试券', perUserLimit: 5 });
    const used = (await receive(id, '13800000041')).body.result.id;
    await receive(id, '13800000042');
    await receive(id, '13800000043');
    await post(`${base}/writeOff`, { id: used });
    expect((await admin.call(couponDef, 'delete', { ids: [id] })).body.message).toBe(
      '优惠券「作废测试券」已有用户领取未使用，请先作废再删除',
    );
    expect((await post(`${base}/invalid`, { ids: [id] })).body.message).toBe('作废成功');
    expect((await admin.call(couponDef, 'detail', { id })).body.result.status).toBe(2);
    const statuses = (await received(id)).map((r: { status: number }) => r.status).sort();
    expect(statuses).toEqual([1, 3, 3]);
    expect((await post(`${base}/invalid`, { ids: [id] })).body.message).toBe('状态已变更，请刷新后重试');
    expect((await admin.call(couponDef, 'update', { id, couponName: '改名' })).body.message).toBe(
      '已作废的优惠券不能修改',
    );
    const voided = (await received(id)).find((r: { status: number }) => r.status === 3).id;
    expect((await post(`${base}/writeOff`, { id: voided })).body.message).toBe('优惠券已作废，不能核销');
    expect((await receive(id, '13800000044')).body.message).toBe('优惠券已作废');
    expect((await admin.call(couponDef, 'delete', { ids: [id] })).body.status).toBe(true);
  });

  it('relates coupons to a channel once each, and removes the relation', async () => {
    const rel = '/api/bbxc/tenant/inner/channelrelation/v1';
    const [{ id: channelId }] = await t.services.database.rows<{ id: string }>(
      sql`SELECT id FROM bbxc_channel WHERE name = '城东合作渠道'`,
    );
    const id = await save({ ...coupon, couponName: '渠道专享券' });
    expect((await post(`${rel}/save`, { channelId, couponIds: [] })).body.message).toBe('请至少选择一个');
    expect((await post(`${rel}/save`, { channelId, couponIds: ['999999'] })).body.message).toBe('优惠券不存在或已作废');
    expect((await post(`${rel}/save`, { channelId, couponIds: [id, id] })).body.result.added).toBe(1);
    expect((await post(`${rel}/save`, { channelId, couponIds: [id] })).body.result.added).toBe(0);
    const list = (await post(`${rel}/list`, { channelId })).body.result;
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({ couponId: id, couponName: '渠道专享券', remaining: 100 });
    expect((await post(`${rel}/list`, {})).body.message).toBe('请选择渠道');
    expect((await post(`${rel}/delete`, { ids: [list.list[0].id] })).body.status).toBe(true);
    expect((await post(`${rel}/list`, { channelId })).body.result.total).toBe(0);
  });

  it('keeps coupons and received coupons of another tenant out of reach', async () => {
    const other = callerOf(t, (await secondTenantAdmin(t)).token);
    const id = await save({ ...coupon, couponName: '本租户券' });
    const rid = (await receive(id, '13800000051')).body.result.id;
    expect((await other.call(couponDef, 'list')).body.result.total).toBe(0);
    expect((await other.call(couponReceived, 'list')).body.result.total).toBe(0);
    expect((await post(`${base}/writeOff`, { id: rid }, other)).body.message).toBe('数据不存在或已删除');
    expect((await post(`${base}/invalid`, { ids: [id] }, other)).body.message).toBe('数据不存在或已删除');
    expect(
      (await post(`${base}/receive`, { couponId: id, userName: '外', mobile: '13800000052' }, other)).body.message,
    ).toBe('数据不存在或已删除');
  });
});
