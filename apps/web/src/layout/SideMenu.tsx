import { useEffect, useState } from 'react';
import { Input, Layout, Menu, theme, type MenuProps } from 'antd';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import MenuFoldOutlined from '@ant-design/icons/MenuFoldOutlined';
import MenuUnfoldOutlined from '@ant-design/icons/MenuUnfoldOutlined';
import { useNavigate } from 'react-router';
import { SIDER_COLLAPSED_WIDTH, SIDER_WIDTH } from '@coach/domain/constants.ts';
import type { MenuNode } from '@coach/domain/routes/index.ts';
import { findNode, landingOf, sideOpenKey, sideSelectedKey } from './menuModel';
import { setMenuState, useMenuState } from './menuStore';
import { menuIconOf } from './menuIcons';
import { filterMenuTree } from './palette/pageSearch';

/**
 * The current group's menu (spec §2): depth-2 entries, folders opening to depth-3 entries.
 * A depth-3 entry with pages beneath it opens its first page; those pages are switched
 * through the third-level tabs. 200px wide, 65px collapsed.
 */
type Item = Required<MenuProps>['items'][number];

function toItems(nodes: MenuNode[], depth: number): Item[] {
  return nodes.map((node) =>
    depth < 3 && !node.isPage && node.children.length
      ? {
          key: node.path,
          label: node.title,
          title: node.title,
          icon: menuIconOf(node.title),
          children: toItems(node.children, depth + 1),
        }
      : { key: node.path, label: node.title, title: node.title, icon: menuIconOf(node.title) },
  );
}

/** The folders of a (filtered) menu tree, to hold them open. */
const folderKeys = (node: MenuNode | undefined): string[] =>
  node ? node.children.filter((c) => !c.isPage && c.children.length).map((c) => c.path) : [];

export function SideMenu({ group, pathname }: { group: MenuNode; pathname: string }) {
  const navigate = useNavigate();
  const { asideCollapse } = useMenuState();
  const [filter, setFilter] = useState('');
  const { token } = theme.useToken();
  const filtering = !asideCollapse && filter.trim() !== '';
  const shown = filtering ? filterMenuTree(group, filter) : group;
  const selected = sideSelectedKey(pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(() => {
    const open = sideOpenKey(pathname);
    return open ? [open] : [];
  });

  // Following a link into another folder opens that folder too.
  useEffect(() => {
    const open = sideOpenKey(pathname);
    if (open) setOpenKeys((keys) => (keys.includes(open) ? keys : [...keys, open]));
  }, [pathname]);

  return (
    <Layout.Sider
      width={SIDER_WIDTH}
      collapsedWidth={SIDER_COLLAPSED_WIDTH}
      collapsed={asideCollapse}
      theme="light"
      style={{ borderRight: `1px solid ${token.colorBorderSecondary}`, display: 'flex', flexDirection: 'column' }}
    >
      <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
        {!asideCollapse && (
          <div style={{ padding: '8px 12px 4px' }}>
            <Input
              data-testid="side-menu-filter"
              aria-label="筛选菜单"
              size="small"
              allowClear
              prefix={<SearchOutlined style={{ color: token.colorTextQuaternary }} />}
              placeholder="筛选菜单"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
            />
          </div>
        )}
        <nav
          data-testid="side-menu"
          aria-label={`${group.title}菜单`}
          style={{ flex: 1, overflowY: 'auto', overflowX: 'hidden' }}
        >
          <Menu
            mode="inline"
            inlineCollapsed={asideCollapse}
            items={toItems(shown?.children ?? [], 2)}
            selectedKeys={selected ? [selected] : []}
            {...(asideCollapse
              ? {}
              : filtering
                ? { openKeys: folderKeys(shown) } // every folder holding a match stays open while filtering
                : { openKeys, onOpenChange: (keys: string[]) => setOpenKeys(keys) })}
            onClick={({ key }) => {
              const node = findNode(group, String(key));
              const target = node && landingOf(node);
              if (target && target !== pathname) navigate(target);
            }}
            style={{ borderInlineEnd: 'none' }}
          />
        </nav>
        <button
          type="button"
          onClick={() => setMenuState({ asideCollapse: !asideCollapse })}
          aria-label={asideCollapse ? '展开菜单' : '收起菜单'}
          title={asideCollapse ? '展开菜单' : '收起菜单'}
          style={{
            flex: 'none',
            height: 44,
            border: 0,
            borderTop: `1px solid ${token.colorBorderSecondary}`,
            background: token.colorBgContainer,
            cursor: 'pointer',
            fontSize: 16,
            color: token.colorTextSecondary,
          }}
        >
          {asideCollapse ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        </button>
      </div>
    </Layout.Sider>
  );
}
