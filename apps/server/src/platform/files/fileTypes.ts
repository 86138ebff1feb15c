import { withoutBidi } from '../validate';
import { BizError } from '../envelope';

/**
 * What the console accepts as an upload, by file extension. The declared content type of a
 * browser is unreliable (csv arrives as application/vnd.ms-excel, many types as
 * application/octet-stream), so the extension chooses the type and the bytes must agree.
 */
interface FileKind {
  contentType: string;
  /** True when the first bytes of the file are what this kind always starts with. */
  matches(head: Buffer): boolean;
}

const startsWith = (head: Buffer, ...bytes: number[]) => bytes.every((b, i) => head[i] === b);
const ascii = (head: Buffer, at: number, text: string) => head.toString('latin1', at, at + text.length) === text;

const IMAGES: Record<string, FileKind> = {
  'image/jpeg': { contentType: 'image/jpeg', matches: (h) => startsWith(h, 0xff, 0xd8, 0xff) },
  'image/png': {
    contentType: 'image/png',
    matches: (h) => startsWith(h, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
  },
  'image/gif': { contentType: 'image/gif', matches: (h) => ascii(h, 0, 'GIF87a') || ascii(h, 0, 'GIF89a') },
  'image/webp': { contentType: 'image/webp', matches: (h) => ascii(h, 0, 'RIFF') && ascii(h, 8, 'WEBP') },
};

// Office Open XML files are zip archives; the older Office formats are OLE compound files.
const zipLike = (h: Buffer) => startsWith(h, 0x50, 0x4b, 0x03, 0x04) || startsWith(h, 0x50, 0x4b, 0x05, 0x06);
const ole = (h: Buffer) => startsWith(h, 0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
// Plain text holds no NUL byte; this keeps binaries renamed to .txt out.
const text = (h: Buffer) => !h.includes(0);

const kind = (contentType: string, matches: (head: Buffer) => boolean): FileKind => ({ contentType, matches });

const BY_EXTENSION: Record<string, FileKind> = {
  jpg: IMAGES['image/jpeg'],
  jpeg: IMAGES['image/jpeg'],
  png: IMAGES['image/png'],
  gif: IMAGES['image/gif'],
  webp: IMAGES['image/webp'],
  // Writers may put a few bytes before the header; readers look in the first kilobyte.
  pdf: kind('application/pdf', (h) => h.subarray(0, 1024).includes('%PDF-')),
  xlsx: kind('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', zipLike),
  docx: kind('application/vnd.openxmlformats-officedocument.wordprocessingml.document', zipLike),
  zip: kind('application/zip', zipLike),
  xls: kind('application/vnd.ms-excel', ole),
  doc: kind('application/msword', ole),
  mp4: kind('video/mp4', (h) => ascii(h, 4, 'ftyp')),
  txt: kind('text/plain', text),
  csv: kind('text/csv', text),
};

export const ALLOWED_EXTENSIONS = Object.keys(BY_EXTENSION);
const allowedText = 'jpg、png、gif、webp、pdf、xlsx、xls、docx、doc、zip、mp4、txt、csv';

export const FILE_MESSAGES = {
  unsupported: `不支持的文件类型，仅支持${allowedText}`,
  mismatch: '文件内容与类型不符',
  empty: '文件不能为空',
  noName: '请选择文件',
  tooLarge: (maxBytes: number) => `文件大小不能超过${formatLimit(maxBytes)}`,
};

function formatLimit(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${Number(mb.toFixed(1))}MB` : `${Math.max(1, Math.round(bytes / 1024))}KB`;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * A stored file name: no folders (old browsers send `C:\fakepath\x.png`), no control
 * characters nor bidirectional controls (which make `x\u202Egpj.exe` read `xexe.jpg`), at most
 * 255 characters with the extension kept.
 */
export function cleanFileName(raw: string): string {
  const base = withoutBidi(raw.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  if (base.length <= 255) return base;
  const ext = extensionOf(base);
  return base.slice(0, 254 - ext.length) + '.' + ext;
}

/** Checks what a caller announces before uploading (name and size); the bytes come later. */
export function checkAnnouncedFile(name: string, size: number, maxBytes: number): void {
  if (!cleanFileName(name)) throw new BizError(FILE_MESSAGES.noName);
  if (!BY_EXTENSION[extensionOf(name)]) throw new BizError(FILE_MESSAGES.unsupported);
  if (size > maxBytes) throw new BizError(FILE_MESSAGES.tooLarge(maxBytes));
}

/**
 * The content type an upload is stored and served with. The extension must be allowed and the
 * bytes must be of that kind; for images the bytes alone decide between jpeg/png/gif/webp, so
 * a photo saved with the wrong image extension still works while an HTML page called .png
 * does not.
 */
export function contentTypeOf(name: string, bytes: Buffer, maxBytes: number): string {
  const fileKind = BY_EXTENSION[extensionOf(name)];
  if (!fileKind) throw new BizError(FILE_MESSAGES.unsupported);
  if (bytes.length === 0) throw new BizError(FILE_MESSAGES.empty);
  if (bytes.length > maxBytes) throw new BizError(FILE_MESSAGES.tooLarge(maxBytes));
  const head = bytes.subarray(0, 8192);
  if (fileKind.contentType in IMAGES) {
    const actual = Object.values(IMAGES).find((image) => image.matches(head));
    if (!actual) throw new BizError(FILE_MESSAGES.mismatch);
    return actual.contentType;
  }
  if (!fileKind.matches(head)) throw new BizError(FILE_MESSAGES.mismatch);
  return fileKind.contentType;
}

/** Types a browser may show in place (img, video, pdf viewer); everything else downloads. */
export function isInline(contentType: string): boolean {
  return contentType.startsWith('image/') || contentType === 'application/pdf' || contentType === 'video/mp4';
}
