import { useState } from 'react';
import { Upload } from 'antd';
import { INVOICE_CALLS, timingInvoice } from '@coach/domain/resources/orders/invoice.ts';
import { download, post } from '../../../platform/http';
import { toastSuccess, toastWarning } from '../../../platform/feedback';
import { DefinedList, RowButton, type Row } from '../../../kit/resource';
import { UPLOAD_PATH } from '../../../kit/resource/fileUrl';

/**
 * 开票管理: the schools' invoice requests. 上传发票 picks a PDF, stores it through the common
 * upload and binds it to the request (待开票 → 已开票, or a replacement); 下载发票 saves it.
 */
export function InvoicePage() {
  const [uploading, setUploading] = useState<string>();
  const upload = async (row: Row, file: File, reload: () => void) => {
    if (!/\.pdf$/i.test(file.name)) return toastWarning('请上传PDF格式的发票');
    setUploading(String(row.id));
    try {
      const form = new FormData();
      form.append('file', file);
      const stored = await post<{ key: string }>(UPLOAD_PATH, form, { timeoutMs: 120_000 });
      if (!stored.status) return;
      const bound = await post(INVOICE_CALLS.upload, { id: row.id, fileKey: stored.result.key });
      if (bound.status) toastSuccess(bound.message || '发票已上传');
    } finally {
      setUploading(undefined);
      reload();
    }
  };
  return (
    <DefinedList
      def={timingInvoice}
      rowActions={(row, { actions }) => (
        <>
          {actions.can('uploadInvoice') && (
            <Upload
              accept=".pdf,application/pdf"
              showUploadList={false}
              beforeUpload={(file) => (void upload(row, file, actions.reload), false)}
            >
              <RowButton onClick={() => undefined}>
                {uploading === String(row.id) ? '上传中…' : Number(row.status) === 1 ? '重新上传' : '上传发票'}
              </RowButton>
            </Upload>
          )}
          {Number(row.status) === 1 && actions.can('downloadInvoice') && (
            <RowButton onClick={() => void download(INVOICE_CALLS.download, { body: { id: row.id } })}>
              下载发票
            </RowButton>
          )}
        </>
      )}
    />
  );
}
