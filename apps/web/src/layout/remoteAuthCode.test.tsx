import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { clearSession } from '../platform/session';
import { ADMIN, fakeServer, renderPage, signIn } from '../test/appHarness';
import { setMenuState } from './menuStore';
import { AUTH_CODE_CALL, RemoteAuthCodeModal } from './RemoteAuthCodeModal';
import { UserMenu } from './UserMenu';

// 远程协助授权码 (issue 38.13): the user menu opens it through the menu state flag codeFlag.
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  act(() => {
    setMenuState({ codeFlag: false });
    clearSession();
  });
});

const open = async () => {
  await act(async () => fireEvent.click(screen.getByTestId('user-menu')));
  await act(async () => fireEvent.click(await screen.findByText('远程协助授权码')));
};

describe('the remote auth code', () => {
  it('shows a fresh code with its expiry, and 重新获取 asks for another', async () => {
    let next = 123456;
    const server = fakeServer({
      [AUTH_CODE_CALL]: () => ({
        result: { authCode: String(next++), expireTime: Math.floor(Date.now() / 1000) + 300 },
      }),
    });
    signIn(ADMIN);
    renderPage(
      <>
        <UserMenu />
        <RemoteAuthCodeModal />
      </>,
      '/homes/home/index',
    );
    await open();
    await screen.findByText('123456');
    expect(screen.getByTestId('remote-auth-code').textContent).toMatch(/有效期至 \d\d:\d\d:\d\d（剩余 0[45]:\d\d）/);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /重新获取/ })));
    await screen.findByText('123457');
    expect(server.callsTo(AUTH_CODE_CALL)).toHaveLength(2);
  });

  it('says when the code has run out', async () => {
    fakeServer({
      [AUTH_CODE_CALL]: () => ({ result: { authCode: '654321', expireTime: Math.floor(Date.now() / 1000) - 1 } }),
    });
    signIn(ADMIN);
    renderPage(<RemoteAuthCodeModal />, '/homes/home/index');
    act(() => setMenuState({ codeFlag: true }));
    await screen.findByText('授权码已过期，请重新获取');
  });

  it("shows the server's message when there is no code", async () => {
    fakeServer({ [AUTH_CODE_CALL]: () => ({ status: false, message: '授权服务暂不可用' }) });
    signIn(ADMIN);
    renderPage(<RemoteAuthCodeModal />, '/homes/home/index');
    act(() => setMenuState({ codeFlag: true }));
    await screen.findByText('授权码获取失败');
    expect(screen.getByTestId('remote-auth-code').textContent).toContain('授权服务暂不可用');
  });
});
