import { API_BASE } from './constants';

/** The signed download of a stored file (GET, so <img> and <a> can use it without the session header). */
export const FILE_DOWNLOAD_PATH = `${API_BASE}/common/inner/file/v1/download`;

/**
 * The query parameter that asks a download URL for the file's small copy instead of the file
 * (`variant=thumb`). It rides on the file's own signature: the thumbnail shows nothing the
 * signed original does not.
 */
export const FILE_VARIANT_PARAM = 'variant';
export const THUMBNAIL_VARIANT = 'thumb';

/**
 * The URL that shows a stored picture small (list cells, detail thumbnails, the upload tiles).
 * Only signed download URLs have a thumbnail; any other address (a full http link, data: or
 * blob: of a file just picked) is shown as it is.
 */
export function thumbnailUrl(url: string): string {
  if (!url.startsWith(`${FILE_DOWNLOAD_PATH}?`)) return url;
  const [path, query] = url.split('?', 2);
  const kept = query.split('&').filter((pair) => !pair.startsWith(`${FILE_VARIANT_PARAM}=`));
  return `${path}?${[...kept, `${FILE_VARIANT_PARAM}=${THUMBNAIL_VARIANT}`].join('&')}`;
}
