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
  const { pathname, search } = useLocation();
  return (
    <>
      <PageTabs pathname={pathname} search={search} />
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
