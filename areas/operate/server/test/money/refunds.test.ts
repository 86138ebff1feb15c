import { describe, expect, test as it } from '@coach/server/test/fixtures.ts';
import type { TestApp } from '@coach/server/test/testApp.ts';
import { sql } from 'drizzle-orm';
import { countRows, secondTenantAdmin } from '@coach/server/test/tenants.ts';
import { HOUR, money } from './fixtures';

const setting = '/api/examroom/refundSetting';
const refund = '/api/examroom/orderRefund';

describe('exam-room refund tiers and refund audit', () => {
  let t: TestApp;
  let m: ReturnType<typeof money>;
  let priceId: string;
  it.beforeAll(async ({ app, admin: signedIn }) => {
    t = app;
    m = money(t, signedIn.token);
    priceId = await m.price('100', '40');
  });

  it('answers default tiers, then saves only valid ones: ratios 0-100, hours strictly decreasing', async () => {
    expect((await m.post(`${setting}/get`)).result).toEqual({
      configured: false,
      tiers: [
        { hours: 48, ratio: 100 },
        { hours: 24, ratio: 80 },
        { hours: 2, ratio: 50 },
      ],
    });
    const save = async (tiers: unknown) => (await m.post(`${setting}/save`, { tiers })).message;
    expect(await save([])).toBe('退费规则：请至少添加一条规则');
    expect(await save([{ hours: 24, ratio: 101 }])).toBe('第1条规则：退费比例请输入0-100之间的整数');
    expect(await save([{ hours: 24, ratio: -1 }])).toBe('第1条规则：退费比例请输入0-100之间的整数');
    expect(await save([{ hours: 24, ratio: 50.5 }])).toBe('第1条规则：退费比例请输入0-100之间的整数');
    expect(await save([{ hours: 800, ratio: 50 }])).toBe('第1条规则：开课前小时数请输入0-720之间的整数');
    // Issue 50.7: an empty input answers the spec's words, as the page's own rule does.
    expect(await save([{ hours: null, ratio: 50 }])).toBe('第1条规则开课前小时数：该输入项为必填项!');
    expect(await save([{ hours: 24, ratio: '' }])).toBe('第1条规则退费比例：该输入项为必填项!');
    expect(
      await save([
        { hours: 24, ratio: 100 },
        { hours: 24, ratio: 50 },
      ]),
    ).toBe('第2条规则：开课前小时数必须小于上一条（24小时）');
    expect(
      await save([
        { hours: 12, ratio: 100 },
        { hours: 24, ratio: 50 },
      ]),
    ).toBe('第2条规则：开课前小时数必须小于上一条（12小时）');
    expect(
      await save([
        { hours: 24, ratio: 50 },
        { hours: 12, ratio: 80 },
      ]),
    ).toBe('第2条规则：越临近开课退费比例不能越高（上一条50%）');
    expect(await save([{ hours: 'abc', ratio: 50 }])).toBe('请求参数错误');
    expect((await m.post(`${setting}/get`)).result.configured).toBe(false);
    expect(
      await save([
        { hours: 72, ratio: 100 },
        { hours: '24', ratio: '60' },
        { hours: 6, ratio: 30 },
      ]),
    ).toBe('保存成功');
    expect((await m.post(`${setting}/get`)).result).toEqual({
      configured: true,
      tiers: [
        { hours: 72, ratio: 100 },
        { hours: 24, ratio: 60 },
        { hours: 6, ratio: 30 },
      ],
    });
  });

  it('prices a request by the tier of the hours before class and refuses late or repeated ones', async () => {
    const apply = async (subOrderId: string) => m.post(`${refund}/apply`, { subOrderId, reason: '时间冲突' });
    const far = await m.book(priceId, '601', [2], 100 * HOUR);
    const mid = await m.book(priceId, '601', [2], 30 * HOUR, { studentName: '钱思远', studentMobile: '13700002222' });
    const near = await m.book(priceId, '601', [2], 3 * HOUR, { studentName: '孙雨桐', studentMobile: '13700003333' });
    const past = await m.book(priceId, '601', [2], -5 * HOUR, { studentName: '周浩然', studentMobile: '13700004444' });
    expect((await apply(far.subIds[0])).result).toMatchObject({ ratio: 100, refundAmount: '200.00' });
    expect((await apply(far.subIds[0])).message).toBe('该预约已有待审核的退费申请');
    expect((await apply(mid.subIds[0])).result).toMatchObject({ ratio: 60, refundAmount: '120.00' });
    expect((await apply(near.subIds[0])).message).toBe('距开课不足6小时，不可退费');
    expect((await apply(past.subIds[0])).message).toBe('课程已开始，不能退费');
    expect((await m.finish(far.subIds[0])).message).toBe('该预约有待审核的退费申请，不能签退');
    expect((await m.post('/api/examroom/order/detail', { id: far.orderId })).result.refundStatus).toBe(1);
  });

  it('approves (sub-order cancelled, order refunded) or rejects (still booked), each only from 待审核', async () => {
    const list = (await m.post(`${refund}/list`, { status: 0 })).result.list as {
      id: string;
      orderId: string;
      refundAmount: string;
    }[];
    const [second, first] = list;
    const planOf = async (orderId: string) =>
      (await m.post('/api/examroom/order/detail', { id: orderId })).result.subOrders[0].planId as string;
    const [firstPlan, secondPlan] = [await planOf(first.orderId), await planOf(second.orderId)];
    expect([await m.bookedCount(firstPlan), await m.bookedCount(secondPlan)]).toEqual([1, 1]);
    expect((await m.post(`${refund}/approve`, { id: first.id })).message).toBe('通过成功');
    // The approved refund gave its seat back in the same transaction; the rejected one keeps it.
    expect(await m.bookedCount(firstPlan)).toBe(0);
    expect((await m.post(`${refund}/approve`, { id: first.id })).message).toBe('状态已变更，请刷新后重试');
    expect((await m.post(`${refund}/reject`, { id: first.id })).message).toBe('状态已变更，请刷新后重试');
    const order = (await m.post('/api/examroom/order/detail', { id: first.orderId })).result;
    expect(order).toMatchObject({ refundStatus: 3, refundAmount: '200.00' });
    expect(order.subOrders[0].status).toBe(3);
    expect(order.refunds[0]).toMatchObject({ status: 1, refundAmount: '200.00' });
    expect((await m.post(`${refund}/detail`, { id: first.id })).result.auditTime).toBeGreaterThan(0);

    expect((await m.post(`${refund}/reject`, { id: second.id })).message).toBe('拒绝成功');
    expect((await m.post(`${refund}/approve`, { id: second.id })).message).toBe('状态已变更，请刷新后重试');
    const kept = (await m.post('/api/examroom/order/detail', { id: second.orderId })).result;
    expect(kept).toMatchObject({ refundStatus: 0, refundAmount: '0.00' });
    expect(kept.subOrders[0].status).toBe(1);
    expect(await m.bookedCount(secondPlan)).toBe(1);
    expect((await m.finish(kept.subOrders[0].id)).status).toBe(true);
    expect((await m.post(`${refund}/apply`, { subOrderId: kept.subOrders[0].id, reason: '再试' })).message).toBe(
      '该预约已完成或已取消，不能退费',
    );
  });

  it('lets one of two simultaneous audits win and keeps another tenant out', async () => {
    const b = await m.book(priceId, '602', [1], 200 * HOUR, { studentName: '吴欣怡', studentMobile: '13700005555' });
    const { id } = (await m.post(`${refund}/apply`, { subOrderId: b.subIds[0], reason: '有事' })).result;
    const other = await secondTenantAdmin(t);
    const o = money(t, other.token, 'otheradmin');
    expect((await o.post(`${refund}/approve`, { id })).message).toBe('数据不存在或已删除');
    expect((await o.post(`${refund}/list`)).result.total).toBe(0);
    expect((await o.post(`${refund}/apply`, { subOrderId: b.subIds[0], reason: 'x' })).message).toBe(
      '数据不存在或已删除',
    );
    const logs = await countRows(t, 'sys_operation_log');
    // A seat count already at zero (a plan edited by hand) stays at zero, never below.
    await t.services.database.rows(sql`UPDATE examroom_class_plan SET booked_count = 0 WHERE id = ${b.planIds[0]}`);
    const results = await Promise.all([m.post(`${refund}/approve`, { id }), m.post(`${refund}/reject`, { id })]);
    expect(results.filter((r) => r.status)).toHaveLength(1);
    expect(await m.bookedCount(b.planIds[0])).toBe(0);
    expect(results.find((r) => !r.status)!.message).toBe('状态已变更，请刷新后重试');
    expect(await countRows(t, 'sys_operation_log')).toBe(logs + 1);
  });
});
