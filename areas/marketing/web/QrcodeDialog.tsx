import { Alert, Button, Modal, Spin, Typography } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { useQuery } from '@tanstack/react-query';
import { post } from '@coach/web/platform/http.ts';
import { resultOf, type Row } from '@coach/web/kit/resource/api.ts';

/**
 * 二维码 of a channel: the enrolment link as a PNG (getQrcode with `format: 'base64'` answers
 * `{url, dataUrl}`), shown with the link and a 下载 link named after the channel.
 */
export const QRCODE_PATH = '/api/bbxc/tenant/inner/common/getQrcode';

export function QrcodeDialog({ row, onClose }: { row: Row | undefined; onClose: () => void }) {
  const qrcode = useQuery({
    queryKey: ['marketing', 'channel', 'qrcode', row?.id],
    enabled: !!row,
    staleTime: 60_000,
    queryFn: async () =>
      resultOf(
        await post<{ url?: string; dataUrl: string }>(
          QRCODE_PATH,
          { channelId: row!.id, format: 'base64' },
          { silent: true },
        ),
      ),
  });
  const name = `${String(row?.name ?? '渠道')}-招生二维码.png`;
  return (
    <Modal
      title={`招生二维码${row?.name ? `：${String(row.name)}` : ''}`}
      open={!!row}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={440}
    >
      <Spin spinning={qrcode.isLoading}>
        <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12, minHeight: 200 }}>
          {qrcode.isError && <Alert type="error" showIcon title={qrcode.error.message} />}
          {qrcode.data && (
            <>
              <img src={qrcode.data.dataUrl} alt="招生二维码" width={280} height={280} data-testid="channel-qrcode" />
              {qrcode.data.url && (
                <Typography.Text
                  copyable={{ text: qrcode.data.url, tooltips: ['复制链接', '已复制'] }}
                  type="secondary"
                  style={{ wordBreak: 'break-all' }}
                >
                  {qrcode.data.url}
                </Typography.Text>
              )}
              <Button type="primary" icon={<DownloadOutlined />} href={qrcode.data.dataUrl} download={name}>
                下载
              </Button>
            </>
          )}
        </div>
      </Spin>
    </Modal>
  );
}
