import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import { clearSession } from '../../platform/session';
import { fakeServer, renderPage, signIn } from '../../test/appHarness';
import { ResourceList } from './ResourceList';

// Spec §5's range pair on every `between` search (issue 38.2): a minimum above the maximum
// used to search and answer an empty list; now the form says why and does not search.
vi.setConfig({ testTimeout: 30_000 });

const def = resourcesByName.emptyEvaluation;
// The fake server answers paths without the /api base.
const list = def.api.list!.replace(/^\/api/, '');

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  signIn();
  server = fakeServer({
    [list]: (body) => ({ result: { list: [], total: 0, pageNum: body.pageNum, pageSize: body.pageSize } }),
  });
});
afterEach(() => act(() => clearSession()));

async function search(min: string, max: string) {
  const form = within(screen.getByTestId('search-form'));
  fireEvent.change(form.getByLabelText('待评价天数下限'), { target: { value: min } });
  fireEvent.change(form.getByLabelText('待评价天数上限'), { target: { value: max } });
  await act(async () => fireEvent.click(form.getByRole('button', { name: /查询/ })));
}

describe('number-range search (待评价天数)', () => {
  it.each([
    ['9', '3', '最小值不能大于最大值!'],
    ['3', '', '请输入范围!'],
    ['', '7', '请输入范围!'],
    ['-2', '7', '只能输入正数字!'],
  ])('min %j max %j: %s, no search', async (min, max, message) => {
    renderPage(<ResourceList def={def} />, def.route!);
    await waitFor(() => expect(server.callsTo(list)).toHaveLength(1));
    await search(min, max);
    expect(await within(screen.getByTestId('search-form')).findByText(message)).toBeTruthy();
    expect(server.callsTo(list)).toHaveLength(1);
  });

  it('searches a good range', async () => {
    renderPage(<ResourceList def={def} />, def.route!);
    await waitFor(() => expect(server.callsTo(list)).toHaveLength(1));
    await search('3', '9');
    await waitFor(() => expect(server.callsTo(list).at(-1)!.body).toMatchObject({ waitDaysMin: 3, waitDaysMax: 9 }));
  });
});
