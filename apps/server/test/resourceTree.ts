/** A node of the role form's resource tree (`sysRole/v1/resourceTree`). */
export interface TreeNode {
  id: string;
  path: string;
  type: string;
  name?: string;
  children: TreeNode[];
}

/** Every node of the tree, depth first. */
export const flatten = (nodes: TreeNode[]): TreeNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
