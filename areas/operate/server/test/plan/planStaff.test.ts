import ExcelJS from 'exceljs';
import { resourcesByName } from '@coach/domain';
import { callerOf, describe, expect, test as it, type Caller } from '@coach/server/test/fixtures.ts';
import type { TestApp } from '@coach/server/test/testApp.ts';
import { countRows, secondTenantAdmin } from '@coach/server/test/tenants.ts';
import { multipartBody } from '@coach/server/test/fileHelpers.ts';
import { addCar, addCoach, EXAM, futureHour, tenantOf } from './planFixtures';

const { examCar, examCoach, innerCoach } = resourcesByName;

describe('exam-room coaches, cars and inner coaches', () => {
  let t: TestApp;
  let admin: Caller;
  let tenantId: string;
  it.beforeAll(async ({ app, admin: signedIn }) => {
    [t, admin] = [app, signedIn];
    tenantId = await tenantOf(t);
  });

  const post = (path: string, body: unknown, as = admin) => as.post(`${EXAM}${path}`, body);
  const statusOf = async (kind: 'coach' | 'car', id: string) =>
    (await admin.call(kind === 'coach' ? examCoach : examCar, 'detail', { id })).body.result.status;

  it('agrees, rejects and releases coaches, refusing every call from the wrong state', async () => {
    const [a, b] = [await addCoach(t, tenantId, '赵磊', 0), await addCoach(t, tenantId, '孙丽', 0)];
    const list = (await admin.call(examCoach, 'list', { status: 0 })).body.result;
    expect(list.list.map((r: { name: string }) => r.name).sort()).toEqual(['孙丽', '赵磊']);
    // The administrator holds data:plaintext: numbers come whole.
    expect(list.list[0].mobile).toMatch(/^137\d{8}$/);

    expect((await post('/coach/release', { id: a })).body.message).toBe('状态已变更，请刷新后重试');
    expect((await post('/coach/agree', { ids: [a] })).body).toMatchObject({ status: true, message: '同意成功' });
    expect(await statusOf('coach', a)).toBe(1);
    expect((await post('/coach/agree', { ids: [a] })).body.message).toBe('状态已变更，请刷新后重试');
    expect((await post('/coach/reject', { ids: [a] })).body.message).toBe('状态已变更，请刷新后重试');
    // A batch with one row in the wrong state changes none of them.
    expect((await post('/coach/reject', { ids: [a, b] })).body.message).toBe('状态已变更，请刷新后重试');
    expect(await statusOf('coach', b)).toBe(0);
    expect((await post('/coach/reject', { ids: [b] })).body.status).toBe(true);
    expect(await statusOf('coach', b)).toBe(2);
    expect((await post('/coach/release', { id: b })).body.message).toBe('状态已变更，请刷新后重试');
    expect((await post('/coach/release', { id: a })).body).toMatchObject({ status: true, message: '解除成功' });
    expect(await statusOf('coach', a)).toBe(3);
    expect((await post('/coach/agree', { ids: [a] })).body.message).toBe('状态已变更，请刷新后重试');
  });

  it('approves, rejects and relieves cars, refusing every call from the wrong state', async () => {
    const [a, b] = [await addCar(t, tenantId, '粤A·T0001', 0), await addCar(t, tenantId, '粤A·T0002', 0)];
    expect((await post('/car/relieve', { id: a })).body.message).toBe('状态已变更，请刷新后重试');
    expect((await post('/car/approve', { ids: [a] })).body).toMatchObject({ status: true, message: '通过成功' });
    expect((await post('/car/approve', { ids: [a] })).body.message).toBe('状态已变更，请刷新后重试');
    expect((await post('/car/reject', { ids: [b] })).body.status).toBe(true);
    expect((await post('/car/relieve', { id: b })).body.message).toBe('状态已变更，请刷新后重试');
    expect(
      (await admin.call(examCar, 'list', { carNo: 'T000' })).body.result.list
        .map((r: { status: number }) => r.status)
        .sort(),
    ).toEqual([1, 2]);
    expect((await post('/car/relieve', { id: a })).body.status).toBe(true);
    expect(await statusOf('car', a)).toBe(3);
  });

  it('refuses to release a coach or relieve a car that still has plans to come', async () => {
    const coach = await addCoach(t, tenantId, '杨志刚');
    const car = await addCar(t, tenantId, '粤A·T0100');
    const start = futureHour(2, 9);
    const plan = (
      await post('/classplan/insert', {
        coachId: coach,
        carId: car,
        subject: 2,
        startTime: start,
        endTime: start + 7200,
        capacity: 4,
      })
    ).body;
    expect(plan.status).toBe(true);
    expect((await post('/coach/release', { id: coach })).body.message).toBe(
      '该教练还有未结束的排班，请先调整或删除排班后再解除',
    );
    expect((await post('/car/relieve', { id: car })).body.message).toBe(
      '该车辆还有未结束的排班，请先调整或删除排班后再解除',
    );
    expect(await statusOf('coach', coach)).toBe(1);
    expect((await post('/classplan/batchDelete', { ids: [plan.result.id] })).body.status).toBe(true);
    expect((await post('/coach/release', { id: coach })).body.status).toBe(true);
  });

  it('keeps coaches and cars of another tenant out of reach', async () => {
    const other = callerOf(t, (await secondTenantAdmin(t)).token);
    const coach = await addCoach(t, tenantId, '陈静', 0);
    expect((await other.call(examCoach, 'detail', { id: coach })).body.message).toBe('数据不存在或已删除');
    expect((await post('/coach/agree', { ids: [coach] }, other)).body.message).toBe('数据不存在或已删除');
    expect((await other.call(examCoach, 'list')).body.result.total).toBe(0);
    expect(await statusOf('coach', coach)).toBe(0);
  });
});

