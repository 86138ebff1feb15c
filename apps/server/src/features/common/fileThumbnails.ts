import { availableParallelism } from 'node:os';
import { buffer } from 'node:stream/consumers';
import type { FastifyBaseLogger } from 'fastify';
import { isUniqueViolation } from '../../engine';
import { InFlight } from '../../platform/auth/inFlight';
import type { FileMeta, FileStore } from '../../platform/files/fileStore';
import {
  makeThumbnail,
  THUMBNAIL_CONTENT_TYPE,
  thumbnailKeyOf,
  thumbnailName,
  wantsThumbnail,
} from '../../platform/files/thumbnail';

type Picture = Pick<FileMeta, 'key' | 'tenantId' | 'name' | 'contentType' | 'size'>;

/**
 * Thumbnails kept in the file store beside their pictures, under a key derived from the
 * picture's (`<key>_t240`), made once. Being ordinary stored files, every server process sees
 * them (the database store's table, the disk store's shared folder) and they are served like
 * any file, never encoded again. A picture that gets none (corrupt, too
 * many pixels, its thumbnail no smaller) is remembered by an empty file under that key, so it
 * is not decoded again at each ask either: its thumbnail URL answers the picture itself.
 * An upload starts its picture's thumbnail at once, from the bytes in hand, when a making slot
 * is free; otherwise (and for files stored before thumbnails) the first ask makes it.
 */
export function createThumbnails(files: FileStore, log: FastifyBaseLogger) {
  const making = new InFlight<string>();
  // Each making holds a picture of up to FILE_MAX_MB in memory while it decodes: a list of 20
  // new pictures makes them a few at a time, not all at once.
  const gate = concurrencyGate(availableParallelism());

  async function make(meta: Picture, thumbKey: string, bytes?: Buffer): Promise<string> {
    let source = bytes;
    if (!source) {
      const stored = await files.get(meta.key);
      if (!stored) return meta.key;
      source = await buffer(stored.stream);
    }
    const outcome = await makeThumbnail(source, meta.contentType);
    const made = 'bytes' in outcome;
    if (!made && outcome.skipped !== 'not-smaller')
      log.warn({ key: meta.key, reason: outcome.skipped }, 'no thumbnail for this picture');
    if (!made && outcome.skipped === 'unavailable') return meta.key;
    try {
      await files.put(
        {
          tenantId: meta.tenantId,
          name: thumbnailName(meta.name),
          contentType: made ? THUMBNAIL_CONTENT_TYPE : meta.contentType,
          createBy: null,
          key: thumbKey,
        },
        made ? outcome.bytes : Buffer.alloc(0),
      );
    } catch (error) {
      // Another process made it at the same moment, from the same picture with the same settings.
      if (!isUniqueViolation(error)) throw error;
    }
    return made ? thumbKey : meta.key;
  }

  return {
    /**
     * Starts the thumbnail of a file just stored, from its bytes; the upload's answer does not
     * wait for it. Skipped while every slot is taken: a burst of uploads then does not pile up
     * pictures in memory waiting for their turn.
     */
    prepare(meta: Picture, bytes: Buffer): void {
      const thumbKey = thumbnailKeyOf(meta.key);
      if (!thumbKey || !wantsThumbnail(meta.contentType, meta.size) || gate.full()) return;
      making
        .run(thumbKey, () => gate.run(() => make(meta, thumbKey, bytes)))
        .catch((error: unknown) => {
          log.warn({ err: error, key: meta.key }, 'thumbnail not made after upload; the first ask makes it');
        });
    },

    /**
     * The key whose bytes answer `key`'s thumbnail URL: its thumbnail (made now when it has
     * none yet), or the file itself when it has no thumbnail (not a raster picture, already
     * small, unreadable). Undefined when `key` is not stored.
     */
    async servedKey(key: string): Promise<string | undefined> {
      const thumbKey = thumbnailKeyOf(key);
      const found = await files.stat(thumbKey ? [key, thumbKey] : [key]);
      const meta = found.find((m) => m.key === key);
      if (!meta) return undefined;
      if (!thumbKey || !wantsThumbnail(meta.contentType, meta.size)) return key;
      const thumb = found.find((m) => m.key === thumbKey);
      if (thumb) return thumb.size > 0 ? thumbKey : key;
      return making.run(thumbKey, () => gate.run(() => make(meta, thumbKey)));
    },
  };
}

export type Thumbnails = ReturnType<typeof createThumbnails>;

/** At most `limit` runs at a time; the others wait their turn in order. */
function concurrencyGate(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    full: () => running >= limit,
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running < limit) running++;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await work();
      } finally {
        // The slot passes straight to the next in line, or is given back.
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
  };
}
