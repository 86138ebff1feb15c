import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import { CHANNEL_ID_HEADER } from '@coach/domain/constants.ts';
import { clearSession, setChosenChannel } from '../../platform/session';
import { fakeServer, renderPage, signIn } from '../../test/appHarness';
import { ResourceList } from './ResourceList';

// Issue 15: staff switching channel saw the previous channel's members for as long as the
// cached answer stayed fresh (30 s in production), because the list key lacked the channel.
vi.setConfig({ testTimeout: 30_000 });

const def = resourcesByName.channelMember;
const LIST = '/bbxc/tenant/inner/channelMember/v1/getPage';
const members: Record<string, { id: string; name: string; mobile: string; memberType: number; disable: number }[]> = {
  A: [{ id: '1', name: '甲渠道成员', mobile: '138****0001', memberType: 1, disable: 0 }],
  B: [{ id: '2', name: '乙渠道成员', mobile: '138****0002', memberType: 1, disable: 0 }],
};

beforeEach(() => {
  // The channel header goes out on the channel area's pages only (the app's own path).
  window.history.replaceState(null, '', `/ui/coach${def.route}`);
  signIn();
  fakeServer({
    [LIST]: (_body, headers) => ({ result: { list: members[headers[CHANNEL_ID_HEADER]] ?? [], total: 1 } }),
  });
});
afterEach(() => {
  act(() => clearSession());
  window.history.replaceState(null, '', '/');
});

describe('channel switch', () => {
  it('shows the new channel rows at once, never the previous channel rows', async () => {
    act(() => setChosenChannel('A'));
    renderPage(<ResourceList def={def} />, def.route);
    await screen.findByText('甲渠道成员');
    act(() => setChosenChannel('B'));
    // Not even while B loads.
    expect(screen.queryByText('甲渠道成员')).toBeNull();
    await screen.findByText('乙渠道成员');
    // And back: A's cached answer is A's, not B's.
    act(() => setChosenChannel('A'));
    await screen.findByText('甲渠道成员');
    expect(screen.queryByText('乙渠道成员')).toBeNull();
  });
});
