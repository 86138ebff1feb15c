import { sql } from 'drizzle-orm';
import { businessCardShare } from '@coach/areas/statistics/domain/index.ts';
import { studentHours, studyRecord, studySubject } from '@coach/areas/timing/domain/index.ts';
import { reportRequest } from '../../src/engine/report/reportInput';
import { reportSql } from '../../src/engine/report/reportQuery';
import type { EngineContext } from '../../src/engine';
import type { Db } from '../../src/platform/db';
import { addStudyRecords, shanghaiDay, type StudyRecordInput } from '@coach/areas/timing/server/index.ts';
import { addPointEvents } from '@coach/areas/statistics/server/index.ts';
import {
  ensureFactPartitions,
  makeMonthPartition,
  monthOf,
  monthPartitions,
  monthStart,
  MONTHS_AHEAD,
  PARTITIONED_FACTS,
  partitionName,
} from '../../src/db/partitions';
import { demoTenantId } from '../student/fixtures';
import { describe, expect, test as it, type Caller } from '../fixtures';
import type { TestApp } from '../testApp';
import { partitionsScanned } from './planPartitions';

const DAY = 86400;
const [study, points] = PARTITIONED_FACTS;

// Issue 37: study records and tracking events are partitioned by Shanghai month. The months are
// made ahead; a row no month is made for waits in the default partition and is still found; making
// its month moves it without changing any answer; a year's report reads at most 13 partitions.
describe('monthly partitions of the fact tables', () => {
  let t: TestApp;
  let admin: Caller;
  let tenantId: string;
  const now = Math.floor(Date.now() / 1000);
  const current = monthOf(now);
  it.beforeAll(async ({ app, admin: signedIn }) => {
    [t, admin] = [app, signedIn];
    tenantId = await demoTenantId(t);
  });

  const q = <T>(query: ReturnType<typeof sql>) => t.services.database.rows<T>(query);
  const answered = async (call: ReturnType<Caller['post']>) => {
    const answer = (await call).body;
    expect(answer.message).toBe('操作成功');
    return answer.result;
  };
  const post = (path: string, body: Record<string, unknown>) => answered(admin.post(path, body));
  const list = (body: Record<string, unknown>) => answered(admin.call(studyRecord, 'list', body));
  const addRecords = (records: Partial<StudyRecordInput>[]) =>
    t.services.database.db.transaction((tx) =>
      addStudyRecords(
        tx as unknown as Db,
        tenantId,
        records.map((r) => ({
          studentId: '501',
          studentName: '分区学员',
          schoolId: '11',
          storeId: '21',
          carType: 1,
          subject: 1,
          startTime: now,
          minutes: 60,
          valid: true,
          ...r,
        })),
      ),
    );
  const addViews = (times: number[]) =>
    t.services.database.db.transaction((tx) =>
      addPointEvents(
        tx as unknown as Db,
        tenantId,
        times.map((createTime, i) => ({
          kind: 4,
          staffId: '901',
          schoolId: '11',
          storeId: '21',
          visitorId: `v${i % 3}`,
          createTime,
        })),
      ),
    );
  /** Where each of the tenant's study records of a range sits. */
  const placesOf = (from: number, to: number) =>
    q<{ id: string; part: string }>(sql`SELECT id::text AS id, tableoid::regclass::text AS part FROM bbxc_study_record
      WHERE tenant_id = ${tenantId} AND start_time >= ${from} AND start_time < ${to} ORDER BY id`);

  it('has the months made from a year back to three ahead, a default partition, and every index partitioned', async () => {
    for (const fact of PARTITIONED_FACTS) {
      const months = await monthPartitions(t.services.database, fact);
      for (let m = current - 12; m <= current + MONTHS_AHEAD; m++)
        expect(months.has(m), `${fact.table} ${m}`).toBe(true);
      const [{ kind, key }] = await q<{ kind: string; key: string }>(
        sql`SELECT c.relkind::text AS kind, pg_get_partkeydef(c.oid) AS key FROM pg_class c WHERE c.oid = to_regclass(${fact.table})`,
      );
      expect(kind).toBe('p');
      expect(key).toBe(`RANGE (${fact.column})`);
      const [{ bound }] = await q<{ bound: string }>(
        sql`SELECT pg_get_expr(relpartbound, oid) AS bound FROM pg_class WHERE oid = to_regclass(${`${fact.table}_default`})`,
      );
      expect(bound).toBe('DEFAULT');
      // The key holds the time column; the id still comes from its sequence.
      const [pk] = await q<{ def: string }>(
        sql`SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conrelid = to_regclass(${fact.table}) AND contype = 'p'`,
      );
      expect(pk.def).toBe(`PRIMARY KEY (id, ${fact.column})`);
      const [seq] = await q<{ seq: string | null }>(sql`SELECT pg_get_serial_sequence(${fact.table}, 'id') AS seq`);
      expect(seq.seq).toBe(`public.${fact.table}_id_seq`);
    }
    // Every index of the tables as they were, as a partitioned index, on every partition.
    const indexes = await q<{
      name: string;
      kind: string;
    }>(sql`SELECT c.relname AS name, c.relkind::text AS kind FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
      WHERE i.indrelid = 'bbxc_study_record'::regclass ORDER BY 1`);
    expect(indexes).toEqual(
      [
        'bbxc_study_record_id_start_time_pk',
        'bbxc_study_record_student_idx',
        'bbxc_study_record_time_idx',
        'bbxc_study_record_type_idx',
      ].map((name) => ({ name, kind: 'I' })),
    );
    const pointIndexes = await q<{ name: string }>(
      sql`SELECT c.relname AS name FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE i.indrelid = 'bbxc_point_event'::regclass ORDER BY 1`,
    );
    expect(pointIndexes.map((i) => i.name)).toEqual([
      'bbxc_point_event_id_create_time_pk',
      'bbxc_point_event_kind_idx',
      'bbxc_point_event_time_idx',
    ]);
    const perPartition = await q<{
      parent: string;
      n: string;
    }>(sql`SELECT h.inhparent::regclass::text AS parent, count(*) FILTER (WHERE ip.inhparent IS NOT NULL)::text AS n
      FROM pg_inherits h JOIN pg_index i ON i.indrelid = h.inhrelid LEFT JOIN pg_inherits ip ON ip.inhrelid = i.indexrelid
      WHERE h.inhparent IN ('bbxc_study_record'::regclass, 'bbxc_point_event'::regclass) GROUP BY h.inhrelid, h.inhparent`);
    expect(perPartition.length).toBeGreaterThanOrEqual(2 * 17);
    for (const p of perPartition) expect(Number(p.n), p.parent).toBe(p.parent === 'bbxc_study_record' ? 4 : 3);
  });

  it('makes nothing when the months are there, and the months ahead of a later day', async () => {
    expect((await ensureFactPartitions(t.services.database)).flatMap((r) => r.made)).toEqual([]);
    const later = monthStart(current + 2) + 5 * DAY;
    const made = await ensureFactPartitions(t.services.database, { now: later });
    for (const fact of PARTITIONED_FACTS) {
      expect(made.find((r) => r.table === fact.table)!.made).toEqual(
        [4, 5].map((ahead) => ({ name: partitionName(fact, current + ahead), moved: 0 })),
      );
    }
    expect((await ensureFactPartitions(t.services.database, { now: later })).flatMap((r) => r.made)).toEqual([]);
  });

  it('keeps a row of a far past or future month in the default partition, where lists and reports find it', async () => {
    const past = Date.UTC(1990, 5, 15, 2) / 1000;
    const future = Date.UTC(2099, 2, 10, 2) / 1000;
    await addRecords([
      { startTime: past, minutes: 30 },
      { startTime: future, minutes: 90, valid: false },
      { startTime: now - 3600, minutes: 45 },
    ]);
    await addViews([future, future + 60]);
    // Neither gets a month of its own: 1990 is past the ten years kept back, 2099 far past three ahead.
    await ensureFactPartitions(t.services.database);
    const places = await q<{
      start_time: string;
      part: string;
    }>(sql`SELECT start_time::text, tableoid::regclass::text AS part FROM bbxc_study_record
      WHERE tenant_id = ${tenantId} AND student_id = 501 ORDER BY bbxc_study_record.start_time`);
    expect(places).toEqual([
      { start_time: String(past), part: 'bbxc_study_record_default' },
      { start_time: String(now - 3600), part: partitionName(study, monthOf(now - 3600)) },
      { start_time: String(future), part: 'bbxc_study_record_default' },
    ]);

    const all = await list({ studentName: '分区学员', pageSize: 20 });
    expect(all.total).toBe(3);
    expect(all.list.map((r: { startTime: number }) => r.startTime)).toEqual([future, now - 3600, past]);
    const month = (at: number) => ({ startTime: shanghaiDay(at) - 9 * DAY, endTime: shanghaiDay(at) + 10 * DAY - 1 });
    expect((await list({ ...month(future), pageSize: 20 })).list).toMatchObject([
      { studentName: '分区学员', minutes: 90, valid: 0 },
    ]);
    expect((await list({ ...month(past), pageSize: 20 })).total).toBe(1);
    // Per student (read from the records) and by month (read from the daily totals).
    const perStudent = await post(studentHours.api.stat, { kind: 'month', ...month(future) });
    expect(perStudent.rows).toMatchObject([{ key: '501', sittings: 1, hours: 1.5, validHours: 0 }]);
    expect((await post(studySubject.api.stat, { kind: 'month', ...month(past) })).totals).toMatchObject({
      sittings: 1,
      hours: 0.5,
    });
    const cards = await post(businessCardShare.api.stat, { kind: 'month', ...month(future) });
    expect(cards.totals).toMatchObject({ cardViews: 2, cardViewers: 2 });
  });

  it('moves the rows waiting in the default into the partition made for their month, changing no answer', async () => {
    const month = current + 9;
    const from = monthStart(month);
    const to = monthStart(month + 1);
    // Both ends of the month, its middle, and the first second of the next month.
    await addRecords([
      { startTime: from },
      { startTime: from + 3 * DAY, minutes: 20 },
      { startTime: to - 1, valid: false },
      { startTime: to, minutes: 15 },
    ]);
    await addViews([from, to - 1, to]);
    const range = { startTime: from, endTime: to + DAY - 1 };
    const answers = async () => ({
      list: await list({ ...range, pageSize: 20 }),
      subject: await post(studySubject.api.stat, { kind: 'day', ...range }),
      students: await post(studentHours.api.stat, { kind: 'month', ...range }),
      cards: await post(businessCardShare.api.stat, { kind: 'day', ...range }),
    });
    const before = await answers();
    expect(before.list.total).toBe(4);
    const placesBefore = await placesOf(from, to + 1);
    expect(new Set(placesBefore.map((p) => p.part))).toEqual(new Set(['bbxc_study_record_default']));

    expect(await makeMonthPartition(t.services.database, study, month)).toEqual({
      name: partitionName(study, month),
      moved: 3,
    });
    expect(await makeMonthPartition(t.services.database, points, month)).toEqual({
      name: partitionName(points, month),
      moved: 2,
    });
    // A second call finds the month made and does nothing.
    expect(await makeMonthPartition(t.services.database, study, month)).toBeUndefined();
    const placesAfter = await placesOf(from, to + 1);
    expect(placesAfter.map((p) => p.id)).toEqual(placesBefore.map((p) => p.id));
    expect(placesAfter.map((p) => p.part)).toEqual([
      ...Array(3).fill(partitionName(study, month)),
      'bbxc_study_record_default',
    ]);
    expect(await answers()).toEqual(before);

    // The day the month comes within three of the current one, the daily run makes the months
    // between, and the next month takes its row from the default too.
    const results = await ensureFactPartitions(t.services.database, { now: from });
    const made = results.find((r) => r.table === study.table)!.made;
    expect(made.find((m) => m.name === partitionName(study, month + 1))).toEqual({
      name: partitionName(study, month + 1),
      moved: 1,
    });
    expect(made.map((m) => m.name)).toEqual(
      [6, 7, 8, 10, 11, 12].map((ahead) => partitionName(study, current + ahead)),
    );
    expect((await placesOf(to, to + 1)).map((p) => p.part)).toEqual([partitionName(study, month + 1)]);
    expect(await answers()).toEqual(before);
    const [left] = await q<{ n: string }>(
      sql`SELECT count(*)::text AS n FROM bbxc_point_event_default WHERE tenant_id = ${tenantId} AND create_time >= ${from} AND create_time <= ${to}`,
    );
    expect(left.n).toBe('0');
  });

  it('prunes: a year of a report read from the facts scans at most 13 monthly partitions, a month one', async () => {
    const ctx = {
      tenantId,
      userId: '1',
      channelId: null,
      isChannel: false,
      isAdmin: true,
      plaintext: true,
      fields: {},
    } as unknown as EngineContext;
    const today = shanghaiDay(now);
    const rollingYear = { startTime: today - 365 * DAY, endTime: today + DAY - 1 };
    const wholeYear = { startTime: monthStart(current - 11), endTime: monthStart(current + 1) - 1 };
    const scanned = async (def: typeof studentHours, body: Record<string, unknown>, table: string) => {
      const { statement, readsFacts } = reportSql(def, reportRequest(def, body, now), ctx);
      expect(readsFacts).toBe(true);
      return partitionsScanned(t.services.database, statement, table);
    };
    for (const [def, fact, groupBy] of [
      [studentHours, study, 'studentId'],
      [studentHours, study, 'period'],
      [businessCardShare, points, 'staffId'],
      [businessCardShare, points, 'period'],
    ] as const) {
      const year = await scanned(def, { kind: 'month', groupBy, ...rollingYear }, fact.table);
      expect(year.length, `${def.name} by ${groupBy}: ${year.join(' ')}`).toBeLessThanOrEqual(13);
      expect(year.length).toBeGreaterThanOrEqual(12);
      expect(year).not.toContain(`${fact.table}_default`);
      const months = await scanned(def, { kind: 'month', groupBy, ...wholeYear }, fact.table);
      expect(months).toEqual(Array.from({ length: 12 }, (_, i) => partitionName(fact, current - 11 + i)).sort());
      expect(
        await scanned(
          def,
          { kind: 'day', groupBy, startTime: monthStart(current), endTime: monthStart(current + 1) - 1 },
          fact.table,
        ),
      ).toEqual([partitionName(fact, current)]);
    }
    // The count itself: without a range every partition is read.
    const everything = await partitionsScanned(
      t.services.database,
      sql`SELECT count(*) FROM bbxc_study_record WHERE tenant_id = ${tenantId}`,
      study.table,
    );
    expect(everything.length).toBeGreaterThan(17);
  });
});
