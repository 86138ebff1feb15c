import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { BI_BASE, defaultPeriodRange, periodsBetween, type ReportAnswer, type ReportRow } from '@coach/domain';
import { biInventory, INVENTORY_STAGES } from '../domain';
import type { Services } from '@coach/server/platform/services.ts';
import type { Db } from '@coach/server/platform/db.ts';
import { ok } from '@coach/server/platform/envelope.ts';
import {
  and,
  engineContext,
  ident,
  orgWhere,
  registerReportExport,
  reportRequest,
  rowsOf,
  type EngineContext,
} from '@coach/server/engine/index.ts';

/**
 * 库存报表: per month, the students in each stage at the month's end — each student's last
 * stage change at or before that instant — and those who started in the month. The request is
 * checked like every report's; the answer has the shape of every report's.
 */
export async function inventoryAnswer(db: Db, body: unknown, ctx: EngineContext): Promise<ReportAnswer> {
  const req = reportRequest(biInventory, body);
  const scope = [
    sql`g.tenant_id = ${ctx.tenantId}`,
    sql`g.deleted = 0`,
    ...orgWhere(biInventory.sources[0].org, ctx, 'g'),
    ...req.filters.map((f) => sql`g.${ident(f.column)} = ${String(f.value)}`),
  ];
  const periods = sql.join(
    req.periods.map((p, i) => sql`(${i}, ${p.start}::bigint, ${p.end - 1}::bigint)`),
    sql`, `,
  );
  const held = await rowsOf<{ i: number; stage: number; n: string }>(
    db,
    sql`
    WITH p(i, start_at, end_at) AS (VALUES ${periods}),
    last AS (
      SELECT p.i, (array_agg(g.to_stage ORDER BY g.change_time DESC, g.id DESC))[1] AS stage
      FROM p JOIN bbxc_student_stage_v g ON g.change_time <= p.end_at AND ${and(scope)}
      GROUP BY p.i, g.student_id)
    SELECT i, stage, count(*) AS n FROM last GROUP BY i, stage`,
  );
  const entered = await rowsOf<{ i: number; n: string }>(
    db,
    sql`
    WITH p(i, start_at, end_at) AS (VALUES ${periods})
    SELECT p.i, count(*) AS n FROM p JOIN bbxc_student_stage_v g ON g.from_stage IS NULL AND g.change_time BETWEEN p.start_at AND p.end_at AND ${and(scope)}
    GROUP BY p.i`,
  );
  const rows = req.periods.map((p, i): ReportRow => {
    const figures: Record<string, number> = {};
    for (const stage of INVENTORY_STAGES)
      figures[`stage${stage}`] = Number(held.find((h) => Number(h.i) === i && Number(h.stage) === stage)?.n ?? 0);
    figures.inTraining = INVENTORY_STAGES.filter((s) => s !== 5).reduce((sum, s) => sum + figures[`stage${s}`], 0);
    figures.entered = Number(entered.find((e) => Number(e.i) === i)?.n ?? 0);
    return { key: String(p.start), label: p.label, start: p.start, end: p.end - 1, ...figures };
  });
  // A stock is not summed over months: the totals are the last month's stock and the months' new students.
  const last: Partial<ReportRow> = rows[rows.length - 1] ?? {};
  const totals: Record<string, number> = {};
  for (const m of biInventory.measures)
    totals[m.key] =
      m.key === 'entered' ? rows.reduce((sum, r) => sum + Number(r.entered), 0) : Number(last[m.key] ?? 0);
  return { kind: req.kind, groupBy: 'period', startTime: req.from, endTime: req.to, rows, totals };
}

/**
 * 库存报表 from the stage history (the other 数据统计 and BI reports are their definitions
 * alone), and the BI condition lists.
 */
export function analyticsReportsFeature(app: FastifyInstance, services: Services) {
  const db = services.database.db;
  app.post(biInventory.api.stat, async (request) =>
    ok(await inventoryAnswer(db, request.body, engineContext(request))),
  );
  // Its export writes the same answer as every report's export writes its own.
  registerReportExport(app, services, biInventory, (request) =>
    inventoryAnswer(db, request.body, engineContext(request)),
  );

  // 条件列表: what the BI pages offer to choose — the schools and stores the user may see, and the last 12 months.
  app.post(`${BI_BASE}/conditionList`, async (request) => {
    const ctx = engineContext(request);
    const schools = await rowsOf<{ id: string; name: string }>(
      db,
      sql`SELECT id::text AS id, name FROM bbxc_school t
      WHERE ${and([sql`tenant_id = ${ctx.tenantId}`, sql`deleted = 0`, ...orgWhere({ school: 'id' }, ctx)])} ORDER BY id`,
    );
    const stores = await rowsOf<{ id: string; name: string; schoolId: string }>(
      db,
      sql`SELECT id::text AS id, name, school_id AS "schoolId" FROM bbxc_store t
      WHERE ${and([sql`tenant_id = ${ctx.tenantId}`, sql`deleted = 0`, ...orgWhere({ school: 'school_id', store: 'id' }, ctx)])} ORDER BY id`,
    );
    const range = defaultPeriodRange('month', Math.floor(Date.now() / 1000), 12);
    const periods = periodsBetween('month', range.from, range.to).map((p) => ({
      label: p.label,
      startTime: p.start,
      endTime: p.end - 1,
    }));
    return ok({ schools, stores, periods });
  });
}
