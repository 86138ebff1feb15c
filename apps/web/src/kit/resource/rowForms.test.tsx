import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import { LEAD_STAGE } from '@coach/domain/resources/analytics/options.ts';
import { REMOTE_TIMING_CHANGE_PHONE } from '@coach/areas/orders/domain/index.ts';
import { clearSession } from '../../platform/session';
import { fakeServer, renderPage, signIn } from '../../test/appHarness';
import { ResourceList } from './ResourceList';

// 潜在客户's 添加跟进 and 转化报名 are declared row forms (ActionDef.form): no page of their own.
const def = resourcesByName.potentialCustomer;
const rows = [
  { id: '11', name: '王新', mobile: '139****0001', stage: LEAD_STAGE.following },
  { id: '12', name: '李报', mobile: '139****0002', stage: LEAD_STAGE.enrolled },
];

vi.setConfig({ testTimeout: 30_000 });

const timing = resourcesByName.remoteTimingOrder;
const orders = [
  { id: '21', orderNo: 'YC2026001', studentName: '赵学', mobile: '139****0003', status: 1 },
  { id: '22', orderNo: 'YC2026002', studentName: '钱学', mobile: '139****0004', status: 2 },
];
const path = (p: string) => p.replace(/^\/api/, '');
let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  signIn();
  server = fakeServer({
    [path(def.api.list!)]: { result: { list: rows, total: rows.length, pageNum: 1, pageSize: 10 } },
    [path(timing.api.list!)]: { result: { list: orders, total: orders.length, pageNum: 1, pageSize: 10 } },
    [path(REMOTE_TIMING_CHANGE_PHONE)]: { message: '手机号已更换' },
  });
});
afterEach(() => act(() => clearSession()));

const rowOf = (id: string) => within(document.querySelector(`tr[data-row-key="${id}"]`) as HTMLElement);

describe('row forms of a definition', () => {
  it('offers them on a lead not yet enrolled only, and opens the form with the lead in it', async () => {
    renderPage(<ResourceList def={def} />, def.route);
    await screen.findByText('王新');
    expect(rowOf('12').queryByRole('button', { name: '添加跟进' })).toBeNull();
    expect(rowOf('12').queryByRole('button', { name: '转化报名' })).toBeNull();
    await act(async () => fireEvent.click(rowOf('11').getByRole('button', { name: '添加跟进' })));
    const drawer = (await screen.findByText('跟进内容')).closest('.ant-drawer') as HTMLElement;
    // The lead is chosen already: its name shows in the picker.
    await waitFor(() => expect(within(drawer).getByText('王新')).toBeTruthy());
  });

  it("shows the row it is about and sends the row's id, which is no field of the form, with the save", async () => {
    renderPage(<ResourceList def={timing} />, timing.route);
    await screen.findByText('赵学');
    expect(rowOf('22').queryByRole('button', { name: '更换手机号' })).toBeNull();
    await act(async () => fireEvent.click(rowOf('21').getByRole('button', { name: '更换手机号' })));
    const drawer = (await screen.findByLabelText('新手机号')).closest('.ant-drawer') as HTMLElement;
    expect(within(drawer).getByText('YC2026001')).toBeTruthy();
    fireEvent.change(within(drawer).getByLabelText('新手机号'), { target: { value: '13912345678' } });
    await act(async () => fireEvent.click(within(drawer).getByRole('button', { name: /确\s*定/ })));
    await waitFor(() =>
      expect(server.callsTo(path(REMOTE_TIMING_CHANGE_PHONE)).map((c) => c.body)).toEqual([
        { id: '21', mobile: '13912345678' },
      ]),
    );
  });
});
