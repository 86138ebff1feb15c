import { describe, expect, it } from 'vitest';
import { refreshImageSources } from './richImages';

describe('refreshImageSources', () => {
  const sign = async (key: string) => `/api/common/inner/file/v1/download?key=${key}&exp=2`;

  it('renews the src of every keyed image and keeps the rest of the text', async () => {
    const html =
      '<p>课程<img data-key="k1" src="/api/common/inner/file/v1/download?key=k1&amp;exp=1"></p><p><img src="https://cdn.example.com/a.png"></p>';
    const fresh = await refreshImageSources(html, sign);
    const doc = new DOMParser().parseFromString(fresh, 'text/html');
    const [keyed, outside] = [...doc.querySelectorAll('img')];
    expect(keyed.getAttribute('src')).toBe('/api/common/inner/file/v1/download?key=k1&exp=2');
    expect(keyed.getAttribute('data-key')).toBe('k1');
    expect(outside.getAttribute('src')).toBe('https://cdn.example.com/a.png');
    expect(doc.body.textContent).toBe('课程');
  });

  it('answers the very same string when there is nothing to renew', async () => {
    const html = '<p>没有图片</p>';
    expect(await refreshImageSources(html, sign)).toBe(html);
    const current = '<p><img data-key="k1" src="/api/common/inner/file/v1/download?key=k1&amp;exp=2"></p>';
    expect(await refreshImageSources(current, sign)).toBe(current);
  });

  it('keeps the old src when a key can no longer be signed', async () => {
    const html = '<p><img data-key="gone" src="/old"></p>';
    expect(await refreshImageSources(html, () => Promise.reject(new Error('文件不存在')))).toBe(html);
  });
});
