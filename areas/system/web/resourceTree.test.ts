import { describe, expect, it } from 'vitest';
import { filterTree, indexTree, toggle, type ResourceNode } from './resourceTree';

const tree: ResourceNode[] = [
  {
    id: '1',
    name: '系统管理',
    type: 'menu',
    path: '/systems',
    children: [
      {
        id: '2',
        name: '账号管理',
        type: 'menu',
        path: '/systems/accountMg',
        children: [
          { id: '3', name: '新增账号', type: 'button', path: '/systems/accountMg:add', children: [] },
          {
            id: '4',
            name: '查询账号',
            type: 'api',
            path: '/api/user/inner/sysOperationUser/v1/list',
            children: [],
          },
          {
            id: 'lookup:/systems/accountMg:/api/user/inner/sysRole/v1/listForSelector',
            name: '随页面授予：角色选项',
            type: 'lookup',
            path: '/api/user/inner/sysRole/v1/listForSelector',
            children: [],
          },
        ],
      },
    ],
  },
  {
    id: 'common',
    name: '公共接口与数据权限',
    type: 'group',
    path: '',
    children: [{ id: '9', name: '查看明文数据', type: 'button', path: 'data:plaintext', children: [] }],
  },
];
const index = indexTree(tree);

describe('role permission tree', () => {
  it('ticking a button grants its page and menu too', () => {
    expect(toggle(index, [], '3', true).sort()).toEqual(['1', '2', '3']);
  });

  it('ticking a page grants its branch; unticking removes the branch only', () => {
    const all = toggle(index, [], '2', true);
    expect(all.sort()).toEqual(['1', '2', '3', '4']);
    expect(toggle(index, all, '2', false)).toEqual(['1']);
  });

  it('never sends a lookup granted with the page: the server derives it', () => {
    expect(toggle(index, [], '2', true).some((id) => id.startsWith('lookup:'))).toBe(false);
    expect(index.all.some((id) => id.startsWith('lookup:'))).toBe(false);
  });

  it('never sends the common group id, only the resources under it', () => {
    expect(toggle(index, [], '9', true)).toEqual(['9']);
    expect(index.all).not.toContain('common');
  });

  it('search keeps matches with their ancestors', () => {
    const found = filterTree(tree, 'sysOperationUser');
    expect(found).toHaveLength(1);
    expect(found[0].children![0].children!.map((n) => n.id)).toEqual(['4']);
  });
});
