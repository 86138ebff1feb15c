// A year of 科目一学习统计 over 5 000 000 study records, on PostgreSQL: p95 of the report call
// (which reads the daily totals) against the same report computed from the raw records with
// one GROUP BY run directly through `pg`, side by side in one run. The API side carries the
// HTTP, session and permission costs too, so the ratio is if anything unfavourable to it.
import { callApi, postJson } from './lib.mjs';
import { consoleOnPostgres } from './pgConsole.mjs';
import { p95 } from './lib.mjs';

const DAY = 86400;
const OFFSET = 8 * 3600;

/** Shanghai month starts (Unix seconds): the 12 months ending with the current one, and the next. */
function monthBounds(now) {
  const wall = new Date((now + OFFSET) * 1000);
  const bounds = [];
  for (let i = -11; i <= 1; i++)
    bounds.push(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth() + i, 1) / 1000 - OFFSET);
  return bounds;
}

/**
 * 5 000 000 (by default) study records over the year ending now — 5 stores of 2 schools in 5
 * districts, licence and qualification categories, both subjects — with their daily totals
 * and each student's progress per subject, as the live code keeps them.
 */
export async function loadStudyRecords(direct, tenantId, now, rows) {
  await direct.query(
    `INSERT INTO bbxc_study_record (tenant_id, student_id, school_id, store_id, area_code, car_type, subject, start_time, minutes, valid)
     SELECT $1, 1 + g % 200000, (11 + g % 2)::text, (21 + g % 5)::text, (ARRAY['320102','320104','320105','320106','320111'])[1 + g % 5],
            (ARRAY[1,1,1,2,3,8,20,21])[1 + (g / 200000) % 8], (ARRAY[1,4])[1 + (g / 7) % 2],
            $2 - (g::bigint * 7919) % (365 * 86400), 45 + g % 120, CASE WHEN g % 11 = 0 THEN 0 ELSE 1 END
     FROM generate_series(1, $3) g`,
    [tenantId, now, rows],
  );
  await direct.query(`DELETE FROM bbxc_study_daily WHERE tenant_id = $1`, [tenantId]);
  await direct.query(
    `INSERT INTO bbxc_study_daily (tenant_id, day, school_id, store_id, area_code, car_type, subject, records, minutes, valid_minutes)
     SELECT tenant_id, ((start_time + ${OFFSET}) / ${DAY}) * ${DAY} - ${OFFSET}, school_id, store_id, area_code, car_type, subject, count(*), sum(minutes),
            coalesce(sum(minutes) FILTER (WHERE valid = 1), 0)
     FROM bbxc_study_record WHERE tenant_id = $1 GROUP BY 1, 2, 3, 4, 5, 6, 7`,
    [tenantId],
  );
  // Progress per student and subject (12 hours required of 科目一, 10 of 科目四, as for a licence).
  await direct.query(`DELETE FROM bbxc_study_progress WHERE tenant_id = $1`, [tenantId]);
  await direct.query(
    `INSERT INTO bbxc_study_progress (tenant_id, student_id, school_id, store_id, car_type, subject, first_time, required_minutes, studied_minutes, valid_minutes, remaining_minutes, reached)
     SELECT tenant_id, student_id, min(school_id), min(store_id), min(car_type), subject, min(start_time), CASE WHEN subject = 1 THEN 720 ELSE 600 END,
            sum(minutes), coalesce(sum(minutes) FILTER (WHERE valid = 1), 0),
            greatest(CASE WHEN subject = 1 THEN 720 ELSE 600 END - coalesce(sum(minutes) FILTER (WHERE valid = 1), 0), 0),
            (coalesce(sum(minutes) FILTER (WHERE valid = 1), 0) >= CASE WHEN subject = 1 THEN 720 ELSE 600 END)::int
     FROM bbxc_study_record WHERE tenant_id = $1 GROUP BY tenant_id, student_id, subject
     ON CONFLICT DO NOTHING`,
    [tenantId],
  );
  for (const table of ['bbxc_study_record', 'bbxc_study_daily', 'bbxc_study_progress'])
    await direct.query(`ANALYZE ${table}`);
}

export async function benchDailyTotals({ rows = 5_000_000, samples = 40 } = {}) {
  const { server, direct, tenantId, stop } = await consoleOnPostgres();
  try {
    const now = Math.floor(Date.now() / 1000);
    const bounds = monthBounds(now);
    const started = performance.now();
    await loadStudyRecords(direct, tenantId, now, rows);
    const loadSeconds = +((performance.now() - started) / 1000).toFixed(1);
    const {
      rows: [{ n: dailyRows }],
    } = await direct.query(`SELECT count(*) AS n FROM bbxc_study_daily WHERE tenant_id = $1`, [tenantId]);

    const login = await postJson(`${server.base}/api/auth/inner/sysAuth/v1/login.pass`, {
      account: 'admin',
      password: 'Admin2026',
    });
    const token = login.result['ctl-token'];
    const body = { kind: 'month', carSet: 'licence', subject: 1, startTime: bounds[0], endTime: now };
    const api = async () => {
      const json = await callApi(`${server.base}/api/course/inner/count/studySubject`, token, body);
      if (!json.status) throw new Error(json.message);
      return json.result;
    };
    // The same report from the records: what the engine would run without the totals.
    const bucket = `width_bucket(start_time, ARRAY[${bounds.join(',')}]::bigint[])`;
    const fromRecords = () =>
      direct.query(
        `SELECT GROUPING(${bucket}) AS g, ${bucket} AS k, count(*) AS sittings, sum(minutes) AS minutes, coalesce(sum(minutes) FILTER (WHERE valid = 1), 0) AS valid
         FROM bbxc_study_record WHERE tenant_id = $1 AND car_type IN (1, 2, 3, 8, 9) AND subject = 1 AND start_time >= $2 AND start_time < $3
         GROUP BY GROUPING SETS ((${bucket}), ())`,
        [tenantId, bounds[0], bounds[bounds.length - 1]],
      );
    // Both give the same year.
    const viaTotals = await api();
    const { rows: raw } = await fromRecords();
    const rawTotal = raw.find((r) => Number(r.g) === 1);
    if (viaTotals.totals.sittings !== Number(rawTotal.sittings))
      throw new Error(`totals disagree: ${viaTotals.totals.sittings} vs ${rawTotal.sittings}`);
    const times = { totals: [], records: [] };
    for (let i = 0; i < 3; i++) await Promise.all([api(), fromRecords()]).catch(() => undefined);
    for (let i = 0; i < samples; i++) {
      let t = performance.now();
      await api();
      times.totals.push(performance.now() - t);
      t = performance.now();
      await fromRecords();
      times.records.push(performance.now() - t);
    }
    return {
      records: rows,
      dailyRows: Number(dailyRows),
      loadSeconds,
      sittingsInYear: viaTotals.totals.sittings,
      apiFromTotalsP95Ms: +p95(times.totals).toFixed(2),
      sqlFromRecordsP95Ms: +p95(times.records).toFixed(2),
      ratio: +(p95(times.totals) / p95(times.records)).toFixed(4),
    };
  } finally {
    await stop();
  }
}
