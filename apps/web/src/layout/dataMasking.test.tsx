import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { DATA_MASK_HEADER } from '@coach/domain/constants.ts';
import { clearSession } from '../platform/session';
import { post } from '../platform/http';
import { setDataMasking } from '../platform/dataMasking';
import { ADMIN, fakeServer, renderPage, signIn } from '../test/appHarness';
import { UserMenu } from './UserMenu';

// 数据脱敏 in the user menu: offered to holders of 查看明文数据, sent to the server as a header.
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  act(() => clearSession());
  setDataMasking(false);
});

function Numbers() {
  const { data } = useQuery({
    queryKey: ['numbers'],
    queryFn: async () => (await post<{ mobile: string }>('/numbers', {})).result,
  });
  return <span>{data?.mobile}</span>;
}

describe('the data-masking switch', () => {
  it('masks the numbers of a holder of the grant once switched on: the shown data is read again with the header', async () => {
    const seen: (string | undefined)[] = [];
    fakeServer({
      '/numbers': (_body, headers) => (
        seen.push(headers[DATA_MASK_HEADER]),
        { result: { mobile: headers[DATA_MASK_HEADER] === '1' ? '138****5678' : '13812345678' } }
      ),
    });
    signIn({ ...ADMIN, plaintext: true });
    renderPage(
      <>
        <UserMenu />
        <Numbers />
      </>,
      '/homes/home/index',
    );
    await screen.findByText('13812345678');
    await act(async () => fireEvent.click(screen.getByTestId('user-menu')));
    await act(async () => fireEvent.click(await screen.findByText('数据脱敏')));
    await screen.findByText('138****5678');
    expect(seen).toEqual([undefined, '1']);
    expect(window.localStorage.getItem('dataMasking')).toBe('1');
  });

  it('is not offered without the grant (the server masks for them anyway)', async () => {
    fakeServer({});
    signIn({ ...ADMIN, plaintext: false });
    renderPage(<UserMenu />, '/homes/home/index');
    await act(async () => fireEvent.click(screen.getByTestId('user-menu')));
    await screen.findByText('修改密码');
    await waitFor(() => expect(screen.queryByText('数据脱敏')).toBeNull());
  });
});
