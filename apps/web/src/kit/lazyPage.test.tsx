import { describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { ChunkLoadError, classifyChunkError, lazyPage, withTimeout } from './lazyPage';

describe('chunk load errors', () => {
  it('names a stylesheet failure with CSS_CHUNK_LOAD_FAILED and its address', () => {
    const e = classifyChunkError(
      new Error('Unable to preload CSS for /ui/coach/assets/feature-bi-x1.css'),
      'feature-bi',
    );
    expect(e.type).toBe('css');
    expect(e.code).toBe('CSS_CHUNK_LOAD_FAILED');
    expect(e.address).toBe('/ui/coach/assets/feature-bi-x1.css');
  });

  it('reads the script address from the browser message', () => {
    const e = classifyChunkError(
      new TypeError('Failed to fetch dynamically imported module: http://h/ui/coach/assets/feature-bi-x1.js'),
      'feature-bi',
    );
    expect(e.type).toBe('script');
    expect(e.address).toBe('http://h/ui/coach/assets/feature-bi-x1.js');
  });

  it('falls back to the area name when the message has no address', () => {
    expect(classifyChunkError(new Error('boom'), 'feature-bi').address).toBe('feature-bi');
  });

  it('times out', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(new Promise(() => {}), 120_000, 'feature-bi');
    vi.advanceTimersByTime(120_000);
    await expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(pending).rejects.toMatchObject({ type: 'timeout', address: 'feature-bi' });
    vi.useRealTimers();
  });
});

describe('lazyPage preload', () => {
  const Page = () => <p>页面内容</p>;

  it('fetches the chunk once: the page renders from the load preload started', async () => {
    const loader = vi.fn(async () => ({ default: Page }));
    const Lazy = lazyPage(loader, 'feature-x');
    Lazy.preload();
    Lazy.preload();
    expect(loader).toHaveBeenCalledTimes(1);
    render(
      <Suspense fallback="加载中">
        <Lazy />
      </Suspense>,
    );
    await screen.findByText('页面内容');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('tries again when the page renders after a failed preload', async () => {
    const loader = vi
      .fn()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module: http://h/a.js'))
      .mockResolvedValue({ default: Page });
    const Lazy = lazyPage(loader, 'feature-x');
    Lazy.preload();
    await vi.waitFor(() => expect(loader).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    render(
      <Suspense fallback="加载中">
        <Lazy />
      </Suspense>,
    );
    await screen.findByText('页面内容');
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
