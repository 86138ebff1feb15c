import { useState } from 'react';
import { Alert, Button, Modal, Space, Spin, Typography, theme } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { useQuery } from '@tanstack/react-query';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import { DefinedList, RowButton, type Row } from '@coach/web/kit/resource/index.ts';
import { detailOf, resultOf } from '@coach/web/kit/resource/api.ts';
import { useFileUrl } from '@coach/web/kit/resource/fileUrl.ts';
import { post } from '@coach/web/platform/http.ts';
import { composePoster } from './composePoster';

/**
 * 员工招生: staff members' personal posters. 海报 shows the enrolment poster with the member's
 * enrolment QR code printed in its corner and downloads the composed PNG to share.
 */
const def = resourcesByName.staffPoster;
const poster = resourcesByName.enrollPoster;
const QRCODE = '/api/bbxc/tenant/inner/common/getQrcode';

export function StaffEnrollPage() {
  const [showing, setShowing] = useState<Row>();
  return (
    <>
      <DefinedList def={def} rowActions={(row) => <RowButton onClick={() => setShowing(row)}>海报</RowButton>} />
      <StaffPosterDialog row={showing} onClose={() => setShowing(undefined)} />
    </>
  );
}

interface Detail extends Row {
  title: string;
  posterId: string;
  memberName: string;
  enrolPath: string;
}

function StaffPosterDialog({ row, onClose }: { row: Row | undefined; onClose: () => void }) {
  const detail = useQuery({
    queryKey: ['resource', def.name, 'detail', row?.id],
    enabled: !!row,
    queryFn: async () => resultOf(await detailOf(def, row!.id)) as Detail,
  });
  const posterId = detail.data?.posterId;
  const image = useQuery({
    queryKey: ['resource', poster.name, 'detail', posterId],
    enabled: !!posterId,
    queryFn: async () => resultOf(await detailOf(poster, posterId!)),
  });
  const imageUrl = useFileUrl(image.data?.posterImage as string | undefined);
  const enrolUrl = detail.data ? `${window.location.origin}${detail.data.enrolPath}` : '';
  const qrcode = useQuery({
    queryKey: ['qrcode', enrolUrl],
    enabled: !!enrolUrl,
    queryFn: async () => resultOf(await post<{ dataUrl: string }>(QRCODE, { url: enrolUrl, format: 'base64' })).dataUrl,
  });
  const [saving, setSaving] = useState(false);
  const { token } = theme.useToken(); // the frame behind the poster as it loads, in either theme
  const failed = detail.error ?? image.error ?? qrcode.error;
  const ready = !!imageUrl && !!qrcode.data;

  const download = async () => {
    if (!imageUrl || !qrcode.data || !detail.data) return;
    setSaving(true);
    try {
      const blob = await composePoster(imageUrl, qrcode.data);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = `${detail.data.memberName}-${detail.data.title}.png`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={detail.data ? `${detail.data.memberName}的招生海报` : '招生海报'}
      open={!!row}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>关闭</Button>
          <Button
            type="primary"
            icon={<DownloadOutlined />}
            disabled={!ready}
            loading={saving}
            onClick={() => void download()}
          >
            下载海报
          </Button>
        </Space>
      }
    >
      {failed && <Alert type="error" showIcon title={failed.message} />}
      <Spin spinning={!ready && !failed}>
        <div
          style={{
            position: 'relative',
            width: 320,
            minHeight: 200,
            margin: '0 auto',
            background: token.colorFillQuaternary,
          }}
          data-testid="staff-poster"
        >
          {imageUrl && <img src={imageUrl} alt="招生海报" style={{ width: '100%', display: 'block' }} />}
          {qrcode.data && (
            <img
              src={qrcode.data}
              alt="招生二维码"
              style={{
                position: 'absolute',
                right: 12,
                bottom: 12,
                width: 96,
                height: 96,
                // White in 深色 too: a QR code is read against a light quiet zone (the download prints the same).
                background: '#fff',
                padding: 4,
                borderRadius: 4,
              }}
            />
          )}
        </div>
      </Spin>
      {detail.data && (
        <Typography.Paragraph
          type="secondary"
          style={{ marginTop: 12, wordBreak: 'break-all' }}
          copyable={{ text: enrolUrl }}
        >
          招生链接：{enrolUrl}
        </Typography.Paragraph>
      )}
    </Modal>
  );
}
