// Shared set-up of the web component tests (jsdom).
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// vitest runs without globals, so Testing Library cannot register its own clean-up.
afterEach(() => cleanup());

// antd's responsive helpers ask for matchMedia, which jsdom does not implement.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// antd's tables, selects and text areas watch their size; jsdom has no ResizeObserver.
if (!('ResizeObserver' in window)) {
  class NoResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = NoResizeObserver;
  (globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver = NoResizeObserver;
}
