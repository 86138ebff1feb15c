/**
 * Evicting cached pages from outside the outlet (the header's channel selector lives there):
 * the one KeepAliveOutlet of the shell listens. The page on screen is rebuilt, not removed.
 */
type Predicate = (key: string) => boolean;

const listeners = new Set<(predicate: Predicate) => void>();

export function evictCached(predicate: Predicate): void {
  listeners.forEach((l) => l(predicate));
}

export function onEvict(listener: (predicate: Predicate) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
