import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import {
  COACH_SELECTOR,
  REPORTS,
  RESOURCES,
  SCHOOL_SELECTOR,
  callPath,
  STORE_SELECTOR,
  resourcesByName,
  type ResourceDef,
} from '@coach/domain';
import { hashPassword } from '../../src/platform/auth/password';
import { describe, expect, withStudents } from '../fixtures';
import { seedCourses } from '../../src/seed/courses';
import { seedOrders, seedOrderKinds, seedPreregisters } from '@coach/areas/orders/server/index.ts';
import { seedInvoices } from '@coach/areas/financial/server/index.ts';
import { seedTimedClass } from '@coach/areas/timedClass/server/index.ts';
import { seedCoachPersonal, seedComments, seedExams } from '@coach/areas/teaching/server/index.ts';
import { seedMarketing } from '@coach/areas/marketing/server/index.ts';
import { seedAnalytics } from '@coach/areas/statistics/server/index.ts';
import type { TestApp } from '../testApp';

const it = withStudents();

// Issue 16.6: staff of one school (or one store) see only its rows, in every list, detail,
// export, lookup and report of what belongs to a school — declared once per resource (`org`)
// and enforced by the engine. The sweep goes over every registered definition with `org`.
const orgDefs = RESOURCES.filter((d) => d.org && d.api.list);

