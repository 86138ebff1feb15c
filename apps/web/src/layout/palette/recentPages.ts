/**
 * The pages a user opened lately, newest first, kept in this browser per user: the palette
 * offers them first. (A convenience of one computer, unlike column settings, which follow the
 * person: losing it costs nothing.)
 */
const MAX_RECENT = 10;
const keyOf = (userId: string) => `coach:recentPages:${userId}`;

export function recentPages(userId: string | undefined): string[] {
  if (!userId) return [];
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(keyOf(userId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

export function recordRecentPage(userId: string | undefined, path: string): void {
  if (!userId) return;
  const next = [path, ...recentPages(userId).filter((p) => p !== path)].slice(0, MAX_RECENT);
  try {
    localStorage.setItem(keyOf(userId), JSON.stringify(next));
  } catch {
    // storage full or off: the palette simply has no recent pages
  }
}
