import { useQuery } from '@tanstack/react-query';
import { post } from '../../platform/http';

/**
 * Images are stored as file-store keys; showing one needs a signed URL
 * (common/file getDownloadUrl), fetched once per key and cached by the query client.
 */
export const UPLOAD_PATH = '/common/inner/file/v1/upload';
const DOWNLOAD_URL_PATH = '/common/inner/file/v1/getDownloadUrl';
/** Several stored files as one zip (spec §7: multi-file zip downloads). */
export const DOWNLOAD_ZIP_PATH = '/common/inner/file/v1/downloadZip';

const isUrl = (value: string) => /^(https?:|data:|blob:|\/)/.test(value);

/** The query of a key's signed URL (shared by thumbnails and the upload control). */
export function fileUrlQuery(key: string) {
  return {
    queryKey: ['file-url', key],
    // Signed URLs expire; a fresh one is asked for after a while.
    staleTime: 5 * 60_000,
    queryFn: async () => {
      const response = await post<{ url: string }>(DOWNLOAD_URL_PATH, { key }, { quiet: true });
      return response.status ? response.result.url : '';
    },
  };
}

/** Stored keys only: addresses of pictures kept elsewhere are not in the file store. */
export function storedKeys(keys: readonly string[]): string[] {
  return keys.filter((key) => !isUrl(key));
}

export function useFileUrl(key: string | undefined): string | undefined {
  const direct = key && isUrl(key) ? key : undefined;
  const { data } = useQuery({ ...fileUrlQuery(key ?? ''), enabled: !!key && !direct });
  return direct ?? (data || undefined);
}

/** Keys of an image or images value (a single key, a list, or the list as JSON text). */
export function imageKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string' && v !== '');
  if (typeof value !== 'string' || value === '') return [];
  if (value.startsWith('[')) {
    try {
      return imageKeys(JSON.parse(value));
    } catch {
      return [value];
    }
  }
  return [value];
}
