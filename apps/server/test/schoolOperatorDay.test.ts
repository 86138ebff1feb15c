import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { resourcesByName, transitionBody } from '@coach/domain';
import { describe, expect } from './fixtures';
import { withDemo } from './demoApp';

// Issue 50.3: the school operator's day on the demo. operator01 (驾校运营) is bound to 金陵驾校:
// they find its students and orders and no other school's, register its cars at the exam room
// (and no other school's); a coach made in 教练员管理 becomes schedulable in 排班管理 by one action.

const it = withDemo();
const { student, generalOrder, examCar, examCoach, coach, examClassPlan } = resourcesByName;
const HOUR = 3600;

describe("the school operator's day", () => {
  let schools: Record<string, string>;
  it.beforeAll(async ({ demo }) => {
    const rows = await demo.t.services.database.rows<{ id: string; name: string }>(
      sql`SELECT id, name FROM bbxc_school WHERE tenant_id = (SELECT tenant_id FROM sys_user WHERE account = 'admin')`,
    );
    schools = Object.fromEntries(rows.map((r) => [r.name, String(r.id)]));
  }, 240_000);

  it("finds only their school's students, by name, and not another school's", async ({ operator, admin }) => {
    const all = (await admin.call(student, 'list', { pageSize: 500 })).body.result;
    const own = (await operator.call(student, 'list', { pageSize: 500 })).body;
    expect(own.status).toBe(true);
    expect(own.result.total).toBeGreaterThan(0);
    expect(own.result.total).toBeLessThan(all.total);
    expect(new Set(own.result.list.map((s: { schoolName: string }) => s.schoolName))).toEqual(new Set(['金陵驾校']));
    const other = all.list.find((s: { schoolName: string }) => s.schoolName === '江宁安达驾校');
    const one = own.result.list[0];
    const byName = (await operator.call(student, 'list', { name: one.name, pageSize: 50 })).body.result;
    expect(byName.list.map((s: { id: string }) => s.id)).toContain(one.id);
    expect(
      (await operator.call(student, 'list', { name: other.name, pageSize: 500 })).body.result.list,
    ).not.toContainEqual(expect.objectContaining({ id: other.id }));
    const refused = (await operator.call(student, 'detail', { id: other.id })).body;
    expect(refused.status).toBe(false);
  });

  it("lists only their school's orders", async ({ operator, admin }) => {
    const all = (await admin.call(generalOrder, 'list', { pageSize: 10 })).body.result.total;
    const own = (await operator.call(generalOrder, 'list', { pageSize: 500 })).body;
    expect(own.status).toBe(true);
    expect(own.result.total).toBeGreaterThan(0);
    expect(own.result.total).toBeLessThan(all);
    expect(new Set(own.result.list.map((o: { schoolName: string }) => o.schoolName))).toEqual(new Set(['金陵驾校']));
    // 学员详情's order number opens the order: their school's, never another's.
    const mine = (await operator.call(generalOrder, 'detail', { id: own.result.list[0].id })).body;
    expect(mine).toMatchObject({ status: true, result: { id: own.result.list[0].id, schoolName: '金陵驾校' } });
    const others = (await admin.call(generalOrder, 'list', { pageSize: 500 })).body.result.list;
    const other = others.find((o: { schoolName: string }) => o.schoolName !== '金陵驾校');
    const refused = (await operator.call(generalOrder, 'detail', { id: other.id })).body;
    expect(refused.status).toBe(false);
    expect(refused.result ?? null).toBeNull();
  });

  it("exports their school's orders in the order the list shows them, newest first", async ({ operator, app }) => {
    const listed = (await operator.call(generalOrder, 'list', { pageSize: 500 })).body.result;
    const answer = await app.built.app.inject({
      method: 'POST',
      url: generalOrder.api.export!,
      payload: {},
      headers: { 'ctl-token': operator.token },
    });
    expect(answer.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const headers = (sheet.getRow(1).values as unknown[]).map(String);
    const column = (label: string) => sheet.getColumn(headers.indexOf(label));
    const written = (column('订单编号').values as unknown[]).slice(2).map(String);
    expect(written).toHaveLength(listed.total);
    expect(written.slice(0, listed.list.length)).toEqual(listed.list.map((o: { orderNo: string }) => o.orderNo));
    expect(new Set((column('驾校').values as unknown[]).slice(2))).toEqual(new Set(['金陵驾校']));
  });

  it("registers a car of their school (待审核) and none of another's; sees only their school's cars", async ({
    operator,
    admin,
  }) => {
    const car = {
      carNo: '苏A·D3301',
      carType: 1,
      brand: '大众捷达 1.5L',
      gearbox: 1,
      ownerName: '王建国',
      ownerMobile: '13952000000',
    };
    const other = await operator.call(examCar, 'create', { ...car, schoolId: schools['江宁安达驾校'] });
    expect(other.body).toMatchObject({ status: false, message: '只能操作本驾校的数据' });
    const bad = await operator.call(examCar, 'create', { ...car, carNo: 'D3301', schoolId: schools['金陵驾校'] });
    expect(bad.body).toMatchObject({ status: false, message: '车牌号：请输入正确的车牌号，如苏A·D1201' });
    // Their own school; the plate written without its dot is stored in the lists' one form.
    const made = await operator.call(examCar, 'create', { ...car, carNo: '苏AD3301', schoolId: schools['金陵驾校'] });
    expect(made.body).toMatchObject({ status: true });
    const list = (await operator.call(examCar, 'list', { pageSize: 100 })).body.result;
    const row = list.list.find((c: { carNo: string }) => c.carNo === '苏A·D3301');
    expect(row).toMatchObject({ schoolName: '金陵驾校', status: 0, ownerName: '王建国' });
    expect(new Set(list.list.map((c: { schoolName: string }) => c.schoolName))).toEqual(new Set(['金陵驾校']));
    expect(list.total).toBeLessThan((await admin.call(examCar, 'list', {})).body.result.total);
    const again = await operator.call(examCar, 'create', { ...car, schoolId: schools['金陵驾校'] });
    expect(again.body.status).toBe(false);
  });

  it('makes a coach created in 教练员管理 schedulable with 加入考场排班, then picked in 排班管理', async ({
    admin,
  }) => {
    const made = await admin.call(coach, 'save', {
      name: '韩新教',
      mobile: '13952009901',
      idCard: '320106199001011230',
      gender: 1,
      schoolId: schools['江宁安达驾校'],
      carType: 1,
      teachSubject: 2,
    });
    expect(made.body).toMatchObject({ status: true });
    const [row] = (await admin.call(coach, 'list', { name: '韩新教' })).body.result.list;
    expect(row.examStatus ?? null).toBeNull();
    // Not at the exam room yet: 排班管理 cannot take them.
    const agreed = async () =>
      (await admin.call(examCoach, 'list', { status: 1, pageSize: 500 })).body.result.list as {
        id: string;
        name: string;
      }[];
    expect((await agreed()).some((c) => c.name === '韩新教')).toBe(false);
    // A coach 停用 is refused with why, and nothing is made at the exam room.
    const switchTo = (name: string) => {
      const change = coach.transitions!.find((t) => t.name === name)!;
      return admin.post(change.path, transitionBody(change, [row.id]));
    };
    expect((await switchTo('disable')).body).toMatchObject({ status: true });
    const joinPath = coach.actions!.find((a) => a.name === 'joinExamroom')!.path!;
    const stopped = await admin.post(joinPath, { id: row.id });
    expect(stopped.body).toMatchObject({ status: false, message: '该教练已停用，不能加入考场排班' });
    expect((await admin.call(coach, 'list', { name: '韩新教' })).body.result.list[0].examStatus ?? null).toBeNull();
    expect((await switchTo('enable')).body).toMatchObject({ status: true });
    const join = await admin.post(joinPath, { id: row.id });
    expect(join.body).toMatchObject({ status: true, message: '已加入考场排班，可在排班管理中为其排班' });
    const twice = await admin.post(coach.actions!.find((a) => a.name === 'joinExamroom')!.path!, { id: row.id });
    expect(twice.body).toMatchObject({ status: false, message: '该教练已在考场排班中' });
    expect((await admin.call(coach, 'list', { name: '韩新教' })).body.result.list[0].examStatus).toBe(1);
    const examRow = (await agreed()).find((c) => c.name === '韩新教')!;
    expect(examRow).toBeDefined();
    expect((await admin.call(examCoach, 'detail', { id: examRow.id })).body.result).toMatchObject({
      schoolName: '江宁安达驾校',
      status: 1,
    });
    const car = (await admin.call(examCar, 'list', { status: 1, pageSize: 1 })).body.result.list[0];
    const start = (Math.floor(Date.now() / 1000 / 86400) + 20) * 86400 + 4 * HOUR;
    const plan = await admin.call(examClassPlan, 'create', {
      coachId: examRow.id,
      carId: car.id,
      subject: 2,
      startTime: start,
      endTime: start + 2 * HOUR,
      capacity: 4,
    });
    expect(plan.body).toMatchObject({ status: true });
    expect((await admin.call(examClassPlan, 'detail', { id: plan.body.result.id })).body.result).toMatchObject({
      coachName: '韩新教',
    });
  });

  it('refuses 加入考场排班 for a coach of a licence the exam room does not train, with why', async ({ admin }) => {
    const made = await admin.call(coach, 'save', {
      name: '龚摩教',
      mobile: '13952009902',
      idCard: '320106199002021236',
      gender: 1,
      schoolId: schools['江宁安达驾校'],
      carType: 8,
      teachSubject: 2,
    });
    expect(made.body).toMatchObject({ status: true });
    const [row] = (await admin.call(coach, 'list', { name: '龚摩教' })).body.result.list;
    const joinPath = coach.actions!.find((a) => a.name === 'joinExamroom')!.path!;
    expect((await admin.post(joinPath, { id: row.id })).body).toMatchObject({
      status: false,
      message: '考场只开设小车、客车、货车的练车，该教练的准教车型不能加入考场排班',
    });
    const atExamroom = (await admin.call(examCoach, 'list', { pageSize: 500 })).body.result.list;
    expect(atExamroom.some((c: { name: string }) => c.name === '龚摩教')).toBe(false);
  });
});
