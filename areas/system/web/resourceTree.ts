/**
 * The permission tree of the role form (sysRole resourceTree): menus > pages > buttons and
 * apis, plus a `group` node (公共接口与数据权限) that is not a resource itself, and under a page
 * the `lookup` nodes: another page's calls its filters and forms make, granted with the page
 * by the server (shown, never ticked). Ticking is
 * explicit (checkStrictly): what is ticked is exactly what is granted, so a saved role loads
 * back the same. Ticking a node ticks its branch and its ancestors (a button is useless
 * without its page); unticking a node unticks its branch.
 */
export interface ResourceNode {
  id: string;
  name: string;
  type: 'menu' | 'button' | 'api' | 'field' | 'group' | 'lookup';
  path: string;
  children?: ResourceNode[];
}

export interface TreeIndex {
  parent: Map<string, string>;
  node: Map<string, ResourceNode>;
  /** Every grantable id (groups excluded). */
  all: string[];
}

export const isGrantable = (node: ResourceNode) => node.type !== 'group' && node.type !== 'lookup';

export function indexTree(roots: readonly ResourceNode[]): TreeIndex {
  const parent = new Map<string, string>();
  const node = new Map<string, ResourceNode>();
  const all: string[] = [];
  const walk = (n: ResourceNode, up?: ResourceNode) => {
    node.set(n.id, n);
    if (up) parent.set(n.id, up.id);
    if (isGrantable(n)) all.push(n.id);
    n.children?.forEach((c) => walk(c, n));
  };
  roots.forEach((r) => walk(r));
  return { parent, node, all };
}

function branch(index: TreeIndex, id: string): string[] {
  const out: string[] = [];
  const walk = (n: ResourceNode | undefined) => {
    if (!n) return;
    out.push(n.id);
    n.children?.forEach(walk);
  };
  walk(index.node.get(id));
  return out;
}

function ancestors(index: TreeIndex, id: string): string[] {
  const out: string[] = [];
  for (let p = index.parent.get(id); p; p = index.parent.get(p)) out.push(p);
  return out;
}

/** The ticked ids after (un)ticking `id`; groups never end up in the list. */
export function toggle(index: TreeIndex, ticked: readonly string[], id: string, on: boolean): string[] {
  const set = new Set(ticked);
  if (on) [...branch(index, id), ...ancestors(index, id)].forEach((k) => set.add(k));
  else branch(index, id).forEach((k) => set.delete(k));
  return [...set].filter((k) => index.node.get(k) && isGrantable(index.node.get(k)!));
}

/** Nodes matching a search (name or path), with their ancestors kept for context. */
export function filterTree(roots: readonly ResourceNode[], text: string): ResourceNode[] {
  const q = text.trim().toLowerCase();
  if (!q) return [...roots];
  const visit = (n: ResourceNode): ResourceNode | undefined => {
    const hit = n.name.toLowerCase().includes(q) || n.path.toLowerCase().includes(q);
    if (hit) return n;
    const children = (n.children ?? []).map(visit).filter((c): c is ResourceNode => !!c);
    return children.length ? { ...n, children } : undefined;
  };
  return roots.map(visit).filter((n): n is ResourceNode => !!n);
}

/** Ids of every node with children (for 展开全部). */
export function parentIds(roots: readonly ResourceNode[]): string[] {
  const out: string[] = [];
  const walk = (n: ResourceNode) => {
    if (n.children?.length) {
      out.push(n.id);
      n.children.forEach(walk);
    }
  };
  roots.forEach(walk);
  return out;
}
