import { useState } from 'react';
import { Alert, Button, Modal, Table, Typography, Upload } from 'antd';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import type { ResourceDef } from '@coach/domain/resources/types.ts';
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

  const send = async (file: File) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields ?? {})) form.append(key, String(value));
    form.append('file', file);
    setBusy(true);
    setFailure(undefined);
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