describe('school and store scoping', () => {
  let t: TestApp;
  let tenantId: string;
  let schoolA: string;
  let schoolB: string;
  let storeA: string;
  let asSchool: string;
  let asStore: string;
  const q = <T>(query: ReturnType<typeof sql>) => t.services.database.rows<T>(query);

  it.beforeAll(async ({ app, tenantId: demoTenant }) => {
    [t, tenantId] = [app, demoTenant];
    await seedCourses(t.services.database, tenantId);
    await seedExams(t.services.database, tenantId, Math.floor(Date.now() / 1000), 300);
    await seedPreregisters(t.services.database, tenantId);
    await seedOrders(t.services.database, tenantId);
    await seedOrderKinds(t.services.database, tenantId);
    await seedInvoices(t.services.database, t.services.files, tenantId);
    await seedTimedClass(t.services.database, tenantId);
    await seedComments(t.services.database, tenantId);
    await seedCoachPersonal(t.services.database, t.services.files, tenantId);
    // Leads, tracking events and targets (the staff who share are channel members, the classes visited are marketing's).
    await seedMarketing(t.services.database, tenantId);
    await seedAnalytics(t.services.database, tenantId);
    [{ id: schoolA }, { id: schoolB }] = await q<{ id: string }>(
      sql`SELECT id FROM bbxc_school WHERE tenant_id = ${tenantId} ORDER BY id`,
    );
    [{ id: storeA }] = await q<{ id: string }>(
      sql`SELECT id FROM bbxc_store WHERE tenant_id = ${tenantId} AND school_id = ${String(schoolA)} ORDER BY id LIMIT 1`,
    );
    // A role holding every call, not the administrator's: only the scope narrows them.
    const [{ id: roleId }] = await q<{ id: string }>(
      sql`INSERT INTO sys_role (tenant_id, role_name, role_code) VALUES (${tenantId}, '驾校员工', 'SCHOOL_STAFF') RETURNING id`,
    );
    await q(
      sql`INSERT INTO sys_role_resource (role_id, resource_id) SELECT ${roleId}, id FROM sys_resource WHERE type = 'api'`,
    );
    const hash = await hashPassword('Staff2026');
    for (const [account, type, school, store] of [
      ['schoolstaff', 2, schoolA, null],
      ['storestaff', 3, null, storeA],
    ] as const) {
      const [{ id }] = await q<{
        id: string;
      }>(sql`INSERT INTO sys_user (tenant_id, account, password_hash, name, enterprise_type, school_id, store_id)
        VALUES (${tenantId}, ${account}, ${hash}, '员工', ${type}, ${school}, ${store}) RETURNING id`);
      await q(sql`INSERT INTO sys_user_role (user_id, role_id) VALUES (${id}, ${roleId})`);
    }
    asSchool = await t.login('schoolstaff', 'Staff2026');
    asStore = await t.login('storestaff', 'Staff2026');
  }, 120_000);

  async function everyRow(def: ResourceDef, token: string) {
    const rows: { id: string }[] = [];
    for (let page = 1; ; page++) {
      const answer = (await t.post(callPath(def, def.api.list!), { pageNum: page, pageSize: 500 }, { token })).body;
      expect(answer.status, `${def.name}: ${answer.message}`).toBe(true);
      rows.push(...answer.result.list);
      // A count capped at 10 000 (a table of millions) is not the end: a short page is.
      if (answer.result.list.length < 500 || (!answer.result.totalCapped && rows.length >= answer.result.total))
        return { rows, total: rows.length };
    }
  }

  /** Ids of the table's live rows of the school (or store), as the database has them. */
  async function idsOf(def: ResourceDef, column: string, value: string): Promise<string[]> {
    const rows = await q<{ id: string }>(sql`SELECT id FROM ${sql.raw(def.table)} WHERE tenant_id = ${tenantId}
      ${def.softDelete ? sql`AND deleted = 0` : sql``} AND ${sql.raw(column)}::text = ${value}
      ${sql.join(
        (def.subset ?? []).map(
          (c) =>
            sql` AND ${sql.raw(c.key.replace(/[A-Z]/g, (x) => '_' + x.toLowerCase()))} ${c.is === 'notNull' ? sql`IS NOT NULL` : sql`= ${c.is}`}`,
        ),
        sql``,
      )}
      ${def.pathParam ? sql` AND ${sql.raw(def.pathParam.key.replace(/[A-Z]/g, (x) => '_' + x.toLowerCase()))} = ${def.pathParam.values[String(def.routes![0].params[def.pathParam.param])]}` : sql``}`);
    return rows.map((r) => String(r.id)).sort();
  }

  it('covers the organisation resources', () => {
    expect(orgDefs.map((d) => d.name).sort()).toEqual([
      'account',
      'bookingComment',
      'closeScheduling',
      'coach',
      'coachDistributionDetail',
      'coachFiling',
      'coachPersonalStyle',
      'coachStatement',
      'coachTimePay',
      'coachVideo',
      'commentCoach',
      'continueExam',
      'couponOrder',
      'educationalObjectives',
      'emptyEvaluation',
      'examCar',
      'examCoach',
      'feedback',
      'finBill',
      'generalOrder',
      'groupOrder',
      'marketObjectives',
      'memberClassHours',
      'mockExam',
      'openDeductionOrder',
      'orderRefund',
      'planClass',
      'potentialCustomer',
      'potentialTrack',
      'potentialVisit',
      'preregisterOrder',
      'productBill',
      'qualificationExam',
      'remoteTimingOrder',
      'reservationRecord',
      'safetyTrainExam',
      'school',
      'schoolDistributionDetail',
      'simulationOrder',
      'statementIncomeLine',
      'statementSettlementLine',
      'store',
      'student',
      'studentFiling',
      'studentTiming',
      'studyRecord',
      'timedExamDetail',
      'timeworkOrder',
      'timingBalance',
      'timingInvoice',
      'timingLearning',
      'timingRecharge',
      'timingRemaining',
      'trainingCenter',
      'vipBill',
      'workTrainExam',
    ]);
  });

  it.each(orgDefs.map((d) => [d.name, d] as const))(
    "%s: a school's staff list exactly its school's rows, a store's staff its store's",
    async (_name, def) => {
      const school = await everyRow(def, asSchool);
      expect(school.rows.map((r) => String(r.id)).sort()).toEqual(await idsOf(def, def.org!.school!, schoolA));
      const store = await everyRow(def, asStore);
      const expected = def.org!.store
        ? await idsOf(def, def.org!.store, storeA)
        : await idsOf(def, def.org!.school!, schoolA);
      expect(store.rows.map((r) => String(r.id)).sort()).toEqual(expected);
      if (def.api.export) {
        const res = await t.built.app.inject({
          method: 'POST',
          url: def.api.export,
          payload: {},
          headers: { 'ctl-token': asSchool },
        });
        const book = new ExcelJS.Workbook();
        await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
        expect(book.worksheets[0].rowCount).toBe(school.total + 1);
      }
    },
  );

  it("answers another school's row as not found, and refuses writing into another school", async () => {
    const [other] = await idsOf(resourcesByName.student, 'school_id', String(schoolB));
    expect((await t.post(resourcesByName.student.api.detail!, { id: other }, { token: asSchool })).body).toMatchObject({
      status: false,
      message: '数据不存在或已删除',
    });
    const activate = await t.post(
      resourcesByName.student.transitions![0].path,
      { ids: [other], activateStatus: 1 },
      { token: asSchool },
    );
    expect(activate.body.status).toBe(false);
    const coach = resourcesByName.coach;
    const [otherStore] = await q<{ id: string }>(
      sql`SELECT id FROM bbxc_store WHERE tenant_id = ${tenantId} AND school_id = ${String(schoolB)} AND status = 1 LIMIT 1`,
    );
    const made = await t.post(
      coach.api.save!,
      {
        name: '越界教练',
        mobile: '13955550001',
        idCard: '320106199001011234',
        gender: 1,
        schoolId: String(schoolB),
        storeId: String(otherStore.id),
        carType: 1,
        teachSubject: 2,
      },
      { token: asSchool },
    );
    expect(made.body.status).toBe(false);
    const [{ n }] = await q<{ n: string }>(sql`SELECT count(*) AS n FROM bbxc_coach WHERE name = '越界教练'`);
    expect(Number(n)).toBe(0);
  });

  it("keeps the accounts a school's staff make in their school, and binds a store's account to its school", async () => {
    const account = resourcesByName.account;
    const [{ id: roleId }] = await q<{ id: string }>(sql`SELECT id FROM sys_role WHERE role_code = 'SCHOOL_STAFF'`);
    const made = await t.post(
      account.api.save!,
      { account: 'colleague1', name: '同事', mobile: '13955550002', enterpriseType: 2, roleIds: [String(roleId)] },
      { token: asSchool },
    );
    expect(made.body.status, made.body.message).toBe(true);
    const [row] = await q<{ school_id: string }>(sql`SELECT school_id FROM sys_user WHERE account = 'colleague1'`);
    expect(String(row.school_id)).toBe(String(schoolA));
    const widened = await t.post(
      account.api.save!,
      {
        account: 'colleague2',
        name: '同事',
        mobile: '13955550003',
        enterpriseType: 2,
        roleIds: [String(roleId)],
        schoolId: String(schoolB),
      },
      { token: asSchool },
    );
    expect(widened.body).toMatchObject({ status: false, message: '只能操作本驾校的数据' });
    const [{ id: storeB }] = await q<{ id: string }>(
      sql`SELECT id FROM bbxc_store WHERE tenant_id = ${tenantId} AND school_id = ${String(schoolB)} LIMIT 1`,
    );
    const admin = await t.login('admin', 'Admin2026');
    const bound = await t.post(
      account.api.save!,
      {
        account: 'storeclerk',
        name: '店员',
        mobile: '13955550004',
        enterpriseType: 3,
        roleIds: [String(roleId)],
        storeId: String(storeB),
      },
      { token: admin },
    );
    expect(bound.body.status, bound.body.message).toBe(true);
    const [clerk] = await q<{ school_id: string; store_id: string }>(
      sql`SELECT school_id, store_id FROM sys_user WHERE account = 'storeclerk'`,
    );
    expect([String(clerk.school_id), String(clerk.store_id)]).toEqual([String(schoolB), String(storeB)]);
    const mismatch = await t.post(
      account.api.save!,
      {
        account: 'storeclerk2',
        name: '店员',
        mobile: '13955550005',
        enterpriseType: 3,
        roleIds: [String(roleId)],
        schoolId: String(schoolA),
        storeId: String(storeB),
      },
      { token: admin },
    );
    expect(mismatch.body.message).toBe('所属门店：所选门店不属于所属驾校');
  });

  it('narrows the lookups', async () => {
    const schools = (await t.post(SCHOOL_SELECTOR, {}, { token: asSchool })).body.result;
    expect(schools.map((s: { id: string }) => s.id)).toEqual([String(schoolA)]);
    const stores = (await t.post(STORE_SELECTOR, {}, { token: asStore })).body.result;
    expect(stores.map((s: { id: string }) => s.id)).toEqual([String(storeA)]);
    const coaches = (await t.post(COACH_SELECTOR, {}, { token: asStore })).body.result as { id: string }[];
    const ids = (
      await q<{ id: string }>(
        sql`SELECT id FROM bbxc_coach WHERE store_id = ${String(storeA)} AND deleted = 0 AND disable = 0`,
      )
    ).map((r) => String(r.id));
    expect(coaches.map((c) => c.id).sort()).toEqual(ids.sort());
  });

  it.each(REPORTS.filter((r) => r.sources.some((s) => s.org)).map((r) => [r.name, r] as const))(
    '%s: totals of the school only (from the daily totals too)',
    async (_name, def) => {
      const now = Math.floor(Date.now() / 1000);
      const body = { startTime: now - 400 * 86400, endTime: now };
      if (!def.dimensions.some((d) => d.key === 'schoolId')) {
        // A detail report (of a store, a coach): the school's staff see what the administrator sees of the school.
        const ofSchool = (
          await t.post(def.api.stat, { ...body, schoolId: schoolA }, { token: await t.login('admin', 'Admin2026') })
        ).body.result;
        const own = (await t.post(def.api.stat, body, { token: asSchool })).body.result;
        expect(own.totals).toEqual(ofSchool.totals);
        expect(Number(own.totals[def.measures[0].key])).toBeGreaterThan(0);
        return;
      }
      const all = (
        await t.post(def.api.stat, { ...body, groupBy: 'schoolId' }, { token: await t.login('admin', 'Admin2026') })
      ).body.result;
      const mine = (await t.post(def.api.stat, { ...body, groupBy: 'schoolId' }, { token: asSchool })).body.result;
      expect(mine.rows.map((r: { key: string }) => r.key)).toEqual([String(schoolA)]);
      expect(mine.rows[0]).toEqual(all.rows.find((r: { key: string }) => r.key === String(schoolA)));
      // By period (the totals path): the same sums as by school.
      const byMonth = (await t.post(def.api.stat, { ...body, kind: 'month' }, { token: asSchool })).body.result;
      const first = def.measures[0].key;
      // Money figures are yuan text: compared as numbers.
      expect(Number(byMonth.totals[first])).toBeGreaterThan(0);
      expect(Number(byMonth.totals[first])).toBeLessThan(Number(all.totals[first]));
    },
  );
});
