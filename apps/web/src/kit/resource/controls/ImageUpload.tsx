import { Button, Upload, type UploadFile } from 'antd';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useQueries } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { thumbnailUrl } from '@coach/domain/files.ts';
import { post } from '../../../platform/http';
import { UPLOAD_PATH, fileUrlQuery, imageKeys } from '../fileUrl';

/**
 * Image (one key) or images (a list of keys) of the file store. A picked file is posted as
 * multipart `file` with the session headers (http client) and the answered key is stored;
 * a refusal shows the server's message (toasted by the http client) and the tile turns red.
 */
interface UploadAnswer {
  key: string;
  url: string;
}

interface Props {
  value?: string | string[] | null;
  onChange?: (value: string | string[] | null) => void;
  multiple?: boolean;
  max?: number;
  id?: string;
  disabled?: boolean;
  /** A video (mp4) instead of an image: a file row with its name instead of a tile. */
  video?: boolean;
}

export function ImageUpload({
  value,
  onChange,
  multiple = false,
  max = multiple ? 9 : 1,
  id,
  disabled,
  video = false,
}: Props) {
  const keys = imageKeys(value);
  // URLs of what is already stored; fresh uploads bring their own.
  const urls = useQueries({ queries: keys.map((key) => fileUrlQuery(key)) });
  const [pending, setPending] = useState<UploadFile[]>([]);
  // Several uploads may finish in any order: each adds its key to the latest value.
  const latest = useRef(keys);
  latest.current = keys;

  const emit = (next: string[]) => onChange?.(multiple ? next : (next[0] ?? null));

  // The tile shows the thumbnail; its preview link opens the picture itself.
  const fileList: UploadFile[] = [
    ...keys.map((key, i): UploadFile => {
      const url = urls[i]?.data || undefined;
      return { uid: key, name: key, status: 'done', url, thumbUrl: url && !video ? thumbnailUrl(url) : undefined };
    }),
    ...pending,
  ];

  return (
    <Upload
      id={id}
      accept={video ? 'video/mp4' : 'image/*'}
      listType={video ? 'text' : 'picture-card'}
      disabled={disabled}
      multiple={multiple}
      fileList={fileList}
      onRemove={(file) => {
        if (keys.includes(file.uid)) emit(keys.filter((k) => k !== file.uid));
        else setPending((list) => list.filter((f) => f.uid !== file.uid));
      }}
      customRequest={({ file, onSuccess, onError }) => {
        const raw = file as File & { uid: string };
        const form = new FormData();
        form.append('file', raw);
        setPending((list) => [...list, { uid: raw.uid, name: raw.name, status: 'uploading' }]);
        post<UploadAnswer>(UPLOAD_PATH, form, { timeoutMs: 120_000 })
          .then((response) => {
            if (!response.status) throw new Error(response.message);
            setPending((list) => list.filter((f) => f.uid !== raw.uid));
            latest.current = multiple ? [...latest.current, response.result.key] : [response.result.key];
            emit(latest.current);
            onSuccess?.(response.result);
          })
          .catch((error: unknown) => {
            const message = error instanceof Error ? error.message : '上传失败';
            setPending((list) =>
              list.map((f) => (f.uid === raw.uid ? { ...f, status: 'error', response: message } : f)),
            );
            onError?.(error instanceof Error ? error : new Error(message));
          });
      }}
    >
      {keys.length + pending.length >= max ? null : video ? (
        <Button icon={<UploadOutlined />}>上传视频（mp4）</Button>
      ) : (
        <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
          <PlusOutlined />
          <div style={{ marginTop: 8 }}>上传</div>
        </button>
      )}
    </Upload>
  );
}
