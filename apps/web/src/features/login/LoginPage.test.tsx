import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import LoginPage from './LoginPage';
import { clearSession, getSession } from '../../platform/session';

const fetchMock = vi.fn<typeof fetch>();
const envelope = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
let captchaCalls = 0;
let loginAnswer: unknown;

beforeEach(() => {
  captchaCalls = 0;
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (url) => {
    if (String(url).endsWith('/imageCode.pass')) {
      captchaCalls += 1;
      return envelope({
        status: true,
        code: '200',
        message: '',
        result: { captchaId: `c${captchaCalls}`, img: `data:image/png;base64,iVBORw0KGgo${captchaCalls}` },
      });
    }
    return envelope(loginAnswer);
  });
});

afterEach(() => clearSession());

function fill(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

describe('LoginPage', () => {
  it('shows the captcha, refreshes it on click, and marks empty account and password', async () => {
    render(<LoginPage />);
    await waitFor(() =>
      expect(screen.getByAltText('验证码').getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo1'),
    );
    fireEvent.click(screen.getByTestId('login-captcha-img'));
    await waitFor(() =>
      expect(screen.getByAltText('验证码').getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo2'),
    );
    expect(captchaCalls).toBe(2);
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(screen.getAllByText('该输入项为必填项!').length).toBe(2));
    expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith('/login.pass'))).toBe(false);
  });

  it('shows the server message and brings a new captcha after a failed login', async () => {
    loginAnswer = { status: false, code: '100003', message: '账号或密码错误', result: null };
    render(<LoginPage />);
    await waitFor(() => expect(screen.getByAltText('验证码')).toBeTruthy());
    fill('login-account', 'admin');
    fill('login-password', 'bad');
    fill('login-captcha', 'ab1');
    await act(async () => fireEvent.click(screen.getByTestId('login-submit')));
    await waitFor(() => expect(screen.getByTestId('login-error').textContent).toBe('账号或密码错误'));
    const sent = JSON.parse(String(fetchMock.mock.calls.find(([u]) => String(u).endsWith('/login.pass'))![1]!.body));
    expect(sent).toEqual({ account: 'admin', password: 'bad', captchaId: 'c1', captchaCode: 'ab1' });
    await waitFor(() => expect(captchaCalls).toBe(2));
    expect((screen.getByTestId('login-captcha') as HTMLInputElement).value).toBe('');
  });

  it('starts the session with the token on success', async () => {
    loginAnswer = {
      status: true,
      code: '200',
      message: '操作成功',
      result: { 'ctl-token': 'tok', isChannel: false, userId: '1', channelId: null },
    };
    render(<LoginPage />);
    await waitFor(() => expect(screen.getByAltText('验证码')).toBeTruthy());
    fill('login-account', 'admin');
    fill('login-password', 'Admin2026');
    fill('login-captcha', 'x');
    await act(async () => fireEvent.click(screen.getByTestId('login-submit')));
    await waitFor(() => expect(getSession().token).toBe('tok'));
    expect(getSession().phase).toBe('loading');
    expect(document.cookie).toContain('ctl-token=tok');
    expect(document.cookie).toContain('userId=1');
  });
});
