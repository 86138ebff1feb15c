/**
 * Query parameters that are a page's *view state* (a list's filter and paging) rather than
 * part of which page it is. Lists keep that state in the URL so a reload or a shared link
 * shows the same rows; the keep-alive cache, which keys pages by path + query (two detail
 * pages with different ids are two pages), must ignore them, or every search would mount a
 * new copy of the list and push the user's other pages out of the cache.
 *
 * A list declares its parameters when it mounts; the cache then re-keys what it holds.
 */
type Listener = () => void;

const byPath = new Map<string, ReadonlySet<string>>();
const listeners = new Set<Listener>();

export function declareViewParams(pathname: string, names: readonly string[]): void {
  const known = byPath.get(pathname);
  if (known && known.size === names.length && names.every((n) => known.has(n))) return;
  byPath.set(pathname, new Set(names));
  listeners.forEach((l) => l());
}

export function viewParamsOf(pathname: string): ReadonlySet<string> | undefined {
  return byPath.get(pathname);
}

export function onViewParamsChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
