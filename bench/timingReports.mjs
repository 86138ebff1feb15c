// Issue 17 on PostgreSQL with 5 000 000 study records: median (of alternating rounds) and p95 of 区域统计 (from the daily
// totals, the districts of a city over a year) and of 科目一学时报表 (from each student's
// progress), each beside its own query run alone through `pg` in the same run; then fifty
// openings at once against a school balance that pays for ten.
import { callApi, postJson } from './lib.mjs';
import { alternatingRounds, consoleOnPostgres, goalOf, hopFigures, roundRatio, settle } from './pgConsole.mjs';
import { loadStudyRecords } from './dailyTotals.mjs';

const DAY = 86400;
/** { ratio, roundRatios } as regionRatio, regionRoundRatios. */
const prefixed = (name, { ratio, roundRatios }) => ({ [`${name}Ratio`]: ratio, [`${name}RoundRatios`]: roundRatios });

export async function benchTimingReports({ rows = 5_000_000, samples = 40 } = {}) {
  const { server, direct, tenantId, bare, stop } = await consoleOnPostgres();
  try {
    const now = Math.floor(Date.now() / 1000);
    // Whole Shanghai days, as the page's date range sends them.
    const today = Math.floor((now + 8 * 3600) / DAY) * DAY - 8 * 3600;
    const from = today - 365 * DAY;
    const to = today + DAY - 1;
    const started = performance.now();
    await loadStudyRecords(direct, tenantId, now, rows);
    await settle(direct, ['bbxc_study_record', 'bbxc_study_daily', 'bbxc_study_progress']);
    const loadSeconds = +((performance.now() - started) / 1000).toFixed(1);

    const login = await postJson(`${server.base}/api/auth/inner/sysAuth/v1/login.pass`, {
      account: 'admin',
      password: 'Admin2026',
    });
    const token = login.result['ctl-token'];
    const call = async (path, body) => {
      const json = await callApi(`${server.base}${path}`, token, body);
      if (!json.status) throw new Error(`${path}: ${json.message}`);
      return json.result;
    };
    // 区域统计 of 小车: the districts of 南京市 over a year, and the same sums read from the totals alone.
    const regionBody = { kind: 'month', carSet: 'licence', carType: 1, region: '320100', startTime: from, endTime: to };
    const key = `rpad(left(nullif(area_code, ''), 6), 6, '0')`;
    const regionStatement = [
      `SELECT GROUPING(${key}) AS g, ${key} AS k, sum(records), sum(minutes), sum(valid_minutes) FROM bbxc_study_daily
         WHERE tenant_id = $1 AND car_type IN (1, 2, 3, 8, 9) AND car_type = 1 AND left(area_code, 4) = '3201' AND day >= $2 AND day <= $3
         GROUP BY GROUPING SETS ((${key}), ())`,
      [tenantId, from, to],
    ];
    const regionTotalsAlone = () => direct.query(...regionStatement);
    // 科目一学时报表 by month, and its sums over the progress rows alone.
    const reportBody = { kind: 'month', carSet: 'licence', subject: 1, startTime: from, endTime: to };
    const progressAlone = () =>
      direct.query(
        `SELECT count(*), sum(required_minutes), sum(studied_minutes), sum(valid_minutes), sum(remaining_minutes), count(*) FILTER (WHERE reached = 1)
         FROM bbxc_study_progress WHERE tenant_id = $1 AND car_type IN (1, 2, 3, 8, 9) AND subject = 1 AND first_time >= $2 AND first_time <= $3
         GROUP BY GROUPING SETS ((first_time / 2592000), ())`,
        [tenantId, from, to],
      );
    const region = await call('/api/course/inner/count/region', regionBody);
    const times = await alternatingRounds(
      {
        regionApi: () => call('/api/course/inner/count/region', regionBody),
        regionTotalsSql: regionTotalsAlone,
        // The same statement behind a bare HTTP server: what the hop alone costs.
        bare: () => bare([regionStatement]),
        studyTimeReportApi: () => call('/api/course/inner/count/studyTimeReport', reportBody),
        progressSql: progressAlone,
      },
      // A call is ~10–20 ms: fifteen rounds of ten cost seconds and steady the round-by-round ratio.
      { rounds: 15, perRound: Math.max(10, Math.round(samples / 15)), warmup: 5 },
    );

    // Fifty openings at once against a balance for ten (生产人员安全培训: 80 + 50 yuan a student).
    const {
      rows: [{ id: schoolId }],
    } = await direct.query(
      `INSERT INTO bbxc_school (tenant_id, name, region) VALUES ($1, '压测驾校', '["320000","320100","320102"]') RETURNING id`,
      [tenantId],
    );
    await call('/api/classhour/cost/inner/recharge', { schoolId: String(schoolId), carType: 82, amount: '1300.00' });
    const { rows: timings } = await direct.query(
      `INSERT INTO bbxc_student_timing (tenant_id, student_id, student_name, school_id, school_name, car_type, status)
       SELECT $1, 9000000 + g, '压测' || g, $2, '压测驾校', 82, 0 FROM generate_series(1, 50) g RETURNING id`,
      [tenantId, String(schoolId)],
    );
    const answers = await Promise.all(
      timings.map(({ id }) =>
        callApi(`${server.base}/api/course/inner/stuTiming/v1/open`, token, { ids: [String(id)], status: 1 }),
      ),
    );
    const {
      rows: [after],
    } = await direct.query(
      `SELECT balance FROM bbxc_timing_balance WHERE tenant_id = $1 AND school_id = $2 AND car_type = 82`,
      [tenantId, String(schoolId)],
    );
    const regionRatio = roundRatio(times, 'regionApi', 'regionTotalsSql');
    const regionHop = hopFigures(times, 'regionApi', 'regionTotalsSql', 'region');
    return {
      records: rows,
      loadSeconds,
      districts: region.rows.length,
      regionApiMedianMs: times.regionApi.medianMs,
      regionTotalsSqlMedianMs: times.regionTotalsSql.medianMs,
      ...prefixed('region', regionRatio),
      regionRatioOfMedians: +(times.regionApi.medianMs / times.regionTotalsSql.medianMs).toFixed(3),
      regionP95Ratio: +(times.regionApi.p95Ms / times.regionTotalsSql.p95Ms).toFixed(3),
      ...regionHop,
      regionGoal: goalOf(1.2, regionRatio.ratio, regionHop.regionBareRatio),
      studyTimeReportApiMedianMs: times.studyTimeReportApi.medianMs,
      progressSqlMedianMs: times.progressSql.medianMs,
      ...prefixed('studyTimeReport', roundRatio(times, 'studyTimeReportApi', 'progressSql')),
      studyTimeReportRatioOfMedians: +(times.studyTimeReportApi.medianMs / times.progressSql.medianMs).toFixed(3),
      studyTimeReportP95Ratio: +(times.studyTimeReportApi.p95Ms / times.progressSql.p95Ms).toFixed(3),
      concurrentOpenings: {
        tried: answers.length,
        opened: answers.filter((a) => a.status).length,
        balanceAfterFen: Number(after.balance),
      },
    };
  } finally {
    await stop();
  }
}
