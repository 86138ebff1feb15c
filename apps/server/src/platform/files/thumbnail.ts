import type { Sharp, SharpOptions } from 'sharp';

/**
 * The small copy of an uploaded picture that lists show. The list's cell is 40 px and a
 * detail's 96 px, both cropped to a square (object-fit: cover): 240 px on the long side is
 * the cell at 2× and more, whatever the picture's proportions.
 */
export const THUMBNAIL_SIZE = 240;

/**
 * A picture this small (in bytes) is served as it is: its thumbnail would save a few
 * kilobytes at the cost of a decode and a row.
 */
export const THUMBNAIL_MIN_SOURCE_BYTES = 24 * 1024;

/**
 * Pictures above this many pixels get no thumbnail (lists then show the original, as they
 * did before thumbnails). 100 MP takes a 108 MP phone camera's photo at its JPEG size
 * reduction; a PNG that large streams through libvips in ~0.3 s and ~80 MB. The limit is what
 * keeps a small file announcing huge dimensions (a decompression bomb) from being decoded.
 */
export const THUMBNAIL_MAX_PIXELS = 100_000_000;

/** Beyond this a picture is given up on (libvips stops the work; the thread is freed). */
const TIMEOUT_SECONDS = 20;

/**
 * The raster types uploads accept (fileTypes.ts), as libvips names them. Anything else is
 * never handed to sharp: libvips also reads SVG (librsvg), PDF and more, and a stored file
 * claiming to be one of these but being another is refused too.
 */
const SOURCE_FORMATS: Record<string, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

export const THUMBNAIL_CONTENT_TYPE = 'image/webp';

type SharpOf = (input: Buffer, options: SharpOptions) => Sharp;
let loading: Promise<SharpOf> | undefined;

/**
 * libvips is loaded with the first picture, not at start-up: ~45 ms and ~30 MB resident that
 * a process serving no new picture never spends.
 */
function loadSharp(): Promise<SharpOf> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // Each picture is thumbnailed once and stored; libvips' operation cache would only hold
    // memory for pictures that are never asked for again.
    sharp.cache(false);
    return sharp;
  });
  return loading;
}

/** True when a stored file of this type and size is worth a thumbnail. */
export function wantsThumbnail(contentType: string, size: number): boolean {
  return contentType in SOURCE_FORMATS && size > THUMBNAIL_MIN_SOURCE_BYTES;
}

/** The key of a file's thumbnail in the same store, or undefined when it would not fit. */
export function thumbnailKeyOf(key: string): string | undefined {
  const derived = `${key}_t${THUMBNAIL_SIZE}`;
  return derived.length <= 64 ? derived : undefined;
}

/** The thumbnail's file name: the original's with the extension of what it is. */
export function thumbnailName(name: string): string {
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}.webp`;
}

/**
 * `unavailable`: libvips could not be loaded on this machine (an installation without sharp's
 * prebuilt binary); nothing is said about the picture, so nothing of it is remembered.
 */
export type ThumbnailOutcome = { bytes: Buffer } | { skipped: 'format' | 'not-smaller' | 'unreadable' | 'unavailable' };

/**
 * Fits the picture inside THUMBNAIL_SIZE² (never enlarged), turned upright by its EXIF
 * orientation, as WebP (which keeps transparency, so PNG and GIF pictures stay see-through),
 * without metadata (sharp keeps none unless asked). The decoding runs on libuv's thread pool,
 * not the event loop. An animated GIF or WebP gives its first frame.
 */
export async function makeThumbnail(source: Buffer, contentType: string): Promise<ThumbnailOutcome> {
  const sharp = await loadSharp().catch(() => undefined);
  if (!sharp) return { skipped: 'unavailable' };
  const options = { limitInputPixels: THUMBNAIL_MAX_PIXELS, autoOrient: true } as const;
  try {
    // The header alone: the bytes must be the raster type the file was stored as.
    const { format } = await sharp(source, options).metadata();
    if (!format || format !== SOURCE_FORMATS[contentType]) return { skipped: 'format' };
    const bytes = await sharp(source, options)
      .timeout({ seconds: TIMEOUT_SECONDS })
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return bytes.length < source.length ? { bytes } : { skipped: 'not-smaller' };
  } catch {
    // Corrupt or truncated data, too many pixels, past the time-out: the picture as stored
    // is all there is to show.
    return { skipped: 'unreadable' };
  }
}
