/**
 * `Content-Disposition` with a Chinese file name: an ASCII `filename` for old clients and the
 * RFC 5987 / RFC 6266 `filename*=UTF-8''...` that every current browser prefers.
 */
export function contentDisposition(name: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const clean = name.replace(/[\r\n"\\]/g, '_');
  const fallback = clean.replace(/[^\x20-\x7e]/g, '_');
  // encodeURIComponent leaves ' ( ) * unescaped, which RFC 5987's attr-char does not allow.
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Adds the extension when the caller's name lacks it (`学员名单` -> `学员名单.xlsx`). */
export function withExtension(name: string, extension: string, fallback: string): string {
  const base = name.trim() || fallback;
  return base.toLowerCase().endsWith(extension) ? base : base + extension;
}
