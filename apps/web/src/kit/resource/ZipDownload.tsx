import { useState } from 'react';
import { Button } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { download } from '../../platform/http';
import { DOWNLOAD_ZIP_PATH, storedKeys } from './fileUrl';

/**
 * 打包下载: every stored picture of a field as one zip (the server's multi-file download,
 * named after the field). Shown when there is more than one file to save; a refusal (a file
 * gone, too much in total) is the server's message, shown by the download helper.
 */
export function ZipDownload({ keys, name }: { keys: readonly string[]; name: string }) {
  const [busy, setBusy] = useState(false);
  const stored = storedKeys(keys);
  if (stored.length < 2) return null;
  const save = async () => {
    setBusy(true);
    try {
      await download(DOWNLOAD_ZIP_PATH, { body: { keys: stored, name } });
    } catch {
      // the download helper has shown the failure
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      icon={<DownloadOutlined />}
      loading={busy}
      onClick={() => void save()}
      data-testid="zip-download"
    >
      打包下载（{stored.length}）
    </Button>
  );
}
