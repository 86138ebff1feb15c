import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/platform/db';
import { databaseBefore, migrateRest } from './migrationsBefore';
import { monthOf, monthPartitions, monthStart, PARTITIONED_FACTS, partitionName } from '../../src/db/partitions';

const DAY = 86400;

// Issue 37: migration 0030 turns the two fact tables of an installation that has rows into
// partitioned ones. Every row moves over with its id, into its month (or the default for a
// month too far back or ahead), the months from the oldest row's on are made, and the sequence
// goes on where it was.
describe('migration 0030 of a database with study records and tracking events', () => {
  let database: Database;
  let close: (() => Promise<void>) | undefined;
  const now = Math.floor(Date.now() / 1000);
  const current = monthOf(now);
  beforeAll(async () => {
    ({ database, close } = await databaseBefore('0030_partitioned_facts'));
  }, 120_000);
  afterAll(() => close?.());

  it('moves every row into its month with its id, makes the months from the oldest on, and keeps the sequence', async () => {
    const q = <T>(query: ReturnType<typeof sql>) => database.rows<T>(query);
    const [{ kind }] = await q<{ kind: string }>(
      sql`SELECT relkind::text AS kind FROM pg_class WHERE oid = 'bbxc_study_record'::regclass`,
    );
    expect(kind).toBe('r');
    // Two years back, now, ten months ahead (beyond the three made ahead), and 1980 (beyond the ten years made back).
    const times = [
      monthStart(current - 24) + DAY,
      now - DAY,
      now,
      monthStart(current + 10) + DAY,
      Date.UTC(1980, 0, 2) / 1000,
    ];
    for (const [i, at] of times.entries()) {
      await q(sql`INSERT INTO bbxc_study_record (tenant_id, student_id, school_id, store_id, car_type, subject, start_time, minutes, valid, area_code)
        VALUES (1, ${100 + i}, '11', '21', 1, 1, ${at}, ${30 + i}, 1, '320102')`);
      await q(
        sql`INSERT INTO bbxc_point_event (tenant_id, kind, visitor_id, create_time) VALUES (1, 4, ${`v${i}`}, ${at})`,
      );
    }
    const read = (table: string, column: string) =>
      q<{ id: string; at: string; part: string }>(
        sql`SELECT id::text AS id, ${sql.raw(column)}::text AS at, tableoid::regclass::text AS part FROM ${sql.raw(table)} ORDER BY id`,
      );
    const studyBefore = await read('bbxc_study_record', 'start_time');
    const pointsBefore = await read('bbxc_point_event', 'create_time');
    const [{ minutes }] = await q<{ minutes: string }>(
      sql`SELECT string_agg(minutes::text, ',' ORDER BY id) AS minutes FROM bbxc_study_record`,
    );

    await migrateRest(database);

    for (const [fact, before] of [
      [PARTITIONED_FACTS[0], studyBefore],
      [PARTITIONED_FACTS[1], pointsBefore],
    ] as const) {
      const after = await read(fact.table, fact.column);
      expect(after.map(({ id, at }) => ({ id, at }))).toEqual(before.map(({ id, at }) => ({ id, at })));
      expect(after.map((r) => r.part)).toEqual([
        partitionName(fact, current - 24),
        partitionName(fact, monthOf(now - DAY)),
        partitionName(fact, current),
        `${fact.table}_default`,
        `${fact.table}_default`,
      ]);
      const months = await monthPartitions(database, fact);
      expect(Math.min(...months)).toBe(current - 24);
      expect(Math.max(...months)).toBe(current + 3);
      expect(months.size).toBe(28);
      // New rows draw ids after the moved ones.
      const [{ id }] = await q<{ id: string }>(
        sql`SELECT nextval(pg_get_serial_sequence(${fact.table}, 'id'))::text AS id`,
      );
      expect(BigInt(id)).toBeGreaterThan(BigInt(before[before.length - 1].id));
    }
    const [moved] = await q<{ minutes: string }>(
      sql`SELECT string_agg(minutes::text, ',' ORDER BY id) AS minutes FROM bbxc_study_record`,
    );
    expect(moved.minutes).toBe(minutes);
    const [{ left }] = await q<{ left: string | null }>(
      sql`SELECT to_regclass('bbxc_study_record_unpartitioned')::text AS left`,
    );
    expect(left).toBeNull();
    // An insert without an id still works (the default draws from the sequence).
    await q(
      sql`INSERT INTO bbxc_study_record (tenant_id, student_id, car_type, subject, start_time, minutes) VALUES (1, 1, 1, 1, ${now}, 10)`,
    );
  });
});
