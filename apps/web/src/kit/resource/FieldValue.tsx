import { Image, Tag, Typography } from 'antd';
import { formatDate, formatTime } from '@coach/domain/format/index.ts';
import { thousands } from '@coach/domain/format/number.ts';
import { categoryByCode } from '@coach/domain/categories.ts';
import { thumbnailUrl } from '@coach/domain/files.ts';
import { durationText, type FieldDef, type Option } from '@coach/domain/resources/types.ts';
import { useFieldOptions } from './fieldOptions';
import { imageKeys, useFileUrl } from './fileUrl';
import { ZipDownload } from './ZipDownload';
import { RichView } from './RichView';
import { RegionValue } from './controls/RegionCascader';

/**
 * A field's value as the list cell and the detail view show it: enum labels from the
 * definition's options or its dictionary, times in Asia/Shanghai, money with separators,
 * masked values exactly as the server sent them, '-' for nothing.
 */
const EMPTY = '-';

const isBlank = (v: unknown) => v === undefined || v === null || v === '';

export function optionLabel(options: readonly Option[] | undefined, value: unknown): string | undefined {
  return options?.find((o) => String(o.value) === String(value))?.label;
}

function EnumValue({ field, value }: { field: FieldDef; value: unknown }) {
  const options = useFieldOptions(field);
  const text = optionLabel(options, value) ?? String(value);
  // States read better as coloured tags, coloured as the field's options declare them.
  if (!field.options?.some((o) => o.tone)) return <>{text}</>;
  const tone = field.options.find((o) => String(o.value) === String(value))?.tone ?? 'default';
  return <Tag color={tone}>{text}</Tag>;
}

/**
 * A picture shown small: its thumbnail (a few kilobytes), the picture itself once opened. It is
 * named by its field (axe's image-alt, and aria-command-name for the button that opens it).
 */
function Thumb({ fileKey, size, name }: { fileKey: string; size: number; name: string }) {
  const url = useFileUrl(fileKey);
  return url ? (
    <Image
      alt={name}
      aria-label={`查看大图：${name}`}
      src={thumbnailUrl(url)}
      preview={{ src: url }}
      width={size}
      height={size}
      style={{ objectFit: 'cover', borderRadius: 4 }}
    />
  ) : (
    <Typography.Text type="secondary">{fileKey}</Typography.Text>
  );
}

/** JSON kept by the server (operation-log snapshots): pretty in the detail, short in a cell. */
export function jsonText(value: unknown, pretty: boolean): string {
  if (isBlank(value)) return EMPTY;
  let data = value;
  if (typeof value === 'string') {
    try {
      data = JSON.parse(value);
    } catch {
      return value;
    }
  }
  // A list of ids or names reads better as a plain list than as JSON.
  if (Array.isArray(data) && data.every((v) => ['string', 'number'].includes(typeof v)))
    return data.length ? data.join(', ') : EMPTY;
  return JSON.stringify(data, null, pretty ? 2 : undefined) ?? EMPTY;
}

export function FieldValue({
  field,
  value,
  mode = 'cell',
}: {
  field: FieldDef;
  value: unknown;
  mode?: 'cell' | 'detail';
}) {
  if (isBlank(value) || (Array.isArray(value) && value.length === 0)) return <>{EMPTY}</>;
  if (field.duration) return <>{durationText(field, value)}</>;
  switch (field.kind) {
    case 'enum':
    case 'bool':
      return field.options || field.dict ? (
        <EnumValue field={field} value={value} />
      ) : (
        <>{Number(value) === 1 ? '是' : '否'}</>
      );
    case 'date':
      return <>{formatDate(value as number)}</>;
    case 'datetime':
      return <>{formatTime(value as number)}</>;
    case 'money':
    case 'decimal':
    case 'int':
      return <>{thousands(value as string | number)}</>;
    case 'carType':
      return <>{categoryByCode(value as number)?.name ?? String(value)}</>;
    case 'image':
    case 'images': {
      const size = mode === 'cell' ? 40 : 96;
      const keys = imageKeys(value);
      return (
        <Image.PreviewGroup>
          <span style={{ display: 'inline-flex', gap: 8, flexWrap: 'wrap', alignItems: 'flex-end' }}>
            {keys.map((key, i) => (
              <Thumb
                key={key}
                fileKey={key}
                size={size}
                name={keys.length > 1 ? `${field.label} ${i + 1}` : field.label}
              />
            ))}
            {mode === 'detail' && field.kind === 'images' && <ZipDownload keys={keys} name={field.label} />}
          </span>
        </Image.PreviewGroup>
      );
    }
    case 'video':
      return <VideoLink fileKey={String(value)} />;
    case 'json':
      return mode === 'detail' ? (
        <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12 }}>
          {jsonText(value, true)}
        </pre>
      ) : (
        <Typography.Text ellipsis={{ tooltip: jsonText(value, false) }} style={{ maxWidth: 220 }}>
          {jsonText(value, false)}
        </Typography.Text>
      );
    case 'rich':
      return mode === 'detail' ? (
        <RichView html={String(value)} maxHeight={480} />
      ) : (
        <>
          {String(value)
            .replace(/<[^>]*>/g, '')
            .slice(0, 60)}
        </>
      );
    case 'region':
      return Array.isArray(value) ? <RegionValue codes={value} /> : <>{String(value)}</>;
    case 'ids':
      return <>{Array.isArray(value) ? value.join(' / ') : String(value)}</>;
    default:
      return <>{String(value)}</>;
  }
}

/** A stored video opened in a new tab (the browser plays mp4 itself). */
function VideoLink({ fileKey }: { fileKey: string }) {
  const url = useFileUrl(fileKey);
  return url ? (
    <Typography.Link href={url} target="_blank" rel="noreferrer">
      播放视频
    </Typography.Link>
  ) : (
    <Typography.Text type="secondary">{fileKey.split('/').pop()}</Typography.Text>
  );
}
