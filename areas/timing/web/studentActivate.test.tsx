import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import { clearSession } from '@coach/web/platform/session.ts';
import { fakeServer, renderPage, signIn } from '@coach/web/test/appHarness.tsx';
import { ResourceList } from '@coach/web/kit/resource/ResourceList.tsx';

// 学员查询: the certification shows, and 激活 is offered only to certified students not yet active.
const def = resourcesByName.student;
const rows = [
  { id: '1', name: '认证甲', certStatus: 1, activateStatus: 0, carType: 1, stage: 1 },
  { id: '2', name: '未认证乙', certStatus: 0, activateStatus: 0, carType: 1, stage: 1 },
  { id: '3', name: '已激活丙', certStatus: 1, activateStatus: 1, carType: 1, stage: 2 },
];

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  signIn();
  fakeServer({
    [def.api.list!.replace(/^\/api/, '')]: { result: { list: rows, total: rows.length, pageNum: 1, pageSize: 10 } },
  });
});
afterEach(() => act(() => clearSession()));

const rowOf = (id: string) => within(document.querySelector(`tr[data-row-key="${id}"]`) as HTMLElement);

describe('学员查询 activation', () => {
  it('shows 认证状态 and offers 激活 only on certified, inactive students', async () => {
    renderPage(<ResourceList def={def} />, def.route);
    await screen.findByText('认证甲');
    expect(screen.getAllByText('认证状态').length).toBeGreaterThan(0);
    expect(rowOf('2').getByText('未认证')).toBeTruthy();
    expect(rowOf('1').getByText('已认证')).toBeTruthy();
    expect(['1', '2', '3'].map((id) => rowOf(id).queryByRole('button', { name: '激活' }) !== null)).toEqual([
      true,
      false,
      false,
    ]);
  });
});
