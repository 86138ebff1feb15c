import { describe, expect, it } from 'vitest';
import { chosenEncoding } from './acceptEncoding';

describe('chosenEncoding', () => {
  it('answers brotli to browsers, gzip to clients without brotli, plain bytes otherwise', () => {
    expect(chosenEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chosenEncoding('gzip, deflate')).toBe('gzip');
    expect(chosenEncoding('x-gzip')).toBe('gzip');
    expect(chosenEncoding('deflate')).toBe('identity');
    expect(chosenEncoding(undefined)).toBe('identity');
    expect(chosenEncoding('')).toBe('identity');
  });

  it('honours weights: zero refuses a coding, the higher weight wins, * stands for the rest', () => {
    expect(chosenEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chosenEncoding('BR;Q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(chosenEncoding('gzip;q=0.5, br;q=0.5')).toBe('br');
    expect(chosenEncoding('gzip;q=0, br;q=0')).toBe('identity');
    expect(chosenEncoding('*')).toBe('br');
    expect(chosenEncoding('*;q=0.1, br;q=0')).toBe('gzip');
    expect(chosenEncoding('identity')).toBe('identity');
    expect(chosenEncoding('gzip;q=abc')).toBe('identity');
  });

  it('answers the same for a header seen before', () => {
    for (let i = 0; i < 3; i++) expect(chosenEncoding('br;q=0, gzip')).toBe('gzip');
  });
});
