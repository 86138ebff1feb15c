import { describe, expect, it } from 'vitest';
import { regionNames, type RegionNode } from './RegionCascader';

const TREE: RegionNode[] = [
  {
    code: '320000',
    name: '江苏省',
    children: [{ code: '320100', name: '南京市', children: [{ code: '320115', name: '江宁区' }] }],
  },
  { code: '110000', name: '北京市', children: [{ code: '110100', name: '北京市', children: [] }] },
];

// Issue 50.6: 驾校管理 showed 所在地区 as 320000 / 320100 / 320115.
describe('a stored region by its names', () => {
  it('names each level among the children of the one before', () => {
    expect(regionNames(TREE, ['320000', '320100', '320115'])).toEqual(['江苏省', '南京市', '江宁区']);
    expect(regionNames(TREE, [110000, 110100])).toEqual(['北京市', '北京市']);
  });

  it('keeps a code the tree lacks, and the codes while the tree loads', () => {
    expect(regionNames(TREE, ['320000', '329999'])).toEqual(['江苏省', '329999']);
    expect(regionNames(undefined, ['320000'])).toEqual(['320000']);
  });
});
