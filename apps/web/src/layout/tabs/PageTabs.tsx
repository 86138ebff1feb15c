import { Dropdown, Tabs, theme, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { matchRoute } from '@coach/domain/routes/index.ts';
import { evictCached } from '../../app/keepAlive/evict';
import { cacheKeyOf } from '../../app/keepAlive/lru';
import { useOpenPages, type OpenPage } from '../../app/keepAlive/openPages';
import { refreshPageQueries } from '../../app/keepAlive/pageQueries';
import { useAccess } from '../../platform/access';
import { canSeeRoute } from '../../platform/permissions';
import { CHANNEL_HOME, HOME_PAGE } from '../menuModel';
import { queryClient } from '../queryClient';

/**
 * The opened-page tabs (issue 40.1, RuoYi's tags view): one tab per page kept alive, in the
 * order opened; a click goes back to the page as it was left (its filter, scroll and input);
 * × closes it; the right-click menu 刷新页面 (the page built anew, its own data asked again —
 * not other pages' nor the header's),
 * 关闭当前, 关闭其他, 关闭左侧, 关闭右侧, 全部关闭. The home page's tab is always first and never
 * closes. Closing the page on screen moves to its neighbour.
 */
type Command = 'refresh' | 'close' | 'others' | 'left' | 'right' | 'all';

const MENU: { key: Command; label: string }[] = [
  { key: 'refresh', label: '刷新页面' },
  { key: 'close', label: '关闭当前' },
  { key: 'others', label: '关闭其他' },
  { key: 'left', label: '关闭左侧' },
  { key: 'right', label: '关闭右侧' },
  { key: 'all', label: '全部关闭' },
];

const titleOf = (page: OpenPage) => matchRoute(page.url.split('?')[0])?.title ?? page.key;

export function PageTabs({ pathname, search }: { pathname: string; search: string }) {
  const navigate = useNavigate();
  const access = useAccess();
  const open = useOpenPages();
  const homePath = access.isChannel ? CHANNEL_HOME : HOME_PAGE;
  const home = canSeeRoute(access, homePath) ? homePath : undefined;
  // The home tab leads even when its page was pushed out of the cache.
  const tabs: OpenPage[] = [
    ...(home ? [open.find((p) => p.key === home) ?? { key: home, url: home }] : []),
    ...open.filter((p) => p.key !== home),
  ];
  const current = cacheKeyOf(pathname, search);
  const { token } = theme.useToken();

  const close = (keys: Set<string>) => {
    if (keys.has(home ?? '')) keys.delete(home!);
    if (!keys.size) return;
    const closingShown = keys.has(current);
    if (closingShown) {
      // The nearest tab to the right that stays, else to the left, else home.
      const at = tabs.findIndex((t) => t.key === current);
      const stays = (t: OpenPage) => !keys.has(t.key);
      const next = tabs.slice(at + 1).find(stays) ?? [...tabs.slice(0, at)].reverse().find(stays);
      navigate(next?.url ?? home ?? '/');
    }
    evictCached((key) => keys.has(key), { closeShown: closingShown });
  };

  const run = (command: Command, key: string) => {
    const at = tabs.findIndex((t) => t.key === key);
    const keys = (list: OpenPage[]) => new Set(list.map((t) => t.key));
    if (command === 'refresh') {
      if (key !== current) navigate(tabs[at].url);
      // The answers the page read are stale (before it is built anew, while its notes are its own).
      void refreshPageQueries(queryClient, key);
      evictCached((k) => k === key); // the page on screen is built anew
    } else if (command === 'close') close(new Set([key]));
    else if (command === 'others') close(keys(tabs.filter((t) => t.key !== key)));
    else if (command === 'left') close(keys(tabs.slice(0, at)));
    else if (command === 'right') close(keys(tabs.slice(at + 1)));
    else close(keys(tabs));
  };

  const menuOf = (key: string): MenuProps => ({
    items: MENU.map((item) => ({
      ...item,
      disabled:
        (item.key === 'close' && key === home) ||
        (item.key === 'left' && tabs.findIndex((t) => t.key === key) <= (home ? 1 : 0)) ||
        (item.key === 'right' && tabs.findIndex((t) => t.key === key) === tabs.length - 1),
    })),
    onClick: ({ key: command, domEvent }) => {
      domEvent.stopPropagation();
      run(command as Command, key);
    },
  });

  if (!tabs.length) return null;
  return (
    <div data-testid="page-tabs" style={{ padding: '6px 16px 0', background: token.colorBgContainer }}>
      <Tabs
        type="editable-card"
        size="small"
        hideAdd
        activeKey={current}
        onChange={(key) => {
          const tab = tabs.find((t) => t.key === key);
          if (tab) navigate(tab.url);
        }}
        onEdit={(key, action) => action === 'remove' && typeof key === 'string' && close(new Set([key]))}
        items={tabs.map((tab) => ({
          key: tab.key,
          closable: tab.key !== home,
          label: (
            <Dropdown menu={menuOf(tab.key)} trigger={['contextMenu']}>
              <span data-tab={tab.key}>{titleOf(tab)}</span>
            </Dropdown>
          ),
        }))}
        tabBarStyle={{ margin: 0 }}
      />
    </div>
  );
}
