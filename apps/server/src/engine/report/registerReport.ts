import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  figureColumns,
  figureHeader,
  figureText,
  REPORT_RANGE_COLUMN,
  shownReportColumns,
  type ReportAnswer,
  type ReportDef,
  type ReportRow,
} from '@coach/domain';
import type { Services } from '../../platform/services';
import type { Db } from '../../platform/db';
import type { EngineContext } from '../types';
import { BizError, ok } from '../../platform/envelope';
import { sendXlsx, type ExportColumn } from '../../platform/export/sendXlsx';
import { engineContext } from '../rowAccess';
import { reportRequest } from './reportInput';
import { runReport } from './reportQuery';
import { readerOf } from '../../platform/replicas/readRouting';
import { exportProgress } from '../workProgress';

type Exporter = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** Reports sharing an export call (`count/export` with a `type`), per app and path. */
const sharedExports = new WeakMap<FastifyInstance, Map<string, Map<string, Exporter>>>();

/** A report's answer to a body, as its own call gives it (for calls that show a report under another path). */
export function reportAnswer(db: Db, def: ReportDef, body: unknown, ctx: EngineContext) {
  return runReport(db, def, reportRequest(def, body), ctx);
}

/**
 * The two calls of a report: its figures (rows, totals) and the xlsx of exactly that — the
 * same rows, the periods' bounds, then a 合计 line — under the same checks and scope.
 */
export interface ReportHooks {
  /**
   * Runs before the figures are read, once the request is checked (the satisfaction reports
   * freeze the months that have closed since: their figures never change after).
   */
  beforeAnswer?(args: { db: Db; ctx: EngineContext }): Promise<void>;
}

export function registerReport(app: FastifyInstance, services: Services, def: ReportDef, hooks: ReportHooks = {}) {
  const db = services.database.db;
  const answer = async (request: FastifyRequest) => {
    const req = reportRequest(def, request.body);
    const ctx = engineContext(request);
    // A report that writes first (beforeAnswer) is no read call: it reads on the primary too.
    await hooks.beforeAnswer?.({ db, ctx });
    return runReport(hooks.beforeAnswer ? db : readerOf(request, services.database), def, req, ctx);
  };

  app.post(def.api.stat, async (request) => ok(await answer(request)));
  registerReportExport(app, services, def, answer);
}

/**
 * A report's export: the xlsx of exactly what its page shows (the same rows, the columns the
 * user's settings show, the periods' bounds, then a 合计 line), from the report's own answer —
 * the engine's for a definition, a feature's for one answered by hand (库存报表). Reports sharing
 * an export path are told apart by `exportType`, sent as `type`.
 */
export function registerReportExport(
  app: FastifyInstance,
  services: Services,
  def: ReportDef,
  answer: (request: FastifyRequest) => Promise<ReportAnswer>,
) {
  const exporter: Exporter = async (request, reply) => {
    const report = await answer(request);
    const dimension = def.dimensions.find((d) => d.key === report.groupBy)!;
    const figures = figureColumns(def);
    // The columns the page shows, in its order (the user's column settings, sent as `columns`).
    const asked = (request.body as { columns?: unknown } | null)?.columns;
    const columns: ExportColumn[] = [
      { header: dimension.label, key: 'label' },
      ...shownReportColumns(def, dimension, asked).flatMap((key): ExportColumn[] => {
        if (key === REPORT_RANGE_COLUMN)
          return [
            { header: '开始时间', key: 'start', kind: 'datetime' },
            { header: '结束时间', key: 'end', kind: 'datetime' },
          ];
        const c = figures.find((f) => f.key === key)!;
        const kind = c.format === 'money' ? 'money' : c.format === 'percent' ? 'text' : 'number';
        return [{ header: figureHeader(c), key: c.key, kind }];
      }),
    ];
    // Ratios go out as the page shows them (85.34%), the rest as numbers Excel can sum.
    const percents = figures.filter((c) => c.format === 'percent');
    const shown = (row: Record<string, unknown>) => ({
      ...row,
      ...Object.fromEntries(percents.map((c) => [c.key, figureText(row[c.key] as number, 'percent')])),
    });
    const rows = [...report.rows, { label: '合计', ...report.totals } as ReportRow].map(shown);
    // Sent with an id, it records its rows written of the file's (合计 included) as a list's
    // export does, through sendXlsx; the figures are all read by then, so the total is known.
    const progress = exportProgress(services.kv, engineContext(request).userId, request.body);
    await progress?.started(rows.length);
    return sendXlsx(reply, { fileName: def.fileName ?? def.title, columns, rows, progress });
  };

  if (!def.api.export) return;
  if (!def.api.exportType) {
    app.post(def.api.export, exporter);
    return;
  }
  // One route for every report of the shared path, registered with the first of them.
  let byPath = sharedExports.get(app);
  if (!byPath) sharedExports.set(app, (byPath = new Map()));
  const exportPath = def.api.export;
  let byType = byPath.get(exportPath);
  if (!byType) {
    const types = (byType = new Map());
    byPath.set(exportPath, types);
    app.post(def.api.export, async (request, reply) => {
      const type = (request.body as { type?: unknown } | null)?.type;
      const run = typeof type === 'string' ? types.get(type) : undefined;
      if (!run) throw new BizError('导出类型不正确');
      return run(request, reply);
    });
  }
  byType.set(def.api.exportType, exporter);
}
