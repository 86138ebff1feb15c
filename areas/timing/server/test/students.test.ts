import { sql } from 'drizzle-orm';
import {
  isLicence,
  isPreJob,
  isQualification,
  isSafetyTraining,
  isContinuingEducation,
  MSG_STUDENT_NOT_CERTIFIED,
  resourcesByName,
  shanghai,
} from '@coach/domain';
import { describe, expect, withStudents } from '@coach/server/test/fixtures.ts';
import { CHANNEL, type TestApp } from '@coach/server/test/testApp.ts';

const it = withStudents();

const def = resourcesByName.student;
const LIST = def.api.list!;
const DETAIL = def.api.detail!;
const ACTIVATE = def.transitions![0].path;

type Student = {
  id: string;
  name: string;
  mobile: string;
  schoolId?: string;
  schoolName: string;
  storeName: string;
  carType: number;
  stage: number;
  enrolTime: number;
  activateStatus: number;
  certStatus: number;
};

describe('students (学员查询): the demo students, their filters, detail and activation', () => {
  let t: TestApp;
  let admin: string;
  let tenantId: string;
  const now = Math.floor(Date.now() / 1000);
  it.beforeAll(async ({ app, tenantId: demoTenant, admin: signedIn }) => {
    [t, tenantId, admin] = [app, demoTenant, signedIn.token];
  }, 120_000);

  const list = async (body: Record<string, unknown> = {}, token = admin) =>
    (await t.post(LIST, { pageNum: 1, pageSize: 500, ...body }, { token })).body;
  const all = async (body: Record<string, unknown> = {}) => {
    const first = await list(body);
    const rows: Student[] = [...first.result.list];
    for (let page = 2; rows.length < first.result.total; page++)
      rows.push(...(await list({ ...body, pageNum: page })).result.list);
    return rows;
  };

  it('seeds ~800 students over 12 months, every school and store, the five statistic sets and every stage', async () => {
    const rows = await all();
    expect(rows).toHaveLength(800);
    const months = new Set(rows.map((r) => shanghai(r.enrolTime).format('YYYY-MM')));
    expect(months.size).toBeGreaterThanOrEqual(12);
    expect(rows.every((r) => r.enrolTime <= now && r.enrolTime > now - 366 * 86400)).toBe(true);
    // The current month has enrolments: reports of this period are not empty.
    expect(rows.some((r) => shanghai(r.enrolTime).format('YYYY-MM') === shanghai(now).format('YYYY-MM'))).toBe(true);
    expect(new Set(rows.map((r) => r.schoolName)).size).toBe(2);
    expect(new Set(rows.map((r) => r.storeName)).size).toBe(5);
    for (const inSet of [isLicence, isQualification, isContinuingEducation, isPreJob, isSafetyTraining])
      expect(rows.some((r) => inSet(r.carType))).toBe(true);
    expect([...new Set(rows.map((r) => r.stage))].sort()).toEqual([1, 2, 3, 4, 5]);
    // Masked without 查看明文数据? The tests' admin holds it; the operator does not.
    expect(rows[0].mobile).toMatch(/^1\d{10}$/);
  });

  it('filters by school, store, category, stage and enrolment date, each exactly', async () => {
    const rows = await all();
    const [school] = await t.services.database.rows<{ id: string; name: string }>(
      sql`SELECT id, name FROM bbxc_school WHERE tenant_id = ${tenantId} ORDER BY id LIMIT 1`,
    );
    const [store] = await t.services.database.rows<{ id: string; name: string }>(
      sql`SELECT id, name FROM bbxc_store WHERE tenant_id = ${tenantId} ORDER BY id DESC LIMIT 1`,
    );
    const bySchool = await all({ schoolId: school.id });
    expect(bySchool.length).toBe(rows.filter((r) => r.schoolName === school.name).length);
    expect(bySchool.length).toBeGreaterThan(0);
    const byStore = await all({ storeId: store.id });
    expect(byStore.every((r) => r.storeName === store.name)).toBe(true);
    expect(byStore.length).toBe(rows.filter((r) => r.storeName === store.name).length);
    const byCar = await all({ carType: 2 });
    expect(byCar.length).toBe(rows.filter((r) => r.carType === 2).length);
    const byStage = await all({ stage: 5, carType: 1 });
    expect(byStage.length).toBe(rows.filter((r) => r.stage === 5 && r.carType === 1).length);
    const startTime = now - 60 * 86400;
    const recent = await all({ startTime, endTime: now });
    expect(recent.length).toBe(rows.filter((r) => r.enrolTime >= startTime).length);
    // 统计类别: a statistic set, the categories it stands for.
    const qualification = await all({ carSet: 'qualification' });
    expect(qualification.length).toBe(rows.filter((r) => r.carType >= 20 && r.carType < 40).length);
    expect(qualification.length).toBeGreaterThan(0);
    expect((await list({ carSet: 'lorry' })).message).toBe('统计类别的值不正确');
    expect((await list({ carSet: ['licence'] })).message).toBe('统计类别的值不正确');
    expect((await list({ stage: 9 })).message).toBe('学习阶段的值不正确');
    expect((await list({ carType: -100 })).message).toBe('报考车型的值不正确');
  });

  it('shows a student with the stage history, exam results and timing activation that agree with the row', async () => {
    const graduates = await all({ stage: 5 });
    const graduate = graduates.find((r) => isLicence(r.carType))!;
    const detail = (await t.post(DETAIL, { id: graduate.id }, { token: admin })).body.result;
    expect(detail.stages[0]).toMatchObject({ fromStage: null, toStage: 1, changeTime: graduate.enrolTime });
    expect(detail.stages.map((s: { toStage: number }) => s.toStage)).toEqual([1, 2, 3, 4, 5]);
    const passed = detail.exams.filter((e: { passed: number }) => e.passed === 1);
    expect(passed.map((e: { subject: number }) => e.subject)).toEqual([1, 2, 3, 4]);
    expect(passed.every((e: { score: number }) => e.score >= 90)).toBe(true);
    expect(detail.timings).toHaveLength(1);
    expect(detail.timings[0].carType).toBe(graduate.carType);
    // A course (here a qualification, continuing, pre-job or safety one) has no 科目二/三 and no
    // subject exam: its final exam is 教学管理's exam record.
    const course = graduates.find((r) => !isLicence(r.carType))!;
    const courseDetail = (await t.post(DETAIL, { id: course.id }, { token: admin })).body.result;
    expect(courseDetail.stages.map((s: { toStage: number }) => s.toStage)).toEqual([1, 4, 5]);
    expect(courseDetail.exams).toEqual([]);
  });

  it('activates only certified students, saying why otherwise, and changes nothing of a refused batch', async () => {
    const rows = await all();
    // The list shows the certification, and every activated student was certified.
    expect(new Set(rows.map((r) => r.certStatus))).toEqual(new Set([0, 1]));
    expect(rows.filter((r) => r.activateStatus === 1).every((r) => r.certStatus === 1)).toBe(true);
    const [uncertified] = await all({ activateStatus: 0, certStatus: 0 });
    const [certified] = await all({ activateStatus: 0, certStatus: 1 });
    expect((await t.post(DETAIL, { id: uncertified.id }, { token: admin })).body.result.certStatus).toBe(0);
    const refused = await t.post(
      ACTIVATE,
      { ids: [certified.id, uncertified.id], activateStatus: 1 },
      { token: admin },
    );
    expect(refused.body).toMatchObject({ status: false, message: MSG_STUDENT_NOT_CERTIFIED });
    const states = await t.services.database.rows<{ activate_status: number }>(
      sql`SELECT activate_status FROM bbxc_student WHERE id IN (${certified.id}, ${uncertified.id})`,
    );
    expect(states.map((r) => Number(r.activate_status))).toEqual([0, 0]);
    // Certified in the meantime (the student's app): now it passes.
    await t.services.database.rows(sql`UPDATE bbxc_student SET cert_status = 1 WHERE id = ${uncertified.id}`);
    expect((await t.post(ACTIVATE, { ids: [uncertified.id], activateStatus: 1 }, { token: admin })).body).toMatchObject(
      { status: true, message: '激活成功' },
    );
  });

  it('activates accounts once (the state checked in the same statement), stamping the time', async () => {
    const [inactive] = await all({ activateStatus: 0, certStatus: 1 });
    const first = await t.post(ACTIVATE, { ids: [inactive.id], activateStatus: 1 }, { token: admin });
    expect(first.body).toMatchObject({ status: true, message: '激活成功' });
    const [row] = await t.services.database.rows<{ activate_status: number; activate_time: string }>(
      sql`SELECT activate_status, activate_time FROM bbxc_student WHERE id = ${inactive.id}`,
    );
    expect(Number(row.activate_status)).toBe(1);
    expect(Number(row.activate_time)).toBeGreaterThanOrEqual(now);
    const again = await t.post(ACTIVATE, { ids: [inactive.id], activateStatus: 1 }, { token: admin });
    expect(again.body.status).toBe(false);
  });

  it('masks phone and ID numbers for a user without 查看明文数据, and another tenant sees none', async () => {
    // Not granted the page (the channel user: 学员查询 is staff's): refused (deny by default).
    const outsider = await t.login(...CHANNEL);
    expect((await list({ pageSize: 5 }, outsider)).code).toBe('403');
    // The administrator as the demo has it, without the grant: masked in the list and the detail.
    await t.services.database.rows(
      sql`DELETE FROM sys_role_resource WHERE resource_id IN (SELECT id FROM sys_resource WHERE path = 'data:plaintext')`,
    );
    const [{ id: adminId }] = await t.services.database.rows<{ id: string }>(
      sql`SELECT id FROM sys_user WHERE account = 'admin'`,
    );
    await t.services.auth.invalidateUsers([String(adminId)]);
    const plainAdmin = admin;
    const [first] = (await list({ pageSize: 1 }, plainAdmin)).result.list;
    expect(first.mobile).toMatch(/^1\d{2}\*{4}\d{4}$/);
    expect((await t.post(DETAIL, { id: first.id }, { token: plainAdmin })).body.result.idCard).toMatch(
      /^\d{3}\*+[\dX]{4}$/,
    );
    await t.services.database.rows(
      sql`UPDATE bbxc_student SET tenant_id = tenant_id + 1000 WHERE id IN (SELECT id FROM bbxc_student WHERE tenant_id = ${tenantId} ORDER BY id LIMIT 10)`,
    );
    expect((await list()).result.total).toBe(790);
  });
});
