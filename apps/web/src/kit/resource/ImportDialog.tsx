import { useState } from 'react';
import { Alert, Button, Modal, Progress, Table, Typography, Upload, theme } from 'antd';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { IMPORT_PROGRESS_CALL, type ImportProgress } from '@coach/domain/preferences/index.ts';
import { download, post } from '../../platform/http';
import { toastSuccess } from '../../platform/feedback';

/**
 * 导入 of a resource from an xlsx filled in from its template. The server checks every row
 * before writing anything: on refusal it names each bad row, which the dialog lists so the
 * user can fix the file and try again; on success the list reloads.
 */
interface RowError {
  row: number;
  message: string;
}

export const TEMPLATE_PATH = '/system/inner/sysTemplate/get';

/** How often the dialog asks how far the import has got. */
const POLL_MS = 500;

/** What the progress line says: rows checked of the sheet's, then rows being written. */
export function importProgressText(progress: ImportProgress | undefined): string {
  if (!progress) return '正在上传…';
  if (progress.phase === 'checking') return `正在校验：已校验 ${progress.checked} / ${progress.total} 行`;
  if (progress.phase === 'writing') return `校验通过，正在写入 ${progress.total} 行…`;
  if (progress.phase === 'done') return `已写入 ${progress.written} / ${progress.total} 行`;
  return `已校验 ${progress.checked} / ${progress.total} 行，有错误，未写入`;
}

const percentOf = (progress: ImportProgress | undefined) =>
  !progress || !progress.total
    ? 0
    : Math.round(
        ((progress.phase === 'checking' ? progress.checked : progress.total + progress.written) /
          (2 * progress.total)) *
          100,
      );

export function downloadTemplate(code: string): Promise<boolean> {
  return download(TEMPLATE_PATH, { body: { code } }).catch(() => false);
}

export function ImportDialog({
  def,
  fields,
  open,
  onClose,
  onImported,
}: {
  def: ResourceDef;
  /** What the page fixes for every row (the chapter the exercises go to), sent before the file. */
  fields?: Readonly<Record<string, string | number>>;
  open: boolean;
  onClose: () => void;
  onImported: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; errors: RowError[] }>();
  const [progress, setProgress] = useState<ImportProgress>();
  const { token } = theme.useToken();

  const send = async (file: File) => {
    // The id the server records the import's progress under; fields go before the file.
    const importId = crypto.randomUUID();
    const form = new FormData();
    for (const [key, value] of Object.entries(fields ?? {})) form.append(key, String(value));
    form.append('importId', importId);
    form.append('file', file);
    setBusy(true);
    setFailure(undefined);
    setProgress(undefined);
    let finished = false;
    const poll = setInterval(() => {
      post<ImportProgress | null>(IMPORT_PROGRESS_CALL, { importId }, { silent: true }).then(
        (answer) => {
          if (!finished && answer.status && answer.result) setProgress(answer.result);
        },
        () => undefined, // the next ask may answer
      );
    }, POLL_MS);
    try {
      const response = await post<{ imported?: number; errors?: RowError[] }>(def.api.import!, form, {
        silent: true,
        timeoutMs: 120_000,
      });
      if (response.status) {
        toastSuccess(response.message || '导入成功');
        onImported();
        onClose();
      } else {
        setFailure({ message: response.message || '导入失败', errors: response.result?.errors ?? [] });
      }
    } catch {
      // transport failure: toasted by the http client
    } finally {
      finished = true;
      clearInterval(poll);
      setBusy(false);
    }
  };

  return (
    <Modal
      title={`导入${def.title}`}
      open={open}
      onCancel={onClose}
      footer={null}
      width={640}
      destroyOnHidden
      afterClose={() => setFailure(undefined)}
    >
      <Typography.Paragraph type="secondary">
        请按导入模板填写后上传（.xlsx，最大 5MB）。所有行都校验通过才会导入，有错误时不会导入任何数据。
        {def.api.importTemplate && (
          <Button type="link" size="small" onClick={() => void downloadTemplate(def.api.importTemplate!)}>
            下载导入模板
          </Button>
        )}
      </Typography.Paragraph>
      <Upload.Dragger
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        multiple={false}
        showUploadList={false}
        disabled={busy}
        beforeUpload={(file) => {
          void send(file);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{busy ? '正在导入…' : '点击或拖拽文件到此处上传'}</p>
      </Upload.Dragger>
      {busy && (
        <div style={{ marginTop: 16 }} data-testid="import-progress">
          <Typography.Text>{importProgressText(progress)}</Typography.Text>
          <Progress percent={percentOf(progress)} size="small" status="active" strokeColor={token.colorPrimary} />
        </div>
      )}
      {failure && (
        <div style={{ marginTop: 16 }} data-testid="import-errors">
          <Alert type="error" showIcon title={failure.message} style={{ marginBottom: 12 }} />
          {failure.errors.length > 0 && (
            <Table<RowError>
              size="small"
              rowKey="row"
              pagination={failure.errors.length > 10 ? { pageSize: 10 } : false}
              dataSource={failure.errors}
              columns={[
                { key: 'row', title: '行号', dataIndex: 'row', width: 80 },
                { key: 'message', title: '错误原因', dataIndex: 'message' },
              ]}
            />
          )}
        </div>
      )}
    </Modal>
  );
}
