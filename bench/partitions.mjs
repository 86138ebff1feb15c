// Issue 37 on PostgreSQL: the same study records (20 000 000 by default, `--rows` to change,
// spread over `--months` months of history, 36 by default, in the order they would arrive) in the
// console's table partitioned by Shanghai month and in an unpartitioned twin with the same keys
// and indexes (the primary key (id, start_time) included, checked before anything is timed), so
// partitioning is the one difference. Side by side in one run, in alternating rounds (medians):
// the report read from the records over a year (as 学员学时统计 by month reads them), over one
// month and over the whole history, with the partitions the year's plan reads; then the console's
// insert of a batch of rows (json_populate_recordset, as insertRows sends them), with the
// database's own CPU time per batch beside the wall time.
import { readFileSync } from 'node:fs';
import { consoleOnPostgres, alternatingRounds, roundRatio, settle } from './pgConsole.mjs';

const OFFSET = 8 * 3600;
const DAY = 86400;
const PARTITIONED = 'bbxc_study_record';
const FLAT = 'bench_study_record_flat';

// Shanghai months as year * 12 + month, as apps/server/src/db/partitions.ts counts them.
const monthOf = (at) => {
  const wall = new Date((at + OFFSET) * 1000);
  return wall.getUTCFullYear() * 12 + wall.getUTCMonth();
};
const monthStart = (month) => Date.UTC(Math.floor(month / 12), month % 12, 1) / 1000 - OFFSET;
const partitionName = (month) =>
  `${PARTITIONED}_p${Math.floor(month / 12)}${String((month % 12) + 1).padStart(2, '0')}`;

