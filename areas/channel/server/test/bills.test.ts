import { sql } from 'drizzle-orm';
import { billingPeriod, formatTime, resourcesByName } from '@coach/domain';
import { describe, expect, test as it, type Caller } from '@coach/server/test/fixtures.ts';
import type { TestApp } from '@coach/server/test/testApp.ts';
import { insertOrder, world, type World } from './fixtures';

const manage = '/api/bbxc/tenant/inner/channelmanage';
const { channelBill } = resourcesByName;

describe('channel bills: 26th-to-25th periods and the 待确认 -> 已确认 -> 已打款 machine', () => {
  let t: TestApp;
  let w: World;
  let admin: Caller;
  let channel: Caller;
  const now = Math.floor(Date.now() / 1000);
  const current = billingPeriod(now, 'month');
  it.beforeAll(async ({ app, admin: staff, channel: channelUser }) => {
    [t, admin, channel] = [app, staff, channelUser];
    w = await world(t, { admin: admin.token, channelUser: channel.token });
  });

  const asChannel = (path: string, body: unknown = {}) => channel.post(path, body);
  const asStaff = (path: string, body: unknown = {}) =>
    admin.post(path, body, { headers: { 'bbxc-channel-id': w.channelA } });

  it('puts an order settled on the 25th 23:59:59 and one on the 26th 00:00:00 (Shanghai) into different bills', async () => {
    // The current period starts at a 26th 00:00:00 Asia/Shanghai; one second earlier is the 25th.
    expect(formatTime(current.start)).toMatch(/-26 00:00:00$/);
    expect(formatTime(current.start - 1)).toMatch(/-25 23:59:59$/);
    // Placed in the current period (an hour ago may still be the 25th just after midnight of the 26th).
    const placed = Math.max(current.start, now - 3600);
    await insertOrder(t, w.tenantId, {
      orderNo: 'ON-25TH',
      channelId: w.channelA,
      paid: 110000,
      settleTime: current.start - 1,
      createTime: placed,
    });
    await insertOrder(t, w.tenantId, {
      orderNo: 'ON-26TH',
      channelId: w.channelA,
      paid: 220000,
      settleTime: current.start,
      createTime: placed,
    });
    // Not settled, or another channel's: never in this bill.
    await insertOrder(t, w.tenantId, {
      orderNo: 'UNSETTLED',
      channelId: w.channelA,
      paid: 330000,
      settleTime: null,
      createTime: placed,
    });
    await insertOrder(t, w.tenantId, {
      orderNo: 'OTHER-CH',
      channelId: w.channelB,
      paid: 440000,
      settleTime: current.start + 10,
    });

    const bill = await asChannel(`${manage}/recreate`);
    expect(bill.body).toMatchObject({
      status: true,
      result: {
        periodLabel: current.label,
        status: 0,
        orderCount: 1,
        orderAmount: '2200.00',
        periodStart: current.start,
        periodEnd: current.end - 1,
      },
    });
    // The report cuts the same way: the 25th's order is in the previous billing month.
    const report = (
      await asChannel(`${manage}/report`, { kind: 'billingMonth', startTime: current.start - 1, endTime: now })
    ).body.result.rows;
    // Without a range: the last 12 billing months, ending with the current one.
    const year = (await asChannel(`${manage}/report`, {})).body.result.rows;
    expect(year).toHaveLength(12);
    expect(year[11]).toMatchObject({ label: current.label, settledAmount: '2200.00', orderCount: 3 });
    expect((await asChannel(`${manage}/report`, { kind: 'week' })).body.message).toBe(
      '统计周期：请选择按月、按季度、按半年或按年',
    );
    expect(report.map((r: { label: string; settledAmount: string }) => [r.label, r.settledAmount])).toEqual([
      [billingPeriod(current.start - 1, 'month').label, '1100.00'],
      [current.label, '2200.00'],
    ]);
  });

  it('recreating after a new settled order changes the sum, and the commission follows the channel rule', async () => {
    const [{ id: ruleId }] = await t.services.database.rows<{
      id: string;
    }>(sql`INSERT INTO bbxc_channel_rule (tenant_id, rule_name, commission_type, commission_rate)
      VALUES (${w.tenantId}, '8.5%返佣', 1, 8.5) RETURNING id`);
    await t.services.database.rows(sql`UPDATE bbxc_channel SET channel_rule_id = ${ruleId} WHERE id = ${w.channelA}`);
    await insertOrder(t, w.tenantId, { orderNo: 'LATER', channelId: w.channelA, paid: 123401, settleTime: now - 30 });
    const bill = (await asStaff(`${manage}/recreate`)).body.result;
    // 2200.00 + 1234.01 = 3434.01; 8.5% of 343401 fen = 29189.085 -> 29189 fen.
    expect(bill).toMatchObject({ orderCount: 2, orderAmount: '3434.01', commissionAmount: '291.89' });
    const list = (await channel.call(channelBill, 'list')).body.result;
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({ id: bill.id, orderAmount: '3434.01' });
  });

  it("confirms once; a confirmed bill cannot be recreated; pay-out is staff's and only after confirming", async () => {
    const id = (await channel.call(channelBill, 'list')).body.result.list[0].id;
    expect((await asStaff(`${manage}/payment`, { ids: [id] })).body.message).toBe('状态已变更，请刷新后重试');
    expect((await asChannel(`${manage}/confirm`, { ids: [id] })).body).toMatchObject({
      status: true,
      message: '确认成功',
    });
    expect((await asChannel(`${manage}/confirm`, { ids: [id] })).body.message).toBe('状态已变更，请刷新后重试');
    await insertOrder(t, w.tenantId, { orderNo: 'TOO-LATE', channelId: w.channelA, paid: 99900, settleTime: now - 20 });
    expect((await asChannel(`${manage}/recreate`)).body.message).toBe(`${current.label}账单已确认，不能重新生成`);
    expect((await asChannel(`${manage}/payment`, { ids: [id] })).body.message).toBe('渠道用户无权进行此操作');
    const paid = await asStaff(`${manage}/payment`, { ids: [id] });
    expect(paid.body).toMatchObject({ status: true, message: '打款成功' });
    expect((await asStaff(`${manage}/payment`, { ids: [id] })).body.message).toBe('状态已变更，请刷新后重试');
    expect((await asStaff(`${manage}/confirm`, { ids: [id] })).body.message).toBe('状态已变更，请刷新后重试');
    expect((await asStaff(`${manage}/recreate`)).body.status).toBe(false);
    const [row] = await t.services.database.rows<Record<string, unknown>>(
      sql`SELECT status, order_amount, confirm_time, pay_time, pay_by FROM bbxc_channel_bill WHERE id = ${id}`,
    );
    // Still the sum it was confirmed with.
    expect(row).toMatchObject({ status: 2, order_amount: '343401' });
    expect(Number(row.confirm_time)).toBeGreaterThan(0);
    expect(Number(row.pay_time)).toBeGreaterThan(0);
  });

  it('lets one of two simultaneous confirmations win', async () => {
    // A fresh bill of channel B to race on.
    const staffB = (path: string, body: unknown = {}) =>
      admin.post(path, body, { headers: { 'bbxc-channel-id': w.channelB } });
    const id = (await staffB(`${manage}/recreate`)).body.result.id;
    const answers = await Promise.all([
      staffB(`${manage}/confirm`, { ids: [id] }),
      staffB(`${manage}/confirm`, { ids: [id] }),
    ]);
    expect(answers.map((a) => a.body.status).sort()).toEqual([false, true]);
    expect(answers.find((a) => !a.body.status)!.body.message).toBe('状态已变更，请刷新后重试');
  });

  it('needs a chosen channel for staff, and exports the bills as xlsx', async () => {
    expect((await admin.post(`${manage}/recreate`, {})).body.message).toBe('请先选择渠道');
    const response = await t.built.app.inject({
      method: 'POST',
      url: channelBill.api.export!,
      payload: {},
      headers: { 'ctl-token': channel.token },
    });
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const { xlsxRows } = await import('./fixtures');
    const rows = await xlsxRows(response.rawPayload);
    expect(rows[0]).toEqual([
      '账期',
      '账期开始',
      '账期结束',
      '结算订单数',
      '结算金额(元)',
      '佣金金额(元)',
      '账单状态',
      '确认时间',
      '打款时间',
      '生成时间',
    ]);
    expect(rows[1].slice(0, 1).concat(rows[1].slice(3, 7))).toEqual([
      current.label,
      '2',
      '3434.01',
      '291.89',
      '已打款',
    ]);
  });
});
