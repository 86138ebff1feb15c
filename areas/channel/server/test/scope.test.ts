import { sql } from 'drizzle-orm';
import { describe, expect, test as it } from '@coach/server/test/fixtures.ts';
import type { TestApp } from '@coach/server/test/testApp.ts';
import { secondTenantAdmin } from '@coach/server/test/tenants.ts';
import { answerText, insertOrder, world, type World } from './fixtures';

const manage = '/api/bbxc/tenant/inner/channelmanage';
const orders = '/api/bbxc/order/inner/channelOrder/v1';
const couponOrders = '/api/bbxc/order/inner/channelCouponOrder/v1';

/**
 * The sweep of issue 9: every call of the channel back office, made by channel A's user
 * naming channel B in `bbxc-channel-id`, answers nothing of B. B's rows carry markers (order
 * numbers, a coupon holder's name, amounts ending in .57 that any sum with them keeps), and
 * the same read calls made by staff choosing B do show them, so the check can see a leak.
 */
describe('channel back office: a channel sees only its own channel', () => {
  let t: TestApp;
  let w: World;
  let bOrder: string;
  let bCouponOrder: string;
  let bBill: string;
  const B_MARKERS = ['B-ORDER-1', 'B-COUPON-1', '乙渠道学员', '城南渠道', '.57'];

  it.beforeAll(async ({ app }) => {
    t = app;
    w = await world(t);
    const now = Math.floor(Date.now() / 1000);
    const received = async (channelId: string, userName: string) => {
      const [r] = await t.services.database.rows<{
        id: string;
      }>(sql`INSERT INTO bbxc_coupon_received (tenant_id, coupon_id, coupon_name, user_name, mobile, channel_id, source, status, valid_start, valid_end, use_time)
        VALUES (${w.tenantId}, 1, '报名立减200元', ${userName}, '13912340009', ${channelId}, 2, 1, ${now - 86400}, ${now + 86400}, ${now - 60}) RETURNING id`);
      return String(r.id);
    };
    const aReceived = await received(w.channelA, '甲渠道学员');
    const bReceived = await received(w.channelB, '乙渠道学员');
    await insertOrder(t, w.tenantId, {
      orderNo: 'A-ORDER-1',
      channelId: w.channelA,
      classId: w.classId,
      paid: 100000,
      settleTime: now - 120,
    });
    await insertOrder(t, w.tenantId, {
      orderNo: 'A-COUPON-1',
      channelId: w.channelA,
      classId: w.classId,
      paid: 80000,
      couponReceivedId: aReceived,
    });
    bOrder = await insertOrder(t, w.tenantId, {
      orderNo: 'B-ORDER-1',
      channelId: w.channelB,
      classId: w.classId,
      paid: 123457,
      settleTime: now - 120,
    });
    bCouponOrder = await insertOrder(t, w.tenantId, {
      orderNo: 'B-COUPON-1',
      channelId: w.channelB,
      classId: w.classId,
      paid: 50000,
      couponReceivedId: bReceived,
    });
    await t.services.database.rows(
      sql`INSERT INTO bbxc_channel_member (tenant_id, channel_id, name, mobile, create_time) VALUES (${w.tenantId}, ${w.channelB}, '乙成员', '13600000077', ${now - 60})`,
    );
    const made = await t.post(`${manage}/recreate`, {}, { token: w.admin, headers: { 'bbxc-channel-id': w.channelB } });
    expect(made.body).toMatchObject({ status: true, result: { orderAmount: '1234.57' } });
    bBill = made.body.result.id;
  });

  // Read calls: answered, without B. Bodies ask for everything there is.
  const reads: [string, unknown][] = [
    [`${orders}/list`, { pageSize: 500 }],
    [`${orders}/export`, {}],
    [`${couponOrders}/list`, { pageSize: 500 }],
    [`${couponOrders}/export`, {}],
    [`${manage}/index`, {}],
    [`${manage}/couponReceiveList`, { pageSize: 500 }],
    [`${manage}/couponUseList`, { pageSize: 500 }],
    [`${manage}/classList`, { pageSize: 500 }],
    [`${manage}/billList`, { pageSize: 500 }],
    [`${manage}/report`, { kind: 'billingMonth' }],
    [`${manage}/exportBill`, {}],
    [`${manage}/exportReport`, { kind: 'billingMonth' }],
    [`${manage}/exportCouponReceiveList`, {}],
    [`${manage}/exportCouponUseList`, {}],
  ];

  it.each(reads)('%s: the channel user naming B gets its own rows only; staff choosing B see B', async (path, body) => {
    const spoof = await answerText(t, path, body, { 'ctl-token': w.channelUser, 'bbxc-channel-id': w.channelB });
    if (spoof.json) expect(spoof.json.status, spoof.json.message).toBe(true);
    for (const marker of B_MARKERS) expect(spoof.text, `${path} leaks ${marker}`).not.toContain(marker);
    expect(spoof.text).not.toContain(`"channelId":"${w.channelB}"`);
    const staff = await answerText(t, path, body, { 'ctl-token': w.admin, 'bbxc-channel-id': w.channelB });
    expect(
      B_MARKERS.some((m) => staff.text.includes(m)),
      `${path} as staff of B shows B`,
    ).toBe(true);
  });

  it("counts only the channel's own orders beside the classes and in the report", async () => {
    const headers = { 'bbxc-channel-id': w.channelB };
    const classes = (await t.post(`${manage}/classList`, {}, { token: w.channelUser, headers })).body.result.list;
    expect(classes).toEqual([expect.objectContaining({ id: w.classId, orderCount: 2, orderAmount: '1800.00' })]);
    const report = (await t.post(`${manage}/report`, {}, { token: w.channelUser, headers })).body.result.rows;
    expect(report.reduce((s: number, r: { orderCount: number }) => s + r.orderCount, 0)).toBe(2);
    const index = (await t.post(`${manage}/index`, {}, { token: w.channelUser, headers })).body.result;
    expect(index).toMatchObject({
      channel: { id: w.channelA, name: '城东合作渠道', contactMobile: '138****8000' },
      orderCount: 2,
      couponReceivedCount: 1,
      couponUsedCount: 1,
    });
  });

  it("refuses to act on B's rows: detail, 财务核对, 确认, 打款 find nothing and change nothing", async () => {
    const as = (path: string, body: unknown) =>
      t.post(path, body, { token: w.channelUser, headers: { 'bbxc-channel-id': w.channelB } });
    expect((await as(`${orders}/detail`, { id: bOrder })).body.message).toBe('数据不存在或已删除');
    expect((await as(`${orders}/caiwuCheck`, { ids: [bOrder] })).body.status).toBe(false);
    expect((await as(`${couponOrders}/caiwuCheck`, { ids: [bCouponOrder] })).body.status).toBe(false);
    expect((await as(`${manage}/confirm`, { ids: [bBill] })).body.message).toBe('数据不存在或已删除');
    expect((await as(`${manage}/payment`, { ids: [bBill] })).body.message).toBe('数据不存在或已删除');
    const recreated = await as(`${manage}/recreate`, {});
    expect(recreated.body.result).toMatchObject({ orderAmount: '1000.00', orderCount: 1 });
    const { rows } = t.services.database;
    expect(await rows(sql`SELECT caiwu_check FROM bbxc_order WHERE id IN (${bOrder}, ${bCouponOrder})`)).toEqual([
      { caiwu_check: 0 },
      { caiwu_check: 0 },
    ]);
    expect(await rows(sql`SELECT status, order_amount FROM bbxc_channel_bill WHERE id = ${bBill}`)).toEqual([
      { status: 0, order_amount: '123457' },
    ]);
  });

  const everyCall = [
    ...reads.map(([p]) => p),
    `${orders}/detail`,
    `${orders}/caiwuCheck`,
    `${couponOrders}/caiwuCheck`,
    `${manage}/recreate`,
    `${manage}/confirm`,
    `${manage}/payment`,
  ];

  it("refuses staff of another tenant naming this tenant's channel, on every call", async () => {
    const other = await secondTenantAdmin(t);
    for (const path of everyCall) {
      const answer = await t.post(
        path,
        { id: bOrder, ids: [bBill] },
        { token: other.token, headers: { 'bbxc-channel-id': w.channelA } },
      );
      expect(answer.body, path).toMatchObject({ status: false, message: '渠道不存在' });
    }
    // Without naming a channel, another tenant reaches none of these rows either.
    const list = await t.post(`${orders}/list`, {}, { token: other.token });
    expect(list.body.result.total).toBe(0);
    expect((await t.post(`${manage}/index`, {}, { token: other.token })).body.message).toBe('请先选择渠道');
  });

  it('keeps an account bound to a channel on that channel whatever its type and header', async () => {
    // A staff-type account (enterpriseType 1) that an administrator bound to channel A.
    await t.services.database.rows(sql`UPDATE sys_user SET channel_id = ${w.channelA} WHERE account = 'operator01'`);
    const [{ id: roleId }] = await t.services.database.rows<{ id: string }>(
      sql`SELECT r.id FROM sys_role r WHERE r.role_code = 'CHANNEL_USER'`,
    );
    await t.services.database.rows(
      sql`INSERT INTO sys_user_role (user_id, role_id) SELECT id, ${roleId} FROM sys_user WHERE account = 'operator01'`,
    );
    const operator = await t.login('operator01', 'Operator2026');
    const answer = await answerText(
      t,
      `${orders}/list`,
      { pageSize: 500 },
      { 'ctl-token': operator, 'bbxc-channel-id': w.channelB },
    );
    expect(answer.json?.status).toBe(true);
    expect(answer.text).toContain('A-ORDER-1');
    expect(answer.text).not.toContain('B-ORDER-1');
  });

  it('refuses a channel id that is not a number or not a channel', async () => {
    for (const id of ['abc', '99999999']) {
      expect(
        (await t.post(`${orders}/list`, {}, { token: w.admin, headers: { 'bbxc-channel-id': id } })).body.message,
      ).toBe('渠道不存在');
    }
  });
});