const log = (message) => process.stderr.write(`[partitions ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
const seconds = (since) => +((performance.now() - since) / 1000).toFixed(1);

/** The records in arrival order: `rows` sittings evenly over the span ending now, for 200 000 students of 2 schools in 5 stores. */
const generated = (span) => `
  SELECT g, $1::bigint, 1 + g % 200000, '学员' || (g % 200000), (11 + g % 2)::text, '驾校', (21 + g % 5)::text, '门店',
         (31 + g % 40)::text, '教练', (ARRAY['320102','320104','320105','320106','320111'])[1 + g % 5],
         (ARRAY[1,1,1,2,3,8,20,21])[1 + (g / 7) % 8], (ARRAY[1,4])[1 + (g / 3) % 2],
         $2::bigint - ${span} + (g::bigint * ${span}) / $3::bigint, 45 + g % 120, CASE WHEN g % 11 = 0 THEN 0 ELSE 1 END
  FROM generate_series(1, $3::bigint) g`;
const COLUMNS = `id, tenant_id, student_id, student_name, school_id, school_name, store_id, store_name, coach_id, coach_name, area_code, car_type, subject, start_time, minutes, valid`;

/** The report of the licence set by month over [from, to), read from the records: the engine's statement for it. */
function reportQuery(table, bounds) {
  const bucket = `width_bucket(start_time, ARRAY[${bounds.join(',')}]::bigint[])`;
  return `SELECT GROUPING(${bucket}) AS g, ${bucket} AS k, count(*) AS sittings, coalesce(sum(minutes), 0) AS minutes,
      coalesce(sum(minutes) FILTER (WHERE valid = 1), 0) AS valid
    FROM ${table} t WHERE t.tenant_id = $1 AND t.car_type IN (1, 2, 3, 8, 9) AND t.start_time >= $2 AND t.start_time < $3
    GROUP BY GROUPING SETS ((${bucket}), ())`;
}

/** A table's keys and indexes with its name taken out: what must be the same on both sides. */
async function indexShapes(direct, table) {
  const { rows } = await direct.query(
    `SELECT i.indisprimary AS pk, i.indisunique AS un, regexp_replace(pg_get_indexdef(i.indexrelid), '^.* USING ', '') AS shape
     FROM pg_index i WHERE i.indrelid = $1::regclass`,
    [table],
  );
  return rows.map((r) => `${r.pk ? 'primary ' : r.un ? 'unique ' : ''}${r.shape}`).sort();
}

/**
 * CPU seconds the database backend of `direct` has used, when the database runs on this machine
 * (utime + stime from /proc), else undefined. Unlike the wall time, the other work of a busy
 * two-core machine does not move it: what one statement costs the database, side by side.
 */
async function backendCpu(direct, url) {
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname)) return undefined;
  const {
    rows: [{ pid }],
  } = await direct.query('SELECT pg_backend_pid() AS pid');
  try {
    if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').startsWith('postgres')) return undefined;
  } catch {
    return undefined;
  }
  const ticksPerSecond = 100; // USER_HZ, 100 on Linux
  return () => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  };
}

function relationsOf(node, table, into = new Set()) {
  if (node['Relation Name']?.startsWith(`${table}_`)) into.add(node['Relation Name']);
  for (const child of node.Plans ?? []) relationsOf(child, table, into);
  return into;
}

export async function benchPartitions({ rows = 20_000_000, months = 36, rounds = 7, batch = 5000 } = {}) {
  const { direct, url, stop } = await consoleOnPostgres();
  // A tenant of their own: the console's demo tenant has study records of its own in the partitioned table only.
  const tenantId = '9000001';
  const started = performance.now();
  try {
    const now = Math.floor(Date.now() / 1000);
    const current = monthOf(now);
    const span = months * 30 * DAY;
    // The months of the history, as the server's daily run makes them for rows it finds (the
    // migration made a year back and three ahead).
    for (let m = monthOf(now - span); m <= current + 3; m++) {
      await direct.query(
        `CREATE TABLE IF NOT EXISTS ${partitionName(m)} PARTITION OF ${PARTITIONED} FOR VALUES FROM (${monthStart(m)}) TO (${monthStart(m + 1)})`,
      );
    }
    // Keys and indexes are built after the load on both sides (one sort each instead of a row at a time).
    const { rows: indexes } =
      await direct.query(`SELECT pg_get_indexdef(indexrelid) AS def, c.relname AS name FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
      WHERE indrelid = '${PARTITIONED}'::regclass AND NOT indisprimary`);
    const {
      rows: [pk],
    } = await direct.query(
      `SELECT conname AS name, pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conrelid = '${PARTITIONED}'::regclass AND contype = 'p'`,
    );
    for (const { name } of indexes) await direct.query(`DROP INDEX ${name}`);
    await direct.query(`ALTER TABLE ${PARTITIONED} DROP CONSTRAINT ${pk.name}`);
    await direct.query(`CREATE TABLE ${FLAT} (LIKE ${PARTITIONED} INCLUDING DEFAULTS)`);
    // Whole months at full speed: the load is no part of what is measured.
    await direct.query(`SET synchronous_commit = off`);
    await direct.query(`SET maintenance_work_mem = '512MB'`);
    const params = [tenantId, now, rows];
    for (const table of [PARTITIONED, FLAT]) {
      let t = performance.now();
      await direct.query(`INSERT INTO ${table} (${COLUMNS}) ${generated(span)}`, params);
      log(`${table}: ${rows} rows in ${seconds(t)} s`);
      t = performance.now();
      await direct.query(`ALTER TABLE ${table} ADD CONSTRAINT ${pk.name.replace(PARTITIONED, table)} ${pk.def}`);
      // The partitioned table's definitions read `ON ONLY` (the parent alone): built on every partition here.
      for (const { def, name } of indexes) {
        await direct.query(
          table === PARTITIONED
            ? def.replace(' ON ONLY ', ' ON ')
            : def
                .replace(name, name.replace(PARTITIONED, FLAT))
                .replace(/ ON (ONLY )?public\.\w+ /, ` ON public.${FLAT} `),
        );
      }
      log(`${table}: keys and indexes in ${seconds(t)} s`);
    }
    const [shapes, flatShapes] = [await indexShapes(direct, PARTITIONED), await indexShapes(direct, FLAT)];
    if (JSON.stringify(shapes) !== JSON.stringify(flatShapes))
      throw new Error(`the twin's keys differ: ${shapes.join('; ')} vs ${flatShapes.join('; ')}`);
    await direct.query(`SELECT setval('${PARTITIONED}_id_seq', $1)`, [rows]);
    await direct.query(`RESET synchronous_commit`);
    let t = performance.now();
    // VACUUM of the partitioned table does every partition.
    await settle(direct, [PARTITIONED, FLAT]);
    log(`vacuum and analyze in ${seconds(t)} s`);
    const loadSeconds = seconds(started);

    // As the engine runs a report read from the records (reportQuery.ts withRoomToGroup): room to hash the groups.
    await direct.query(`SET work_mem = '32MB'`);
    // (a) The report over the year the page opens on (the 12 months ending with the current one),
    // over the current month, and over the whole history.
    const monthsFrom = (first) => Array.from({ length: current + 2 - first }, (_, i) => monthStart(first + i));
    const ranges = { year: monthsFrom(current - 11), month: monthsFrom(current), all: monthsFrom(monthOf(now - span)) };
    const run = (table, bounds) => () =>
      direct.query(reportQuery(table, bounds), [tenantId, bounds[0], bounds[bounds.length - 1]]);
    const answers = {};
    for (const [name, bounds] of Object.entries(ranges)) {
      const [a, b] = await Promise.all(
        [run(PARTITIONED, bounds)(), run(FLAT, bounds)()].map(async (p) =>
          (await p).rows.find((r) => Number(r.g) === 1),
        ),
      );
      if (a.sittings !== b.sittings || a.minutes !== b.minutes)
        throw new Error(`${name}: the tables disagree (${a.sittings} vs ${b.sittings})`);
      answers[name] = Number(a.sittings);
    }
    const explain = async (bounds) => {
      const {
        rows: [plan],
      } = await direct.query(`EXPLAIN (FORMAT JSON) ${reportQuery(PARTITIONED, bounds)}`, [
        tenantId,
        bounds[0],
        bounds[bounds.length - 1],
      ]);
      return [...relationsOf(plan['QUERY PLAN'][0].Plan, PARTITIONED)];
    };
    const yearPartitions = await explain(ranges.year);
    // A year that is not whole months (the 365 days to now) reaches into a thirteenth.
    const rollingYear = await explain([now - 365 * DAY, now]);
    const reports = {};
    for (const [name, bounds] of Object.entries(ranges)) {
      t = performance.now();
      // The whole history reads every row (seconds a call at 20 000 000): fewer samples of it.
      const samples =
        name === 'all' ? { rounds: Math.min(rounds, 5), perRound: 1, warmup: 1 } : { rounds, perRound: 3, warmup: 2 };
      const times = await alternatingRounds(
        { partitioned: run(PARTITIONED, bounds), flat: run(FLAT, bounds) },
        samples,
      );
      reports[name] = {
        sittings: answers[name],
        partitionedMedianMs: times.partitioned.medianMs,
        unpartitionedMedianMs: times.flat.medianMs,
        ...roundRatio(times, 'partitioned', 'flat'),
        ratioOfMedians: +(times.partitioned.medianMs / times.flat.medianMs).toFixed(3),
      };
      log(`report over ${name}: ${JSON.stringify(reports[name])} (${seconds(t)} s)`);
    }

    // (b) The console's insert of a batch of rows of today into each, rolled back so every
    // round writes into tables of the same size.
    const batchRows = Array.from({ length: batch }, (_, i) => ({
      tenant_id: tenantId,
      student_id: 1 + (i % 997),
      student_name: '批量',
      school_id: '11',
      school_name: '驾校',
      store_id: '21',
      store_name: '门店',
      coach_id: '31',
      coach_name: '教练',
      area_code: '320102',
      car_type: 1,
      subject: 1,
      start_time: now - (i % 3600),
      minutes: 60,
      valid: 1,
    }));
    const json = JSON.stringify(batchRows);
    const columns = Object.keys(batchRows[0]).join(', ');
    const cpuSeconds = await backendCpu(direct, url);
    const cpu = { [PARTITIONED]: 0, [FLAT]: 0 };
    const insert = (table) => async () => {
      const before = cpuSeconds?.();
      await direct.query('BEGIN');
      await direct.query(
        `INSERT INTO ${table} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${table}, $1::json)`,
        [json],
      );
      await direct.query('ROLLBACK');
      if (cpuSeconds) cpu[table] += cpuSeconds() - before;
    };
    // A batch takes ~0.1 s; on a busy two-core machine one call can take three times another,
    // and 35 samples a side let the ratio swing by a quarter between runs: 105 a side.
    const insertRounds = rounds * 3;
    const inserts = await alternatingRounds(
      { partitioned: insert(PARTITIONED), flat: insert(FLAT) },
      { rounds: insertRounds, perRound: 5, warmup: 3 },
    );
    const perSecond = (ms) => Math.round((batch / ms) * 1000);
    const insertResult = {
      batchRows: batch,
      samples: insertRounds * 5,
      partitionedRowsPerSecond: perSecond(inserts.partitioned.medianMs),
      unpartitionedRowsPerSecond: perSecond(inserts.flat.medianMs),
      ratio: +(inserts.flat.medianMs / inserts.partitioned.medianMs).toFixed(3),
    };
    // The database's CPU per batch (warm-up included, the same calls on both sides).
    if (cpuSeconds) {
      const calls = 3 + insertRounds * 5;
      insertResult.partitionedCpuMsPerBatch = +((cpu[PARTITIONED] / calls) * 1000).toFixed(1);
      insertResult.unpartitionedCpuMsPerBatch = +((cpu[FLAT] / calls) * 1000).toFixed(1);
      insertResult.cpuRatio = +(cpu[FLAT] / cpu[PARTITIONED]).toFixed(3);
    }
    const {
      rows: [sizes],
    } = await direct.query(`SELECT pg_total_relation_size('${FLAT}') AS flat,
      (SELECT sum(pg_total_relation_size(inhrelid)) FROM pg_inherits WHERE inhparent = '${PARTITIONED}'::regclass) AS partitioned`);
    return {
      records: rows,
      monthsOfHistory: months,
      loadSeconds,
      partitionedGiB: +(Number(sizes.partitioned) / 2 ** 30).toFixed(2),
      unpartitionedGiB: +(Number(sizes.flat) / 2 ** 30).toFixed(2),
      yearReport: { ...reports.year, partitionsInPlan: yearPartitions.length, goal: 'ratio <= 1.2, partitions <= 13' },
      rollingYearPartitionsInPlan: rollingYear.length,
      monthReport: reports.month,
      wholeHistoryReport: reports.all,
      insert: { ...insertResult, goal: 'ratio (partitioned rows/s over unpartitioned) >= 0.9' },
      totalSeconds: seconds(started),
    };
  } finally {
    await stop();
  }
}
