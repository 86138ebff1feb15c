import { Button } from 'antd';
import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { EXPORT_PROGRESS_CALL, type ExportProgress } from '@coach/domain/preferences/index.ts';
import { progressToast, toast } from '../../platform/feedback';
import { download, post } from '../../platform/http';
import { ASSET_BASE } from '@coach/domain/constants.ts';
import { formatDate } from '@coach/domain/format/index.ts';
import { matchRoute } from '@coach/domain/routes/index.ts';

/** How often the console asks how far the export has got. */
const POLL_MS = 700;

/** One export: its call and body, and the name the message gives it (正在导出{title}). */
export interface ExportJob {
  /** Tells one export's message from another's (one per list or report). */
  key: string;
  title: string;
  path: string;
  body: Record<string, unknown>;
}

/**
 * The saved file's name: the page the person exported from and the day (Shanghai), so two
 * exports of a day's work are told apart in the downloads folder (财务账单_20261201.xlsx). The
 * worksheet inside stays `table`, as spec §9 has it.
 */
export function exportFileName(page: string, at: number = Date.now()): string {
  const safe = page.replace(/[\\/:*?"<>|\s]+/g, '');
  return `${safe || '导出'}_${formatDate(at, 'YYYYMMDD')}.xlsx`;
}

/** The title of the page shown now (the route's, not the definition's: 34 course pages share one). */
export function shownPageTitle(pathname: string = window.location.pathname): string | undefined {
  const base = ASSET_BASE.replace(/\/$/, '');
  return matchRoute(pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname)?.title;
}

/** Export of a list's current filter. */
export const exportRows = (def: ResourceDef, body: Record<string, unknown>) =>
  exportWithProgress({ key: `export-${def.name}`, title: def.title, path: def.api.export!, body });

/**
 * An export of a list or a report (issue 40.5): the server answers xlsx named in
 * Content-Disposition (or a JSON envelope on refusal, which the http client shows). One message
 * that updates says how far it has got — rows written of the total, which the server records
 * under the export's id (any server process answers), and the bytes received — with 取消,
 * which stops it (the server stops writing once the call is gone).
 */
export async function exportWithProgress({ key, title, path, body }: ExportJob): Promise<boolean> {
  const exportId = crypto.randomUUID();
  const controller = new AbortController();
  let progress: ExportProgress | undefined;
  let bytes = 0;
  const show = () =>
    progressToast(
      key,
      <span data-testid="export-progress">
        正在导出{title}
        {progress ? `：已写出 ${progress.written} / ${progress.total} 行` : '…'}
        {bytes > 0 && `（已接收 ${(bytes / 1024 / 1024).toFixed(1)} MB）`}
        {/* A button, not an <a> without href: the keyboard reaches it (issue 52). */}
        <Button type="link" size="small" style={{ marginInlineStart: 4 }} onClick={() => controller.abort()}>
          取消
        </Button>
      </span>,
    );
  show();
  const poll = setInterval(() => {
    post<ExportProgress | null>(EXPORT_PROGRESS_CALL, { exportId }, { silent: true }).then(
      (answer) => {
        if (!answer.status || !answer.result || controller.signal.aborted) return;
        progress = answer.result;
        show();
      },
      () => undefined, // the next ask may answer
    );
  }, POLL_MS);
  try {
    return await download(path, {
      fileName: exportFileName(shownPageTitle() ?? title),
      body: { ...body, exportId },
      signal: controller.signal,
      onProgress: (received) => {
        bytes = received;
        show();
      },
    });
  } catch (error) {
    if (!controller.signal.aborted) throw error;
    toast('info', '已取消导出');
    return false;
  } finally {
    clearInterval(poll);
    progressToast(key, undefined);
  }
}
