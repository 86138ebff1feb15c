import { describe, expect, it } from 'vitest';
import { thumbnailUrl } from './files';

describe('thumbnailUrl', () => {
  it('asks a signed download URL for its thumbnail, keeping the signed parameters', () => {
    const url = '/api/common/inner/file/v1/download?key=abcDEF123_-xyzabcDEF123_-xyz1234&exp=1767200400&sig=s-ig_';
    expect(thumbnailUrl(url)).toBe(`${url}&variant=thumb`);
    // Asked twice, still one parameter.
    expect(thumbnailUrl(thumbnailUrl(url))).toBe(`${url}&variant=thumb`);
  });

  it('leaves every other address alone', () => {
    for (const url of [
      'https://cdn.example.com/a.png',
      'data:image/png;base64,AAAA',
      'blob:http://x/1',
      '/api/other/download?key=a',
      '/api/common/inner/file/v1/download',
    ]) {
      expect(thumbnailUrl(url)).toBe(url);
    }
  });
});
