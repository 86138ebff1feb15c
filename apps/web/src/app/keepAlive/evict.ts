/**
 * Evicting cached pages from outside the outlet (the header's channel selector, the opened-page
 * tabs): the one KeepAliveOutlet of the shell listens. By default the page on screen is rebuilt,
 * not removed (a channel switch, 刷新页面); `closeShown` removes it too (关闭 of its tab, which
 * moves to another page at once).
 */
type Predicate = (key: string) => boolean;
export interface EvictOptions {
  closeShown?: boolean;
}

const listeners = new Set<(predicate: Predicate, options: EvictOptions) => void>();

export function evictCached(predicate: Predicate, options: EvictOptions = {}): void {
  listeners.forEach((l) => l(predicate, options));
}

export function onEvict(listener: (predicate: Predicate, options: EvictOptions) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
