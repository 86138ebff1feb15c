import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { ReportDef } from '@coach/domain';
import { studySubject } from '../../domain';
import { reportRequest } from '@coach/server/engine/report/reportInput.ts';
import { reportSql, runReport } from '@coach/server/engine/report/reportQuery.ts';
import type { EngineContext } from '@coach/server/engine/index.ts';
import type { Db } from '@coach/server/platform/db.ts';
import { addStudyRecords, rebuildStudyDaily, shanghaiDay, type StudyRecordInput } from '../studyRecords';
import { describe, expect, test as it } from '@coach/server/test/fixtures.ts';
import type { TestApp } from '@coach/server/test/testApp.ts';

// Issue 16.2: statistics over study records read their daily totals, kept in the records'
// transaction. The totals must give exactly what the records give, for every period kind,
// grouping and filter; a range that is not whole days falls back to the records.
const raw: ReportDef = { ...studySubject, sources: studySubject.sources.map(({ daily: _daily, ...s }) => s) };

describe('daily totals of study records', () => {
  let t: TestApp;
  let db: Db;
  let tenant = 770_000;
  const now = Math.floor(Date.now() / 1000);
  const from = now - 70 * 86400;
  it.beforeAll(async ({ app }) => {
    t = app;
    db = t.services.database.db;
  });

  const ctxOf = (tenantId: string) =>
    ({
      tenantId,
      userId: '1',
      channelId: null,
      isChannel: false,
      isAdmin: true,
      plaintext: true,
      fields: {},
    }) as unknown as EngineContext;
  const record = fc.record({
    studentId: fc.constantFrom('1', '2', '3'),
    schoolId: fc.constantFrom('11', '12'),
    storeId: fc.constantFrom('21', '22', '23'),
    carType: fc.constantFrom(1, 2, 20),
    subject: fc.constantFrom(1, 4),
    startTime: fc.integer({ min: from - 10 * 86400, max: now }),
    minutes: fc.integer({ min: 1, max: 240 }),
    valid: fc.boolean(),
  });

  it('gives the same figures from the totals as from the records (random records and requests)', async () => {
    const body = fc.record({
      kind: fc.constantFrom('month', 'day', 'billingMonth'),
      groupBy: fc.constantFrom('period', 'schoolId', 'storeId', 'carType'),
      subject: fc.constantFrom(undefined, 1, 4),
      carSet: fc.constantFrom(undefined, 'licence', 'qualification'),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(record, { maxLength: 40 }), body, async (records, b) => {
        const tenantId = String(++tenant);
        await db.transaction(async (tx) =>
          addStudyRecords(tx as unknown as Db, tenantId, records as StudyRecordInput[]),
        );
        const request = { ...b, startTime: shanghaiDay(from), endTime: shanghaiDay(now) + 86400 - 1 };
        const ctx = ctxOf(tenantId);
        const daily = reportRequest(studySubject, request, now);
        expect(JSON.stringify(reportSql(studySubject, daily, ctx))).toContain('bbxc_study_daily');
        expect(await runReport(db, studySubject, daily, ctx)).toEqual(
          await runReport(db, raw, reportRequest(raw, request, now), ctx),
        );
      }),
      { numRuns: 15 },
    );
  });

  it('reads the records when the range is not whole days', async () => {
    const tenantId = String(++tenant);
    const noon = shanghaiDay(now) - 12 * 3600;
    await db.transaction(async (tx) =>
      addStudyRecords(tx as unknown as Db, tenantId, [
        {
          studentId: '1',
          schoolId: '11',
          storeId: '21',
          carType: 1,
          subject: 1,
          startTime: noon - 3600,
          minutes: 60,
          valid: true,
        },
        {
          studentId: '1',
          schoolId: '11',
          storeId: '21',
          carType: 1,
          subject: 1,
          startTime: noon + 3600,
          minutes: 90,
          valid: false,
        },
      ]),
    );
    const req = reportRequest(studySubject, { groupBy: 'schoolId', startTime: noon, endTime: now }, now);
    expect(JSON.stringify(reportSql(studySubject, req, ctxOf(tenantId)))).not.toContain('bbxc_study_daily');
    const answer = await runReport(db, studySubject, req, ctxOf(tenantId));
    expect(answer.totals).toMatchObject({ sittings: 1, hours: 1.5, validHours: 0, validRate: 0 });
  });

  it('rebuilds the totals of a range from the records, the same however often', async () => {
    const tenantId = String(++tenant);
    const records = fc.sample(record, { numRuns: 200, seed: 7 }) as StudyRecordInput[];
    await db.transaction(async (tx) => addStudyRecords(tx as unknown as Db, tenantId, records));
    const totals = () =>
      t.services.database
        .rows(sql`SELECT day, school_id, store_id, car_type, subject, records, minutes, valid_minutes FROM bbxc_study_daily
      WHERE tenant_id = ${tenantId} ORDER BY 1, 2, 3, 4, 5`);
    const kept = await totals();
    await db.transaction(async (tx) => rebuildStudyDaily(tx as unknown as Db, tenantId, from - 20 * 86400, now));
    expect(await totals()).toEqual(kept);
    await db.transaction(async (tx) => rebuildStudyDaily(tx as unknown as Db, tenantId, from - 20 * 86400, now));
    expect(await totals()).toEqual(kept);
  });

  it('keeps neither records nor totals of a write that fails', async () => {
    const tenantId = String(++tenant);
    await expect(
      db.transaction(async (tx) => {
        await addStudyRecords(tx as unknown as Db, tenantId, [
          {
            studentId: '1',
            schoolId: '11',
            storeId: '21',
            carType: 1,
            subject: 1,
            startTime: now - 60,
            minutes: 30,
            valid: true,
          },
        ]);
        throw new Error('the rest of the write failed');
      }),
    ).rejects.toThrow();
    const [{ n }] = await t.services.database.rows<{ n: string }>(
      sql`SELECT (SELECT count(*) FROM bbxc_study_record WHERE tenant_id = ${tenantId}) + (SELECT count(*) FROM bbxc_study_daily WHERE tenant_id = ${tenantId}) AS n`,
    );
    expect(Number(n)).toBe(0);
  });
});
