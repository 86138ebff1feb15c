import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { clearSession } from '@coach/web/platform/session.ts';
import { fakeServer, renderPage, signIn } from '@coach/web/test/appHarness.tsx';
import { INSTAL_QUERY, InstalmentDialog } from './InstalmentDialog';

// CI (two suites side by side) caught 开启 pressed while the stored setting was still on its
// way: its arrival reset the form to 关闭 and the choice was lost. The choice is offered only
// once the setting is in.
vi.setConfig({ testTimeout: 30_000 });

const api = (path: string) => path.replace(/^\/api/, '');
let arrive: () => void;
beforeEach(() => {
  signIn();
  const stored = new Promise<void>((resolve) => (arrive = resolve));
  fakeServer({
    [api(INSTAL_QUERY)]: async () => {
      await stored;
      return { result: { classId: '5', price: '4800.00', installment: 0, downPayment: null, periods: [] } };
    },
  });
});
afterEach(() => act(() => clearSession()));

describe('分期设置', () => {
  it('offers 开启 only once the stored setting is in, and keeps the choice', async () => {
    renderPage(
      <InstalmentDialog row={{ id: '5', className: 'C1周末班', price: '4800.00' }} onClose={() => {}} />,
      '/marketing/classMgList',
    );
    await screen.findByText('分期设置：C1周末班');
    expect(screen.queryByText('开启')).toBeNull();
    await act(async () => arrive());
    fireEvent.click(await screen.findByText('开启'));
    await waitFor(() => expect(screen.getByPlaceholderText('0.00')).toBeTruthy());
    expect(screen.getByTestId('instalment-sum').textContent).toContain('班型价格 4,800.00 元');
  });
});
