import { describe, expect, it } from 'vitest';
import { indexTree, matchPaths, type TreeNode } from './treeIndex';

const tree: TreeNode[] = [
  {
    id: '1',
    name: '道路交通安全法律法规',
    children: [{ id: '11', name: '机动车登记', children: [{ id: '111', name: '注册登记' }] }],
  },
  { id: '2', name: '安全文明驾驶常识', children: [{ id: '21', name: '恶劣天气驾驶' }] },
];

describe('tree search', () => {
  it('finds matches at any depth and opens the path to each', () => {
    const { matches, open } = matchPaths(indexTree(tree), 'name', '登记');
    expect([...matches].sort()).toEqual(['11', '111']);
    expect(open.sort()).toEqual(['1', '11']);
  });

  it('opens nothing for an empty search', () => {
    expect(matchPaths(indexTree(tree), 'name', '  ')).toEqual({ matches: new Set(), open: [] });
  });
});