describe('inner coaches (内部教练) import', () => {
  let t: TestApp;
  let admin: Caller;
  it.beforeAll(async ({ app, admin: signedIn }) => {
    [t, admin] = [app, signedIn];
  });

  const template = async () => {
    const response = await t.built.app.inject({
      method: 'POST',
      url: '/api/system/inner/sysTemplate/get',
      payload: { code: 'examroomInnerCoachImport' },
      headers: { 'ctl-token': admin.token },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    return (book.worksheets[0].getRow(1).values as string[]).slice(1);
  };

  const importRows = async (rows: (string | number | null)[][]) => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('table');
    sheet.addRow(await template());
    for (const row of rows) sheet.addRow(row);
    const { payload, contentType } = multipartBody(
      {},
      { name: 'coaches.xlsx', bytes: Buffer.from(await book.xlsx.writeBuffer()) },
    );
    const response = await t.built.app.inject({
      method: 'POST',
      url: innerCoach.api.import!,
      payload,
      headers: { 'ctl-token': admin.token, 'content-type': contentType },
    });
    return response.json() as {
      status: boolean;
      message: string;
      result: { imported?: number; errors: { row: number; message: string }[] };
    };
  };

  const good = (i: number) => [`教练${i}`, `135${String(i).padStart(8, '0')}`, null, 'C1', `第${i}行`];

  it('offers a template whose columns are what the import reads', async () => {
    expect(await template()).toEqual(['教练姓名*', '手机号*', '身份证号', '准教车型*(C1/C2/A1/A2/B2)', '备注']);
  });

  it('reports exactly the 3 bad rows of 1 000 (row number and reason) and writes none of them', async () => {
    const rows = Array.from({ length: 1000 }, (_, i) => good(i + 1));
    rows[9] = ['教练10', '1350000001', null, 'C1', null]; // sheet row 11: mobile one digit short
    rows[499] = [null, '13500000500', null, 'C2', null]; // sheet row 501: no name
    rows[998] = ['教练999', '13500000999', '110105198513011234', 'C1', null]; // sheet row 1000: month 13
    const answer = await importRows(rows);
    expect(answer.status).toBe(false);
    expect(answer.message).toBe('导入失败：共3行有误，请修改后重新导入，未导入任何数据');
    expect(answer.result.errors).toEqual([
      { row: 11, message: '手机号：您输入的手机号不正确!' },
      { row: 501, message: '教练姓名：该输入项为必填项!' },
      { row: 1000, message: '身份证号：身份证号输入错误!' },
    ]);
    expect(await countRows(t, 'examroom_inner_coach')).toBe(0);
  });

  it('imports 1 000 good rows at once, then refuses mobiles already imported, and deletes', async () => {
    const answer = await importRows(Array.from({ length: 1000 }, (_, i) => good(i + 1)));
    expect(answer).toMatchObject({ status: true, message: '导入成功，共1000条', result: { imported: 1000 } });
    const list = (await admin.call(innerCoach, 'list', { name: '教练12', pageSize: 50 })).body.result;
    expect(list.total).toBe(11); // 教练12, 教练120-129
    const again = await importRows([good(5), good(2001)]);
    expect(again.result.errors).toEqual([{ row: 2, message: '手机号已存在' }]);
    expect(await countRows(t, 'examroom_inner_coach')).toBe(1000);
    const ids = list.list.slice(0, 2).map((r: { id: string }) => r.id);
    expect((await admin.call(innerCoach, 'delete', { ids })).body.message).toBe('删除成功');
    expect(await countRows(t, 'examroom_inner_coach')).toBe(998);
  });
});
