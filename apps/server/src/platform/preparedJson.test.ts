import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { prepareJson } from './preparedJson';

describe('prepareJson', () => {
  const answer = {
    status: true,
    result: { permissions: Array.from({ length: 200 }, (_, i) => `/homes/home/page${i}:edit`) },
  };

  it('holds the plain, brotli and gzip bytes of the same JSON, brotli the smallest', async () => {
    const prepared = await prepareJson(answer);
    expect(JSON.parse(prepared.identity.toString())).toEqual(answer);
    expect(brotliDecompressSync(prepared.br).equals(prepared.identity)).toBe(true);
    expect(gunzipSync(prepared.gzip).equals(prepared.identity)).toBe(true);
    expect(prepared.br.length).toBeLessThan(prepared.gzip.length);
  });

  it('compresses an answer once: the same bytes again, also while under way, share one preparation', async () => {
    const copy = structuredClone(answer);
    const [first, second] = await Promise.all([prepareJson(copy), prepareJson(structuredClone(copy))]);
    expect(second).toBe(first);
    expect(await prepareJson(structuredClone(copy))).toBe(first);
    const changed = await prepareJson({ ...copy, status: false });
    expect(changed).not.toBe(first);
  });
});
