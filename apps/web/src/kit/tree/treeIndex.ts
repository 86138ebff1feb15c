/** A node of a tree call's answer: the row and its children, nested. */
export type TreeNode = Record<string, unknown> & { id: string; children?: TreeNode[] };

export interface TreeIndex {
  byId: Map<string, TreeNode>;
  parentOf: Map<string, string | undefined>;
}

export function indexTree(roots: readonly TreeNode[]): TreeIndex {
  const byId = new Map<string, TreeNode>();
  const parentOf = new Map<string, string | undefined>();
  const walk = (nodes: readonly TreeNode[], parent?: string) => {
    for (const node of nodes) {
      byId.set(node.id, node);
      parentOf.set(node.id, parent);
      walk(node.children ?? [], node.id);
    }
  };
  walk(roots);
  return { byId, parentOf };
}

/** Ids of the nodes whose label holds the text, and every ancestor of them (to open their path). */
export function matchPaths(index: TreeIndex, labelKey: string, text: string): { matches: Set<string>; open: string[] } {
  const matches = new Set<string>();
  const open = new Set<string>();
  const needle = text.trim().toLowerCase();
  if (!needle) return { matches, open: [] };
  for (const [id, node] of index.byId) {
    if (
      !String(node[labelKey] ?? '')
        .toLowerCase()
        .includes(needle)
    )
      continue;
    matches.add(id);
    for (let p = index.parentOf.get(id); p; p = index.parentOf.get(p)) open.add(p);
  }
  return { matches, open: [...open] };
}
