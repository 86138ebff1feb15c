import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import { clearSession } from '../../platform/session';
import { fakeServer, renderPage, signIn } from '../../test/appHarness';
import { ResourceList } from './ResourceList';

// Spec §2 list pages: the filter and the paging live in the URL query. Searching goes back
// to page 1 and keeps the page size; paging keeps the filter; the URL alone restores a view.
vi.setConfig({ testTimeout: 30_000 });

const def = resourcesByName.account;
const list = '/user/inner/sysOperationUser/v1/list';
const rows = Array.from({ length: 20 }, (_, i) => ({
  id: String(i + 1),
  account: `user${i + 1}`,
  name: `用户${i + 1}`,
  disable: 0,
}));

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  signIn();
  server = fakeServer({
    [list]: (body) => ({
      result: { list: rows.slice(0, body.pageSize), total: 95, pageNum: body.pageNum, pageSize: body.pageSize },
    }),
  });
});
afterEach(() => act(() => clearSession()));

const lastBody = () => server.callsTo(list).at(-1)!.body as Record<string, unknown>;
const query = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('list filter and paging in the URL', () => {
  it('opens the page the URL names, filter included', async () => {
    renderPage(<ResourceList def={def} />, `${def.route}?name=%E5%BC%A0&disable=1&pageNum=3&pageSize=20`);
    await screen.findByText('user1');
    expect(lastBody()).toEqual({ pageNum: 3, pageSize: 20, name: '张', disable: 1 });
    // The search form shows the filter of the URL.
    const form = within(screen.getByTestId('search-form'));
    expect((form.getByLabelText('姓名') as HTMLInputElement).value).toBe('张');
  });

  it('查询 resets to page 1 and keeps the page size; paging keeps the filter', async () => {
    const router = renderPage(<ResourceList def={def} />, `${def.route}?pageNum=3&pageSize=20`);
    await screen.findByText('user1');
    const form = within(screen.getByTestId('search-form'));
    fireEvent.change(form.getByLabelText('登录账号'), { target: { value: ' user ' } });
    await act(async () => fireEvent.click(form.getByRole('button', { name: /查询/ })));
    await waitFor(() => expect(query(router)).toEqual({ account: 'user', pageNum: '1', pageSize: '20' }));
    await waitFor(() => expect(lastBody()).toEqual({ pageNum: 1, pageSize: 20, account: 'user' }));

    // Page 2 of the filtered list.
    await act(async () => fireEvent.click(document.querySelector('.ant-pagination-item-2')!));
    await waitFor(() => expect(query(router)).toEqual({ account: 'user', pageNum: '2', pageSize: '20' }));
    await waitFor(() => expect(lastBody()).toEqual({ pageNum: 2, pageSize: 20, account: 'user' }));
  });

  it('重置 clears the filter and goes back to page 1', async () => {
    const router = renderPage(<ResourceList def={def} />, `${def.route}?account=user&pageNum=2&pageSize=10`);
    await screen.findByText('user1');
    await act(async () =>
      fireEvent.click(within(screen.getByTestId('search-form')).getByRole('button', { name: /重置/ })),
    );
    await waitFor(() => expect(query(router)).toEqual({ pageNum: '1', pageSize: '10' }));
    await waitFor(() => expect(lastBody()).toEqual({ pageNum: 1, pageSize: 10 }));
  });
});
