import type JSZip from 'jszip';

/** Where the workbook's first sheet lives: workbook.xml names it, its rels give the part. */
async function firstSheetPath(zip: JSZip): Promise<string | undefined> {
  const workbook = await zip.file('xl/workbook.xml')?.async('string');
  const rels = await zip.file('xl/_rels/workbook.xml.rels')?.async('string');
  const id = workbook && /<(?:\w+:)?sheet\b[^>]*?\br:id="([^"]+)"/.exec(workbook)?.[1];
  if (!id || !rels) return undefined;
  for (const [element] of rels.matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g)) {
    if (new RegExp(`\\bId="${id}"`).test(element)) {
      const target = /\bTarget="([^"]+)"/.exec(element)?.[1];
      if (!target) return undefined;
      return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
    }
  }
  return undefined;
}

const ROW_TAG = Buffer.from('<row');
/** What may follow `<row` in a row tag (space, >, tab, newline, /), not `<rowBreaks`. */
const ROW_TAG_ENDS = new Set([0x20, 0x3e, 0x09, 0x0a, 0x0d, 0x2f]);

/**
 * Counts the `<row` elements of the first sheet as it inflates, and stops at `limit + 1`: a
 * 200 000-row upload is refused after inflating a few hundred kilobytes, without building a
 * workbook. Returns undefined when the file is not laid out as expected (a prefixed or
 * unusual workbook); the full read then decides.
 */
export async function sheetRowCountUpTo(bytes: Buffer, limit: number): Promise<number | undefined> {
  // jszip (~60 files with pako) loads on the first import, not at every start.
  const { default: JSZipLib } = await import('jszip');
  const zip = await JSZipLib.loadAsync(bytes);
  const path = await firstSheetPath(zip);
  const entry = path ? zip.file(path) : null;
  if (!entry) return undefined;
  // JSZip's stream is an old-style one (no async iterator): counted from its data events.
  const stream = entry.nodeStream('nodebuffer');
  return new Promise<number>((resolve, reject) => {
    let count = 0;
    let carry: Buffer = Buffer.alloc(0);
    stream.on('data', (chunk: Buffer) => {
      // A tag split between two chunks is found in the joined tail.
      const text: Buffer = carry.length ? Buffer.concat([carry, chunk]) : chunk;
      for (let at = text.indexOf(ROW_TAG); at >= 0; at = text.indexOf(ROW_TAG, at + ROW_TAG.length)) {
        const next = text[at + ROW_TAG.length];
        if (next === undefined) break; // decided with the next chunk
        if (ROW_TAG_ENDS.has(next)) count++;
      }
      carry = Buffer.from(text.subarray(Math.max(0, text.length - ROW_TAG.length)));
      if (count > limit) {
        stream.pause(); // nothing more is inflated
        resolve(count);
      }
    });
    stream.on('end', () => resolve(count));
    stream.on('error', reject);
  });
}
