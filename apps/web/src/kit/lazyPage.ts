import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { CHUNK_TIMEOUT_MS } from '@coach/domain/constants.ts';
import { CSS_CHUNK_LOAD_FAILED } from '@coach/domain/errors.ts';

/**
 * Lazily loaded pages (spec §1, §8): a chunk that fails, or takes longer than 120 s, turns
 * into a ChunkLoadError naming what failed (script, stylesheet or time-out) and its address,
 * which the page boundary shows with a 重新加载 button.
 */
export type ChunkFailure = 'timeout' | 'script' | 'css';

export const CHUNK_LOAD_FAILED = 'CHUNK_LOAD_FAILED';
export const CHUNK_LOAD_TIMEOUT = 'CHUNK_LOAD_TIMEOUT';

export class ChunkLoadError extends Error {
  readonly code: string;
  constructor(
    readonly type: ChunkFailure,
    readonly address: string,
    cause?: unknown,
  ) {
    super(`${type} chunk failed: ${address}`, { cause });
    this.name = 'ChunkLoadError';
    this.code = type === 'css' ? CSS_CHUNK_LOAD_FAILED : type === 'timeout' ? CHUNK_LOAD_TIMEOUT : CHUNK_LOAD_FAILED;
  }
}

/** Reads the failure type and address out of the browsers' and Vite's error messages. */
export function classifyChunkError(error: unknown, fallbackAddress: string): ChunkLoadError {
  if (error instanceof ChunkLoadError) return error;
  const message = error instanceof Error ? error.message : String(error);
  // Vite's preload helper: "Unable to preload CSS for /ui/coach/assets/x.css"
  const css = /Unable to preload CSS for (\S+)/.exec(message);
  if (css) return new ChunkLoadError('css', css[1], error);
  // Chrome: "Failed to fetch dynamically imported module: <url>";
  // Firefox: "error loading dynamically imported module: <url>"
  const script = /dynamically imported module:?\s*(\S+)/i.exec(message);
  return new ChunkLoadError('script', script?.[1] ?? fallbackAddress, error);
}

export function withTimeout<T>(promise: Promise<T>, ms: number, address: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout', address)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** A lazily loaded page that can be asked to start loading before it renders. */
export type LazyPage<C extends AnyComponent> = LazyExoticComponent<C> & {
  /**
   * Starts fetching the page's chunk now; the page then renders from this same load. The first
   * screen after a reload asks for the shell and the page at the address beside each other,
   * where rendering alone would fetch them one after the other (route table, shell, page).
   */
  preload: () => void;
};

/**
 * `lazyPage(() => import('./HomeIndex'), 'feature-homes')`: React.lazy with the time-out and
 * typed errors. `chunk` names the chunk when the browser's message carries no address.
 */
export function lazyPage<C extends AnyComponent>(
  loader: () => Promise<{ default: C }>,
  chunk: string,
  timeoutMs = CHUNK_TIMEOUT_MS,
): LazyPage<C> {
  const address = chunk;
  // A failed early load is tried again when the page renders; that failure is the one shown.
  const load = loadOnce(() =>
    withTimeout(loader(), timeoutMs, address).catch((error: unknown) => {
      throw classifyChunkError(error, address);
    }),
  );
  return Object.assign(lazy(load), { preload: () => void load().catch(() => undefined) });
}

/**
 * A chunk's load, started once and shared by every caller; after a failure the next caller
 * starts it again (a deployment replaced the chunk, a network blip), never a cached rejection.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
