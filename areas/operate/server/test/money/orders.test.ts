import { sql } from 'drizzle-orm';
import { billingPeriod } from '@coach/domain';
import { describe, expect, test as it } from '@coach/server/test/fixtures.ts';
import { ADMIN, type TestApp } from '@coach/server/test/testApp.ts';
import { countRows, secondTenantAdmin } from '@coach/server/test/tenants.ts';
import { HOUR, ledger, money, now } from './fixtures';

const price = '/api/examroom/priceSetting';

describe('exam-room prices, orders, trainings and bills', () => {
  let t: TestApp;
  let m: ReturnType<typeof money>;
  it.beforeAll(async ({ app, admin: signedIn }) => {
    t = app;
    m = money(t, signedIn.token);
  });

  it('saves one price per car type and subject, coach pay not above the price', async () => {
    const body = { settingName: 'C1科目二', carType: 1, subject: 2, unitPrice: '150', coachPrice: '60', minHours: 2 };
    expect((await m.post(`${price}/save`, { ...body, coachPrice: '160' })).message).toBe(
      '教练课酬(元)：不能高于学时单价（150.00元）',
    );
    expect((await m.post(`${price}/save`, { ...body, unitPrice: '' })).message).toBe('学时单价(元)：该输入项为必填项!');
    expect((await m.post(`${price}/save`, { ...body, minHours: 0 })).message).toBe('起订学时：请输入1-100之间的整数');
    const { id } = (await m.post(`${price}/save`, body)).result;
    expect((await m.post(`${price}/save`, { ...body, settingName: '重复' })).message).toBe(
      '该车型和科目已有价格设置「C1科目二」',
    );
    expect((await m.post(`${price}/update`, { id, coachPrice: '200' })).message).toBe(
      '教练课酬(元)：不能高于学时单价（150.00元）',
    );
    expect((await m.post(`${price}/update`, { id, unitPrice: '160', settingName: 'C1科目二考场' })).message).toBe(
      '修改成功',
    );
    expect((await m.post(`${price}/detail`, { id })).result).toMatchObject({
      settingName: 'C1科目二考场',
      unitPrice: '160.00',
      coachPrice: '60.00',
      minHours: 2,
    });
    expect((await m.post(`${price}/list`, { subject: 2 })).result.total).toBe(1);
    const other = (await m.post(`${price}/save`, { ...body, subject: 3, settingName: '科目三' })).result.id;
    expect((await m.post(`${price}/delete`, { ids: [other] })).message).toBe('删除成功');
    expect((await m.post(`${price}/list`)).result.total).toBe(1);
    // A booking below the minimum hours is refused.
    await expect(m.book(id, '201', [1])).rejects.toThrow('至少预约2学时');
  });

  it('books an order with sub-orders, signs off trainings once into the wallet and the bill', async () => {
    const priceId = await m.price('100', '40', 2, 2);
    const { orderId, orderNo, subIds } = await m.book(priceId, '301', [2, 1, 2]);
    expect(subIds).toHaveLength(3);
    const order = (await m.post('/api/examroom/order/detail', { id: orderId })).result;
    expect(order).toMatchObject({
      orderNo,
      hours: 5,
      amount: '500.00',
      payStatus: 1,
      refundStatus: 0,
      studentMobile: '13700001111',
    });
    expect(order.subOrders.map((s: { status: number; amount: string }) => [s.status, s.amount])).toEqual([
      [1, '200.00'],
      [1, '100.00'],
      [1, '200.00'],
    ]);
    // The class plans' side reads booked students straight from the table.
    const [{ n }] = await t.services.database.rows<{ n: string }>(
      sql`SELECT count(*) AS n FROM examroom_sub_order WHERE order_id = ${orderId} AND status = 1 AND plan_id IS NOT NULL`,
    );
    expect(Number(n)).toBe(3);

    expect((await m.finish(subIds[0])).message).toBe('签退成功');
    expect((await m.finish(subIds[0])).message).toBe('状态已变更，请刷新后重试');
    expect((await m.finish(subIds[1])).status).toBe(true);
    const trains = (await m.post('/api/examroom/train/list', { coachId: '301' })).result;
    expect(trains.total).toBe(2);
    const detail = (await m.post('/api/examroom/train/detail', { id: trains.list[0].id })).result;
    expect(detail).toMatchObject({ orderNo, coachName: '教练301', subject: 2 });
    expect(await m.wallet('301')).toMatchObject({ balance: '120.00', totalIncome: '120.00' });
    expect((await m.post('/api/examroom/subOrder/list', { orderId, status: 2 })).result.total).toBe(2);
    expect((await m.post('/api/examroom/order/list', { orderNo })).result.list[0]).toMatchObject({
      id: orderId,
      amount: '500.00',
    });
  });

  it("keeps with the order the school's student of the booking phone, whose name then opens 学员详情", async () => {
    const priceId = await m.price('100', '40', 3, 2);
    const [{ tenant_id: tenantId }] = await t.services.database.rows<{ tenant_id: string }>(
      sql`SELECT tenant_id FROM sys_user WHERE account = 'admin'`,
    );
    const [student] = await t.services.database.rows<{ id: string }>(
      sql`INSERT INTO bbxc_student (tenant_id, name, mobile) VALUES (${tenantId}, '孙雨桐', '13700007777') RETURNING id`,
    );
    const known = await m.book(priceId, '601', [1], -7 * 24 * HOUR, {
      studentName: '孙雨桐',
      studentMobile: '13700007777',
    });
    const unknown = await m.book(priceId, '601', [1], -5 * 24 * HOUR, {
      studentName: '路人',
      studentMobile: '13700008888',
    });
    const row = async (path: string, body: Record<string, unknown>) =>
      (await m.post(path, { ...body, pageSize: 50 })).result.list[0] as Record<string, unknown>;
    expect(await row('/api/examroom/order/list', { orderNo: known.orderNo })).toMatchObject({
      studentName: '孙雨桐',
      studentId: String(student.id),
    });
    // Its sub-orders name the student through the order; a phone of no student names none.
    expect(await row('/api/examroom/subOrder/list', { orderId: known.orderId })).toMatchObject({
      studentId: String(student.id),
    });
    expect(await row('/api/examroom/order/list', { orderNo: unknown.orderNo })).toMatchObject({ studentId: null });
  });

  it('sums each coach and billing period in a bill equal to the ledger credits', async () => {
    const priceId = await m.price('120', '70', 1, 3);
    const a = await m.book(priceId, '401', [1, 2], -70 * 24 * HOUR);
    const b = await m.book(priceId, '401', [3], -3 * 24 * HOUR, {
      studentName: '钱思远',
      studentMobile: '13700002222',
    });
    for (const id of [...a.subIds, ...b.subIds]) expect((await m.finish(id)).status).toBe(true);
    const bills = (await m.post('/api/examroom/bill/list', { coachId: '401', pageSize: 50 })).result.list as {
      id: string;
      periodLabel: string;
      coachIncome: string;
      hours: number;
      trainCount: number;
    }[];
    const trains = await t.services.database.rows<{ end_time: string; coach_income: string }>(
      sql`SELECT end_time, coach_income FROM examroom_train WHERE coach_id = '401'`,
    );
    const expected = new Map<string, number>();
    for (const tr of trains) {
      const label = billingPeriod(Number(tr.end_time), 'month').label;
      expected.set(label, (expected.get(label) ?? 0) + Number(tr.coach_income));
    }
    expect(new Map(bills.map((x) => [x.periodLabel, Math.round(Number(x.coachIncome) * 100)]))).toEqual(expected);
    const billTotal = bills.reduce((s, x) => s + Math.round(Number(x.coachIncome) * 100), 0);
    expect(billTotal).toBe(6 * 7000);
    expect(billTotal).toBe((await ledger(t, '401')).credits);
    expect(bills.reduce((s, x) => s + x.hours, 0)).toBe(6);
    const detail = (await m.post('/api/examroom/bill/detail', { id: bills[0].id })).result;
    expect(
      detail.trains.reduce((s: number, x: { coachIncome: string }) => s + Math.round(Number(x.coachIncome) * 100), 0),
    ).toBe(Math.round(Number(bills[0].coachIncome) * 100));
    expect(detail.trains).toHaveLength(bills[0].trainCount);
  });

  it('exports orders and bills as xlsx', async () => {
    for (const path of ['/api/examroom/order/export', '/api/examroom/bill/export']) {
      const res = await t.built.app.inject({
        method: 'POST',
        url: path,
        payload: {},
        headers: { 'ctl-token': await t.login(...ADMIN) },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    }
  });

  it('refuses bad bookings and keeps another tenant out', async () => {
    const priceId = await m.price('90', '30', 2, 3);
    const before = await countRows(t, 'examroom_order');
    const start = now() + 24 * HOUR;
    const odd = await m.plan('502', start, start + 5400, { subject: 3 });
    const body = (planIds: string[], studentMobile = '13700003333') => ({
      studentName: '学员',
      studentMobile,
      priceSettingId: priceId,
      planIds,
    });
    expect((await m.post('/api/examroom/order/book', body([odd], '123'))).message).toBe(
      '学员手机号：您输入的手机号不正确!',
    );
    expect((await m.post('/api/examroom/order/book', body([odd]))).message).toBe(
      '排班时长必须为整学时（每学时60分钟）',
    );
    expect((await m.post('/api/examroom/order/book', body([]))).message).toBe('请至少选择一个排班');
    expect((await m.post('/api/examroom/order/book', { ...body([]), planIds: undefined })).message).toBe(
      '请至少选择一个排班',
    );
    const wrongSubject = await m.plan('502', start + 2 * HOUR, start + 3 * HOUR, { subject: 2 });
    expect((await m.post('/api/examroom/order/book', body([wrongSubject]))).message).toBe(
      '所选排班的科目与价格设置不一致',
    );
    const closed = await m.plan('502', start + 4 * HOUR, start + 5 * HOUR, { subject: 3, status: 0 });
    const good = await m.plan('502', start + 6 * HOUR, start + 7 * HOUR, { subject: 3 });
    // One closed (or missing) plan refuses the whole booking and takes no seat anywhere.
    expect((await m.post('/api/examroom/order/book', body([good, closed]))).message).toBe('排班不存在、已关闭或已约满');
    expect((await m.post('/api/examroom/order/book', body([good, '987654321']))).message).toBe(
      '排班不存在、已关闭或已约满',
    );
    expect([await m.bookedCount(odd), await m.bookedCount(wrongSubject), await m.bookedCount(good)]).toEqual([0, 0, 0]);
    expect(await countRows(t, 'examroom_order')).toBe(before);
    const other = await secondTenantAdmin(t);
    const o = money(t, other.token, 'otheradmin');
    expect((await o.post('/api/examroom/order/list')).result.total).toBe(0);
    expect((await o.post('/api/examroom/bill/list')).result.total).toBe(0);
    expect((await o.post('/api/examroom/train/list')).result.total).toBe(0);
    const { subIds } = await m.book(priceId, '501', [1]);
    expect((await o.finish(subIds[0])).message).toBe('数据不存在或已删除');
    expect((await o.post('/api/examroom/order/book', body([good]))).message).toBe('价格设置：价格不存在或已删除');
    // Another tenant's own price does not reach this tenant's plans either.
    const otherPrice = await o.price('90', '30', 2, 3);
    expect((await o.post('/api/examroom/order/book', { ...body([good]), priceSettingId: otherPrice })).message).toBe(
      '排班不存在、已关闭或已约满',
    );
    expect(await m.bookedCount(good)).toBe(0);
  });

  it('takes the plan, start, end and coach from the class plan and seats one of two racing bookings of the last place', async () => {
    // The 90-yuan price (大客车 科目三) of the test above.
    const [{ id: priceId }] = (await m.post(`${price}/list`, { carType: 2, subject: 3 })).result.list;
    const start = now() + 48 * HOUR - (now() % HOUR);
    const planId = await m.plan('801', start, start + 2 * HOUR, { subject: 3, capacity: 1 });
    const book = (studentMobile: string) =>
      m.post('/api/examroom/order/book', {
        studentName: '赛跑',
        studentMobile,
        priceSettingId: priceId,
        planIds: [planId],
      });
    const before = await countRows(t, 'examroom_order');
    const results = await Promise.all([book('13700008881'), book('13700008882')]);
    expect(results.filter((r) => r.status)).toHaveLength(1);
    expect(results.find((r) => !r.status)!.message).toBe('排班不存在、已关闭或已约满');
    expect(await m.bookedCount(planId)).toBe(1);
    expect(await countRows(t, 'examroom_order')).toBe(before + 1);
    const won = results.find((r) => r.status)!.result.id;
    const [sub] = (await m.post('/api/examroom/order/detail', { id: won })).result.subOrders;
    expect(sub).toMatchObject({
      planId,
      planStart: start,
      planEnd: start + 2 * HOUR,
      coachId: '801',
      coachName: '教练801',
      hours: 2,
      amount: '180.00',
    });
    // Full now: a third student is refused too.
    expect((await book('13700008883')).message).toBe('排班不存在、已关闭或已约满');
  });

  it('gives one student one seat on a plan, even when the same booking is sent twice at once', async () => {
    const [{ id: priceId }] = (await m.post(`${price}/list`, { carType: 2, subject: 3 })).result.list;
    const start = now() + 72 * HOUR - (now() % HOUR);
    const planId = await m.plan('801', start, start + 2 * HOUR, { subject: 3, capacity: 4 });
    const book = () =>
      m.post('/api/examroom/order/book', {
        studentName: '双击',
        studentMobile: '13700008890',
        priceSettingId: priceId,
        planIds: [planId],
      });
    const before = await countRows(t, 'examroom_order');
    const results = await Promise.all([book(), book()]);
    expect(results.filter((r) => r.status)).toHaveLength(1);
    expect(results.find((r) => !r.status)!.message).toBe('该学员已预约所选排班');
    expect(await m.bookedCount(planId)).toBe(1);
    expect(await countRows(t, 'examroom_order')).toBe(before + 1);
  });
});
