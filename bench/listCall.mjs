// List call on a 1 000 000-row table, page 1, with two filters and without: the API's latency
// (median of alternating rounds, and p95) against the same SQL run directly through `pg` (and, for the whole list, against the
// raw page with an exact count, what an uncapped list costs), side by side in one run, on PostgreSQL.
import { callApi, p95, postJson } from './lib.mjs';
import { consoleOnPostgres, goalOf, settle, sideBySide } from './pgConsole.mjs';

export async function benchListCall({ rows = 1_000_000, samples = 300 } = {}) {
  const { server, direct, tenantId, bare, stop } = await consoleOnPostgres();
  try {
    // 1M words over 5 categories and a year of creation times.
    await direct.query(
      `INSERT INTO sys_sensitive_word (tenant_id, word, category, remark, create_time)
       SELECT $1, 'w' || g, (ARRAY[1,2,3,4,9])[1 + g % 5], NULL, 1735660800 + (g * 31) % 31536000
       FROM generate_series(1, $2) g`,
      [tenantId, rows],
    );
    await settle(direct, ['sys_sensitive_word']);
    const login = await postJson(`${server.base}/api/auth/inner/sysAuth/v1/login.pass`, {
      account: 'admin',
      password: 'Admin2026',
    });
    const token = login.result['ctl-token'];
    const body = { pageNum: 1, pageSize: 10, category: 3, startTime: 1746057600, endTime: 1754006400 };
    // The statements the engine runs for that body, as a hand-written service would.
    const where = `t.tenant_id = $1 AND t.category = $2 AND t.create_time >= $3 AND t.create_time <= $4`;
    const params = [tenantId, 3, body.startTime, body.endTime];
    const statements = [
      [
        `SELECT t.id, t.word, t.category, t.remark, t.create_time FROM sys_sensitive_word t WHERE ${where}
          ORDER BY t.create_time DESC, t.id DESC LIMIT 10 OFFSET 0`,
        params,
      ],
      // The engine's capped count (lists count up to 10 000 rows exactly, then say 10000+).
      [`SELECT count(*) AS total FROM (SELECT 1 FROM sys_sensitive_word t WHERE ${where} LIMIT 10001) c`, params],
    ];
    const runDirect = () => Promise.all(statements.map(([text, values]) => direct.query(text, values)));
    // The same two statements behind a bare HTTP server: what the hop alone costs.
    const runBare = () => bare(statements);
    const runApi = async () => {
      const json = await callApi(`${server.base}/api/system/inner/sensitiveWord/v1/list`, token, body);
      if (!json.status) throw new Error(json.message);
      return json;
    };
    const check = await runApi();
    const filtered = await sideBySide(runDirect, runApi, samples, runBare);
    // Page 1 of the whole list (every row matches): the engine counts up to its cap (10 000)
    // instead of a million rows. Against the same two statements raw, and against the raw
    // page with an exact count (what an uncapped list costs).
    const select = `SELECT t.id, t.word, t.category, t.remark, t.create_time FROM sys_sensitive_word t WHERE t.tenant_id = $1
      ORDER BY t.create_time DESC, t.id DESC LIMIT 10 OFFSET 0`;
    const rawCapped = () =>
      Promise.all([
        direct.query(select, [tenantId]),
        direct.query(
          `SELECT count(*) AS total FROM (SELECT 1 FROM sys_sensitive_word t WHERE t.tenant_id = $1 LIMIT 10001) c`,
          [tenantId],
        ),
      ]);
    const rawExact = () =>
      Promise.all([
        direct.query(select, [tenantId]),
        direct.query(`SELECT count(*) AS total FROM sys_sensitive_word t WHERE t.tenant_id = $1`, [tenantId]),
      ]);
    const wholeBody = { pageNum: 1, pageSize: 10 };
    const apiWhole = async () => {
      const json = await callApi(`${server.base}/api/system/inner/sensitiveWord/v1/list`, token, wholeBody);
      if (!json.status) throw new Error(json.message);
      return json;
    };
    const whole = await apiWhole();
    const timesOf = { api: [], capped: [], exact: [] };
    for (let i = 0; i < Math.min(samples, 100); i++) {
      for (const [key, run] of [
        ['capped', rawCapped],
        ['api', apiWhole],
        ['exact', rawExact],
      ]) {
        const t = performance.now();
        await run();
        timesOf[key].push(performance.now() - t);
      }
    }
    return {
      rows,
      total: check.result.total,
      ...filtered,
      goal: goalOf(1.1, filtered.ratio, filtered.bareRatio),
      wholeList: {
        total: `${whole.result.total}${whole.result.totalCapped ? '+' : ''}`,
        apiP95Ms: +p95(timesOf.api).toFixed(2),
        rawCappedP95Ms: +p95(timesOf.capped).toFixed(2),
        rawExactCountP95Ms: +p95(timesOf.exact).toFixed(2),
        ratioVsRawSameStatements: +(p95(timesOf.api) / p95(timesOf.capped)).toFixed(3),
        ratioVsRawExactCount: +(p95(timesOf.api) / p95(timesOf.exact)).toFixed(3),
      },
    };
  } finally {
    await stop();
  }
}
