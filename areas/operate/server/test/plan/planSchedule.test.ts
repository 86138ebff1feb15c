import { sql } from 'drizzle-orm';
import { callerOf, describe, expect, test as it, type Caller } from '@coach/server/test/fixtures.ts';
import type { TestApp } from '@coach/server/test/testApp.ts';
import { countRows, secondTenantAdmin } from '@coach/server/test/tenants.ts';
import { addCar, addCoach, book, EXAM, futureHour, HOUR, tenantOf } from './planFixtures';

describe('class plans (排班)', () => {
  let t: TestApp;
  let admin: Caller;
  let tenantId: string;
  let coach: string;
  let coach2: string;
  let car: string;
  let car2: string;
  it.beforeAll(async ({ app, admin: signedIn }) => {
    [t, admin] = [app, signedIn];
    tenantId = await tenantOf(t);
    [coach, coach2] = [await addCoach(t, tenantId, '王建国'), await addCoach(t, tenantId, '李红梅')];
    [car, car2] = [await addCar(t, tenantId, '粤A·D1201'), await addCar(t, tenantId, '粤A·D1202')];
  });

  const post = (path: string, body: unknown, as = admin) => as.post(`${EXAM}${path}`, body);
  const plan = (startTime: number, hours = 2, extra: Record<string, unknown> = {}) =>
    post('/classplan/insert', {
      coachId: coach,
      carId: car,
      subject: 2,
      startTime,
      endTime: startTime + hours * HOUR,
      capacity: 4,
      ...extra,
    });
  const detail = async (id: string) => (await post('/classplan/detail', { id })).body.result;

  it('inserts a plan with the coach and car names, and lists a week by time, coach and car', async () => {
    const start = futureHour(1, 8);
    const { body } = await plan(start);
    expect(body).toMatchObject({ status: true, message: '新增成功' });
    expect(await detail(body.result.id)).toMatchObject({
      coachName: '王建国',
      carNo: '粤A·D1201',
      startTime: start,
      endTime: start + 2 * HOUR,
      capacity: 4,
      bookedCount: 0,
      status: 1,
    });
    const week = (await post('/classplan/list', { startTime: start - HOUR, endTime: start + 6 * 86400, pageSize: 500 }))
      .body.result;
    expect(week.list.map((r: { id: string }) => r.id)).toContain(body.result.id);
    expect(
      (await post('/classplan/list', { startTime: start - HOUR, endTime: start + 86400, coachId: coach2 })).body.result
        .total,
    ).toBe(0);
    expect(
      (await post('/classplan/list', { startTime: start - HOUR, endTime: start + 86400, carId: car })).body.result
        .total,
    ).toBe(1);
  });

  it('refuses bad plans, naming the field, and writes nothing', async () => {
    const start = futureHour(1, 12);
    const before = await countRows(t, 'examroom_class_plan');
    expect((await plan(start, 2, { coachId: '' })).body.message).toBe('教练：该输入项为必填项!');
    expect((await plan(start, 2, { capacity: 0 })).body.message).toMatch(/^可约人数：/);
    expect(
      (
        await post('/classplan/insert', {
          coachId: coach,
          carId: car,
          subject: 2,
          startTime: start,
          endTime: start,
          capacity: 4,
        })
      ).body.message,
    ).toBe('结束时间必须晚于开始时间');
    expect((await plan(start, 13)).body.message).toBe('单个排班时长不能超过12小时');
    expect((await plan(Math.floor(Date.now() / 1000) - 86400)).body.message).toBe('开始时间不能早于当前时间');
    const pending = await addCoach(t, tenantId, '赵磊', 0);
    expect((await plan(start, 2, { coachId: pending })).body.message).toBe('教练：只能为已同意的教练排班');
    const rejectedCar = await addCar(t, tenantId, '粤A·X9999', 2);
    expect((await plan(start, 2, { carId: rejectedCar })).body.message).toBe('车辆：只能为已通过的车辆排班');
    expect((await plan(start, 2, { carId: '99999999' })).body.message).toBe('车辆：所选车辆不存在');
    expect(await countRows(t, 'examroom_class_plan')).toBe(before);
  });

  it('refuses overlap with the same coach or the same car, but allows adjacent plans', async () => {
    const start = futureHour(2, 8);
    expect((await plan(start)).body.status).toBe(true); // 08:00-10:00, coach 王建国, car D1201
    const sameCoach = await plan(start + HOUR, 2, { carId: car2 });
    expect(sameCoach.body).toMatchObject({ status: false, code: '409' });
    expect(sameCoach.body.message).toMatch(/^时间冲突：教练王建国在.+已有排班$/);
    const sameCar = await plan(start - HOUR, 2, { coachId: coach2 });
    expect(sameCar.body.message).toMatch(/^时间冲突：车辆粤A·D1201在.+已有排班$/);
    // Inside and around the plan count as overlap too.
    expect((await plan(start + 30 * 60, 1, { carId: car2 })).body.status).toBe(false);
    expect((await plan(start - HOUR, 4, { carId: car2 })).body.status).toBe(false);
    // Touching at 10:00 and at 08:00 is not overlap; another coach with another car at the same time is fine.
    expect((await plan(start + 2 * HOUR)).body.status).toBe(true);
    expect((await plan(start - 2 * HOUR)).body.status).toBe(true);
    expect((await plan(start, 2, { coachId: coach2, carId: car2 })).body.status).toBe(true);
  });

  it('lets exactly one of concurrent overlapping inserts win (same coach, or same car)', async () => {
    const start = futureHour(3, 8);
    const sameCoach = await Promise.all([plan(start, 2, { carId: car }), plan(start + HOUR, 2, { carId: car2 })]);
    expect(sameCoach.filter((r) => r.body.status)).toHaveLength(1);
    expect(sameCoach.find((r) => !r.body.status)!.body.message).toMatch(/^时间冲突：教练王建国/);
    const sameCar = await Promise.all([
      plan(start + 4 * HOUR, 2, { coachId: coach }),
      plan(start + 5 * HOUR, 2, { coachId: coach2 }),
    ]);
    expect(sameCar.filter((r) => r.body.status)).toHaveLength(1);
    expect(sameCar.find((r) => !r.body.status)!.body.message).toMatch(/^时间冲突：车辆粤A·D1201/);

    const later = futureHour(3, 14);
    const cars = [car, car2, car, car2, car, car2, car, car2];
    const many = await Promise.all(
      cars.map((c, i) => plan(later + (i % 3) * 1800, 2, { carId: c, coachId: i % 2 ? coach2 : coach })),
    );
    const [{ n }] = await t.services.database.rows<{
      n: string;
    }>(sql`SELECT count(*) AS n FROM examroom_class_plan a JOIN examroom_class_plan b
      ON a.id < b.id AND a.deleted = 0 AND b.deleted = 0 AND (a.coach_id = b.coach_id OR a.car_id = b.car_id)
      AND a.start_time < b.end_time AND b.start_time < a.end_time`);
    expect(Number(n)).toBe(0);
    expect(many.filter((r) => r.body.status).length).toBeGreaterThanOrEqual(1);
  });

  it('advances and delays keeping the length, refuses overlap and the past, and records each move', async () => {
    const start = futureHour(4, 10);
    const id = (await plan(start, 2)).body.result.id;
    const ahead = await post('/classplan/ahead/save', { id, minutes: 30, reason: '教练临时有事' });
    expect(ahead.body).toMatchObject({
      status: true,
      message: '提前成功',
      result: { startTime: start - 1800, endTime: start + 2 * HOUR - 1800 },
    });
    const delay = await post('/classplan/delay/save', { id, minutes: 90 });
    expect(delay.body.result).toMatchObject({ startTime: start + 3600, endTime: start + 3 * HOUR });
    const after = await detail(id);
    expect(after.endTime - after.startTime).toBe(2 * HOUR);

    const blocker = (await plan(start + 4 * HOUR, 1, { carId: car2 })).body.result.id; // same coach 14:00-15:00
    expect((await post('/classplan/delay/save', { id, minutes: 120 })).body.message).toMatch(/^时间冲突：教练王建国/);
    expect((await post('/classplan/delay/save', { id, minutes: 60 })).body.status).toBe(true); // ends 14:00: touching
    expect((await post('/classplan/ahead/save', { id, minutes: 8 * 24 * 60 })).body.message).toBe(
      '调整时长：请输入1-10080之间的分钟数',
    );
    expect((await post('/classplan/ahead/save', { id, minutes: 6 * 24 * 60 })).body.message).toBe(
      '开始时间不能早于当前时间',
    );
    expect((await post('/classplan/ahead/save', { id: blocker, minutes: 0 })).body.message).toBe(
      '调整时长：请输入1-10080之间的分钟数',
    );

    const history = (await post('/classplan/modifyList', { planId: id })).body.result.list;
    expect(
      history.map((r: { modifyType: number; oldStart: number; newStart: number }) => [
        r.modifyType,
        r.newStart - r.oldStart,
      ]),
    ).toEqual([
      [2, 3600],
      [2, 5400],
      [1, -1800],
    ]);
    expect(history[2]).toMatchObject({
      reason: '教练临时有事',
      coachName: '王建国',
      carNo: '粤A·D1201',
      operatorName: '系统管理员',
    });
  });

  it('records every edit, checks overlap on edit and keeps capacity above the booked count', async () => {
    const start = futureHour(5, 8);
    const id = (await plan(start, 2)).body.result.id;
    const other = (await plan(start + 3 * HOUR, 2)).body.result.id;
    expect(
      (await post('/classplan/update', { id: other, startTime: start + HOUR, endTime: start + 3 * HOUR })).body.message,
    ).toMatch(/^时间冲突：/);
    expect((await post('/classplan/update', { id, capacity: 6, reason: '加开名额' })).body.status).toBe(true);
    expect(
      (await post('/classplan/update', { id, carId: car2, startTime: start + 2 * HOUR, endTime: start + 3 * HOUR }))
        .body.status,
    ).toBe(true);
    expect(await detail(id)).toMatchObject({ carNo: '粤A·D1202', capacity: 6, startTime: start + 2 * HOUR });
    const history = (await post('/classplan/modifyList', { planId: id })).body.result.list;
    expect(history.map((r: { modifyType: number; carNo: string }) => [r.modifyType, r.carNo])).toEqual([
      [3, '粤A·D1202'],
      [3, '粤A·D1201'],
    ]);
    expect(history[1].reason).toBe('加开名额');
    await t.services.database.rows(sql`UPDATE examroom_class_plan SET booked_count = 3 WHERE id = ${id}`);
    expect((await post('/classplan/update', { id, capacity: 2 })).body.message).toBe('可约人数不能少于已约人数(3)');
  });

  it('closes and opens plans, refusing from the wrong state, and opens or closes a whole period', async () => {
    const start = futureHour(6, 8);
    const a = (await plan(start, 1)).body.result.id;
    const b = (await plan(start + HOUR, 1)).body.result.id;
    expect((await post('/classplan/open', { ids: [a] })).body.message).toBe('状态已变更，请刷新后重试');
    expect((await post('/classplan/close', { ids: [a, b] })).body).toMatchObject({ status: true, message: '关闭成功' });
    expect((await post('/classplan/close', { ids: [a] })).body.message).toBe('状态已变更，请刷新后重试');
    expect((await post('/classplan/open', { ids: [a] })).body.status).toBe(true);
    expect((await detail(a)).status).toBe(1);

    const dayStart = start - 8 * HOUR;
    const closed = await post('/scheduling/close', { startTime: dayStart, endTime: dayStart + 86400 - 1 });
    expect(closed.body).toMatchObject({ status: true, result: { changed: 1 } }); // only `a` was open
    expect([(await detail(a)).status, (await detail(b)).status]).toEqual([0, 0]);
    const opened = await post('/scheduling/open', {
      startTime: dayStart,
      endTime: dayStart + 86400 - 1,
      coachId: coach,
    });
    expect(opened.body.result.changed).toBe(2);
    expect((await post('/scheduling/open', { startTime: dayStart + 10, endTime: dayStart })).body.message).toBe(
      '开始时间不能晚于结束时间',
    );
  });

  it('notifies each booked student once (one message each), and refuses deleting booked plans', async () => {
    const start = futureHour(7, 8);
    const id = (await plan(start, 2)).body.result.id;
    // Before any booking nobody is notified.
    expect((await post('/classplan/sendMsg', { id })).body).toMatchObject({
      status: true,
      result: { notified: 0 },
      message: '该排班暂无已预约学员',
    });
    // 刘洋 trains and is signed off: no longer 已预约, so not notified.
    await book(t, tenantId, id, [
      ['张明', '13912340001'],
      ['王芳', '13912340002'],
      ['刘洋', '13912340003', 2],
    ]);
    expect((await detail(id)).bookedCount).toBe(3);
    // Another tenant cannot book this tenant's plan.
    const other = await secondTenantAdmin(t);
    await expect(book(t, other.tenantId, id, [['外人', '13912349999']])).rejects.toThrow('排班不存在、已关闭或已约满');
    expect((await detail(id)).bookedCount).toBe(3);
    const sent = await post('/classplan/sendMsg', { id, content: '明早课时改到10点，请准时到场' });
    expect(sent.body).toMatchObject({ status: true, message: '已通知2名学员', result: { notified: 2 } });
    const messages = await t.services.database.rows<{
      receiver_name: string;
      content: string;
      receiver_type: number;
    }>(sql`SELECT receiver_name, content, receiver_type
      FROM examroom_message WHERE plan_id = ${id} ORDER BY receiver_mobile`);
    expect(messages.map((m) => [m.receiver_name, m.content, Number(m.receiver_type)])).toEqual([
      ['张明', '明早课时改到10点，请准时到场', 1],
      ['王芳', '明早课时改到10点，请准时到场', 1],
    ]);
    expect((await post('/classplan/batchDelete', { ids: [id] })).body.message).toBe(
      '所选排班已有学员预约，不能删除，请先关闭或调班',
    );
    expect((await detail(id)).id).toBe(id);
    const free = (await plan(start + 3 * HOUR, 1)).body.result.id;
    expect((await post('/classplan/batchDelete', { ids: [free] })).body.message).toBe('删除成功');
    expect((await post('/classplan/detail', { id: free })).body.message).toBe('数据不存在或已删除');
    // A deleted plan no longer blocks its slot.
    expect((await plan(start + 3 * HOUR, 1)).body.status).toBe(true);
  });

  it('keeps plans of another tenant out of reach', async () => {
    const other = await secondTenantAdmin(t).catch(() => undefined);
    const otherAdmin = callerOf(t, other?.token ?? (await t.login('otheradmin', 'Other2026')));
    const id = (await plan(futureHour(8, 8))).body.result.id;
    expect((await post('/classplan/detail', { id }, otherAdmin)).body.message).toBe('数据不存在或已删除');
    expect((await post('/classplan/delay/save', { id, minutes: 30 }, otherAdmin)).body.message).toBe(
      '数据不存在或已删除',
    );
    expect((await post('/classplan/sendMsg', { id }, otherAdmin)).body.message).toBe('数据不存在或已删除');
    expect(
      (
        await post(
          '/classplan/insert',
          {
            coachId: coach,
            carId: car,
            subject: 2,
            startTime: futureHour(9, 8),
            endTime: futureHour(9, 9),
            capacity: 4,
          },
          otherAdmin,
        )
      ).body.message,
    ).toBe('教练：所选教练不存在');
  });

  it('saves the class-hour and exam-place settings, checking the times', async () => {
    expect((await post('/classHourSetting/get', {})).body.result).toMatchObject({
      hourMinutes: 60,
      dayStart: '08:00',
      dayEnd: '18:00',
      configured: false,
    });
    expect(
      (
        await post('/classHourSetting/save', {
          hourMinutes: 90,
          dayStart: '18:00',
          dayEnd: '08:00',
          bookAheadDays: 7,
          defaultCapacity: 4,
        })
      ).body.message,
    ).toBe('每日结束时间必须晚于开始时间');
    expect(
      (
        await post('/classHourSetting/save', {
          hourMinutes: 90,
          dayStart: '8点',
          dayEnd: '18:00',
          bookAheadDays: 7,
          defaultCapacity: 4,
        })
      ).body.message,
    ).toBe('每日开始时间：请输入HH:mm格式的时间');
    expect(
      (
        await post('/classHourSetting/save', {
          hourMinutes: 5,
          dayStart: '07:30',
          dayEnd: '20:00',
          bookAheadDays: 7,
          defaultCapacity: 4,
        })
      ).body.message,
    ).toMatch(/^课时时长\(分钟\)：/);
    expect(
      (
        await post('/classHourSetting/save', {
          hourMinutes: 90,
          dayStart: '07:30',
          dayEnd: '20:00',
          bookAheadDays: 14,
          defaultCapacity: 3,
        })
      ).body.status,
    ).toBe(true);
    expect((await post('/classHourSetting/get', {})).body.result).toMatchObject({
      hourMinutes: 90,
      dayStart: '07:30',
      dayEnd: '20:00',
      bookAheadDays: 14,
      configured: true,
    });
    expect(
      (await post('/examPlaceSetting/save', { placeName: '示例科目二考场', address: '城东区考场路1号', phone: '123' }))
        .body.message,
    ).toBe('联系电话：请输入11位手机号码或座机号码');
    expect(
      (
        await post('/examPlaceSetting/save', {
          placeName: '示例科目二考场',
          address: '城东区考场路1号',
          phone: '020-88886666',
          openHours: '08:00-18:00',
        })
      ).body.status,
    ).toBe(true);
    expect((await post('/examPlaceSetting/get', {})).body.result).toMatchObject({
      placeName: '示例科目二考场',
      phone: '020-88886666',
    });
  });
});
