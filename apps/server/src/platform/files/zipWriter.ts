import { crc32 } from 'node:zlib';
import { wallFields } from '@coach/domain';

/**
 * A minimal zip writer (STORE method, no compression): the files the console bundles are
 * images, PDFs and Office documents that are compressed already, so deflating again would cost
 * CPU for nothing. CRC-32 comes from node:zlib (Node 20.15+). No Zip64: callers keep the
 * archive under 4 GB (downloadZip caps it far below).
 */
export interface ZipEntry {
  name: string;
  bytes: Buffer;
  /** Unix seconds; written as the Asia/Shanghai wall time (zip times have no zone). */
  mtime: number;
}

const UTF8_NAMES = 1 << 11;
const LIMIT = 0xffffffff;

function dosTime(mtime: number): { time: number; date: number } {
  const w = wallFields(mtime * 1000);
  const year = Math.min(Math.max(w.year, 1980), 2107);
  return {
    time: (w.hour << 11) | (w.minute << 5) | Math.floor(w.second / 2),
    date: ((year - 1980) << 9) | (w.month << 5) | w.day,
  };
}

/** Streams the archive: each entry as it arrives, then the central directory. */
export async function* zipStream(entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>): AsyncGenerator<Buffer> {
  const central: Buffer[] = [];
  let offset = 0;
  let count = 0;
  for await (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const { time, date } = dosTime(entry.mtime);
    const crc = crc32(entry.bytes);
    const size = entry.bytes.length;
    if (offset + 30 + name.length + size > LIMIT) throw new Error('zip archive over 4 GB');

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed: 2.0
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(0, 8); // method: store
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(size, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);

    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(0x0314, 4); // made by: Unix, 2.0 (so the mode below is read)
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(UTF8_NAMES, 8);
    header.writeUInt16LE(0, 10);
    header.writeUInt16LE(time, 12);
    header.writeUInt16LE(date, 14);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(size, 20);
    header.writeUInt32LE(size, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE((0o100644 << 16) >>> 0, 38); // external attributes: a regular file, rw-r--r--
    header.writeUInt32LE(offset, 42);
    central.push(header, name);

    yield Buffer.concat([local, name]);
    yield entry.bytes;
    offset += 30 + name.length + size;
    count += 1;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  yield directory;
  yield end;
}

/** Names unique within the archive: a second `照片.jpg` becomes `照片(2).jpg`. */
export function uniqueEntryName(name: string, taken: Set<string>): string {
  const safe = name.replace(/[\\/]/g, '_') || 'file';
  const dot = safe.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ''];
  let candidate = safe;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem}(${n})${ext}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}
