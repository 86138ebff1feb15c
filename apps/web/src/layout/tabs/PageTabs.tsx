import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { CloseOutlined } from '@ant-design/icons';
import { Dropdown, Tabs, theme, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { matchRoute } from '@coach/domain/routes/index.ts';
import { evictCached } from '../../app/keepAlive/evict';
import { cacheKeyOf, pathOf } from '../../app/keepAlive/lru';
import { closePages, useOpenPages, type OpenPage } from '../../app/keepAlive/openPages';
import { refreshPageQueries } from '../../app/keepAlive/pageQueries';
import { useAccess } from '../../platform/access';
import { canSeeRoute } from '../../platform/permissions';
import { CHANNEL_HOME, HOME_PAGE } from '../menuModel';
import { queryClient } from '../queryClient';

/**
 * The opened-page tabs (issue 40.1, RuoYi's tags view): one tab per page (its path), in the
 * order opened, until the person closes it (issue 50.1: the keep-alive limit of six drops the
 * oldest page's kept state, never its tab); a click goes back to the page as it was left (its
 * filter, scroll and input) or, when its kept state was dropped, opens it afresh;
 * × closes it; the right-click menu 刷新页面 (the page built anew, its own data asked again —
 * not other pages' nor the header's),
 * 关闭当前, 关闭其他, 关闭左侧, 关闭右侧, 全部关闭. The home page's tab is always first and never
 * closes. Closing the page on screen moves to its neighbour.
 */
/**
 * A valid tablist for assistive technology (issue 52: axe's aria-required-children, critical on
 * every page): antd's editable tabs put a focusable × button beside each tab inside the
 * tablist, where only tabs may be. Here each tab's × is drawn inside the tab, hidden from
 * assistive technology and out of the focus order (a mouse affordance); the keyboard closes the
 * focused tab with Delete, which the tab announces (aria-keyshortcuts).
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

const titleOf = (page: OpenPage) => matchRoute(page.key)?.title ?? page.key;

export function PageTabs({ pathname }: { pathname: string }) {
  const navigate = useNavigate();
  const access = useAccess();
  const open = useOpenPages();
  const homePath = access.isChannel ? CHANNEL_HOME : HOME_PAGE;
  const home = canSeeRoute(access, homePath) ? homePath : undefined;
  // The home tab leads even when its page was pushed out of the cache.
  const tabs: OpenPage[] = [
    ...(home ? [open.find((p) => p.key === home) ?? { key: home, url: home, used: 0 }] : []),
    ...open.filter((p) => p.key !== home),
  ];
  const current = pathname;
  const { token } = theme.useToken();

  const bar = useRef<HTMLDivElement>(null);
  // The tab to focus once a tab closed from the keyboard is gone (its neighbour).
  const focusNext = useRef<string | null>(null);

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
    closePages(keys, { closeShown: closingShown });
  };

  const run = (command: Command, key: string) => {
    const at = tabs.findIndex((t) => t.key === key);
    const keys = (list: OpenPage[]) => new Set(list.map((t) => t.key));
    if (command === 'refresh') {
      const { url } = tabs[at];
      if (key !== current) navigate(url);
      // The answers the page read are stale (before it is built anew, while its notes are its own).
      void refreshPageQueries(queryClient, cacheKeyOf(key, url.slice(key.length)));
      evictCached((k) => pathOf(k) === key); // the page on screen is built anew
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

  const keyOf = (el: Element | null) =>
    el?.closest('.ant-tabs-tab')?.querySelector('[data-tab]')?.getAttribute('data-tab');
  const closeFromKeyboard = (event: KeyboardEvent) => {
    const key = keyOf(event.target as Element);
    if (event.key !== 'Delete' || !key || key === home) return;
    event.preventDefault();
    const at = tabs.findIndex((t) => t.key === key);
    focusNext.current = (tabs[at + 1] ?? tabs[at - 1])?.key ?? null;
    close(new Set([key]));
  };
  const closeOnMiddleClick = (event: MouseEvent) => {
    const key = keyOf(event.target as Element);
    if (event.button !== 1 || !key) return;
    event.preventDefault(); // no auto-scroll
    close(new Set([key]));
  };
  const tabOf = (key: string) =>
    [...(bar.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])].find(
      (el) => el.querySelector('[data-tab]')?.getAttribute('data-tab') === key,
    );
  // rc-tabs draws the role="tab" element itself: the closable ones say Delete closes them.
  useLayoutEffect(() => {
    for (const tab of tabs) {
      const el = tabOf(tab.key);
      if (el && tab.key !== home) el.setAttribute('aria-keyshortcuts', 'Delete');
    }
    // rc-tabs puts role="tablist" on the whole bar, around the tabs and, once more tabs are open
    // than fit, its "more" button (axe's aria-required-children: a tablist holds tabs only). The
    // role moves to the list of the tabs themselves; the button, beside it, says what it opens.
    const nav = bar.current?.querySelector('.ant-tabs-nav');
    const list = nav?.querySelector('.ant-tabs-nav-list');
    if (nav && list && nav.getAttribute('role') === 'tablist') {
      nav.removeAttribute('role');
      nav.removeAttribute('aria-orientation');
      list.setAttribute('role', 'tablist');
      list.setAttribute('aria-orientation', 'horizontal');
      list.setAttribute('aria-label', '已打开的页面');
    }
    nav?.querySelector('.ant-tabs-nav-more')?.setAttribute('aria-label', '更多已打开的页面');
  });
  useEffect(() => {
    if (!focusNext.current) return;
    tabOf(focusNext.current)?.focus();
    focusNext.current = null;
  });

  if (!tabs.length) return null;
  return (
    <div
      ref={bar}
      data-testid="page-tabs"
      style={{ padding: '6px 16px 0', background: token.colorBgContainer }}
      onKeyDown={closeFromKeyboard}
      onMouseDown={closeOnMiddleClick}
    >
      <Tabs
        type="card"
        size="small"
        activeKey={current}
        onChange={(key) => {
          const tab = tabs.find((t) => t.key === key);
          if (tab) navigate(tab.url);
        }}
        items={tabs.map((tab) => ({
          key: tab.key,
          label: (
            <>
              <Dropdown menu={menuOf(tab.key)} trigger={['contextMenu']}>
                <span data-tab={tab.key}>{titleOf(tab)}</span>
              </Dropdown>
              {tab.key !== home && (
                <span
                  className="ant-tabs-tab-remove"
                  aria-hidden
                  title={`关闭 ${titleOf(tab)}`}
                  onClick={(event) => {
                    event.stopPropagation(); // not a click on the tab
                    close(new Set([tab.key]));
                  }}
                >
                  <CloseOutlined />
                </span>
              )}
            </>
          ),
        }))}
        tabBarStyle={{ margin: 0 }}
      />
    </div>
  );
}
