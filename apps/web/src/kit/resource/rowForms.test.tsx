import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import { LEAD_STAGE } from '@coach/domain/resources/analytics/options.ts';
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

beforeEach(() => {
  signIn();
  fakeServer({ [def.api.list!.replace(/^\/api/, '')]: { result: { list: rows, total: rows.length, pageNum: 1, pageSize: 10 } } });
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
});
