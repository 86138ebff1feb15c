import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import { clearSession, getChosenChannel } from '@coach/web/platform/session.ts';
import { ADMIN, fakeServer, renderPage, signIn } from '@coach/web/test/appHarness.tsx';
import { ChannelListPage } from './ChannelPages';

// The channel area is no group of the staff's top menu: they open it from a channel's row.
const def = resourcesByName.channel;
const rows = [
  { id: '31', name: '城东渠道', disable: 0 },
  { id: '32', name: '城西渠道', disable: 0 },
];

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  fakeServer({
    [def.api.list!.replace(/^\/api/, '')]: { result: { list: rows, total: rows.length, pageNum: 1, pageSize: 10 } },
  });
});
afterEach(() => act(() => clearSession()));

const rowOf = (id: string) => within(document.querySelector(`tr[data-row-key="${id}"]`) as HTMLElement);

describe('渠道后台 on 渠道管理', () => {
  it("opens the channel area as the row's channel", async () => {
    signIn();
    const router = renderPage(<ChannelListPage />, def.route, '*');
    await screen.findByText('城西渠道');
    await act(async () => fireEvent.click(rowOf('32').getByRole('button', { name: '渠道后台' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/channelMgs/channelMgBg/channelMgBgInfo'));
    expect(getChosenChannel()).toBe('32');
  });

  it('is not offered to staff without the channel pages', async () => {
    signIn({
      ...ADMIN,
      isAdmin: false,
      permissions: [def.route],
      user: { ...ADMIN.user, roles: [{ id: '2', roleName: '运营', roleCode: 'OPERATOR' }] },
    });
    renderPage(<ChannelListPage />, def.route, '*');
    await screen.findByText('城西渠道');
    expect(rowOf('32').queryByRole('button', { name: '渠道后台' })).toBeNull();
  });
});
