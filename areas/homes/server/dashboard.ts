import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  type CountedSpan,
  DAILY_ANALYSIS,
  defaultPeriodRange,
  homeFigures,
  periodOf,
  resourcesByName,
  toDateAndBefore,
  WORK_ITEMS,
} from '@coach/domain';
import { nowOf } from '@coach/server/platform/clock.ts';
import type { Services } from '@coach/server/platform/services.ts';
import { ok } from '@coach/server/platform/envelope.ts';
import { parseBody } from '@coach/server/platform/validate.ts';
import { and, engineContext, ident, reportAnswer, rowsOf, scopeWhere } from '@coach/server/engine/index.ts';

const trendBody = z
  .object({ kind: z.enum(['day', 'month'], { error: '统计周期：请选择按日或按月' }).optional() })
  .passthrough();

/**
 * 首页 and 工作台: the figures of today, this month and last month (one report definition, so
 * the same numbers as the reports), their trend by day or month, and the to-dos waiting.
 */
export function dashboardFeature(app: FastifyInstance, services: Services) {
  const db = services.database.db;

  app.post(`${DAILY_ANALYSIS}/overview`, async (request) => {
    const ctx = engineContext(request);
    const now = nowOf(request, services.config);
    const today = periodOf('day', now);
    const month = toDateAndBefore('month', now);
    const billing = toDateAndBefore('billingMonth', now);
    // By day: a report by period counts whole periods, and the spans here are whole days.
    const figuresOf = async (p: { start: number; end: number }) =>
      (await reportAnswer(db, homeFigures, { kind: 'day', startTime: p.start, endTime: p.end - 1 }, ctx)).totals;
    const spanOf = (p: CountedSpan) => ({ startTime: p.start, endTime: p.end - 1, label: p.label });
    const [t, m, l, b, lb] = await Promise.all([
      figuresOf(today),
      figuresOf(month.current),
      figuresOf(month.before),
      figuresOf(billing.current),
      figuresOf(billing.before),
    ]);
    // 本月 is this month up to today, compared with the same days of last month (never two days
    // with a whole month); 实际营收 is also counted over the billing period of 财务账单 (26th–25th)
    // so the card can show the number that page shows for the same period.
    return ok({
      today: { ...t, startTime: today.start, endTime: today.end - 1 },
      month: { ...m, ...spanOf(month.current) },
      lastMonth: { ...l, ...spanOf(month.before) },
      billing: {
        income: b.income,
        ...spanOf(billing.current),
        period: periodOf('billingMonth', now).label,
        whole: billing.whole.label,
      },
      lastBilling: { income: lb.income, ...spanOf(billing.before) },
    });
  });

  app.post(`${DAILY_ANALYSIS}/trend`, async (request) => {
    const ctx = engineContext(request);
    const { kind = 'day' } = parseBody(trendBody, request.body);
    const range = defaultPeriodRange(kind, nowOf(request, services.config), kind === 'day' ? 30 : 12);
    return ok(await reportAnswer(db, homeFigures, { kind, startTime: range.from, endTime: range.to }, ctx));
  });

  app.post(`${DAILY_ANALYSIS}/workbench`, async (request) => {
    const ctx = engineContext(request);
    const endOfToday = periodOf('day', Math.floor(Date.now() / 1000)).end - 1;
    const items = [];
    for (const item of WORK_ITEMS) {
      const def = resourcesByName[item.resource];
      const conditions = item.where.map(
        (w) =>
          sql`t.${ident(w.column)} IN (${sql.join(
            w.is.map((v) => sql`${v}`),
            sql`, `,
          )})`,
      );
      if (item.dueBy) conditions.push(sql`t.${ident(item.dueBy)} <= ${endOfToday}`);
      const [row] = await rowsOf<{ n: string }>(
        db,
        sql`SELECT count(*) AS n FROM ${ident(def.table)} t WHERE ${and([...scopeWhere(def, ctx), ...conditions])}`,
      );
      items.push({
        key: item.key,
        label: item.label,
        count: Number(row?.n ?? 0),
        route: item.route,
        query: item.query,
      });
    }
    return ok(items);
  });
}
