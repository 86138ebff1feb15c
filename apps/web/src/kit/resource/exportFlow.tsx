import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { EXPORT_PROGRESS_CALL, type ExportProgress } from '@coach/domain/preferences/index.ts';
import { progressToast, toast } from '../../platform/feedback';
import { download, post } from '../../platform/http';

/** How often the console asks how far the export has got. */
const POLL_MS = 700;

/**
 * Export of the current filter (issue 40.5): the server answers xlsx named in Content-Disposition
 * (or a JSON envelope on refusal, which the http client shows). One message that updates says
 * how far it has got — rows written of the total, which the server records under the export's
 * id (any server process answers), and the bytes received — with 取消, which stops it.
 */
export async function exportRows(def: ResourceDef, body: Record<string, unknown>): Promise<boolean> {
  const key = `export-${def.name}`;
  const exportId = crypto.randomUUID();
  const controller = new AbortController();
  let progress: ExportProgress | undefined;
  let bytes = 0;
  const show = () =>
    progressToast(
      key,
      <span data-testid="export-progress">
        正在导出{def.title}
        {progress ? `：已写出 ${progress.written} / ${progress.total} 行` : '…'}
        {bytes > 0 && `（已接收 ${(bytes / 1024 / 1024).toFixed(1)} MB）`}
        <a style={{ marginInlineStart: 12 }} onClick={() => controller.abort()}>
          取消
        </a>
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
    return await download(def.api.export!, {
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
