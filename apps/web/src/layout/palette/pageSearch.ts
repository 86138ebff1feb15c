import PINYIN from 'virtual:page-pinyin';
import type { MenuNode } from '@coach/domain/routes/index.ts';

/**
 * Finding a page by name (issue 40.3): the pages a user may open, each with the menu path it
 * sits under, matched by title, menu path, pinyin initials (`xycx` → 学员查询) or full pinyin.
 * The pinyin comes from the build (virtual:page-pinyin), not from a table kept by hand.
 */
export interface PageEntry {
  path: string;
  title: string;
  /** The titles of the group and folders above it (营销管理 › 优惠券管理). */
  trail: string[];
}

/** Every page of the user's visible menu tree (pages with tabs beneath them included), in menu order. */
export function pageEntries(groups: readonly MenuNode[]): PageEntry[] {
  const entries: PageEntry[] = [];
  const walk = (node: MenuNode, trail: string[]) => {
    if (node.isPage) entries.push({ path: node.path, title: node.title, trail });
    for (const child of node.children) walk(child, [...trail, node.title]);
  };
  for (const group of groups) walk(group, []);
  return entries;
}

const normal = (text: string) => text.trim().toLowerCase().replace(/\s+/g, '');

/**
 * How well a title answers the query (higher is better), undefined when it does not: the title
 * itself first (its beginning best), then pinyin initials, then full pinyin.
 */
export function titleScore(title: string, query: string): number | undefined {
  const q = normal(query);
  if (!q) return 0;
  const at = title.toLowerCase().indexOf(q);
  if (at === 0) return 100;
  if (at > 0) return 90;
  const pinyin = PINYIN[title];
  if (!pinyin) return undefined;
  if (pinyin.initials.some((s) => s === q)) return 85;
  if (pinyin.initials.some((s) => s.startsWith(q))) return 80;
  if (pinyin.full.startsWith(q)) return 70;
  if (pinyin.initials.some((s) => s.includes(q))) return 60;
  if (pinyin.full.includes(q)) return 50;
  return undefined;
}

/** Whether a page matches: by its title, else by a title on its menu path (营销 finds 营销管理's pages). */
function entryScore(entry: PageEntry, query: string): number | undefined {
  const own = titleScore(entry.title, query);
  if (own !== undefined) return own;
  const above = entry.trail.map((title) => titleScore(title, query)).filter((s): s is number => s !== undefined);
  return above.length ? Math.max(...above) / 4 : undefined;
}

/**
 * The pages to offer for a query, best first; pages opened lately before others that match as
 * well (with no query: the recent ones, then the menu in order).
 */
export function searchPages(
  entries: readonly PageEntry[],
  query: string,
  recent: readonly string[],
  limit = 50,
): PageEntry[] {
  const recency = (path: string) => {
    const at = recent.indexOf(path);
    return at < 0 ? recent.length : at;
  };
  return entries
    .map((entry, order) => ({ entry, order, score: entryScore(entry, query) }))
    .filter((found): found is typeof found & { score: number } => found.score !== undefined)
    .sort((a, b) => b.score - a.score || recency(a.entry.path) - recency(b.entry.path) || a.order - b.order)
    .slice(0, limit)
    .map((found) => found.entry);
}

/** A copy of a menu tree holding the nodes whose title matches, and the folders leading to them. */
export function filterMenuTree(node: MenuNode, query: string): MenuNode | undefined {
  if (!normal(query) || titleScore(node.title, query) !== undefined) return node;
  const children = node.children.map((child) => filterMenuTree(child, query)).filter((c): c is MenuNode => !!c);
  return children.length ? { ...node, children } : undefined;
}
