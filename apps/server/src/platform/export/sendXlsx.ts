import type { FastifyReply } from 'fastify';
import { PassThrough } from 'node:stream';
import type { Style } from 'exceljs';
import { contentDisposition, withExtension } from '../files/contentDisposition';
import { cellWriter, COLUMN_WIDTH, MONEY_FORMAT, type ExportColumn } from './xlsxColumns';
import { sheetSink, waitForRoom } from './xlsxBackpressure';

export type { ExportColumn, ExportKind } from './xlsxColumns';

/** exceljs takes ~0.14 s to load: on the first export or import, not at every start. */
export const loadExcelJs = async () => (await import('exceljs')).default;

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * What an export tells of how far it has got (engine/workProgress keeps it for the console). The
 * total is given (`started`) by whoever reads the rows, before the first row is out.
 */
export interface ExportProgressRecorder {
  readonly total: number | undefined;
  started(total: number): Promise<void>;
  wrote(): Promise<void>;
  done(): Promise<void>;
  /** The client went away (取消, a closed tab): the file was never finished. */
  cancelled(): Promise<void>;
}

export interface XlsxExport {
  /** Shown in the browser's save dialog; `.xlsx` is added when missing. */
  fileName: string;
  columns: ExportColumn[];
  rows: AsyncIterable<Record<string, unknown>> | Iterable<Record<string, unknown>>;
  /**
   * How far the export has got, for the console (issue 40.5): each row written, the end, or the
   * client gone. Its total, known once the first row is read, also goes out as `x-export-total`.
   */
  progress?: ExportProgressRecorder;
}

/** Rows written between two looks at the back-pressure: ~64 KB of sheet XML. */
const ROWS_PER_TURN = 256;

/**
 * Streams a spreadsheet (sheet `table`, 115px columns, bold header) to the client while the
 * rows are still being read, so memory stays flat whatever the row count.
 *
 * The first row is read before anything is sent: a failing query or a refused filter still
 * answers the JSON envelope the page shows. Once bytes are out, an error can only cut the
 * response short (the browser reports a failed download).
 */
export async function sendXlsx(reply: FastifyReply, spec: XlsxExport): Promise<FastifyReply> {
  const { progress } = spec;
  // The client went away (取消, a closed tab, the network): stop reading rows, release the query.
  // Asked each time rather than heard once: it may have left while the rows' query still ran.
  const clientGone = () => reply.raw.destroyed && !reply.raw.writableFinished;
  const iterator = (
    Symbol.asyncIterator in spec.rows ? spec.rows[Symbol.asyncIterator]() : toAsync(spec.rows)
  ) as AsyncIterator<Record<string, unknown>>;
  const first: IteratorResult<Record<string, unknown>> = clientGone()
    ? { done: true, value: undefined }
    : await iterator.next();

  const output = new PassThrough();
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('table');
  sheet.columns = spec.columns.map((c) => ({ key: c.key, width: COLUMN_WIDTH }));
  const header = sheet.addRow(spec.columns.map((c) => c.header));
  header.font = { bold: true };
  header.commit();

  const writers = spec.columns.map((c) => ({ key: c.key, write: cellWriter(c) }));
  const styles: Partial<Style>[] = spec.columns.map((c) => (c.kind === 'money' ? { numFmt: MONEY_FORMAT } : {}));
  const sink = sheetSink(sheet);

  async function pump() {
    let next = first;
    let count = 0;
    while (!next.done && !clientGone() && !output.destroyed) {
      const row = next.value;
      const line = sheet.addRow(writers.map((w) => w.write(row[w.key])));
      // One style object per column: exceljs caches a style by object identity, and the fresh
      // copy it gives every cell would otherwise be serialised once per cell (~25% of the time).
      line.eachCell({ includeEmpty: true }, (cell, index) => (cell.style = styles[index - 1]));
      // Committed at once: the streaming writer forgets a row as soon as it is written.
      line.commit();
      await progress?.wrote();
      if (++count % ROWS_PER_TURN === 0) await waitForRoom(output, sink);
      next = await iterator.next();
    }
    if (clientGone() || output.destroyed) {
      await iterator.return?.();
      await progress?.cancelled();
      return;
    }
    sheet.commit();
    await workbook.commit();
    await progress?.done();
  }

  reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', contentDisposition(withExtension(spec.fileName, '.xlsx', '导出')));
  reply.header('cache-control', 'no-store');
  if (progress?.total !== undefined) reply.header('x-export-total', String(progress.total));
  pump().catch((error: unknown) => {
    reply.log.error({ err: error }, 'export failed mid-stream');
    output.destroy(error as Error);
    void iterator.return?.();
  });
  return reply.send(output);
}

async function* toAsync<T>(rows: Iterable<T>): AsyncGenerator<T> {
  yield* rows;
}
