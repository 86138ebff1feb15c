import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import { clearSession } from '@coach/web/platform/session.ts';
import { fakeServer, renderPage, signIn } from '@coach/web/test/appHarness.tsx';
import { ResourceList } from '@coach/web/kit/resource/ResourceList.tsx';

// 核销 of a received coupon: a declared row change, offered on unused coupons whose validity has begun.
const def = resourcesByName.couponReceived;
const now = Math.floor(Date.now() / 1000);
const rows = [
  { id: '1', couponName: '可用券', userName: '王一', status: 0, validStart: now - 86400, validEnd: now + 86400 },
  { id: '2', couponName: '下月券', userName: '王二', status: 0, validStart: now + 86400, validEnd: now + 9 * 86400 },
  { id: '3', couponName: '过期券', userName: '王三', status: 2, validStart: now - 9 * 86400, validEnd: now - 86400 },
  {
    id: '4',
    couponName: '已用券',
    userName: '王四',
    status: 1,
    validStart: now - 86400,
    validEnd: now + 86400,
    useTime: now - 60,
  },
];
const path = (p: string) => p.replace(/^\/api/, '');
const WRITE_OFF = '/bbxc/order/inner/coupon/v1/writeOff';
let server: ReturnType<typeof fakeServer>;

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  signIn();
  server = fakeServer({
    [path(def.api.list!)]: { result: { list: rows, total: rows.length, pageNum: 1, pageSize: 10 } },
    [WRITE_OFF]: { message: '核销成功' },
  });
});
afterEach(() => act(() => clearSession()));

const rowOf = (id: string) => within(document.querySelector(`tr[data-row-key="${id}"]`) as HTMLElement);

describe('核销 on the received-coupon list', () => {
  it('is offered on unused coupons in their validity only, confirms, calls and reloads', async () => {
    renderPage(<ResourceList def={def} />, def.route);
    await screen.findByText('可用券');
    expect(['1', '2', '3', '4'].map((id) => rowOf(id).queryByRole('button', { name: '核销' }) !== null)).toEqual([
      true,
      false,
      false,
      false,
    ]);
    await act(async () => fireEvent.click(rowOf('1').getByRole('button', { name: '核销' })));
    const dialog = (await screen.findByText('核销后优惠券即为已使用，不可撤销，是否继续?')).closest(
      '.ant-modal',
    ) as HTMLElement;
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '确定' })));
    await waitFor(() => expect(server.callsTo(WRITE_OFF).map((c) => c.body)).toEqual([{ ids: ['1'], status: 1 }]));
    await waitFor(() => expect(server.callsTo(path(def.api.list!)).length).toBeGreaterThan(1));
  });
});
