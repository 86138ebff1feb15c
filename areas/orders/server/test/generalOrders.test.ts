import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { resourcesByName } from '@coach/domain';
import { couponOrder, generalOrder } from '../../domain';
import { COUPON_WRITE_OFF } from '@coach/areas/marketing/domain/index.ts';
import { seedChannelBack } from '@coach/areas/channel/server/index.ts';
import { seedMarketing } from '@coach/areas/marketing/server/index.ts';
import { seedSchool } from '@coach/areas/school/server/index.ts';
import { seedStudents } from '@coach/areas/timing/server/index.ts';
import { demoTenantId } from '@coach/server/test/student/fixtures.ts';
import { describe, expect, test as it, type Caller } from '@coach/server/test/fixtures.ts';
import type { TestApp } from '@coach/server/test/testApp.ts';

// Issue 19 (first part): 订单管理 and 优惠券订单 read the enrolment orders with where they were
// placed (school, store, channel by name), filtered by each of the filters, exported
// as filtered; coupon orders are the orders that used a coupon.
type Order = {
  id: string;
  orderNo: string;
  schoolId?: string;
  schoolName: string | null;
  storeName: string | null;
  channelName: string | null;
  payMethod: number | null;
  payStatus: number;
  payTime: number | null;
  refundStatus: number;
  couponName: string | null;
  paidAmount: string;
};

