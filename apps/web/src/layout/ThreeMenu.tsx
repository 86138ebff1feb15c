import { Tabs } from 'antd';
import { useNavigate } from 'react-router';
import type { MenuNode } from '@coach/domain/routes/index.ts';
import { menuAnchorOf } from './menuModel';

/**
 * Third-level menu: tabs over the content for pages at depth 4 and below (e.g. 学员开通 /
 * 学员备案 of one car category). Switching tabs keeps each page alive like any navigation.
 */
export function ThreeMenu({ tabs, pathname }: { tabs: MenuNode[]; pathname: string }) {
  const navigate = useNavigate();
  const active = menuAnchorOf(pathname);
  return (
    <div data-testid="three-menu" style={{ padding: '4px 16px 0', background: 'transparent', flex: 'none' }}>
      <Tabs
        activeKey={active}
        items={tabs.map((t) => ({ key: t.path, label: t.title }))}
        onChange={(key) => navigate(key)}
        tabBarStyle={{ marginBottom: 0 }}
      />
    </div>
  );
}
