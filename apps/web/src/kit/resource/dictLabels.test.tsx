import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import { clearSession } from '../../platform/session';
import { loadDict, resetDict } from '../../platform/dict';
import { fakeServer, renderPage, signIn } from '../../test/appHarness';
import { ResourceList } from './ResourceList';
import { withDictLabels } from '@coach/domain/resources/dictLabels.ts';

// A label edited in 字典管理 shows wherever a field names that dictionary; the code's is the fallback.
const def = resourcesByName.accompanyOrder;
const rows = [
  { id: '1', orderNo: 'PJ001', status: 1 },
  { id: '2', orderNo: 'PJ002', status: 3 },
];
const DICT = '/system/inner/sysDictionary/findDictMesToCache';

vi.setConfig({ testTimeout: 30_000 });

beforeEach(async () => {
  signIn();
  fakeServer({
    [def.api.list!.replace(/^\/api/, '')]: { result: { list: rows, total: rows.length, pageNum: 1, pageSize: 10 } },
    // The tenant renamed 待派单; 已完成 is missing from its copy.
    [DICT]: {
      result: {
        accompany_order_status: [
          { value: '1', label: '等待派单' },
          { value: '2', label: '已派单' },
        ],
      },
    },
  });
  await act(async () => void (await loadDict()));
});
afterEach(() => {
  act(() => clearSession());
  resetDict();
});

const rowOf = (id: string) => within(document.querySelector(`tr[data-row-key="${id}"]`) as HTMLElement);

describe('labels from the dictionary', () => {
  it("shows 陪驾订单's state with the dictionary's label, the code's where the dictionary has none", async () => {
    renderPage(<ResourceList def={def} />, def.route);
    await screen.findByText('PJ001');
    expect(rowOf('1').getByText('等待派单')).toBeTruthy();
    expect(rowOf('2').getByText('已完成')).toBeTruthy();
    expect(screen.queryByText('待派单')).toBeNull();
  });

  it("offers the same labels in the search form's select", async () => {
    renderPage(<ResourceList def={def} />, def.route);
    await screen.findByText('PJ001');
    const select = within(screen.getByTestId('search-form')).getByRole('combobox', { name: '订单状态' });
    await act(async () => fireEvent.mouseDown(select));
    // The option list: 等待派单 (the dictionary's) where 待派单 (the code's) was, 已完成 kept.
    await waitFor(() => expect(document.querySelector('.ant-select-dropdown')?.textContent).toContain('等待派单'));
    const offered = [...document.querySelectorAll('.ant-select-dropdown .ant-select-item-option')].map(
      (o) => o.textContent,
    );
    expect(offered).toContain('已完成');
    expect(offered).not.toContain('待派单');
  });

  it("keeps the definition's values, order and colours", () => {
    const options = [
      { value: 1, label: '待派单', tone: 'warning' as const },
      { value: 3, label: '已完成' },
    ];
    expect(withDictLabels(options, [{ value: '1', label: '等待派单' }])).toEqual([
      { value: 1, label: '等待派单', tone: 'warning' },
      { value: 3, label: '已完成' },
    ]);
    expect(withDictLabels(undefined, [{ value: '2', label: '女' }])).toEqual([{ value: 2, label: '女' }]);
    expect(withDictLabels(options, [])).toEqual(options);
  });
});
