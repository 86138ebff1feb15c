import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { crc32, deflate, deflateSync } from 'node:zlib';

/**
 * A small PNG for demo records: a diagonal gradient between two colours drawn from the
 * record's name, with a light band across it, so neighbouring thumbnails look different.
 * Generated rather than shipped: no binary files in the repository, any number of them.
 */
export function demoPng(seed: string, width = 480, height = 270): Buffer {
  const hue = crc32(Buffer.from(seed)) % 360;
  // The picture depends on the hue and size alone: a demo seed stores thousands of pictures
  // (2 185 for one tenant) but at most 360 of a size differ, and drawing one takes ~2 ms.
  const key = lookKey(hue, width, height);
  let png = drawn.get(key);
  if (!png) drawn.set(key, (png = draw(hue, width, height)));
  return png;
}

const drawn = new Map<string, Buffer>();
const deflateOnPool = promisify(deflate);
const lookKey = (hue: number, width: number, height: number) => `${hue}:${width}x${height}`;

/**
 * Draws every look of a size ahead (the demo's ~2 000 pictures of one size use nearly all 360)
 * while the main thread goes on seeding; demoPng then finds them drawn. Resolves when all are
 * drawn. In the build the pixels are drawn and compressed on a worker thread
 * (demoLooksWorker.js beside the bundle): drawing them on the main thread held it ~0.4 to
 * 1 s of the first start, between the seeds' statements. From the sources (tests, tsx) the
 * pixels are drawn here and compressed on the thread pool, as before.
 */
export async function drawDemoLooks(width: number, height: number): Promise<void> {
  const missing = Array.from({ length: 360 }, (_, hue) => hue).filter((hue) => !drawn.has(lookKey(hue, width, height)));
  if (!missing.length) return;
  const looks = await drawOnWorker(missing, width, height).catch(() => undefined);
  if (looks) {
    missing.forEach((hue, k) =>
      drawn.set(lookKey(hue, width, height), Buffer.from(looks[k].buffer, looks[k].byteOffset, looks[k].byteLength)),
    );
    return;
  }
  // All handed over at once (~60 MB of pixels for a moment): the seed's queries seldom let the
  // main thread take a finished one and start the next.
  await Promise.all(
    missing.map(async (hue) => {
      const key = lookKey(hue, width, height);
      if (!drawn.has(key)) drawn.set(key, encode(width, height, await deflateOnPool(pixels(hue, width, height))));
    }),
  );
}

/** The looks drawn by the build's worker; undefined when there is none (running from the sources). */
async function drawOnWorker(hues: number[], width: number, height: number): Promise<Uint8Array[] | undefined> {
  const script = new URL('./demoLooksWorker.js', import.meta.url);
  if (script.protocol !== 'file:' || !existsSync(fileURLToPath(script))) return undefined;
  return new Promise((resolve, reject) => {
    const worker = new Worker(script, { workerData: { hues, width, height } });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`demo looks worker exited ${code}`)));
  });
}

/** One look, drawn and compressed on the calling thread (demoLooksWorker.ts). */
export function drawLook(hue: number, width: number, height: number): Buffer {
  return draw(hue, width, height);
}

function draw(hue: number, width: number, height: number): Buffer {
  return encode(width, height, deflateSync(pixels(hue, width, height)));
}

function pixels(hue: number, width: number, height: number): Buffer {
  const from = hsl(hue, 0.55, 0.45);
  const to = hsl((hue + 40) % 360, 0.6, 0.65);
  const raw = Buffer.alloc((width * 3 + 1) * height);
  // Channels unrolled: a demo tenant draws its 360 looks at every first start.
  const [r0, g0, b0] = from;
  const [dr, dg, db] = [to[0] - from[0], to[1] - from[1], to[2] - from[2]];
  const light = (v: number) => Math.round(v + (255 - v) * 0.7);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    const band = y > height * 0.62 && y < height * 0.8;
    const down = y / height;
    for (let x = 0, at = row + 1; x < width; x++, at += 3) {
      const t = (x / width + down) / 2;
      const r = r0 + dr * t;
      const g = g0 + dg * t;
      const b = b0 + db * t;
      if (band) {
        raw[at] = light(r);
        raw[at + 1] = light(g);
        raw[at + 2] = light(b);
      } else {
        raw[at] = Math.round(r);
        raw[at + 1] = Math.round(g);
        raw[at + 2] = Math.round(b);
      }
    }
  }
  return raw;
}

function encode(width: number, height: number, idat: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function hsl(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}
