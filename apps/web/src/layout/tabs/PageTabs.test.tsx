import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Outlet, RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { KeepAliveOutlet } from '../../app/keepAlive/KeepAliveOutlet';
import { forgetOpenPages } from '../../app/keepAlive/openPages';
import { PageQueries, pageQueryHashes } from '../../app/keepAlive/pageQueries';
import { clearSession } from '../../platform/session';
import { signIn } from '../../test/appHarness';
import { queryClient } from '../queryClient';
import { PageTabs } from './PageTabs';

// 刷新页面 of a tab asks again for that page's own answers only: not another page's (which stay
// fresh until they are), nor the header's.
const ACCOUNTS = '/systems/accountMg';
const ROLES = '/systems/role/roleList';
const fetched: Record<string, number> = {};
const count = (name: string) => async () => {
  fetched[name] = (fetched[name] ?? 0) + 1;
  return `${name} #${fetched[name]}`;
};

function Figures({ name, also }: { name: string; also?: string }) {
  const own = useQuery({ queryKey: ['test', name], queryFn: count(name) });
  // A page may read what another reads too (a dictionary): refreshing it refreshes that as well.
  const shared = useQuery({ queryKey: ['test', also ?? name], queryFn: count(also ?? name), enabled: !!also });
  return (
    <div>
      <span>{own.data}</span>
      {also && <span>{shared.data}</span>}
    </div>
  );
}

function Layout() {
  const { pathname } = useLocation();
  return (
    <>
      <PageTabs pathname={pathname} />
      <Figures name="header" />
      <Outlet />
    </>
  );
}

function setup() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Layout />,
        children: [
          {
            element: <KeepAliveOutlet frame={(page, key) => <PageQueries pageKey={key}>{page}</PageQueries>} />,
            children: [
              { path: ACCOUNTS, element: <Figures name="accounts" also="dict" /> },
              { path: ROLES, element: <Figures name="roles" /> },
            ],
          },
        ],
      },
    ],
    { initialEntries: [ACCOUNTS] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  act(() => clearSession());
  queryClient.clear();
  forgetOpenPages();
  for (const key of Object.keys(fetched)) delete fetched[key];
});

describe('刷新页面 of a tab', () => {
  it('asks again for the answers the page read, and for no other page’s or the header’s', async () => {
    signIn();
    const router = setup();
    await screen.findByText('accounts #1');
    await act(() => router.navigate(ROLES));
    await screen.findByText('roles #1');
    await screen.findByText('账号管理', { selector: '[data-tab]' });
    expect(pageQueryHashes(ACCOUNTS).size).toBe(2); // its own and the shared one
    expect(fetched).toEqual({ header: 1, accounts: 1, dict: 1, roles: 1 });

    // 账号管理 (hidden behind 角色管理) refreshed from its tab's menu: it comes on screen, built anew.
    fireEvent.contextMenu(screen.getByText('账号管理', { selector: '[data-tab]' }));
    fireEvent.click(await screen.findByText('刷新页面'));
    await screen.findByText('accounts #2');
    await screen.findByText('dict #2');
    expect(router.state.location.pathname).toBe(ACCOUNTS);
    expect(fetched).toEqual({ header: 1, accounts: 2, dict: 2, roles: 1 });
    // 角色管理's answer is still fresh: shown again, it is not asked for.
    expect(queryClient.getQueryState(['test', 'roles'])?.isInvalidated).toBe(false);
    await act(() => router.navigate(ROLES));
    await screen.findByText('roles #1');
    await waitFor(() => expect(fetched.roles).toBe(1));
    expect(fetched.header).toBe(1);
  });
});

// Issue 52: a valid tablist (axe's aria-required-children): only tabs in it, each saying whether
// it is selected; the × is no button of its own; Delete closes the focused tab, arrows move.
describe('the tab bar for keyboard and assistive technology', () => {
  // (By its title: rc-tabs adds an English "Tab 3 of 3" to the focused tab, which global.css
  // hides in the browser.)
  const tabOf = (title: string) =>
    screen.getAllByRole('tab').find((tab) => tab.querySelector('[data-tab]')?.textContent === title)!;

  it('holds only tabs, closes the focused one with Delete and moves with the arrow keys', async () => {
    signIn();
    const router = setup();
    await screen.findByText('accounts #1');
    await act(() => router.navigate(ROLES));
    await screen.findByText('roles #1');

    const list = screen.getByRole('tablist');
    expect(list.querySelectorAll('.ant-tabs-tab button, .ant-tabs-tab [tabindex]:not([role="tab"])')).toHaveLength(0);
    // The bar's "more" button (shown once more tabs are open than fit) is beside the tablist, named.
    const more = document.querySelector('[data-testid="page-tabs"] .ant-tabs-nav-more')!;
    expect(list.contains(more)).toBe(false);
    expect(more.getAttribute('aria-label')).toBe('更多已打开的页面');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(expect.arrayContaining(['账号管理', '角色管理']));
    for (const tab of tabs) expect(tab.getAttribute('aria-selected')).toMatch(/^(true|false)$/);
    expect(tabOf('角色管理').getAttribute('aria-selected')).toBe('true');
    expect(tabOf('账号管理').getAttribute('aria-selected')).toBe('false');
    expect(tabOf('账号管理').getAttribute('aria-keyshortcuts')).toBe('Delete');
    // The × is for the mouse: hidden from assistive technology, titled in Chinese.
    const cross = tabOf('账号管理').querySelector('.ant-tabs-tab-remove')!;
    expect(cross.getAttribute('aria-hidden')).toBe('true');
    expect(cross.getAttribute('title')).toBe('关闭 账号管理');

    // ← from 角色管理 focuses 账号管理.
    act(() => tabOf('角色管理').focus());
    fireEvent.keyDown(tabOf('角色管理'), { key: 'ArrowLeft', code: 'ArrowLeft' });
    await waitFor(() => expect(document.activeElement).toBe(tabOf('账号管理')));

    // Delete closes it (not the page on screen) and the focus goes to its neighbour.
    fireEvent.keyDown(tabOf('账号管理'), { key: 'Delete', code: 'Delete' });
    await waitFor(() => expect(tabOf('账号管理')).toBeUndefined());
    expect(router.state.location.pathname).toBe(ROLES);
    await waitFor(() => expect(document.activeElement).toBe(tabOf('角色管理')));

    // A click on the × closes the page on screen and opens its neighbour.
    await act(() => router.navigate(ACCOUNTS));
    fireEvent.click(tabOf('账号管理').querySelector('.ant-tabs-tab-remove')!);
    await waitFor(() => expect(router.state.location.pathname).toBe(ROLES));
    expect(tabOf('账号管理')).toBeUndefined();
  });
});