describe('订单管理 and 优惠券订单', () => {
  let t: TestApp;
  let admin: Caller;
  let tenantId: string;
  it.beforeAll(async ({ app, admin: signedIn }) => {
    [t, admin] = [app, signedIn];
    tenantId = await demoTenantId(t);
    await seedMarketing(t.services.database, tenantId);
    await seedSchool(t.services.database, tenantId);
    await seedChannelBack(t.services.database, tenantId);
    await seedStudents(t.services.database, tenantId);
  }, 120_000);

  const list = async (def = generalOrder, body: Record<string, unknown> = {}) =>
    (await admin.call(def, 'list', { pageSize: 500, ...body })).body;
  const count = async (where: ReturnType<typeof sql>) =>
    Number(
      (
        await t.services.database.rows<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM bbxc_order WHERE tenant_id = ${tenantId} AND deleted = 0 AND ${where}`,
        )
      )[0].n,
    );

  it('lists every order newest first, with its school, store and channel by name', async () => {
    const answer = (await list()).result;
    expect(answer.total).toBe(await count(sql`TRUE`));
    const rows = answer.list as Order[];
    expect(rows.some((r) => r.schoolName && r.storeName)).toBe(true);
    expect(rows.every((r) => r.channelName)).toBe(true);
    const withSchool = rows.find((r) => r.schoolName)!;
    const [school] = await t.services.database.rows<{ name: string }>(
      sql`SELECT s.name FROM bbxc_order o JOIN bbxc_school s ON s.id::text = o.school_id WHERE o.id = ${withSchool.id}`,
    );
    expect(withSchool.schoolName).toBe(school.name);
  });

  it('filters by school, payment method, refund state, channel and the paid date range', async () => {
    const [{ school_id: schoolId }] = await t.services.database.rows<{ school_id: string }>(
      sql`SELECT school_id FROM bbxc_order WHERE tenant_id = ${tenantId} AND school_id IS NOT NULL LIMIT 1`,
    );
    expect((await list(generalOrder, { schoolId })).result.total).toBe(await count(sql`school_id = ${schoolId}`));
    expect((await list(generalOrder, { payMethod: 2 })).result.total).toBe(await count(sql`pay_method = 2`));
    expect((await list(generalOrder, { refundStatus: 3 })).result.total).toBe(await count(sql`refund_status = 3`));
    const [{ channel_id: channelId }] = await t.services.database.rows<{ channel_id: string }>(
      sql`SELECT channel_id FROM bbxc_order WHERE tenant_id = ${tenantId} LIMIT 1`,
    );
    expect((await list(generalOrder, { channelId: String(channelId) })).result.total).toBe(
      await count(sql`channel_id = ${channelId}`),
    );
    const now = Math.floor(Date.now() / 1000);
    const from = now - 90 * 86400;
    const paid = (await list(generalOrder, { startTime: from, endTime: now })).result;
    expect(paid.total).toBe(await count(sql`pay_time >= ${from} AND pay_time <= ${now}`));
    expect((paid.list as Order[]).every((r) => r.payTime! >= from)).toBe(true);
    // 下单时间 is a second range (createTimeStart/createTimeEnd), alone or with 支付时间.
    const placed = (await list(generalOrder, { createTimeStart: from, createTimeEnd: now })).result;
    expect(placed.total).toBe(await count(sql`create_time >= ${from} AND create_time <= ${now}`));
    const lastMonth = now - 30 * 86400;
    expect(
      (
        await list(generalOrder, {
          createTimeStart: from,
          createTimeEnd: lastMonth,
          startTime: lastMonth,
          endTime: now,
        })
      ).result.total,
    ).toBe(
      await count(
        sql`create_time >= ${from} AND create_time <= ${lastMonth} AND pay_time >= ${lastMonth} AND pay_time <= ${now}`,
      ),
    );
    expect((await list(generalOrder, { createTimeStart: 'yesterday' })).message).toBe('下单时间起的值不正确');
    expect((await list(generalOrder, { channelId: 'abc' })).message).toBe('渠道的值不正确');
    expect((await list(generalOrder, { payMethod: 9 })).message).toBe('支付方式的值不正确');
  });

  it('shows the orders that used a coupon as 优惠券订单, searchable by the coupon', async () => {
    const answer = (await list(couponOrder)).result;
    expect(answer.total).toBe(await count(sql`coupon_received_id IS NOT NULL`));
    expect(answer.total).toBeGreaterThan(0);
    const rows = answer.list as Order[];
    expect(rows.every((r) => r.couponName)).toBe(true);
    const name = rows[0].couponName!;
    const found = (await list(couponOrder, { couponName: name.slice(0, 2) })).result.list as Order[];
    expect(found.every((r) => r.couponName!.includes(name.slice(0, 2)))).toBe(true);
    const detail = (await admin.call(couponOrder, 'detail', { id: rows[0].id })).body.result;
    expect(detail.orderNo).toBe(rows[0].orderNo);
  });

  it("shows the coupon's own state: a 核销 on the received coupon reads at once on its order, filterable and exported (issue 38.1)", async () => {
    const rows = (await list(couponOrder)).result.list as (Order & {
      couponReceivedId: string;
      couponStatus: number;
      couponUseTime: number | null;
    })[];
    const stored = await t.services.database.rows<{ id: string; status: number; valid_end: number }>(
      sql`SELECT id, status, valid_end FROM bbxc_coupon_received WHERE tenant_id = ${tenantId}`,
    );
    const now = Math.floor(Date.now() / 1000);
    for (const row of rows) {
      const coupon = stored.find((c) => String(c.id) === String(row.couponReceivedId))!;
      expect(row.couponStatus).toBe(coupon.status === 0 && Number(coupon.valid_end) <= now ? 2 : coupon.status);
    }
    // Put one coupon back to 未使用 within its validity, then 核销 it as store staff do.
    const order = rows[0];
    await t.services.database.rows(
      sql`UPDATE bbxc_coupon_received SET status = 0, use_time = NULL, valid_start = ${now - 60}, valid_end = ${now + 86400} WHERE id = ${order.couponReceivedId}`,
    );
    const unused = (await list(couponOrder, { couponStatus: 0 })).result.list as { id: string }[];
    expect(unused.map((r) => r.id)).toContain(order.id);
    const writeOff = await admin.post(COUPON_WRITE_OFF.path, { id: order.couponReceivedId });
    expect(writeOff.body).toMatchObject({ status: true, message: '核销成功' });
    const after = (await admin.call(couponOrder, 'detail', { id: order.id })).body.result;
    expect(after).toMatchObject({ couponStatus: 1 });
    expect(after.couponUseTime).toBeGreaterThanOrEqual(now);
    const used = (await list(couponOrder, { couponStatus: 1 })).result.list as { id: string; couponStatus: number }[];
    expect(used.map((r) => r.id)).toContain(order.id);
    expect(used.every((r) => r.couponStatus === 1)).toBe(true);
    const res = await t.built.app.inject({
      method: 'POST',
      url: couponOrder.api.export!,
      payload: { couponStatus: 1 },
      headers: { 'ctl-token': admin.token },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('table')!;
    const header = sheet.getRow(1).values as string[];
    expect(header).toContain('优惠券状态');
    const column = header.indexOf('优惠券状态');
    expect(sheet.getRow(2).getCell(column).value).toBe('已核销');
  });

  it("exports a dictionary's labels as 字典管理 has them, the definition's where it has none (issue 38.15)", async () => {
    const saved = await admin.call(resourcesByName.dictionary, 'create', {
      type: 'received_coupon_status',
      value: '1',
      label: '已使用',
      sort: 1,
    });
    expect(saved.body.status).toBe(true);
    const res = await t.built.app.inject({
      method: 'POST',
      url: couponOrder.api.export!,
      payload: {},
      headers: { 'ctl-token': admin.token },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('table')!;
    const column = (sheet.getRow(1).values as string[]).indexOf('优惠券状态');
    const labels = new Set<string>();
    sheet.eachRow((row, n) => void (n > 1 && labels.add(String(row.getCell(column).value))));
    expect(labels.has('已使用')).toBe(true);
    // The tenant's entries replace the type's defaults: a value it did not name keeps the code's label.
    expect([...labels].every((l) => ['已使用', '未使用', '已过期', '已作废'].includes(l))).toBe(true);
    expect(labels.has('已核销')).toBe(false);
  });

  it('exports exactly the filtered orders', async () => {
    const res = await t.built.app.inject({
      method: 'POST',
      url: generalOrder.api.export!,
      payload: { payStatus: 1 },
      headers: { 'ctl-token': admin.token },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('table')!;
    expect(sheet.actualRowCount - 1).toBe(await count(sql`pay_status = 1`));
    expect(sheet.getRow(1).values).toEqual(
      expect.arrayContaining(['订单编号', '驾校', '门店', '渠道', '支付方式', '退款状态']),
    );
  });
});
