import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { studentHours, studyRecord, studyRegion, studyTimeReport } from '../../domain';
import { reportRequest } from '@coach/server/engine/report/reportInput.ts';
import { reportSql } from '@coach/server/engine/report/reportQuery.ts';
import { describe, expect, withStudents } from '@coach/server/test/fixtures.ts';
import type { TestApp } from '@coach/server/test/testApp.ts';

const it = withStudents();

// 计时管理's study statistics: the region drill-down (province → city → district), the
// per-student hours, the 学时报表 of each student's progress and 学时查询's record list agree
// with the study records they are read from.
describe('study-time statistics of 计时管理', () => {
  let t: TestApp;
  let admin: string;
  let tenantId: string;
  const now = Math.floor(Date.now() / 1000);
  const year = { startTime: now - 400 * 86400, endTime: now };
  it.beforeAll(async ({ app, tenantId: demoTenant, admin: signedIn }) => {
    [t, tenantId, admin] = [app, demoTenant, signedIn.token];
  }, 120_000);

  const post = async (path: string, body: Record<string, unknown>) => (await t.post(path, body, { token: admin })).body;
  const recordTotals = async (where: ReturnType<typeof sql>) => {
    const [row] = await t.services.database.rows<{
      n: string;
      minutes: string;
      valid: string;
    }>(sql`SELECT count(*) AS n, coalesce(sum(minutes), 0) AS minutes,
      coalesce(sum(minutes) FILTER (WHERE valid = 1), 0) AS valid FROM bbxc_study_record WHERE tenant_id = ${tenantId} AND ${where}`);
    return {
      sittings: Number(row.n),
      hours: Math.round((Number(row.minutes) / 60) * 100) / 100,
      validHours: Math.round((Number(row.valid) / 60) * 100) / 100,
    };
  };

  it('has demo records in every category that has a region page, 25 000 or more in all', async () => {
    const [{ n }] = await t.services.database.rows<{ n: string }>(
      sql`SELECT count(*) AS n FROM bbxc_study_record WHERE tenant_id = ${tenantId}`,
    );
    expect(Number(n)).toBeGreaterThanOrEqual(25_000);
    for (const route of studyRegion.routes) {
      const answer = (await post(studyRegion.api.stat, { ...route.params })).result;
      expect(answer.totals.sittings, route.path).toBeGreaterThan(0);
    }
  });

  it('drills from provinces to cities to districts, each level summing to the same totals', async () => {
    const body = { ...year, carSet: 'licence', carType: 1 };
    const expected = await recordTotals(
      sql`car_type = 1 AND start_time >= ${year.startTime} AND start_time <= ${year.endTime}`,
    );
    const country = (await post(studyRegion.api.stat, body)).result;
    expect(country.region).toEqual([]);
    expect(country.totals).toMatchObject(expected);
    expect(country.rows.map((r: { label: string }) => r.label)).toContain('江苏省');
    const province = country.rows.find((r: { label: string }) => r.label === '江苏省');
    const cities = (await post(studyRegion.api.stat, { ...body, region: province.key })).result;
    expect(cities.region).toEqual([{ code: '320000', name: '江苏省' }]);
    expect(cities.rows.map((r: { label: string }) => r.label)).toEqual(['南京市']);
    expect(cities.totals.sittings).toBe(province.sittings);
    const districts = (await post(studyRegion.api.stat, { ...body, region: cities.rows[0].key })).result;
    expect(districts.region.map((p: { name: string }) => p.name)).toEqual(['江苏省', '南京市']);
    expect(districts.rows.length).toBeGreaterThan(1);
    expect(districts.rows.every((r: { key: string }) => /^3201\d\d$/.test(r.key) && r.key !== '320100')).toBe(true);
    expect(districts.rows.reduce((s: number, r: { sittings: number }) => s + r.sittings, 0)).toBe(
      cities.totals.sittings,
    );
    const one = districts.rows[0];
    expect((await post(studyRegion.api.stat, { ...body, region: one.key })).result.totals.sittings).toBe(one.sittings);
    expect(
      await recordTotals(
        sql`car_type = 1 AND area_code = ${one.key} AND start_time >= ${year.startTime} AND start_time <= ${year.endTime}`,
      ),
    ).toMatchObject({ sittings: one.sittings });
    expect((await post(studyRegion.api.stat, { ...body, region: '32' })).message).toBe('地区的值不正确');
  });

  it('reads the daily totals for the page as it opens (no range: whole days up to the end of today)', () => {
    const ctx = { tenantId, userId: '1', isChannel: false, isAdmin: true, plaintext: true, fields: {} } as never;
    const opened = reportRequest(studyRegion, { carSet: 'licence', carType: 1 });
    expect(JSON.stringify(reportSql(studyRegion, opened, ctx))).toContain('bbxc_study_daily');
    expect(JSON.stringify(reportSql(studyRegion, { ...opened, region: '320100' }, ctx))).toContain('bbxc_study_daily');
  });

  it('exports the rows of the place shown with a 合计 line', async () => {
    const body = { ...year, carSet: 'licence', carType: 1, region: '320100' };
    const shown = (await post(studyRegion.api.stat, body)).result;
    const res = await t.built.app.inject({
      method: 'POST',
      url: studyRegion.api.export,
      payload: { ...body, type: 'region' },
      headers: { 'ctl-token': admin },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('table')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('地区');
    expect(sheet.rowCount).toBe(shown.rows.length + 2);
    expect(sheet.getRow(2).getCell(1).value).toBe(shown.rows[0].label);
    expect(sheet.getRow(sheet.rowCount).getCell(2).value).toBe(shown.totals.sittings);
  });

  it('counts per student what the student studied, by subject', async () => {
    const answer = (await post(studentHours.api.stat, { ...year, carSet: 'qualification' })).result;
    expect(answer.rows.length).toBeGreaterThan(5);
    const top = answer.rows[0];
    const [{ name }] = await t.services.database.rows<{ name: string }>(
      sql`SELECT name FROM bbxc_student WHERE id = ${top.key}`,
    );
    expect(top.label).toBe(name);
    const mine = await recordTotals(
      sql`student_id = ${top.key} AND start_time >= ${year.startTime} AND start_time <= ${year.endTime}`,
    );
    expect(top).toMatchObject(mine);
    expect(Math.round((top.oneHours + top.fourHours) * 100)).toBe(Math.round(top.validHours * 100));
  });

  it("reports each subject's required, valid and remaining hours from the students' progress", async () => {
    const answer = (await post(studyTimeReport.api.stat, { ...year, carSet: 'licence', subject: 1 })).result;
    const [p] = await t.services.database.rows<{
      n: string;
      required: string;
      valid: string;
      remaining: string;
      reached: string;
    }>(sql`SELECT count(*) AS n,
      sum(required_minutes) AS required, sum(valid_minutes) AS valid, sum(remaining_minutes) AS remaining, count(*) FILTER (WHERE reached = 1) AS reached
      FROM bbxc_study_progress WHERE tenant_id = ${tenantId} AND car_type < 20 AND subject = 1 AND first_time >= ${year.startTime} AND first_time <= ${year.endTime}`);
    expect(answer.totals.students).toBe(Number(p.n));
    expect(answer.totals.reached + answer.totals.notReached).toBe(Number(p.n));
    expect(answer.totals.reached).toBe(Number(p.reached));
    expect(answer.totals.reached).toBeGreaterThan(0);
    expect(answer.totals.notReached).toBeGreaterThan(0);
    expect(answer.totals.remainingHours).toBeCloseTo(Number(p.remaining) / 60, 1);
    // What remains is what the valid hours fall short of the requirement, per student, never below zero.
    const [bad] = await t.services.database.rows<{
      n: string;
    }>(sql`SELECT count(*) AS n FROM bbxc_study_progress WHERE tenant_id = ${tenantId}
      AND (remaining_minutes <> greatest(required_minutes - valid_minutes, 0) OR reached <> (valid_minutes >= required_minutes)::int)`);
    expect(Number(bad.n)).toBe(0);
    const [sums] = await t.services.database.rows<{
      n: string;
    }>(sql`SELECT count(*) AS n FROM bbxc_study_progress p WHERE tenant_id = ${tenantId}
      AND valid_minutes <> (SELECT coalesce(sum(minutes), 0) FROM bbxc_study_record r WHERE r.tenant_id = p.tenant_id AND r.student_id = p.student_id
        AND r.car_type = p.car_type AND r.subject = p.subject AND r.valid = 1)`);
    expect(Number(sums.n)).toBe(0);
  });

  it('lists the study records of a set, newest first, with the filters of 学时查询', async () => {
    const list = async (body: Record<string, unknown>) =>
      (await post(studyRecord.api.list!, { pageSize: 20, ...body })).result;
    const safety = await list({ carSet: 'safety' });
    expect(safety.total).toBe((await recordTotals(sql`car_type >= 80`)).sittings);
    expect(safety.list.every((r: { carType: number }) => r.carType >= 80)).toBe(true);
    const times = safety.list.map((r: { startTime: number }) => r.startTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(safety.list[0].studentName).toBeTruthy();
    const invalid = await list({ carSet: 'licence', valid: 0, subject: 4 });
    expect(invalid.total).toBe((await recordTotals(sql`car_type < 20 AND valid = 0 AND subject = 4`)).sittings);
    expect((await post(studyRecord.api.list!, { valid: 5 })).message).toBe('是否有效的值不正确');
  });
});
