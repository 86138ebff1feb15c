import type { FastifyInstance } from 'fastify';
import { figureColumns, figureHeader, figureText, type ReportDef, type ReportRow } from '@coach/domain';
import type { Services } from '../../platform/services';
import { ok } from '../../platform/envelope';
import { sendXlsx, type ExportColumn } from '../../platform/export/sendXlsx';
import { engineContext } from '../rowAccess';
import { reportRequest } from './reportInput';
import { runReport } from './reportQuery';

/**
 * The two calls of a report: its figures (rows, totals) and the xlsx of exactly that — the
 * same rows, the periods' bounds, then a 合计 line — under the same checks and scope.
 */
export function registerReport(app: FastifyInstance, services: Services, def: ReportDef) {
  const db = services.database.db;
  const answer = (request: Parameters<typeof engineContext>[0]) => runReport(db, def, reportRequest(def, request.body), engineContext(request));

  app.post(def.api.stat, async (request) => ok(await answer(request)));

  app.post(def.api.export, async (request, reply) => {
    const report = await answer(request);
    const dimension = def.dimensions.find((d) => d.key === report.groupBy)!;
    const columns: ExportColumn[] = [
      { header: dimension.label, key: 'label' },
      ...(dimension.kind === 'period'
        ? [
            { header: '开始时间', key: 'start', kind: 'datetime' as const },
            { header: '结束时间', key: 'end', kind: 'datetime' as const },
          ]
        : []),
      ...figureColumns(def).map((c) => ({ header: figureHeader(c), key: c.key, kind: c.format === 'money' ? ('money' as const) : c.format === 'percent' ? ('text' as const) : ('number' as const) })),
    ];
    // Ratios go out as the page shows them (85.34%), the rest as numbers Excel can sum.
    const percents = figureColumns(def).filter((c) => c.format === 'percent');
    const shown = (row: Record<string, unknown>) => ({ ...row, ...Object.fromEntries(percents.map((c) => [c.key, figureText(row[c.key] as number, 'percent')])) });
    return sendXlsx(reply, {
      fileName: def.fileName ?? def.title,
      columns,
      rows: [...report.rows, { label: '合计', ...report.totals } as ReportRow].map(shown),
    });
  });
}
